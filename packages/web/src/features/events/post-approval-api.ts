import { FINAL_APPROVED, type PostApprovalField } from '@sampark/domain/options/events';
import { eventMembersChangedResponseSchema, refusedBatchBodySchema } from '@sampark/domain/schemas/events';
import { useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { api, ApiError } from '../../lib/api-client';
import { eventMemberSortOf, eventMembersPageOptions } from './events-api';
import type { PlaceFilter, PostApprovalList } from './post-approval-values';
import { refusalLines, serverMessageText } from './server-messages';

/**
 * getmembers' query string of a post-approval list (seed 002 §7: "{statustype}={value}&event_id
 * &status=Final Approved (and district, state when filtering)"); the hub ('All') leaves the
 * status type out. "All" rows sends no limit (docs/api-conventions.md#events).
 */
export function postApprovalParams(eventId: number, list: PostApprovalList | null, place: PlaceFilter, query: TableQuery) {
  const paging = query.pageSize === 'All' ? {} : { skip: query.pageIndex * query.pageSize, limit: query.pageSize };
  return {
    event_id: eventId,
    status: FINAL_APPROVED,
    ...(list ? { [list.field]: list.value } : {}),
    country: place.country ?? undefined,
    state: place.state ?? undefined,
    district: place.district ?? undefined,
    ...paging,
    ...eventMemberSortOf(query),
    keyword: query.search.trim() || undefined,
  };
}


/** One page of a post-approval list: Final Approved members only. */
export function usePostApprovalPage(eventId: number, list: PostApprovalList | null, place: PlaceFilter, query: TableQuery) {
  return useQuery(eventMembersPageOptions(postApprovalParams(eventId, list, place, query)));
}

export type PostApprovalChange = Partial<Record<PostApprovalField, number>> & { attendance_comment?: string };

/** POST api/event/storemembers2 {id, event_id, members, inv_status, registered, attended, attendance_comment}: the server's message. */
export async function trackMembers(eventId: number, members: number[], change: PostApprovalChange): Promise<string> {
  const body = { id: eventId, event_id: eventId, members, ...change };
  return (await api.post('/api/event/storemembers2', { body, schema: eventMembersChangedResponseSchema })).message;
}

/** Why a change was refused: the server's message, its lines (in the user's language), and every refused id (docs/api-conventions.md#events). */
export interface Refusal {
  message: string;
  details: string[];
  refused: number[];
}

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return { message: translateMessage(SOMETHING_WENT_WRONG), details: [], refused: [] };
  const refused = refusedBatchBodySchema.safeParse(error.body);
  return {
    message: serverMessageText(error, SOMETHING_WENT_WRONG),
    details: refusalLines(error),
    refused: refused.success ? refused.data.data.refused : [],
  };
}
