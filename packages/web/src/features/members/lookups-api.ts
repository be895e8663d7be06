import { useMemo } from 'react';
import { useCategories, useEvents, useMyLocations, useOrganizations, useProfessions, useSubusers } from '../../hooks/use-lookups';
import type { LookupNames } from './filter-values';

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
