import type { FollowupInput } from '@sampark/domain/schemas/followups';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { MEMBERS_KEY, MY_CONTACTS_KEY, memberKey } from '../../lib/query-keys';

/** Every followup query starts with this key; a saved followup refreshes them. */
const FOLLOWUPS_KEY = ['followups'] as const;

const text = z.string().nullable();

/** A row of GET api/followups/member/{id} (newest first). */
export const followupRowSchema = z
  .object({
    id: z.number().int(),
    member_id: z.number().int(),
    followup_date: z.string(),
    contacted_by: z.string(),
    contact_status: z.string(),
    contact_response: text,
    participation: text,
    meeting_date: text,
    meeting_time: text,
    meeting_date_time: text,
    comments: text,
    created_by_name: text.optional(),
    created_at: z.string(),
  })
  .loose();
export type FollowupRow = z.infer<typeof followupRowSchema>;

const listSchema = z.object({ data: z.array(followupRowSchema) });
const savedSchema = z.object({ message: z.string().optional(), data: z.object({ message: z.string() }).loose().optional() }).loose();

export function useMemberFollowups(memberId: number) {
  return useQuery({
    queryKey: [...FOLLOWUPS_KEY, memberId],
    queryFn: async ({ signal }) => (await api.get(`/api/followups/member/${memberId}`, { schema: listSchema, signal })).data,
    enabled: Number.isInteger(memberId) && memberId > 0,
  });
}

/**
 * POST api/followups; resolves to the server's message (seed 000 §7 reads data.message). A
 * followup queued offline sends its queue key (decision 056).
 */
export async function saveFollowup(body: FollowupInput, idempotencyKey?: string): Promise<string> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  const saved = await api.post('/api/followups', { body, schema: savedSchema, headers });
  return saved.data?.message ?? saved.message ?? '';
}

/**
 * A followup changes the member's contact group, last status and counts: every list and record
 * showing them is refetched (the member screens' keys); a screen with other keys refreshes itself
 * through `onSaved`.
 */
export function refreshAfterFollowup(queryClient: QueryClient, memberId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...FOLLOWUPS_KEY, memberId] }),
    queryClient.invalidateQueries({ queryKey: memberKey(memberId) }),
    queryClient.invalidateQueries({ queryKey: MY_CONTACTS_KEY }),
    queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  ]);
}
