import type { ApprovalStatus } from '@sampark/domain/options/events';
import {
  EVENT_MEMBER_SORT_COLUMNS,
  EVENT_SORT_COLUMNS,
  type EventCreate,
  eventMemberPageResponseSchema,
  eventMembersChangedResponseSchema,
  type EventMemberSortColumn,
  eventPageResponseSchema,
  eventResponseSchema,
  eventSavedResponseSchema,
  type EventSortColumn,
} from '@sampark/domain/schemas/events';
import { eventTypeListResponseSchema } from '@sampark/domain/schemas/reference-lists';
import { keepPreviousData, useQuery, queryOptions } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { api, type QueryParams } from '../../lib/api-client';
import { EVENT_MEMBERS_KEY, eventKey, eventTypeListKey } from '../../lib/query-keys';

export const EVENTS_KEY = ['events'] as const;

export type { EventDetail, EventMemberRow, EventRow } from '@sampark/domain/schemas/events';

/** The table's sort as the server's orderby; unsorted (third header click) is newest first. */
export function eventSortOf(query: TableQuery): { orderby: EventSortColumn; ordertype: 'asc' | 'desc' } {
  const id = query.sort?.id as EventSortColumn | undefined;
  if (!id || !EVENT_SORT_COLUMNS.includes(id)) return { orderby: 'id', ordertype: 'desc' };
  return { orderby: id, ordertype: query.sort!.direction };
}

/** GET api/myevents?skip&limit&orderby&ordertype&keyword: one page of the caller's events and the total. */
export function useMyEventsPage(query: TableQuery) {
  const size = query.pageSize === 'All' ? 500 : query.pageSize;
  const params = { skip: query.pageIndex * size, limit: size, ...eventSortOf(query), keyword: query.search.trim() || undefined };
  return useQuery({
    queryKey: [...EVENTS_KEY, 'mine', params],
    queryFn: async ({ signal }) => api.get('/api/myevents', { query: params, schema: eventPageResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET api/events/{id}, the one way every screen reads an event (and shares its cache). */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/events/${id}`, { schema: eventResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

/** GET api/event_types?active=1: the types a new event may take. */
export function useActiveEventTypes() {
  return useQuery({
    queryKey: eventTypeListKey('active'),
    queryFn: async ({ signal }) => (await api.get('/api/event_types', { query: { active: 1 }, schema: eventTypeListResponseSchema, signal })).data,
  });
}

export type EventBody = Omit<EventCreate, 'connect_gsheet'> & { connect_gsheet?: 0 | 1 };

/** POST api/events or PUT api/events/{id}; resolves to the server's message. */
export async function saveEvent(id: number | null, body: EventBody): Promise<string> {
  const saved = id === null
    ? await api.post('/api/events', { body, schema: eventSavedResponseSchema })
    : await api.put(`/api/events/${id}`, { body, schema: eventSavedResponseSchema });
  return saved.message;
}

// ---- an event's members: the event details screen (seed 002 §2, §3 "Event member row") -------

export { EVENT_MEMBERS_KEY };

/** The table's sort as getmembers' orderby; unsorted is newest added first (seed 002 §2). */
export function eventMemberSortOf(query: TableQuery): { orderby: EventMemberSortColumn; ordertype: 'asc' | 'desc' } {
  const id = query.sort?.id as EventMemberSortColumn | undefined;
  if (!id || !EVENT_MEMBER_SORT_COLUMNS.includes(id)) return { orderby: 'created_at', ordertype: 'desc' };
  return { orderby: id, ordertype: query.sort!.direction };
}

/** The event details screen's four clearable dropdowns (seed 002 §2); null is "any". */
export interface EventMemberStatusFilter {
  status: string | null;
  inv_status: string | null;
  registered: string | null;
  attended: string | null;
}

export const NO_STATUS_FILTER: EventMemberStatusFilter = { status: null, inv_status: null, registered: null, attended: null };

/** getmembers' query string for one page; "All" sends no limit, so the server answers every row (docs/api-conventions.md#events). */
export function eventMembersParams(eventId: number, filter: EventMemberStatusFilter, query: TableQuery) {
  const paging = query.pageSize === 'All' ? {} : { skip: query.pageIndex * query.pageSize, limit: query.pageSize };
  const statuses = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v ?? undefined]));
  return { event_id: eventId, ...statuses, ...paging, ...eventMemberSortOf(query), keyword: query.search.trim() || undefined };
}

/**
 * POST api/event/getmembers?event_id&status&inv_status&registered&attended&skip&limit&orderby&ordertype&keyword,
 * the one way its lists read it (event details, invitees, the status lists, post-approval): under
 * EVENT_MEMBERS_KEY, so a status change refreshes them all.
 */
export function eventMembersPageOptions(params: { event_id: number } & QueryParams) {
  return queryOptions({
    queryKey: [...EVENT_MEMBERS_KEY, params],
    queryFn: async ({ signal }) => api.post('/api/event/getmembers', { query: params, schema: eventMemberPageResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(params.event_id) && params.event_id > 0,
  });
}

export function useEventMembersPage(eventId: number, filter: EventMemberStatusFilter, query: TableQuery) {
  return useQuery(eventMembersPageOptions(eventMembersParams(eventId, filter, query)));
}

/** POST api/event/approvemembers {id, members, status, comment}; resolves to the server's message. */
export async function approveMembers(eventId: number, members: number[], status: ApprovalStatus, comment: string): Promise<string> {
  const body = { id: eventId, members, status, comment };
  return (await api.post('/api/event/approvemembers', { body, schema: eventMembersChangedResponseSchema })).message;
}
