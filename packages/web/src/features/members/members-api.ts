import type { BulkAction } from '@sampark/domain/options/members';
import { type MemberListResponse, memberListResponseSchema } from '@sampark/domain/schemas/add-members';
import { bulkUpdateResponseSchema, type MemberFilterInput, type MemberListRow } from '@sampark/domain/schemas/member-filter';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DownloadOptions } from '../../lib/api-client';
import { MEMBERS_KEY } from '../../lib/query-keys';
import type { ListParams } from './list-params';

/**
 * The members list's calls (seed 000 §7): POST api/filter, POST api/bulkupdate,
 * POST api/members/export and the seekership PUT api/members/{id}.
 */

/**
 * A page as the screen reads it. The answer is checked with the domain's schema, whose rows carry
 * `id` and the fields the screen asked for (`fields`): each column asks for the fields it reads,
 * so the columns read the rows as list rows.
 */
export type MembersPage = Omit<MemberListResponse['data'], 'records'> & { records: MemberListRow[] };

export const membersQueryKey = [...MEMBERS_KEY, 'filter'] as const;

export function fetchMembersPage(filter: MemberFilterInput, params: ListParams, signal?: AbortSignal) {
  return api.post('/api/filter', { body: filter, query: { ...params }, schema: memberListResponseSchema, signal }).then((r) => r.data as MembersPage);
}

/** One page of the list; the previous page stays on screen while the next loads. */
export function useMembersPage(filter: MemberFilterInput, params: ListParams) {
  return useQuery({
    queryKey: [...membersQueryKey, filter, params],
    queryFn: ({ signal }) => fetchMembersPage(filter, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Who a bulk action applies to: the chosen rows, or every member the filter matches. */
export type BulkTarget =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'filter'; filter: MemberFilterInput; keyword?: string; count: number; capped: boolean };

export function targetCount(target: BulkTarget): number {
  return target.kind === 'ids' ? target.ids.length : target.count;
}

/** The action's own fields (assigned_to for Assign; the Edit fields for Update). */
export type BulkFields = Record<string, string | number | string[] | undefined>;

export function bulkBody(action: BulkAction, target: BulkTarget, fields: BulkFields = {}) {
  if (target.kind === 'ids') return { action, members: target.ids, ...fields };
  // expected_count makes the server refuse when the matches changed since the user confirmed.
  const expected = target.capped ? {} : { expected_count: target.count };
  return { action, filter: target.filter, keyword: target.keyword, ...expected, ...fields };
}

/** POST api/bulkupdate; resolves to the server's count and message. */
export async function bulkUpdate(action: BulkAction, target: BulkTarget, fields?: BulkFields) {
  const result = await api.post('/api/bulkupdate', { body: bulkBody(action, target, fields), schema: bulkUpdateResponseSchema });
  return result.data;
}

/** POST api/members/export: the whole current filter as Members.xlsx. */
export function exportMembers(filter: MemberFilterInput, params: Pick<ListParams, 'orderby' | 'ordertype' | 'keyword'>, onProgress?: DownloadOptions['onProgress']) {
  return api.download('/api/members/export', {
    method: 'POST',
    body: filter,
    query: { orderby: params.orderby, ordertype: params.ordertype, keyword: params.keyword },
    filename: 'Members.xlsx',
    onProgress,
  });
}

export interface SeekershipUpdate {
  id: number;
  can_take_responsibility: number | null;
  study_about_responsibility: number | null;
}

/** PUT api/members/{id} with the two seekership fields (seed 000 §3); resolves to the server's message. */
export async function updateSeekership(update: SeekershipUpdate): Promise<string> {
  return (await api.put(`/api/members/${update.id}`, { body: update, schema: messageResponseSchema })).message;
}
