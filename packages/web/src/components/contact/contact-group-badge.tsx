import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per contact group (seed 000 §3), so a glance at a list shows who needs a call. */
const COLOURS: Record<string, string> = {
  Pending: 'blue',
  Unsuccessful: 'orange',
  Active: 'green',
  Passive: 'yellow',
  Spam: 'red',
};

export function ContactGroupBadge({ group, size = 'sm' }: { group: string | null | undefined; size?: MantineSize }) {
  const { t } = useTranslation('contacts');
  if (!group) return null;
  const labels = t('groups', { returnObjects: true }) as Record<string, string>;
  return (
    <Badge variant="light" color={COLOURS[group] ?? 'gray'} size={size} style={{ flexShrink: 0 }}>
      {labels[group] ?? group}
    </Badge>
  );
}
