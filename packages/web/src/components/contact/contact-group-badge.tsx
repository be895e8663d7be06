import { Badge, type MantineSize } from '@mantine/core';

/** One colour per contact group (seed 000 §3), so a glance at a list shows who needs a call. */
const COLOURS: Record<string, string> = {
  Pending: 'blue',
  Unsuccessful: 'orange',
  Active: 'green',
  Passive: 'yellow',
  Spam: 'red',
};

export function ContactGroupBadge({ group, size = 'sm' }: { group: string | null | undefined; size?: MantineSize }) {
  if (!group) return null;
  return (
    <Badge variant="light" color={COLOURS[group] ?? 'gray'} size={size} style={{ flexShrink: 0 }}>
      {group}
    </Badge>
  );
}
