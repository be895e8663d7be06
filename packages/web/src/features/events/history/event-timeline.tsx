import { Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { FetchFailed } from '../../../components/feedback/fetch-failed';
import { type EventHistoryEntry, useEventMemberHistory } from './event-history-api';
import { eventFieldLabel, eventHistoryValueLabel } from './event-status-labels';

/** One timeline line: 'Approval: New → First Approved'; the first row has no 'from'. */
export function historyChange(entry: Pick<EventHistoryEntry, 'field' | 'from' | 'to'>): string {
  const field = eventFieldLabel(entry.field);
  const from = eventHistoryValueLabel(entry.field, entry.from);
  const to = eventHistoryValueLabel(entry.field, entry.to);
  return from ? `${field}: ${from} → ${to}` : `${field}: ${to}`;
}

/**
 * Who changed what and when in one member's passage through one event, newest first (beyond the
 * seeds, issue 14): the status dialogs of the event screens and the member's Events tab show it.
 */
export function EventTimeline({ eventId, memberId, title }: { eventId: number; memberId: number; title?: string }) {
  const { t } = useTranslation('events');
  const history = useEventMemberHistory(eventId, memberId);
  return (
    <Stack gap="xs">
      <Title order={2} fz="h5">
        {title ?? t('history.title')}
      </Title>
      {history.isError ? (
        <FetchFailed />
      ) : !history.data ? (
        <Loader size="sm" role="status" aria-label={t('history.loading')} />
      ) : history.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={0} aria-label={t('history.label')}>
          {history.data.map((h, i) => (
            <Timeline.Item key={`${h.changed_at}-${i}`} title={historyChange(h)}>
              <Text fz="xs" c="dimmed">
                {h.user_name ?? t('history.unknownUser')}, {formatDateTime(h.changed_at)}
              </Text>
              {h.comment && (
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {h.comment}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
