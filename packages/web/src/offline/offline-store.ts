import { clear, createStore, get, set, type UseStore, update } from 'idb-keyval';

/**
 * What a phone keeps for its user in IndexedDB (idb-keyval; docs/decisions/051-offline-my-contacts.md):
 * the copy of My Contacts last received, and the followups logged while offline. Each is stamped
 * with its user's id: a copy left by a login that ended without a logout (a 401, an expired token)
 * is never shown to another user. Logging out clears the store.
 */

/** The database and object store idb-keyval keeps them in (also read by index.html's inline script, app/early-calls.ts). */
export const OFFLINE_DB = 'sampark-offline';
export const OFFLINE_STORE = 'keyval';

let opened: UseStore | undefined;
const store = () => (opened ??= createStore(OFFLINE_DB, OFFLINE_STORE));

/** My Contacts as the server last sent them, every row (GET api/mycontacts without paging). */
export interface ContactsCopy<Row> {
  user_id: number;
  /** epoch ms of the server's answer */
  saved_at: number;
  rows: Row[];
}

/** The server's refusal of a queued followup, kept until the user dismisses it. */
export interface Refusal {
  status: number;
  message: string;
  details: string[];
}

/** A followup logged on this phone and not yet accepted by the server. */
export interface QueuedFollowup<Body = unknown> {
  /** unique on this phone: removes exactly the followup the server answered */
  key: string;
  user_id: number;
  member_id: number;
  member_name: string;
  /** the checked payload of POST api/followups */
  body: Body;
  /** epoch ms, the phone's clock; the queue is sent oldest first */
  queued_at: number;
  refused?: Refusal;
}

/** The agenda as the server last sent it (GET api/myagenda), kept beside the contacts (issue 31). */
export interface AgendaCopy<Agenda> {
  user_id: number;
  /** epoch ms of the server's answer */
  saved_at: number;
  agenda: Agenda;
}

export const CONTACTS = 'contacts';
const FOLLOWUPS = 'followups';
export const AGENDA = 'agenda';

/**
 * On a sevak's home, index.html's inline script reads the kept copies while the app's code is still
 * on its way (app/early-calls.ts) and leaves them here, by key (null: none kept). The home's first
 * render then shows them (issue 32): read by the app's own effects, they came after that render and
 * held the cards back until ~0.5 s later on a phone. A value stands until its key is written.
 */
export const EARLY_KEPT_GLOBAL = '__samparkEarlyKept';

/** While index.html's read is under way: a promise that settles once its values are left (or it failed). */
export const EARLY_KEPT_READING_GLOBAL = '__samparkEarlyKeptReading';

const earlyKept = () => (window as unknown as Record<string, Record<string, unknown> | undefined>)[EARLY_KEPT_GLOBAL];
const earlyReading = () => (window as unknown as Record<string, Promise<void> | undefined>)[EARLY_KEPT_READING_GLOBAL];

/** The early read of `key` for `userId`: undefined when there is none (not read, or written since), null when nothing of this user's is kept. */
function peekEarly<Copy extends { user_id: number }>(key: string, userId: number): Copy | null | undefined {
  const read = earlyKept();
  if (!read || !(key in read)) return undefined;
  const copy = read[key] as Copy | null;
  return copy?.user_id === userId ? copy : null;
}

/** `keys` are written: index.html's values of them are older, also those of a read that lands later. */
function forgetEarly(keys: string[]): void {
  const forget = () => {
    const read = earlyKept();
    if (read) for (const key of keys) delete read[key];
  };
  forget();
  void earlyReading()?.then(forget);
}

export const peekContactsCopy = <Row>(userId: number) => peekEarly<ContactsCopy<Row>>(CONTACTS, userId);
export const peekAgendaCopy = <Agenda>(userId: number) => peekEarly<AgendaCopy<Agenda>>(AGENDA, userId);

/**
 * `userId`'s copy kept under `key`: index.html's read when the page has one (waited for while it is
 * under way, as a second read of the same values started later and ended later still), else read here.
 */
async function loadKept<Copy extends { user_id: number }>(key: string, userId: number): Promise<Copy | undefined> {
  const reading = earlyReading();
  if (reading) {
    await reading;
    const early = peekEarly<Copy>(key, userId);
    if (early !== undefined) return early ?? undefined;
  }
  const copy = await get<Copy>(key, store());
  return copy?.user_id === userId ? copy : undefined;
}

export const loadContactsCopy = <Row>(userId: number) => loadKept<ContactsCopy<Row>>(CONTACTS, userId);

export function saveContactsCopy<Row>(copy: ContactsCopy<Row>): Promise<void> {
  forgetEarly([CONTACTS]);
  return set(CONTACTS, copy, store());
}

export const loadAgendaCopy = <Agenda>(userId: number) => loadKept<AgendaCopy<Agenda>>(AGENDA, userId);

export function saveAgendaCopy<Agenda>(copy: AgendaCopy<Agenda>): Promise<void> {
  forgetEarly([AGENDA]);
  return set(AGENDA, copy, store());
}

/** The user's queued followups, oldest first. */
export async function loadFollowups<Body>(userId: number): Promise<QueuedFollowup<Body>[]> {
  const all = (await get<QueuedFollowup<Body>[]>(FOLLOWUPS, store())) ?? [];
  return all.filter((f) => f.user_id === userId).sort((a, b) => a.queued_at - b.queued_at);
}

export function addFollowup(item: QueuedFollowup): Promise<void> {
  return update<QueuedFollowup[]>(FOLLOWUPS, (queue) => [...(queue ?? []), item], store());
}

/** Replaces one queued followup (`next`), or removes it (`null`), by key. */
export function changeFollowup(key: string, next: QueuedFollowup | null): Promise<void> {
  return update<QueuedFollowup[]>(FOLLOWUPS, (queue) => (queue ?? []).flatMap((f) => (f.key !== key ? [f] : next ? [next] : [])), store());
}

/** Everything kept for any user (logout): the contacts and agenda copies and the queue. */
export function clearOfflineStore(): Promise<void> {
  forgetEarly([CONTACTS, AGENDA]);
  return clear(store());
}
