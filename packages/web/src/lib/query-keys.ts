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

export type NamedListTable = 'professions' | 'categories' | 'statuses';

/** The simple lists' queries: the admin screens and the lookups share them. */
export const namedListKey = (table: NamedListTable) => ['reference-lists', table] as const;
