import {
  type EventTypeBody,
  eventTypeListResponseSchema,
  eventTypeResponseSchema,
  eventTypeSavedSchema,
} from '@sampark/domain/schemas/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { EVENT_TYPES_KEY, eventTypeListKey } from '../../lib/query-keys';

/** GET api/event_types/{id}. */
export const eventTypeKey = (id: number) => [...EVENT_TYPES_KEY, id] as const;

export function useEventTypes() {
  return useQuery({
    queryKey: eventTypeListKey('all'),
    queryFn: async ({ signal }) => (await api.get('/api/event_types', { schema: eventTypeListResponseSchema, signal })).data,
  });
}

export function useEventType(id: number) {
  return useQuery({
    queryKey: eventTypeKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/event_types/${id}`, { schema: eventTypeResponseSchema, signal })).data,
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
