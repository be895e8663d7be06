import { CHECKIN_MESSAGES } from '@sampark/domain/events/checkin-rules';
import type { CheckinResult } from '@sampark/domain/schemas/checkin';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fetchRegistrants, postBatch, postCheckin } from './checkin-api';
import {
  countsOf,
  localText,
  lookupCode,
  markLocally,
  mergeRegistrants,
  newKey,
  type QueuedCheckin,
  type Registrant,
  rowOf,
  withResult,
} from './checkin-local';
import { deviceId, dequeue, enqueue, type EventInfo, loadQueue, loadSnapshot, type Snapshot, saveSnapshot } from './checkin-store';

/**
 * The check-in phone's state (issue 16; docs/decisions/039-offline-checkin.md): the event's
 * registrants kept in IndexedDB and refreshed from the server, check-ins sent at once when online
 * and queued when not, the queue sent when the network returns, and the live counts.
 */

export type NoticeTone = 'success' | 'warning' | 'error';
export interface Notice {
  tone: NoticeTone;
  message: string;
  name?: string;
}

/** How often an online phone sends its queue and fetches what other phones changed. */
export const REFRESH_MS = 15_000;

const toneOf = (outcome: CheckinResult['outcome']): NoticeTone => (outcome === 'already' ? 'warning' : outcome === 'refused' ? 'error' : 'success');

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

export function useCheckin(eventId: number, me: string) {
  const online = useOnline();
  const [event, setEvent] = useState<EventInfo | null>(null);
  const [registrants, setRegistrants] = useState<ReadonlyMap<number, Registrant>>(new Map());
  const [queue, setQueue] = useState<QueuedCheckin[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [notice, setNotice] = useState<Notice | null>(null);
  // the async steps read and write the latest values, not a render's
  const current = useRef({ registrants, queue, at: null as string | null, utcOffset: undefined as number | undefined, busy: false });
  current.current.registrants = registrants;
  current.current.queue = queue;

  /** Shows `next`; with the server's list it came from, also keeps it on the phone. */
  const keep = useCallback(
    (next: ReadonlyMap<number, Registrant>, from?: Omit<Snapshot, 'rows'>) => {
      current.current.registrants = next;
      setRegistrants(next);
      if (from) void saveSnapshot(eventId, { ...from, rows: [...next.values()].map(rowOf) });
    },
    [eventId],
  );

  /** What the other phones changed since the last answer (everything the first time). */
  const refresh = useCallback(async () => {
    const snap = await fetchRegistrants(eventId, current.current.at ?? undefined);
    const merged = mergeRegistrants(current.current.registrants, snap.rows, current.current.queue, me, snap.utcOffset);
    current.current.at = snap.at;
    current.current.utcOffset = snap.utcOffset;
    setEvent(snap.event);
    keep(merged, snap);
  }, [eventId, me, keep]);

  /** Sends the queue; the server's answers replace the phone's marks. */
  const sync = useCallback(async () => {
    if (current.current.busy) return;
    current.current.busy = true;
    try {
      const items = await loadQueue(eventId);
      if (items.length) {
        const results = await postBatch(eventId, await deviceId(), items);
        await dequeue(eventId, items.map((q) => q.key));
        const next = new Map(current.current.registrants);
        for (const result of results) {
          const r = next.get(result.registration_id);
          if (r) next.set(r.id, withResult(r, result));
        }
        const left = await loadQueue(eventId);
        current.current.queue = left;
        setQueue(left);
        keep(next);
        const refused = results.filter((r) => r.outcome === 'refused');
        if (refused.length) setNotice({ tone: 'error', message: refused.map((r) => r.message).join('; ') });
      }
      await refresh();
    } finally {
      current.current.busy = false;
    }
  }, [eventId, keep, refresh]);

  // start from what the phone kept (works offline), then ask the server
  useEffect(() => {
    let live = true;
    void (async () => {
      const [snap, pending] = await Promise.all([loadSnapshot(eventId), loadQueue(eventId)]);
      if (!live) return;
      current.current.queue = pending;
      setQueue(pending);
      if (snap) {
        current.current.at = snap.at;
        current.current.utcOffset = snap.utcOffset;
        setEvent(snap.event);
        keep(mergeRegistrants(new Map(), snap.rows, pending, me, snap.utcOffset));
        setState('ready');
      }
      try {
        if (navigator.onLine) await sync();
        if (live) setState('ready');
      } catch {
        if (live && !snap) setState('failed');
      }
    })();
    return () => {
      live = false;
    };
  }, [eventId, me, keep, sync]);

  // back online: send the queue at once; while online: every REFRESH_MS
  useEffect(() => {
    if (!online) return;
    void sync().catch(() => undefined);
    const timer = window.setInterval(() => void sync().catch(() => undefined), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [online, sync]);

  const queueLocally = async (r: Registrant, target: { code?: string }, method: 'scan' | 'search', at: number) => {
    const item: QueuedCheckin = { key: newKey(), registration_id: r.id, code: target.code, method, happened_at: at };
    await enqueue(eventId, item);
    const next = [...current.current.queue, item];
    current.current.queue = next;
    setQueue(next);
  };

  /** One tap (or one scan): checks the registrant in, online or offline. */
  const checkIn = async (target: { code?: string; registration_id?: number }, method: 'scan' | 'search') => {
    const map = current.current.registrants;
    const found = target.code ? lookupCode(map, eventId, target.code) : { registrant: map.get(target.registration_id!) };
    if ('refused' in found || !found.registrant) {
      setNotice({ tone: 'error', message: 'refused' in found ? found.refused : CHECKIN_MESSAGES.notFound });
      return;
    }
    const now = Date.now();
    const local = markLocally(found.registrant, localText(now, current.current.utcOffset), me);
    setNotice({ tone: toneOf(local.outcome), message: local.message, name: found.registrant.name });
    // 'earlier': another phone's clock ran ahead; the server decides which check-in counts
    if (local.outcome === 'refused' || local.outcome === 'already') return;
    keep(new Map(map).set(local.registrant.id, local.registrant));
    if (!navigator.onLine) return queueLocally(found.registrant, target, method, now);
    try {
      const result = await postCheckin(eventId, target.code ? { code: target.code } : { registration_id: found.registrant.id }, method);
      const next = new Map(current.current.registrants);
      next.set(result.registration_id, withResult(local.registrant, result));
      keep(next);
      setNotice({ tone: toneOf(result.outcome), message: result.message, name: found.registrant.name });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return queueLocally(found.registrant, target, method, now);
      keep(new Map(current.current.registrants).set(found.registrant.id, found.registrant));
      setNotice({ tone: 'error', message: error instanceof ApiError ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message) : String(error) });
    }
  };

  const counts = useMemo(() => countsOf(registrants.values()), [registrants]);
  const list = useMemo(() => [...registrants.values()], [registrants]);
  const problem = useCallback((message: string) => setNotice({ tone: 'error', message }), []);
  return { online, event, registrants: list, counts, queued: queue.length, state, notice, checkIn, problem, sync };
}
