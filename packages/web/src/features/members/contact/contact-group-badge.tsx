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

/** The group as the documents write it ('Pending', 'Active' …), or its Hindi label. */
export function useContactGroupLabel(): (group: string | null | undefined) => string {
  const { t } = useTranslation('contacts');
  const labels = t('groups', { returnObjects: true }) as Record<string, string>;
  return (group) => (group ? (labels[group] ?? group) : '');
}

export function ContactGroupBadge({ group, size = 'sm' }: { group: string | null | undefined; size?: MantineSize }) {
  const label = useContactGroupLabel();
  if (!group) return null;
  // tt="none": Mantine's badge capitalises by default, which turned 'Pending' into 'PENDING' (issue 26)
  return (
    <Badge variant="light" color={COLOURS[group] ?? 'gray'} size={size} tt="none" style={{ flexShrink: 0 }}>
      {label(group)}
    </Badge>
  );
}
