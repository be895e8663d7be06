import { DEFAULT_SEEKER_SORT, SEEKER_SORT_COLUMNS, type SeekerListRow, seekerListResponseSchema, type SeekerSortColumn } from '@sampark/domain/schemas/seeker-list';
import { type SeekerDetail, seekerDetailResponseSchema, seekerSavedResponseSchema, type SeekerSimpleEditInput } from '@sampark/domain/schemas/seekers';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';

export const SEEKERS_KEY = ['seekers'] as const;
/** The one key of GET api/seekers (a page) and of GET api/seekers/{id}. */
export const seekersPageKey = (params: Record<string, unknown>) => [...SEEKERS_KEY, 'page', params] as const;
export const seekerKey = (seekerId: number) => [...SEEKERS_KEY, 'one', seekerId] as const;

export type SeekerRow = SeekerListRow;
export type SeekerRecord = SeekerDetail;

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
    queryKey: seekersPageKey(params),
    queryFn: async ({ signal }) => api.get('/api/seekers', { query: params, schema: seekerListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSeeker(seekerId: number) {
  return useQuery({
    queryKey: seekerKey(seekerId),
    queryFn: async ({ signal }) => (await api.get(`/api/seekers/${seekerId}`, { schema: seekerDetailResponseSchema, signal })).data,
    enabled: Number.isInteger(seekerId) && seekerId > 0,
  });
}

/** PUT api/seekers/{id} with the simple edit's fields only (the others stay as stored). */
export async function saveSeekerSimple(seekerId: number, body: SeekerSimpleEditInput): Promise<string> {
  return (await api.put(`/api/seekers/${seekerId}`, { body, schema: seekerSavedResponseSchema })).message;
}

export async function deleteSeeker(seekerId: number): Promise<string> {
  return (await api.del(`/api/seekers/${seekerId}`, { schema: messageResponseSchema })).message;
}
