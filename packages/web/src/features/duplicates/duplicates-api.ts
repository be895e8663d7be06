import {
  type DuplicateReason,
  duplicatesResponseSchema,
  type MergeBody,
  mergeResponseSchema,
  undoResponseSchema,
} from '@sampark/domain/schemas/duplicates';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { memberQueryOptions } from '../members';

export const DUPLICATES_KEY = ['duplicates'] as const;

export interface GroupsPage {
  skip: number;
  limit: number;
  reason?: DuplicateReason;
}

/** GET api/duplicates: a page of groups, largest first. */
export function useDuplicateGroups(page: GroupsPage) {
  return useQuery({
    queryKey: [...DUPLICATES_KEY, page],
    queryFn: ({ signal }) => api.get('/api/duplicates', { query: { ...page }, schema: duplicatesResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A member's record as GET api/members/{id} gives it: shown side by side, each value as text. */
export type MemberValues = Record<string, unknown>;

/** The records of a group's members, for the side-by-side comparison. */
export function useMemberRecords(ids: number[]) {
  return useQueries({
    queries: ids.map((id) => memberQueryOptions(id)),
  });
}

/** POST api/members/merge */
export async function mergeMembers(body: MergeBody) {
  return api.post('/api/members/merge', { body, schema: mergeResponseSchema });
}

/** POST api/members/merge/{id}/undo; resolves to the server's message. */
export async function undoMerge(mergeId: number): Promise<string> {
  return (await api.post(`/api/members/merge/${mergeId}/undo`, { schema: undoResponseSchema })).message;
}
