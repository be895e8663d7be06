import { Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { PleaseWait } from '../feedback/please-wait';

interface FormCardProps {
  /** Please wait covers the form while true */
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame of an add or edit form: a bordered card, Please wait while saving, the browser's own validation off. */
export function FormCard({ submitting, onSubmit, children }: FormCardProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} pos="relative">
      <PleaseWait visible={submitting} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">{children}</Stack>
      </form>
    </Paper>
  );
}
