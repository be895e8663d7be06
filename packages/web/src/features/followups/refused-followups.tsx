import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { FollowupInput } from '@sampark/domain/schemas/followups';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { formatDate } from '../../lib/dates';
import { dismissFollowup } from '../../offline/followup-queue';
import type { QueuedFollowup } from '../../offline/offline-store';

type Queued = QueuedFollowup<FollowupInput>;

/**
 * The queued followups the server refused, with its message, each kept until dismissed: the member
 * may no longer be in My Contacts (reassigned), so they are listed on the screen, not on a card.
 * (Still Mantine's components: a rare screen, apart from the cards' plain markup, issue 32.)
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
