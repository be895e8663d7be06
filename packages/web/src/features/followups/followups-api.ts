import type { FollowupAdded, FollowupInput } from '@sampark/domain/schemas/followups';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { MEMBERS_KEY, MY_CONTACTS_KEY, memberKey } from '../../lib/query-keys';

/** Every followup query starts with this key; a saved followup refreshes them. */
const FOLLOWUPS_KEY = ['followups'] as const;

/** The one key of GET api/followups/member/{id}. */
export const memberFollowupsKey = (memberId: number) => [...FOLLOWUPS_KEY, memberId] as const;

/**
 * POST api/followups; resolves to the server's message (seed 000 §7 reads data.message). A
 * followup queued offline sends its queue key (decision 056).
 */
export async function saveFollowup(body: FollowupInput, idempotencyKey?: string): Promise<string> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  // checked by the server (followupAddedResponseSchema), not on the phone: the sevak's dialog runs
  // without zod until it checks its own form (decision 115)
  const saved = await api.postUnchecked<FollowupAdded>('/api/followups', { body, headers });
  return saved.data.message;
}

/**
 * A followup changes the member's contact group, last status and counts: every list and record
 * showing them is refetched (the member screens' keys); a screen with other keys refreshes itself
 * through `onSaved`.
 */
export function refreshAfterFollowup(queryClient: QueryClient, memberId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberFollowupsKey(memberId) }),
    queryClient.invalidateQueries({ queryKey: memberKey(memberId) }),
    queryClient.invalidateQueries({ queryKey: MY_CONTACTS_KEY }),
    queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  ]);
}
