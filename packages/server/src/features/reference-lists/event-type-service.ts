import { EVENT_TYPE_MESSAGES, type EventTypeBody, type EventTypeRow, type eventTypeUpdateSchema } from '@sampark/domain/schemas/reference-lists';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, notFound } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import { eventTypeTaken, findEventType, insertEventType, updateEventType } from './event-type-repository';

/** Saving event types: the unique type (any case), each write with its audit row in one transaction this module opens. */

export const EVENT_TYPE_NOT_FOUND = 'Event Type not found.';
const duplicate = () => fieldError('type', EVENT_TYPE_MESSAGES.duplicate);
// two saves of the same type at once: the second meets the UNIQUE index, and is told the same
const mapUnique = (err: unknown) => Promise.reject(isUniqueViolation(err) ? duplicate() : err);

/** An event type by id, or 404. */
export async function eventTypeOr404(db: Db, id: number): Promise<EventTypeRow> {
  const row = await findEventType(db, id);
  if (!row) throw notFound(EVENT_TYPE_NOT_FOUND);
  return row;
}

export function createEventType(db: Kysely<DB>, userId: number, body: EventTypeBody): Promise<EventTypeRow> {
  return db
    .transaction()
    .execute(async (trx) => {
      if (await eventTypeTaken(trx, body.type)) throw duplicate();
      const created = await insertEventType(trx, body);
      await recordAudit(trx, { table: 'event_types', recordId: created.id, action: 'create', changes: diffFields({}, created), userId });
      return created;
    })
    .catch(mapUnique);
}

export function editEventType(db: Kysely<DB>, userId: number, id: number, body: z.output<typeof eventTypeUpdateSchema>): Promise<EventTypeRow> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await eventTypeOr404(trx, id);
      if (await eventTypeTaken(trx, body.type, id)) throw duplicate();
      const after = await updateEventType(trx, id, body);
      await recordAudit(trx, { table: 'event_types', recordId: id, action: 'update', changes: diffFields(before, after), userId });
      return after;
    })
    .catch(mapUnique);
}
