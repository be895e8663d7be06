import type { FollowupInput } from '@sampark/domain/schemas/followups';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LightBadge } from '../../components/badge/light-badge';
import { formatDate } from '../../lib/dates';
import type { QueuedFollowup } from '../../offline/offline-store';
import classes from './queued-followups.module.css';

type Queued = QueuedFollowup<FollowupInput>;

/** An option's label in the user's language (the catalogue `contacts:options`); the value when it has none. */
export function optionLabel(t: TFunction<'contacts'>, group: 'status' | 'response' | 'participation', value: string): string {
  const labels = t(`options.${group}`, { returnObjects: true }) as Record<string, string>;
  return labels[value] ?? value;
}

/**
 * A contact's followups logged on this phone and not yet on the server (docs/decisions/051-offline-my-contacts.md).
 * Plain markup: it is on the sevak's cards, which render no Mantine components (issue 32).
 */
export function PendingFollowups({ items }: { items: Queued[] }) {
  const { t } = useTranslation('contacts');
  const pending = items.filter((f) => !f.refused);
  if (pending.length === 0) return null;
  return (
    <div className={classes.list}>
      {pending.map((f) => (
        <div key={f.key} className={classes.item}>
          <LightBadge color="orange" upper>
            {t('queue.pending')}
          </LightBadge>
          <p className={classes.text}>
            {t('queue.pendingText', { date: formatDate(f.body.followup_date), status: optionLabel(t, 'status', f.body.contact_status) })}
          </p>
        </div>
      ))}
    </div>
  );
}
