import type { Db } from '../../db/connect';
import type { NewSeeker, SeekerRow, SeekerUpdate } from '../../db/schema';
import { withLocationLabels } from '../../shared/locations/location-labels';

/** Rows of the seekers table; every function takes the db or a transaction first. */

export function findSeeker(db: Db, id: number): Promise<SeekerRow | undefined> {
  return db.selectFrom('seekers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One seeker as `GET api/seekers/{id}` shows it: the record with its creator's, editor's and location's names. */
export async function findSeekerDetail(db: Db, id: number) {
  const row = await db
    .selectFrom('seekers as s')
    .leftJoin('users as cu', 'cu.id', 's.created_by')
    .leftJoin('users as uu', 'uu.id', 's.updated_by')
    .leftJoin('locations as l', 'l.id', 's.location_id')
    .selectAll('s')
    .select(['cu.name as created_by_name', 'uu.name as updated_by_name', 'l.name as location'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  // a same-named place is told apart by its ancestors ('Adilabad (Telangana)'; issue 26)
  return row && (await withLocationLabels(db, [row], 'location', (r) => r.location_id))[0];
}

export async function insertSeeker(db: Db, values: NewSeeker): Promise<number> {
  const { id } = await db.insertInto('seekers').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSeekerRow(db: Db, id: number, values: SeekerUpdate): Promise<void> {
  await db.updateTable('seekers').set(values).where('id', '=', id).execute();
}

export async function deleteSeekerRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('seekers').where('id', '=', id).execute();
}

/** The professions table's spelling of each name (any case); undefined for a name it does not have. */
export async function professionNames(db: Db, names: string[]): Promise<(string | undefined)[]> {
  if (!names.length) return [];
  const keys = names.map((n) => n.trim().toLowerCase());
  const rows = await db.selectFrom('professions').select(['name', 'name_key']).where('name_key', 'in', keys).execute();
  const byKey = new Map(rows.map((r) => [r.name_key, r.name]));
  return keys.map((k) => byKey.get(k));
}
