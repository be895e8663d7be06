import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BadgeColor, type BadgeSize, LightBadge } from '../../../components/badge/light-badge';

/** One colour per contact group (seed 000 §3), so a glance at a list shows who needs a call. */
const COLOURS: Record<string, BadgeColor> = {
  Pending: 'blue',
  Unsuccessful: 'orange',
  Active: 'green',
  Passive: 'yellow',
  Spam: 'red',
};

/** The group as the documents write it ('Pending', 'Active' …), or its Hindi label. */
export function useContactGroupLabel(): (group: string | null | undefined) => string {
  const { t, i18n, ready } = useTranslation('contacts');
  // once per language, not per card and render: an object lookup translates each of its keys
  const labels = useMemo(() => t('groups', { returnObjects: true }) as Record<string, string>, [t, i18n.language, ready]);
  return (group) => (group ? (labels[group] ?? group) : '');
}

/** Not capitalised, as Mantine's badge did: that turned 'Pending' into 'PENDING' (issue 26). */
export function ContactGroupBadge({ group, size = 'sm' }: { group: string | null | undefined; size?: BadgeSize }) {
  const label = useContactGroupLabel();
  if (!group) return null;
  return (
    <LightBadge color={COLOURS[group] ?? 'gray'} size={size}>
      {label(group)}
    </LightBadge>
  );
}
