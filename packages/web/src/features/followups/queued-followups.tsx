import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import type { FollowupInput } from '@sampark/domain/schemas/followups';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { formatDate } from '../../lib/dates';
import { dismissFollowup } from '../../offline/followup-queue';
import type { QueuedFollowup } from '../../offline/offline-store';

type Queued = QueuedFollowup<FollowupInput>;

/** An option's label in the user's language (the catalogue `contacts:options`); the value when it has none. */
export function optionLabel(t: TFunction<'contacts'>, group: 'status' | 'response' | 'participation', value: string): string {
  const labels = t(`options.${group}`, { returnObjects: true }) as Record<string, string>;
  return labels[value] ?? value;
}

/** A contact's followups logged on this phone and not yet on the server (docs/decisions/051-offline-my-contacts.md). */
export function PendingFollowups({ items }: { items: Queued[] }) {
  const { t } = useTranslation('contacts');
  const pending = items.filter((f) => !f.refused);
  if (pending.length === 0) return null;
  return (
    <Stack gap={4}>
      {pending.map((f) => (
        <Group key={f.key} gap={6} wrap="nowrap" align="flex-start">
          <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
            {t('queue.pending')}
          </Badge>
          <Text fz="sm" c="orange.9">
            {t('queue.pendingText', { date: formatDate(f.body.followup_date), status: optionLabel(t, 'status', f.body.contact_status) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The queued followups the server refused, with its message, each kept until dismissed: the member
 * may no longer be in My Contacts (reassigned), so they are listed on the screen, not on a card.
 */
export function RefusedFollowups({ items }: { items: Queued[] }) {
  const { t } = useTranslation('contacts');
  const refused = items.filter((f) => f.refused);
  if (refused.length === 0) return null;
  return (
    <Stack gap="xs">
      {refused.map((f) => (
        <Alert key={f.key} color="red" role="alert" title={t('queue.refusedTitle', { name: f.member_name, date: formatDate(f.body.followup_date) })}>
          <Text fz="sm">{translateMessage(f.refused!.message)}</Text>
          {f.refused!.details.length > 0 && (
            <List size="sm">
              {f.refused!.details.map((d) => (
                <List.Item key={d}>{translateMessage(d)}</List.Item>
              ))}
            </List>
          )}
          <Button mt="xs" h={44} variant="default" onClick={() => void dismissFollowup(f.key)} aria-label={t('queue.dismissLabel', { name: f.member_name })}>
            {t('queue.dismiss')}
          </Button>
        </Alert>
      ))}
    </Stack>
  );
}
