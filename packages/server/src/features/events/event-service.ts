import { isAdminLevel } from '@sampark/domain/roles';
import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import { EVENT_MESSAGES, type EventCreate, type EventUpdate } from '@sampark/domain/schemas/events';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect';
import { userLocationSubtree } from '../../db/location-tree';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { fieldError, notFound } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import { eventGsheetUrl, renewGsheet } from '../../shared/events/gsheet-address';
import { eventTypeExists, findEvent, insertEvent, locationExists, updateEvent } from './event-repository';

/**
 * The add and edit event form (seed 002 §2, §5, §6): its rules, and each save with its audit row
 * in one transaction this module opens. The SQL is in event-repository.ts.
 */

/**
 * The location and type must exist; roles 3-4 place an event only inside their own locations
 * (an event they see above them keeps its location when they edit it).
 */
async function checkChoices(db: Db, user: ScopeUser, values: { location_id: number; type: number }, currentLocation?: number): Promise<void> {
  if (!(await locationExists(db, values.location_id))) throw fieldError('location_id', CHOOSE_FROM_LIST);
  if (!isAdminLevel(user.role) && values.location_id !== currentLocation) {
    const mine = await userLocationSubtree(db, user.id);
    if (!mine.includes(values.location_id)) throw fieldError('location_id', EVENT_MESSAGES.locationOutOfScope);
  }
  if (!(await eventTypeExists(db, values.type))) throw fieldError('type', CHOOSE_FROM_LIST);
}

/** The stored fields the form can change, for the audit diff. */
function pick(row: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(values).map((k) => [k, row[k]]));
}

/** The event, or the 404 a missing one answers (the path check has usually answered it already). */
async function existingEvent(db: Db, id: number) {
  const event = await findEvent(db, id);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

/** GET api/events/{id}: the sheet's secret address is roles 1-2's, like the option (seed 002 §6; issue 31). */
export async function eventForCaller(db: Db, user: ScopeUser, id: number, origin: string) {
  const event = await existingEvent(db, id);
  if (!isAdminLevel(user.role)) return event;
  return { ...event, gsheet_url: await eventGsheetUrl(db, event.id, origin) };
}

/** POST api/events: the new event as GET api/events/{id} shows it. */
export function createEvent(db: Kysely<DB>, user: ScopeUser, body: EventCreate) {
  // seed 002 §6: Connect to Google Sheet is roles 1-2's; from roles 3-4 it is ignored
  const values: EventCreate = { ...body, connect_gsheet: isAdminLevel(user.role) ? body.connect_gsheet : 0 };
  return db.transaction().execute(async (trx) => {
    await checkChoices(trx, user, values);
    const id = await insertEvent(trx, values, user.id);
    await recordAudit(trx, { table: 'events', recordId: id, action: 'create', changes: diffFields({}, values), userId: user.id });
    return existingEvent(trx, id);
  });
}

/** PUT api/events/{id}: the event after the change. */
export function editEvent(db: Kysely<DB>, user: ScopeUser, id: number, body: EventUpdate) {
  const values: EventUpdate = { ...body, connect_gsheet: isAdminLevel(user.role) ? body.connect_gsheet : undefined };
  return db.transaction().execute(async (trx) => {
    const before = await existingEvent(trx, id);
    await checkChoices(trx, user, values, before.location_id);
    await updateEvent(trx, id, values);
    // turned off: the address given out stops answering, and turning it on again gives a new one
    if (before.connect_gsheet === 1 && values.connect_gsheet === 0) await renewGsheet(trx, id);
    const after = await existingEvent(trx, id);
    await recordAudit(trx, { table: 'events', recordId: id, action: 'update', changes: diffFields(before, pick(after, values)), userId: user.id });
    return after;
  });
}
