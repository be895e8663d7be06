import { FINAL_APPROVED } from '@sampark/domain/options/events';
import { PREFILL_FIELDS, type RegistrationPrefill, registrationPrefillOf } from '@sampark/domain/schemas/registration-calls';
import type { Db } from '../../db/connect';
import { locationLabels } from '../../shared/locations/location-labels';

/**
 * What the public form may read (docs/api-conventions.md#registrations): an active event's name, dates and
 * place, the active professions, and — through an invitee's personal link only — that member's
 * own details to prefill the form. Nothing here lists members or registrations.
 */

export interface PublicEvent {
  id: number;
  name: string;
  description: string | null;
  date_from: string;
  date_to: string | null;
  location_name: string | null;
}

/** An active event, or undefined (an inactive or missing event is the same 404 to a visitor). */
export async function findPublicEvent(db: Db, id: number): Promise<PublicEvent | undefined> {
  const row = await db
    .selectFrom('events as e')
    .leftJoin('locations as l', 'l.id', 'e.location_id')
    .select(['e.id', 'e.name', 'e.description', 'e.date_from', 'e.date_to', 'e.location_id', 'l.name as location_name'])
    .where('e.id', '=', id)
    .where('e.inactive', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const { location_id, ...event } = row;
  // a same-named place is told apart by its ancestors ('Adilabad (Telangana)'; issue 26)
  return { ...event, location_name: event.location_name && ((await locationLabels(db)).get(location_id) ?? event.location_name) };
}

export async function listActiveProfessions(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('professions').select(['id', 'name']).where('active', '=', 1).orderBy('name').execute();
}

/** Personal links are given to the event's Final Approved invitees; a link stops working if that changes. */
export async function isInvited(db: Db, eventId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_members')
    .select('id')
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .where('status', '=', FINAL_APPROVED)
    .executeTakeFirst();
  return !!row;
}

/** The invitee's details as the form's values, or undefined when the member is not (or no longer) invited. */
export async function invitedMemberPrefill(db: Db, eventId: number, memberId: number): Promise<RegistrationPrefill | undefined> {
  if (!(await isInvited(db, eventId, memberId))) return undefined;
  const member = await db.selectFrom('members').select(PREFILL_FIELDS).where('id', '=', memberId).executeTakeFirst();
  return member && registrationPrefillOf(member);
}
