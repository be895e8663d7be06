import { flatLocationSchema } from '@sampark/domain/schemas/locations';
import { organizationListResponseSchema } from '@sampark/domain/schemas/organizations';
import { namedListResponseSchema } from '@sampark/domain/schemas/reference-lists';
import { userNameSchema } from '@sampark/domain/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { LookupNames } from './filter-values';

/**
 * The lookup lists of the filter and bulk dialogs (seed 000 §7). They change rarely, so they stay
 * fresh for five minutes; failures leave the list empty (seed: "not shown").
 */
const FIVE_MINUTES = 5 * 60_000;

const locationsSchema = z.object({ data: z.array(flatLocationSchema) });
const idNameSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
const subusersSchema = z.object({ data: z.array(userNameSchema) });

function useLookup<T>(key: string, load: (signal: AbortSignal) => Promise<T[]>, enabled = true) {
  return useQuery({
    queryKey: ['lookups', key],
    queryFn: ({ signal }) => load(signal),
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

/** GET api/mylocs: the caller's locations, flat in tree order. */
export function useMyLocations() {
  return useLookup('mylocs', async (signal) => (await api.get('/api/mylocs', { schema: locationsSchema, signal })).data);
}

/** GET api/professions (sorted by name by the server), active and inactive. */
export function useProfessions() {
  return useLookup('professions', async (signal) => (await api.get('/api/professions', { schema: namedListResponseSchema, signal })).data);
}

export function useCategories() {
  return useLookup('categories', async (signal) => (await api.get('/api/categories', { schema: namedListResponseSchema, signal })).data);
}

export function useOrganizations() {
  return useLookup(
    'organizations',
    async (signal) => (await api.get('/api/organizations', { schema: organizationListResponseSchema, signal })).data,
  );
}

/** GET api/events: staff only (role 5 has no events), so callers pass `enabled`. */
export function useEvents(enabled: boolean) {
  return useLookup('events', async (signal) => (await api.get('/api/events', { schema: idNameSchema, signal })).data, enabled);
}

/** GET api/subusers: the users the caller may assign members to. */
export function useSubusers() {
  return useLookup('subusers', async (signal) => (await api.get('/api/subusers', { schema: subusersSchema, signal })).data);
}

/** Every lookup of the filter dialog, and their names by id for the active-filter chips. */
export function useFilterLookups(withEvents: boolean) {
  const locations = useMyLocations().data;
  const users = useSubusers().data;
  const professions = useProfessions().data;
  const categories = useCategories().data;
  const organizations = useOrganizations().data;
  const events = useEvents(withEvents).data;
  return useMemo(() => {
    const byId = (rows: { id: number; name: string }[] | undefined) => new Map((rows ?? []).map((r) => [r.id, r.name]));
    const names: LookupNames = {
      locations: new Map((locations ?? []).map((l) => [l.id, l.label || l.name])),
      users: byId(users),
      professions: byId(professions),
      categories: byId(categories),
      organizations: byId(organizations),
      events: byId(events),
    };
    return {
      locations: locations ?? [],
      users: users ?? [],
      professions: professions ?? [],
      categories: categories ?? [],
      organizations: organizations ?? [],
      events: events ?? [],
      names,
    };
  }, [locations, users, professions, categories, organizations, events]);
}
export type FilterLookups = ReturnType<typeof useFilterLookups>;
