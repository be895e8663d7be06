import type { StoreMembersResult } from '@sampark/domain/events/add-members-rules';
import { addMembersInfoPageSchema } from '@sampark/domain/schemas/add-members';
import { storeMembersResponseSchema } from '@sampark/domain/schemas/events';
import type { MemberFilterInput } from '@sampark/domain/schemas/member-filter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';
import { EVENTS_KEY } from './events-api';

/**
 * The add-members screen's calls (seed 002 §7): `POST api/filter?extrainfo=1` with the panel's
 * filter and event_id, `POST api/search` while the search box holds a keyword (the first 50
 * matches), and `POST api/event/storemembers`.
 */
export const ADD_MEMBERS_KEY = [...EVENTS_KEY, 'add-members'] as const;

/** The row fields the table shows (the server sends only these, plus its extra info). */
export const ADD_MEMBERS_ROW_FIELDS = 'fullname,location,district,state,country,category,profession,grade,brief_intro,participation,contact_group';

export type { AddMembersRow as AddMembersTableRow } from '@sampark/domain/schemas/add-members';

/** The table's query as the calls' query string; unsorted is newest first (seed 002 §9). */
export function addMembersParams(eventId: number, query: TableQuery) {
  const size = query.pageSize === 'All' ? 2000 : query.pageSize;
  const sort = query.sort ? { orderby: query.sort.id, ordertype: query.sort.direction } : { orderby: 'created_at', ordertype: 'desc' as const };
  const keyword = query.search.trim();
  const paging = { skip: query.pageIndex * size, limit: size, ...sort, fields: ADD_MEMBERS_ROW_FIELDS };
  return keyword ? { url: '/api/search', query: { keyword, ...paging, event_id: eventId } } : { url: '/api/filter', query: { extrainfo: 1, ...paging } };
}

/** One page of members to choose from, each with its status in the event and what it lacks. */
export function useAddMembersPage(eventId: number, body: MemberFilterInput, query: TableQuery) {
  const call = addMembersParams(eventId, query);
  return useQuery({
    queryKey: [...ADD_MEMBERS_KEY, eventId, body, call],
    queryFn: async ({ signal }) => (await api.post(call.url, { body, query: call.query, schema: addMembersInfoPageSchema, signal })).data,
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}

/** POST api/event/storemembers {event_id, members}: who was added, and why the others were not. */
export async function storeMembers(eventId: number, members: number[]): Promise<{ message: string; data: StoreMembersResult }> {
  return api.post('/api/event/storemembers', { body: { event_id: eventId, members }, schema: storeMembersResponseSchema });
}
