import { DEFAULT_SEEKER_SORT, SEEKER_SORT_COLUMNS, type SeekerSortColumn } from '@sampark/domain/schemas/seeker-list';
import type { SeekerSimpleEditInput } from '@sampark/domain/schemas/seekers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TableQuery } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';

export const SEEKERS_KEY = ['seekers'] as const;

const text = z.string().nullable();
const id = z.number().int().nullable();

/** SeekerListRow (packages/domain/src/schemas/seeker-list.ts) as GET api/seekers answers it. */
const seekerRowSchema = z
  .object({
    id: z.number().int(),
    fullname: z.string(),
    gender: text,
    dob: text,
    country: text,
    state: text,
    district: text,
    city: text,
    mobile_country_code: text,
    mobile_number: text,
    whatsapp: text,
    email: text,
    education: text,
    profession: text,
    active: z.number().int(),
    created_by: id,
    created_by_name: text,
    updated_by: id,
    updated_by_name: text,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .loose();
export type SeekerRow = z.infer<typeof seekerRowSchema>;

const seekerPageSchema = z.object({ data: z.array(seekerRowSchema), count: z.number().int() });

/** GET api/seekers/{id}: the stored record; the simple edit needs the names and the flag. */
const seekerResponseSchema = z.object({
  data: z.object({ id: z.number().int(), firstname: text, middlename: text, lastname: text, active: z.number().int() }).loose(),
});
export type SeekerRecord = z.infer<typeof seekerResponseSchema>['data'];

const messageSchema = z.object({ message: z.string() });

/** The table's sort as the server's orderby; unsorted (third header click) is newest first. */
export function seekerSortOf(query: TableQuery): { orderby: SeekerSortColumn; ordertype: 'asc' | 'desc' } {
  const column = query.sort?.id as SeekerSortColumn | undefined;
  if (!column || !SEEKER_SORT_COLUMNS.includes(column)) return { ...DEFAULT_SEEKER_SORT };
  return { orderby: column, ordertype: query.sort!.direction };
}

/** The All Filters dialog's choices (seekerListQuerySchema); blank is "any". */
export interface SeekerFilter {
  country: string | null;
  state: string | null;
  district: string | null;
  gender: string[];
  profession: string[];
  education: string[];
  start_date: string | null;
  end_date: string | null;
}

export const NO_SEEKER_FILTER: SeekerFilter = {
  country: null,
  state: null,
  district: null,
  gender: [],
  profession: [],
  education: [],
  start_date: null,
  end_date: null,
};

/** The filter as query parameters: lists comma-joined, blanks left out. */
export function seekerFilterParams(filter: SeekerFilter): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(filter) as [keyof SeekerFilter, string | string[] | null][]) {
    const joined = Array.isArray(value) ? value.join(',') : value;
    params[key] = joined || undefined;
  }
  return params;
}

/** GET api/seekers?skip&limit&orderby&ordertype&keyword&filters: one page and the total (server paging). */
export function seekerListParams(query: TableQuery, filter: SeekerFilter) {
  const size = query.pageSize === 'All' ? 100 : query.pageSize;
  return { skip: query.pageIndex * size, limit: size, ...seekerSortOf(query), keyword: query.search.trim() || undefined, ...seekerFilterParams(filter) };
}

export function useSeekersPage(query: TableQuery, filter: SeekerFilter) {
  const params = seekerListParams(query, filter);
  return useQuery({
    queryKey: [...SEEKERS_KEY, 'page', params],
    queryFn: async ({ signal }) => api.get('/api/seekers', { query: params, schema: seekerPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSeeker(seekerId: number) {
  return useQuery({
    queryKey: [...SEEKERS_KEY, 'one', seekerId],
    queryFn: async ({ signal }) => (await api.get(`/api/seekers/${seekerId}`, { schema: seekerResponseSchema, signal })).data,
    enabled: Number.isInteger(seekerId) && seekerId > 0,
  });
}

/** PUT api/seekers/{id} with the simple edit's fields only (the others stay as stored). */
export async function saveSeekerSimple(seekerId: number, body: SeekerSimpleEditInput): Promise<string> {
  return (await api.put(`/api/seekers/${seekerId}`, { body, schema: messageSchema })).message;
}

export async function deleteSeeker(seekerId: number): Promise<string> {
  return (await api.del(`/api/seekers/${seekerId}`, { schema: messageSchema })).message;
}
