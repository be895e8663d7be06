import { ApiError } from '../lib/api-client';
import { addFollowup, changeFollowup, clearOfflineStore, loadFollowups, type QueuedFollowup } from './offline-store';

/**
 * The followups logged while offline (docs/decisions/051-offline-my-contacts.md): queued on the
 * phone, sent oldest first when the network returns. The server's refusal (the member was
 * reassigned: 404; a rule the phone could not check: 422) is kept with its message until the user
 * dismisses it; a failure that may pass (no network, 401, 429, a server error) stops the round and
 * is tried again later, so nothing is sent out of order and nothing is lost.
 */

/** The answers that will not change on a retry. */
const REFUSED = new Set([400, 403, 404, 409, 422]);

const listeners = new Set<() => void>();

export function subscribeFollowupQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * A followup's key, unique on this phone (crypto.randomUUID needs https, a LAN address may not
 * have it): its queue key, and the Idempotency-Key of every try to save it (decision 056).
 */
export function newFollowupKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Queues a followup; `key` is the one its unanswered first try was sent with, if any. */
export async function queueFollowup<Body>(
  item: { user_id: number; member_id: number; member_name: string; body: Body; key?: string },
  now = Date.now(),
): Promise<void> {
  await addFollowup({ ...item, key: item.key ?? newFollowupKey(), queued_at: now });
  changed();
}

export async function dismissFollowup(key: string): Promise<void> {
  await changeFollowup(key, null);
  changed();
}

export interface SyncResult<Body> {
  sent: QueuedFollowup<Body>[];
  refused: QueuedFollowup<Body>[];
  /** the failure that stopped the round (tried again later), if any */
  stoppedBy?: unknown;
}

/**
 * Sends a queued followup with its key: a retry of one the server saved, whose answer was lost,
 * is found there instead of being saved twice (decision 056).
 */
export type SendFollowup<Body> = (body: Body, idempotencyKey: string) => Promise<unknown>;

async function sendAll<Body>(userId: number, send: SendFollowup<Body>): Promise<SyncResult<Body>> {
  const result: SyncResult<Body> = { sent: [], refused: [] };
  for (const item of await loadFollowups<Body>(userId)) {
    if (item.refused) continue;
    try {
      await send(item.body, item.key);
      await changeFollowup(item.key, null);
      result.sent.push(item);
    } catch (error) {
      if (!(error instanceof ApiError) || !REFUSED.has(error.status)) {
        result.stoppedBy = error;
        break;
      }
      const refused = { ...item, refused: { status: error.status, message: error.message, details: Object.values(error.errors ?? {}).flat() } };
      await changeFollowup(item.key, refused);
      result.refused.push(refused);
    } finally {
      changed();
    }
  }
  return result;
}

type Send = SendFollowup<unknown>;

/** The flush running in this tab, and the call that came during its round (it goes round once more). */
let running: Promise<SyncResult<unknown>> | undefined;
let again: { userId: number; send: Send } | undefined;

/**
 * One round, under a Web Lock where the browser has them, so two tabs do not send the same
 * followup at once (without locks the server's Idempotency-Key check still saves it once).
 */
function lockedRound(userId: number, send: Send): Promise<SyncResult<unknown>> {
  const round = () => sendAll(userId, send);
  return navigator.locks ? navigator.locks.request('sampark-followup-queue', round) : round();
}

/** Rounds until no call came during the last one; each reads the queue afresh, so what was sent is not sent again. */
async function flush(): Promise<SyncResult<unknown>> {
  const total: SyncResult<unknown> = { sent: [], refused: [] };
  try {
    for (let call = again; call; call = again) {
      again = undefined;
      const result = await lockedRound(call.userId, call.send);
      total.sent.push(...result.sent);
      total.refused.push(...result.refused);
      total.stoppedBy = result.stoppedBy;
    }
  } finally {
    // cleared together with the last look at `again`, so a later call starts a new flush
    running = undefined;
    again = undefined;
  }
  return total;
}

/**
 * Sends the user's queue, one flush at a time in this tab: a call while a flush is running joins
 * it, and the flush goes round once more for it (a followup queued meanwhile is sent, once, after
 * the ones before it).
 */
export function syncFollowups<Body>(userId: number, send: SendFollowup<Body>): Promise<SyncResult<Body>> {
  again = { userId, send: send as Send };
  running ??= flush();
  return running as Promise<SyncResult<Body>>;
}

/** Logout: forgets this phone's copy of My Contacts and its queue. */
export async function clearOfflineData(): Promise<void> {
  await clearOfflineStore();
  changed();
}
