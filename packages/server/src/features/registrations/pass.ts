import { parseCheckinCode } from '@sampark/domain/events/checkin-rules';
import { attendeeTypeLabel, CANCELLED, REGISTRATION_LIST_MESSAGES } from '@sampark/domain/schemas/registrations-list';
import type { Db } from '../../db/connect';
import type { PathRecord } from '../../http/params';
import { signingKey } from '../../lib/signing';
import { locationLabels } from '../../shared/locations/location-labels';
import { eventInScope } from '../../shared/events/event-scope';
import { checkinCodeOf, verifyCheckinCode } from './pass-code';

/**
 * A registrant's pass (issue 16 "a pass and a door"; docs/decisions/038): the event, the name,
 * the attendee type and the check-in code its QR carries. Staff open any pass of an event in their
 * scope; the registrant opens theirs at /pass/{code}: the signed code is the key to its own pass
 * and to nothing else.
 */

export const PASS_KEY_PURPOSE = 'checkin-pass';

export function passKeyOf(db: Db): Promise<Buffer> {
  return signingKey(db, PASS_KEY_PURPOSE);
}

export interface Pass {
  registration_id: number;
  event: { id: number; name: string; date_from: string | null; date_to: string | null; location_name: string | null };
  fullname: string | null;
  relationship: number | null;
  attendee_type: string;
  status: string;
  code: string;
  /** the registrant's own page of the pass */
  pass_url: string;
}

/** The web page of a registrant's pass (F's registration answers link to it as `pass_url`). */
export function passUrlOf(code: string): string {
  return `/pass/${code}`;
}

/** The pass of a registration, or undefined when there is none. */
export async function passOf(db: Db, registrationId: number): Promise<Pass | undefined> {
  const row = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .leftJoin('locations as l', 'l.id', 'e.location_id')
    .select(['r.id', 'r.event_id', 'r.fullname', 'r.relationship', 'r.status', 'e.name', 'e.date_from', 'e.date_to', 'e.location_id', 'l.name as location_name'])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
  if (!row) return undefined;
  // a same-named place is told apart by its ancestors ('Adilabad (Telangana)'; issue 26)
  const location_name = row.location_name && ((await locationLabels(db)).get(row.location_id) ?? row.location_name);
  const code = checkinCodeOf(await passKeyOf(db), row.event_id, row.id);
  return {
    registration_id: row.id,
    event: { id: row.event_id, name: row.name, date_from: row.date_from, date_to: row.date_to, location_name },
    fullname: row.fullname,
    relationship: row.relationship,
    attendee_type: attendeeTypeLabel(row.relationship),
    status: row.status,
    code,
    pass_url: passUrlOf(code),
  };
}

/** The pass a genuine code of an existing registration opens (the caller refuses a cancelled one: `isCancelled`). */
export async function passOfCode(db: Db, text: string): Promise<Pass | undefined> {
  if (!parseCheckinCode(text)) return undefined;
  const code = verifyCheckinCode(await passKeyOf(db), text);
  if (!code) return undefined;
  const pass = await passOf(db, code.registrationId);
  return pass && pass.event.id === code.eventId ? pass : undefined;
}

export const isCancelled = (pass: Pass) => pass.status === CANCELLED;

/** A registration whose event is in the caller's event scope (the staff's pass route). */
export const registrationInScope: PathRecord = {
  message: REGISTRATION_LIST_MESSAGES.notFound,
  exists: async (db, user, id) => {
    if (!user) return false;
    const row = await db.selectFrom('registrations').select('event_id').where('id', '=', id).executeTakeFirst();
    return !!row && (await eventInScope(db, user, row.event_id));
  },
};
