import {
  type EventTypeBody,
  eventTypeListResponseSchema,
  eventTypeRowSchema,
  eventTypeSavedSchema,
} from '@sampark/domain/schemas/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

export const EVENT_TYPES_KEY = ['reference-lists', 'event_types'] as const;
const itemResponseSchema = z.object({ data: eventTypeRowSchema });

export function useEventTypes() {
  return useQuery({
    queryKey: EVENT_TYPES_KEY,
    queryFn: async ({ signal }) => (await api.get('/api/event_types', { schema: eventTypeListResponseSchema, signal })).data,
  });
}

export function useEventType(id: number) {
  return useQuery({
    queryKey: [...EVENT_TYPES_KEY, id],
    queryFn: async ({ signal }) => (await api.get(`/api/event_types/${id}`, { schema: itemResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST api/event_types or PUT api/event_types/{id}; resolves to the server's message. */
export async function saveEventType(id: number | null, body: EventTypeBody): Promise<string> {
  const saved = id === null
    ? await api.post('/api/event_types', { body, schema: eventTypeSavedSchema })
    : await api.put(`/api/event_types/${id}`, { body, schema: eventTypeSavedSchema });
  return saved.message;
}
