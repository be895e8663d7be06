import { alreadyCheckedIn, CHECKIN_MESSAGES, parseCheckinCode, resolveCheckin } from '@sampark/domain/events/checkin-rules';
import type { CheckinCounts, CheckinResult, CheckinRow } from '@sampark/domain/schemas/checkin';

/**
 * What the check-in phone decides without the network (docs/decisions/039-offline-checkin.md):
 * which registrant a scanned code names (and whether its signature is the one the server gave),
 * the search by name or mobile, a check-in marked on the phone, and the counts. Pure functions of
 * the registrants the phone keeps, so they are the same online and offline.
 */

export interface Registrant {
  id: number;
  name: string;
  mobile: string | null;
  type: number | null;
  status: string;
  /** checked in at, local time 'YYYY-MM-DD HH:MM:SS' */
  at: string | null;
  by: string | null;
  /** the pass's signature, to tell a real pass from a forged one offline */
  sig: string;
}

export function registrantOf([id, name, mobile, type, status, at, by, sig]: CheckinRow): Registrant {
  return { id, name, mobile, type, status, at, by, sig };
}

/** A check-in made on this phone and not yet confirmed by the server. */
export interface QueuedCheckin {
  /** unique on this phone: the queue removes exactly what the server confirmed */
  key: string;
  registration_id: number;
  code?: string;
  method: 'scan' | 'search';
  /** epoch ms, the phone's clock */
  happened_at: number;
}

export type Lookup = { registrant: Registrant } | { refused: string };

/** The registrant a scanned text names, when it is a genuine pass of this event. */
export function lookupCode(byId: ReadonlyMap<number, Registrant>, eventId: number, text: string): Lookup {
  const code = parseCheckinCode(text);
  const registrant = code && code.eventId === eventId ? byId.get(code.registrationId) : undefined;
  if (!code || !registrant || registrant.sig !== code.signature) return { refused: CHECKIN_MESSAGES.invalidPass };
  return { registrant };
}

const digits = (s: string) => s.replace(/\D/g, '');

/** Search by name (any part, any case) or mobile (any run of its digits), at most `limit` found. */
export function searchRegistrants(list: readonly Registrant[], term: string, limit = 20): Registrant[] {
  const text = term.trim().toLowerCase();
  if (text.length < 2) return [];
  const number = digits(text);
  const byMobile = number.length >= 3 && number.length === text.replace(/[\s+-]/g, '').length;
  const found: Registrant[] = [];
  for (const r of list) {
    const hit = byMobile ? !!r.mobile && digits(r.mobile).includes(number) : r.name.toLowerCase().includes(text);
    if (hit && found.push(r) >= limit) break;
  }
  return found;
}

/**
 * 'YYYY-MM-DD HH:MM:SS' of a moment on this phone's clock, in the organisation's time zone
 * (`utcOffset` minutes east of UTC, as the server says) so it compares with the server's times;
 * without it, the phone's own zone.
 */
export function localText(ms: number, utcOffset?: number): string {
  const minutes = utcOffset ?? -new Date(ms).getTimezoneOffset();
  return new Date(ms + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** What a check-in on this phone does: refused (cancelled), a warning (already), or the new mark. */
export function markLocally(r: Registrant, at: string, by: string): { registrant: Registrant; message: string; outcome: CheckinResult['outcome'] } {
  if (r.status === 'Cancelled') return { registrant: r, message: CHECKIN_MESSAGES.cancelled, outcome: 'refused' };
  const outcome = resolveCheckin(r.at ? { at: r.at, by: r.by } : null, at);
  if (outcome === 'already') return { registrant: r, message: alreadyCheckedIn({ at: r.at!, by: r.by }), outcome };
  const status = r.status === 'Registered' || r.status === 'Not Attended' ? 'Arrived' : r.status;
  return { registrant: { ...r, at, by, status }, message: CHECKIN_MESSAGES.checkedIn, outcome };
}

/** The server's answer for a registrant, over what the phone had. */
export function withResult(r: Registrant, result: CheckinResult): Registrant {
  if (result.outcome === 'refused') return r;
  return { ...r, status: result.status, at: result.checked_in_at, by: result.checked_in_by };
}

/** Registered (not cancelled) and, of those, arrived: the venue's live counts. */
export function countsOf(list: Iterable<Registrant>): CheckinCounts {
  let registered = 0;
  let arrived = 0;
  for (const r of list) {
    if (r.status === 'Cancelled') continue;
    registered += 1;
    if (r.at) arrived += 1;
  }
  return { registered, arrived };
}

/** A phone's id for its check-ins (crypto.randomUUID needs https, the venue's LAN may not have it). */
export function newKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function rowOf(r: Registrant): CheckinRow {
  return [r.id, r.name, r.mobile, r.type, r.status, r.at, r.by, r.sig];
}

/**
 * The server's rows over the phone's, then the phone's own check-ins the server has not confirmed
 * yet on top (each keeps the earliest mark, as the server will).
 */
export function mergeRegistrants(
  current: ReadonlyMap<number, Registrant>,
  rows: readonly CheckinRow[],
  pending: readonly QueuedCheckin[],
  me: string,
  utcOffset?: number,
): Map<number, Registrant> {
  const out = new Map(current);
  for (const row of rows) out.set(row[0], registrantOf(row));
  for (const q of pending) {
    const r = out.get(q.registration_id);
    if (r) out.set(r.id, markLocally(r, localText(q.happened_at, utcOffset), me).registrant);
  }
  return out;
}
