import type { EventTypeBody, EventTypeRow } from '@sampark/domain/schemas/reference-lists';
import type { Db } from '../../db/connect';
import { nowText } from '../../lib/time';
import { nameKey } from './unique-name';

const COLUMNS = ['id', 'type', 'description', 'inactive'] as const;

/** Sorted by type, case-insensitively; `activeOnly` leaves out the inactive ones. */
export async function listEventTypes(db: Db, activeOnly: boolean): Promise<EventTypeRow[]> {
  let query = db.selectFrom('event_types').select(COLUMNS).orderBy('name_key').orderBy('id');
  if (activeOnly) query = query.where('inactive', '=', 0);
  return query.execute();
}

export async function findEventType(db: Db, id: number): Promise<EventTypeRow | undefined> {
  return db.selectFrom('event_types').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function eventTypeTaken(db: Db, type: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('event_types').select('id').where('name_key', '=', nameKey(type));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertEventType(db: Db, body: EventTypeBody): Promise<EventTypeRow> {
  const now = nowText();
  return db
    .insertInto('event_types')
    .values({ type: body.type, name_key: nameKey(body.type), description: body.description, inactive: body.inactive, created_at: now, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateEventType(
  db: Db,
  id: number,
  body: { type: string; description: string | null; inactive?: 0 | 1 },
): Promise<EventTypeRow> {
  return db
    .updateTable('event_types')
    .set({
      type: body.type,
      name_key: nameKey(body.type),
      description: body.description,
      ...(body.inactive === undefined ? {} : { inactive: body.inactive }),
      updated_at: nowText(),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
