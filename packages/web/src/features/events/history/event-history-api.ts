import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { eventMemberHistoryKey } from '../../../lib/query-keys';

const text = z.string().nullable();
const historyValue = z.union([z.string(), z.number()]).nullable();

const eventHistorySchema = z.object({
  data: z.array(
    z.object({ changed_at: z.string(), user_name: text, field: z.string(), from: historyValue, to: historyValue, comment: text }).loose(),
  ),
});
export type EventHistoryEntry = z.infer<typeof eventHistorySchema>['data'][number];

/**
 * GET api/event/history?event_id&member_id (docs/api-conventions.md#events): the member's timeline in the
 * event, newest first. Shared by the event screens' status dialogs and the member's Events tab.
 */
export function useEventMemberHistory(eventId: number, memberId: number | null) {
  return useQuery({
    queryKey: eventMemberHistoryKey(eventId, memberId),
    queryFn: async ({ signal }) =>
      (await api.get('/api/event/history', { query: { event_id: eventId, member_id: memberId }, schema: eventHistorySchema, signal })).data,
    enabled: memberId !== null,
  });
}
