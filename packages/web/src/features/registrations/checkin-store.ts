import { createStore, del, get, set, type UseStore, update } from 'idb-keyval';
import type { CheckinRow } from '@sampark/domain/schemas/checkin';
import { newKey, type QueuedCheckin } from './checkin-local';

/**
 * What the check-in phone keeps in IndexedDB (idb-keyval; docs/decisions/039-offline-checkin.md):
 * per event, the registrants as last received (so a page opened offline still finds them) and the
 * queue of check-ins not yet confirmed by the server; and the phone's device id.
 */

let opened: UseStore | undefined;
const store = () => (opened ??= createStore('sampark-checkin', 'keyval'));

export interface EventInfo {
  id: number;
  name: string;
  date_from: string | null;
  date_to: string | null;
}

export interface Snapshot {
  event: EventInfo;
  rows: CheckinRow[];
  /** the server's time of the list: the next refresh asks for what changed since */
  at: string;
  /** the organisation's time zone, minutes east of UTC */
  utcOffset: number;
}

const snapshotKey = (eventId: number) => `snapshot:${eventId}`;
const queueKey = (eventId: number) => `queue:${eventId}`;

export function loadSnapshot(eventId: number): Promise<Snapshot | undefined> {
  return get<Snapshot>(snapshotKey(eventId), store());
}

export function saveSnapshot(eventId: number, snapshot: Snapshot): Promise<void> {
  return set(snapshotKey(eventId), snapshot, store());
}

export async function loadQueue(eventId: number): Promise<QueuedCheckin[]> {
  return (await get<QueuedCheckin[]>(queueKey(eventId), store())) ?? [];
}

export function enqueue(eventId: number, item: QueuedCheckin): Promise<void> {
  return update<QueuedCheckin[]>(queueKey(eventId), (queue) => [...(queue ?? []), item], store());
}

/** Removes the check-ins the server has answered (by key: some may have been queued meanwhile). */
export function dequeue(eventId: number, keys: readonly string[]): Promise<void> {
  const done = new Set(keys);
  return update<QueuedCheckin[]>(queueKey(eventId), (queue) => (queue ?? []).filter((q) => !done.has(q.key)), store());
}

export function forgetEvent(eventId: number): Promise<void> {
  return Promise.all([del(snapshotKey(eventId), store()), del(queueKey(eventId), store())]).then(() => undefined);
}

/** This phone's name in the check-in records: made once, kept. */
export async function deviceId(): Promise<string> {
  const existing = await get<string>('device', store());
  if (existing) return existing;
  const id = `phone-${newKey()}`;
  await set('device', id, store());
  return id;
}
