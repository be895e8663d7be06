import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title with its buttons on the right (wrapping under the title on a phone). */
export function ListHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}
