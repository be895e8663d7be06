import {
  type OrganizationBody,
  ORGANIZATION_SORT_COLUMNS,
  organizationCountResponseSchema,
  organizationListResponseSchema,
  organizationResponseSchema,
  organizationSavedSchema,
  type OrganizationSortColumn,
} from '@sampark/domain/schemas/organizations';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';

export const ORGANIZATIONS_KEY = ['organizations'] as const;

/** The one key of each call's query; all start with ORGANIZATIONS_KEY, so a save refreshes them together. */
export const organizationPageKey = (params: object) => [...ORGANIZATIONS_KEY, 'page', params] as const;
export const organizationCountKey = (keyword: string) => [...ORGANIZATIONS_KEY, 'count', keyword] as const;
export const organizationKey = (id: number) => [...ORGANIZATIONS_KEY, 'one', id] as const;

function sortOf(query: TableQuery): { orderby: OrganizationSortColumn; ordertype: 'asc' | 'desc' } {
  const id = query.sort?.id as OrganizationSortColumn | undefined;
  // unsorted (third header click) falls back to the default, name ascending (seed 001 §9)
  if (!id || !ORGANIZATION_SORT_COLUMNS.includes(id)) return { orderby: 'name', ordertype: 'asc' };
  return { orderby: id, ordertype: query.sort!.direction };
}

const keywordOf = (query: TableQuery) => query.search.trim() || undefined;

/** POST api/orgsearch?skip&limit&orderby&ordertype&keyword: one page of rows. */
export function useOrganizationPage(query: TableQuery) {
  const size = query.pageSize === 'All' ? 100 : query.pageSize;
  const params = { skip: query.pageIndex * size, limit: size, ...sortOf(query), keyword: keywordOf(query) };
  return useQuery({
    queryKey: organizationPageKey(params),
    queryFn: async ({ signal }) => (await api.post('/api/orgsearch', { query: params, schema: organizationListResponseSchema, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** POST api/orgsearch?count=1&keyword: the total for the paginator. */
export function useOrganizationCount(query: TableQuery) {
  const keyword = keywordOf(query);
  return useQuery({
    queryKey: organizationCountKey(keyword ?? ''),
    queryFn: async ({ signal }) => (await api.post('/api/orgsearch', { query: { count: 1, keyword }, schema: organizationCountResponseSchema, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useOrganization(id: number) {
  return useQuery({
    queryKey: organizationKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/organizations/${id}`, { schema: organizationResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export async function saveOrganization(id: number | null, body: OrganizationBody): Promise<string> {
  const saved = id === null
    ? await api.post('/api/organizations', { body, schema: organizationSavedSchema })
    : await api.put(`/api/organizations/${id}`, { body, schema: organizationSavedSchema });
  return saved.message;
}

/** DELETE api/organizations/{id}; a 422 (members still linked) throws with the server's message. */
export async function deleteOrganization(id: number): Promise<string> {
  return (await api.del(`/api/organizations/${id}`, { schema: messageResponseSchema })).message;
}
