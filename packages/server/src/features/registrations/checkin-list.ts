import type { CheckinCounts, CheckinRow } from '@sampark/domain/schemas/checkin';
import { CANCELLED } from '@sampark/domain/schemas/registrations-list';
import type { Db } from '../../db/connect';
import { passSignature } from './pass-code';

/**
 * What the check-in phone keeps (issue 16: "the event's registrations are kept on the phone"):
 * every registrant of the event as a compact row with the pass's signature, so a phone that lost
 * the network still finds a registrant by name or mobile and tells a real pass from a forged one.
 * With `since`, only the registrants changed or checked in since then (the phone's refresh).
 */

export async function checkinRows(db: Db, passKey: Buffer, eventId: number, since?: string): Promise<CheckinRow[]> {
  let q = db
    .selectFrom('registrations as r')
    .leftJoin('users as u', 'u.id', 'r.checked_in_by')
    .select(['r.id', 'r.fullname', 'r.mobile_number', 'r.relationship', 'r.status', 'r.checked_in_at', 'u.name as checked_in_by'])
    .where('r.event_id', '=', eventId);
  if (since) {
    const checkedInSince = db.selectFrom('registration_checkins as c').select('c.registration_id').where('c.event_id', '=', eventId).where('c.received_at', '>=', since);
    q = q.where((eb) => eb.or([eb('r.updated_at', '>=', since), eb('r.created_at', '>=', since), eb('r.id', 'in', checkedInSince)]));
  }
  const rows = await q.orderBy('r.id').execute();
  return rows.map((r) => [r.id, r.fullname ?? '', r.mobile_number, r.relationship, r.status, r.checked_in_at, r.checked_in_by, passSignature(passKey, eventId, r.id)]);
}

/** The live counts: registered (not cancelled) and, of those, arrived (checked in). */
export async function checkinCounts(db: Db, eventId: number): Promise<CheckinCounts> {
  const row = await db
    .selectFrom('registrations')
    .select((eb) => [eb.fn.countAll<number>().as('registered'), eb.fn.count<number>('checked_in_at').as('arrived')])
    .where('event_id', '=', eventId)
    .where('status', '<>', CANCELLED)
    .executeTakeFirstOrThrow();
  return { registered: Number(row.registered), arrived: Number(row.arrived) };
}

/** The event as the check-in screen heads it. */
export function checkinEvent(db: Db, eventId: number) {
  return db.selectFrom('events').select(['id', 'name', 'date_from', 'date_to']).where('id', '=', eventId).executeTakeFirstOrThrow();
}
