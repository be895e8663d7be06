import type { NamedListBody, NamedListRow } from '@sampark/domain/schemas/reference-lists';
import type { Db } from '../../db/connect';
import { nowText } from '../../lib/time';
import { nameKey } from './unique-name';

/** The three tables of the same shape (db/schema.ts NamedListTable). */
export type NamedListTableName = 'professions' | 'categories' | 'statuses';

const COLUMNS = ['id', 'name', 'active'] as const;

/** Sorted by name, case-insensitively (seed 000 §7 "data, sorted by name"). */
export async function listNamed(db: Db, table: NamedListTableName, activeOnly: boolean): Promise<NamedListRow[]> {
  let query = db.selectFrom(table).select(COLUMNS).orderBy('name_key').orderBy('id');
  if (activeOnly) query = query.where('active', '=', 1);
  return query.execute();
}

export async function findNamed(db: Db, table: NamedListTableName, id: number): Promise<NamedListRow | undefined> {
  return db.selectFrom(table).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Is the name used by another row (any case)? */
export async function namedTaken(db: Db, table: NamedListTableName, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('name_key', '=', nameKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertNamed(db: Db, table: NamedListTableName, body: NamedListBody): Promise<NamedListRow> {
  const now = nowText();
  return db
    .insertInto(table)
    .values({ name: body.name, name_key: nameKey(body.name), active: body.active, created_at: now, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateNamed(
  db: Db,
  table: NamedListTableName,
  id: number,
  body: { name: string; active?: 0 | 1 },
): Promise<NamedListRow> {
  return db
    .updateTable(table)
    .set({
      name: body.name,
      name_key: nameKey(body.name),
      ...(body.active === undefined ? {} : { active: body.active }),
      updated_at: nowText(),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
