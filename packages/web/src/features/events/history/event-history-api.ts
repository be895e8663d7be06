import { eventHistoryResponseSchema } from '@sampark/domain/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventMemberHistoryKey } from '../../../lib/query-keys';

export type { EventHistoryEntry } from '@sampark/domain/schemas/events';

/**
 * GET api/event/history?event_id&member_id (docs/api-conventions.md#events): the member's timeline in the
 * event, newest first. Shared by the event screens' status dialogs and the member's Events tab.
 */
export function useEventMemberHistory(eventId: number, memberId: number | null) {
  return useQuery({
    queryKey: eventMemberHistoryKey(eventId, memberId),
    queryFn: async ({ signal }) =>
      (await api.get('/api/event/history', { query: { event_id: eventId, member_id: memberId }, schema: eventHistoryResponseSchema, signal })).data,
    enabled: memberId !== null,
  });
}
