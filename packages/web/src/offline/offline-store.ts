import { clear, createStore, get, set, type UseStore, update } from 'idb-keyval';

/**
 * What a phone keeps for its user in IndexedDB (idb-keyval; docs/decisions/051-offline-my-contacts.md):
 * the copy of My Contacts last received, and the followups logged while offline. Each is stamped
 * with its user's id: a copy left by a login that ended without a logout (a 401, an expired token)
 * is never shown to another user. Logging out clears the store.
 */

let opened: UseStore | undefined;
const store = () => (opened ??= createStore('sampark-offline', 'keyval'));

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

const CONTACTS = 'contacts';
const FOLLOWUPS = 'followups';
const AGENDA = 'agenda';

export async function loadContactsCopy<Row>(userId: number): Promise<ContactsCopy<Row> | undefined> {
  const copy = await get<ContactsCopy<Row>>(CONTACTS, store());
  return copy?.user_id === userId ? copy : undefined;
}

export function saveContactsCopy<Row>(copy: ContactsCopy<Row>): Promise<void> {
  return set(CONTACTS, copy, store());
}

export async function loadAgendaCopy<Agenda>(userId: number): Promise<AgendaCopy<Agenda> | undefined> {
  const copy = await get<AgendaCopy<Agenda>>(AGENDA, store());
  return copy?.user_id === userId ? copy : undefined;
}

export function saveAgendaCopy<Agenda>(copy: AgendaCopy<Agenda>): Promise<void> {
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
  return clear(store());
}
