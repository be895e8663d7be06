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

/**
 * The labels by language, looked up once, not per badge: an object lookup translates each of its
 * keys, and a sevak's home shows a badge on every card (issue 32). The catalogues do not change
 * while the app runs.
 */
const labelsByLanguage = new Map<string, Record<string, string>>();

/** The group as the documents write it ('Pending', 'Active' …), or its Hindi label. */
export function useContactGroupLabel(): (group: string | null | undefined) => string {
  const { t, i18n } = useTranslation('contacts');
  const looked = labelsByLanguage.get(i18n.language) ?? (t('groups', { returnObjects: true }) as Record<string, string> | string);
  // without the catalogue i18next answers with the key itself: that is neither kept nor used
  const labels = typeof looked === 'object' ? looked : {};
  if (typeof looked === 'object') labelsByLanguage.set(i18n.language, looked);
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
