import {
  type NamedListBody,
  namedListResponseSchema,
  namedListRowSchema,
  namedListSavedSchema,
} from '@sampark/domain/schemas/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { NamedListTable } from './named-lists';

const itemResponseSchema = z.object({ data: namedListRowSchema });

export const namedListQueryKey = (table: NamedListTable) => ['reference-lists', table] as const;

/** GET api/{table}: every row, sorted by name by the server. */
export function useNamedList(table: NamedListTable) {
  return useQuery({
    queryKey: namedListQueryKey(table),
    queryFn: async ({ signal }) => (await api.get(`/api/${table}`, { schema: namedListResponseSchema, signal })).data,
  });
}

/** GET api/{table}/{id} for the edit screen. */
export function useNamedItem(table: NamedListTable, id: number) {
  return useQuery({
    queryKey: [...namedListQueryKey(table), id],
    queryFn: async ({ signal }) => (await api.get(`/api/${table}/${id}`, { schema: itemResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST api/{table} without an id, PUT api/{table}/{id} with one; resolves to the server's message. */
export async function saveNamed(table: NamedListTable, id: number | null, body: NamedListBody): Promise<string> {
  const saved = id === null
    ? await api.post(`/api/${table}`, { body, schema: namedListSavedSchema })
    : await api.put(`/api/${table}/${id}`, { body, schema: namedListSavedSchema });
  return saved.message;
}
