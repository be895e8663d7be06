import { useMemo } from 'react';
import { useCategories, useEvents, useMyLocations, useOrganizations, useProfessions, useSubusers } from '../../../hooks/use-lookups';

/** Names of the looked-up ids, e.g. for the members list's active-filter chips. */
export interface LookupNames {
  locations: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
  professions: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
  organizations: ReadonlyMap<number, string>;
  events: ReadonlyMap<number, string>;
}

/** Every lookup a members filter chooses from, and their names by id. */
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
