import { type NamedListBody, namedListItemResponseSchema, namedListSavedSchema } from '@sampark/domain/schemas/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { namedListQueryOptions } from '../../hooks/use-lookups';
import { api } from '../../lib/api-client';
import { type NamedListTable, namedListKey } from '../../lib/query-keys';

/** GET api/{table}/{id}. */
export const namedItemKey = (table: NamedListTable, id: number) => [...namedListKey(table), id] as const;

/** GET api/{table}: every row, sorted by name by the server (the lookups read the same query). */
export function useNamedList(table: NamedListTable) {
  return useQuery(namedListQueryOptions(table));
}

/** GET api/{table}/{id} for the edit screen. */
export function useNamedItem(table: NamedListTable, id: number) {
  return useQuery({
    queryKey: namedItemKey(table, id),
    queryFn: async ({ signal }) => (await api.get(`/api/${table}/${id}`, { schema: namedListItemResponseSchema, signal })).data,
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
