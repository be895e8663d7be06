import { Alert, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FETCH_FAILED } from '../../components/feedback/fetch-failed';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import type { FormEvent } from './registration-form-api';

/** 'Registration Form' or 'Update Registration' (seed 002 §2). */
export type FormTitle = 'Registration Form' | 'Update Registration';

/** The event's dates as a registrant reads them: one day, or first to last. */
export function eventDates(event: FormEvent): string {
  const from = formatDate(event.date_from);
  const to = event.date_to && event.date_to !== event.date_from ? formatDate(event.date_to) : '';
  return to ? `${from} to ${to}` : from;
}

function FormTitleBlock({ title, event }: { title: FormTitle; event?: FormEvent }) {
  return (
    <Stack gap={2}>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {title}
      </Title>
      {event && (
        <Text fw={600} c="dimmed">
          {event.name} · {eventDates(event)}
          {event.location_name ? ` · ${event.location_name}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** A failed load says what the server said (seed 002 §8 "Prefill or fetch registration failure: the server message"). */
function loadFailure(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : FETCH_FAILED;
}

interface FrameProps {
  title: FormTitle;
  event: UseQueryResult<FormEvent>;
  /** everything else the form needs before it can show */
  loads: UseQueryResult<unknown>[];
  children: (event: FormEvent) => ReactNode;
}

/** The form's page: its title with the event's name and dates, then the form once everything is loaded. */
export function RegistrationFormFrame({ title, event, loads, children }: FrameProps) {
  const all = [event, ...loads];
  const failed = all.find((q) => q.isError);
  return (
    <Stack maw={1200} mx="auto" gap="md" pos="relative" mih={200}>
      <FormTitleBlock title={title} event={event.data} />
      {failed ? (
        <Alert color="red">{loadFailure(failed.error)}</Alert>
      ) : all.every((q) => q.isSuccess) ? (
        children(event.data!)
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}
