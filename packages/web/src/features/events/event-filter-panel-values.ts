import type { QueryParams } from '../../lib/api-client';

/**
 * The Filter Members panel's values (seed 002 §2 "Event details screen": Country, State,
 * District, Profession, Category, Grade, Event and, only when an event is chosen, Member event
 * status), as its widgets hold them: selects as strings, multi-selects as string lists.
 */
export interface EventFilterValues {
  country: string | null;
  state: string | null;
  district: string | null;
  profession: string[];
  category: string[];
  grade: string[];
  event_id_filter: string | null;
  event_status_filter: string | null;
}

export const EMPTY_EVENT_FILTER: EventFilterValues = {
  country: null,
  state: null,
  district: null,
  profession: [],
  category: [],
  grade: [],
  event_id_filter: null,
  event_status_filter: null,
};

export type EventFilterField = keyof EventFilterValues;

/**
 * One field changed: a new country drops the old one's state and district, a new state its
 * district, and clearing the event drops the member event status (it means nothing without one).
 */
export function withFilterField<F extends EventFilterField>(values: EventFilterValues, field: F, value: EventFilterValues[F]): EventFilterValues {
  const next = { ...values, [field]: value };
  if (field === 'country') return { ...next, state: null, district: null };
  if (field === 'state') return { ...next, district: null };
  if (field === 'event_id_filter' && value === null) return { ...next, event_status_filter: null };
  return next;
}

/** The State select shows only for a country with states, District only where districts exist (the members filter's rule). */
export { showsDistrict, showsState } from '../members';

/** getmembers' query fields for the filter (seed 002 §7); blanks are left out, lists travel comma-joined. */
export function eventFilterParams(v: EventFilterValues): QueryParams {
  const list = (l: string[]) => (l.length ? l : undefined);
  return {
    country: v.country ?? undefined,
    state: v.state ?? undefined,
    district: v.district ?? undefined,
    profession: list(v.profession),
    category: list(v.category),
    grade: list(v.grade),
    event_id_filter: v.event_id_filter ?? undefined,
    event_status_filter: v.event_id_filter ? (v.event_status_filter ?? undefined) : undefined,
  };
}

/** How many filters are set: the panel's toggle says so while it is closed. */
export function activeFilterCount(v: EventFilterValues): number {
  return Object.values(eventFilterParams(v)).filter((x) => x !== undefined).length;
}
