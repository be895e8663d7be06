import { eventNameListResponseSchema } from '@sampark/domain/schemas/events';
import { flatLocationListResponseSchema } from '@sampark/domain/schemas/locations';
import { organizationListResponseSchema } from '@sampark/domain/schemas/organizations';
import { namedListResponseSchema } from '@sampark/domain/schemas/reference-lists';
import { subUserListResponseSchema } from '@sampark/domain/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { myLocationsKey, type NamedListTable, namedListKey } from '../lib/query-keys';

/**
 * The lookup lists the forms, filters and tabs choose from (seed 000 §7), one hook each, used by
 * every feature. They change rarely, so they stay fresh for five minutes; the screens that edit
 * them refresh them through the same keys.
 */
const FIVE_MINUTES = 5 * 60_000;

const lookupKey = (name: 'organizations' | 'events' | 'subusers') => ['lookups', name] as const;

/** GET api/mylocs: the caller's locations and their subtrees (admins: all), flat in tree order. */
export function myLocationsQueryOptions() {
  return queryOptions({
    queryKey: myLocationsKey,
    queryFn: async ({ signal }) => (await api.get('/api/mylocs', { schema: flatLocationListResponseSchema, signal })).data,
    staleTime: FIVE_MINUTES,
  });
}

export function useMyLocations() {
  return useQuery(myLocationsQueryOptions());
}

/** GET api/{table}: every row, active and inactive, sorted by name by the server. */
export function namedListQueryOptions(table: NamedListTable) {
  return queryOptions({
    queryKey: namedListKey(table),
    queryFn: async ({ signal }) => (await api.get(`/api/${table}`, { schema: namedListResponseSchema, signal })).data,
  });
}

export function useProfessions() {
  return useQuery({ ...namedListQueryOptions('professions'), staleTime: FIVE_MINUTES });
}

export function useCategories(enabled = true) {
  return useQuery({ ...namedListQueryOptions('categories'), staleTime: FIVE_MINUTES, enabled });
}

export function useOrganizations() {
  return useQuery({
    queryKey: lookupKey('organizations'),
    queryFn: async ({ signal }) => (await api.get('/api/organizations', { schema: organizationListResponseSchema, signal })).data,
    staleTime: FIVE_MINUTES,
  });
}

/** GET api/events: staff only (role 5 has no events), so callers pass `enabled`. */
export function useEvents(enabled: boolean) {
  return useQuery({
    queryKey: lookupKey('events'),
    queryFn: async ({ signal }) => (await api.get('/api/events', { schema: eventNameListResponseSchema, signal })).data,
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

/** GET api/subusers: the users the caller may assign members to. */
export function useSubusers() {
  return useQuery({
    queryKey: lookupKey('subusers'),
    queryFn: async ({ signal }) => (await api.get('/api/subusers', { schema: subUserListResponseSchema, signal })).data,
    staleTime: FIVE_MINUTES,
  });
}
