import { alreadyCheckedIn, CHECKIN_MESSAGES, type CheckinMark, resolveCheckin } from '@sampark/domain/events/checkin-rules';
import type { CheckinCounts, CheckinResult } from '@sampark/domain/schemas/checkin';
import { CANCELLED } from '@sampark/domain/schemas/registrations-list';
import type { Kysely } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { checkinCounts, checkinEvent, checkinRows } from './checkin-list';
import { passKeyOf } from './pass';
import { verifyCheckinCode } from './pass-code';

/**
 * Checking a registrant in at the venue (issue 16; docs/decisions/039-offline-checkin.md). Every
 * check-in is recorded in registration_checkins; the registrant's mark (checked_in_at/by) is the
 * earliest of them, so a pass checked in on two phones, one of them offline, ends with the earlier
 * time and both recorded. The registrant becomes Arrived unless already Attended.
 */

/** One check-in to apply: a pass's code or a registrant found by search, and when it happened. */
export interface CheckinRequest {
  code?: string;
  registration_id: number | null;
  method: string;
  /** local time text 'YYYY-MM-DD HH:MM:SS' */
  happenedAt: string;
}

export interface CheckinContext {
  eventId: number;
  user: AuthUser;
  device: string | null;
  offline: boolean;
  passKey: Buffer;
}

/** A status the check-in moves to Arrived (Attended says more than Arrived and stays). */
const BECOMES_ARRIVED = new Set(['Registered', 'Not Attended']);

/** The registration the request names, or why it names none: a forged or foreign pass, an unknown id. */
function registrationIdOf(req: CheckinRequest, ctx: CheckinContext): number | { field: 'code' | 'registration_id'; message: string } {
  if (req.code) {
    const code = verifyCheckinCode(ctx.passKey, req.code);
    if (!code || code.eventId !== ctx.eventId) return { field: 'code', message: CHECKIN_MESSAGES.invalidPass };
    return code.registrationId;
  }
  return req.registration_id ?? { field: 'registration_id', message: CHECKIN_MESSAGES.notFound };
}

async function readRegistrant(db: Db, dialect: Dialect, eventId: number, id: number) {
  return db
    .selectFrom('registrations as r')
    .leftJoin('users as u', 'u.id', 'r.checked_in_by')
    .select(['r.id', 'r.fullname', 'r.relationship', 'r.status', 'r.checked_in_at', 'u.name as checked_in_by_name'])
    .where('r.id', '=', id)
    .where('r.event_id', '=', eventId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate(['r']))
    .executeTakeFirst();
}

export type CheckinAnswer = CheckinResult | { refused: { field: 'code' | 'registration_id'; message: string } };

/** Applies one check-in inside the caller's transaction. */
export async function applyCheckin(trx: Db, dialect: Dialect, ctx: CheckinContext, req: CheckinRequest): Promise<CheckinAnswer> {
  const id = registrationIdOf(req, ctx);
  if (typeof id !== 'number') return { refused: id };
  const row = await readRegistrant(trx, dialect, ctx.eventId, id);
  const field = req.code ? 'code' : 'registration_id';
  if (!row) return { refused: { field, message: req.code ? CHECKIN_MESSAGES.invalidPass : CHECKIN_MESSAGES.notFound } };
  if (row.status === CANCELLED) return { refused: { field, message: CHECKIN_MESSAGES.cancelled } };

  const now = nowText();
  await trx
    .insertInto('registration_checkins')
    .values({ event_id: ctx.eventId, registration_id: id, user_id: ctx.user.id, method: req.method, device: ctx.device, happened_at: req.happenedAt, received_at: now, offline: ctx.offline ? 1 : 0 })
    .execute();
  const current: CheckinMark | null = row.checked_in_at ? { at: row.checked_in_at, by: row.checked_in_by_name } : null;
  const outcome = resolveCheckin(current, req.happenedAt);
  const base = { registration_id: id, fullname: row.fullname, relationship: row.relationship };
  if (outcome === 'already') return { ...base, status: row.status, checked_in_at: current!.at, checked_in_by: current!.by, outcome, message: alreadyCheckedIn(current!) };

  const status = BECOMES_ARRIVED.has(row.status) ? 'Arrived' : row.status;
  await trx
    .updateTable('registrations')
    .set({ checked_in_at: req.happenedAt, checked_in_by: ctx.user.id, ...(status !== row.status ? { status, updated_by: ctx.user.id, updated_at: now } : {}) })
    .where('id', '=', id)
    .execute();
  if (status !== row.status) await recordAudit(trx, { table: 'registrations', recordId: id, action: 'update', changes: { status: [row.status, status] }, userId: ctx.user.id });
  return { ...base, status, checked_in_at: req.happenedAt, checked_in_by: ctx.user.name, outcome, message: CHECKIN_MESSAGES.checkedIn };
}

/** A batch from a phone, oldest first so the earliest of the batch sets the mark; one transaction. The counts after it. */
export async function applyCheckinBatch(
  db: Kysely<DB>,
  dialect: Dialect,
  ctx: CheckinContext,
  reqs: CheckinRequest[],
): Promise<{ results: CheckinResult[]; counts: CheckinCounts }> {
  const order = reqs.map((req, index) => ({ req, index })).sort((a, b) => (a.req.happenedAt < b.req.happenedAt ? -1 : a.req.happenedAt > b.req.happenedAt ? 1 : a.index - b.index));
  const results: CheckinResult[] = new Array(reqs.length);
  await db.transaction().execute(async (trx) => {
    for (const { req, index } of order) {
      const answer = await applyCheckin(trx, dialect, ctx, req);
      results[index] =
        'refused' in answer
          ? { registration_id: req.registration_id ?? 0, fullname: null, relationship: null, status: '', checked_in_at: null, checked_in_by: null, outcome: 'refused', message: answer.refused.message }
          : answer;
    }
  });
  return { results, counts: await checkinCounts(db, ctx.eventId) };
}

/**
 * The organisation's time zone as minutes east of UTC at `now` (its local time text): a phone
 * writes the times of its offline check-ins in it, whatever zone the phone itself is set to.
 */
function utcOffsetMinutes(now: string): number {
  return Math.round((Date.parse(`${now.replace(' ', 'T')}Z`) - Date.now()) / 60_000);
}

/** GET api/checkin/registrations: the event, its registrants (changed `since`), the counts, and the server's time and zone. */
export async function checkinList(db: Db, eventId: number, since?: string) {
  const at = nowText();
  const event = await checkinEvent(db, eventId);
  const rows = await checkinRows(db, await passKeyOf(db), eventId, since);
  return { event, rows, counts: await checkinCounts(db, eventId), at, utc_offset: utcOffsetMinutes(at) };
}
