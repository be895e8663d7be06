import { EVENT_SORT_COLUMNS, type EventCreate, type EventSortColumn } from '@sampark/domain/schemas/events';
import { eventTypeListResponseSchema } from '@sampark/domain/schemas/reference-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TableQuery } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';

export const EVENTS_KEY = ['events'] as const;

const text = z.string().nullable();

/** The Event of seed 002 §3 as GET api/myevents and api/events/{id} answer it (docs/decisions/027). */
const eventRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: text,
    location_id: z.number().int(),
    location_name: z.string(),
    type: z.number().int(),
    type_name: z.string(),
    date_from: z.string(),
    date_to: text,
    remarks: text,
    connect_gsheet: z.number().int(),
    inactive: z.number().int(),
    username: text,
    created_on: z.string(),
  })
  .loose();
export type EventRow = z.infer<typeof eventRowSchema>;

const eventPageSchema = z.object({ data: z.array(eventRowSchema), count: z.number().int() });
const eventResponseSchema = z.object({ data: eventRowSchema });
const eventSavedSchema = z.object({ message: z.string() });

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
    queryFn: async ({ signal }) => api.get('/api/myevents', { query: params, schema: eventPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEvent(id: number) {
  return useQuery({
    queryKey: [...EVENTS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await api.get(`/api/events/${id}`, { schema: eventResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET api/event_types?active=1: the types a new event may take. */
export function useActiveEventTypes() {
  return useQuery({
    queryKey: [...EVENTS_KEY, 'types'],
    queryFn: async ({ signal }) => (await api.get('/api/event_types', { query: { active: 1 }, schema: eventTypeListResponseSchema, signal })).data,
  });
}

export type EventBody = Omit<EventCreate, 'connect_gsheet'> & { connect_gsheet?: 0 | 1 };

/** POST api/events or PUT api/events/{id}; resolves to the server's message. */
export async function saveEvent(id: number | null, body: EventBody): Promise<string> {
  const saved = id === null
    ? await api.post('/api/events', { body, schema: eventSavedSchema })
    : await api.put(`/api/events/${id}`, { body, schema: eventSavedSchema });
  return saved.message;
}
