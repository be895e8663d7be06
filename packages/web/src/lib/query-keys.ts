/**
 * Query keys that more than one feature reads or refreshes (issue 13 item 5): a feature uses
 * these factories, never another feature's key spelled out. A key only one feature uses stays
 * in that feature's api file.
 */

/** Every members-list query (the list, its count, the bulk screens). */
export const MEMBERS_KEY = ['members'] as const;

/** Every query of one member starts with this key, so a save refreshes the record and its tabs. */
export const memberKey = (id: number) => ['member', id] as const;

export const MY_CONTACTS_KEY = ['my-contacts'] as const;

/** Every location query, the lookups' included: a saved location refreshes them all. */
export const LOCATIONS_KEY = ['locations'] as const;

/** GET api/mylocs: the caller's locations (the lookups, and the users screen's multi-select). */
export const myLocationsKey = [...LOCATIONS_KEY, 'mine'] as const;

/** GET api/event_types (all, or ?active=1 for a new event's choice): an edited type refreshes both. */
export const EVENT_TYPES_KEY = ['reference-lists', 'event_types'] as const;
export const eventTypeListKey = (only: 'all' | 'active') => [...EVENT_TYPES_KEY, only] as const;

export type NamedListTable = 'professions' | 'categories' | 'statuses';

/** The simple lists' queries: the admin screens and the lookups share them. */
export const namedListKey = (table: NamedListTable) => ['reference-lists', table] as const;

/** Every query of an event's members (its lists and each member's history): a status change refreshes them all. */
export const EVENT_MEMBERS_KEY = ['events', 'members'] as const;

export const eventMemberHistoryKey = (eventId: number, memberId: number | null) => [...EVENT_MEMBERS_KEY, 'history', eventId, memberId] as const;

/** GET api/events/{id}: the event screens, the registration screens and the dashboard share it (under EVENTS_KEY ['events']). */
export const eventKey = (id: number) => ['events', 'one', id] as const;
