import type { Db } from '../../db/connect';
import { nowText } from '../../lib/time';

/**
 * Locations form a tree kept two ways: `path` ('/1/5/9/') for display order and a closure table
 * (ancestor, descendant, depth) so "this location and everything below it" is one indexed join
 * even at 2,000+ locations (docs/decisions/005-location-tree.md).
 */
export interface NewLocation {
  name: string;
  parent_id: number | null;
  code?: string | null;
  active?: number;
}

export async function insertLocation(db: Db, loc: NewLocation): Promise<number> {
  const now = nowText();
  const parentPath = loc.parent_id == null ? '/' : await pathOf(db, loc.parent_id);
  const { id } = await db
    .insertInto('locations')
    .values({
      name: loc.name,
      name_key: loc.name.trim().toLowerCase(),
      parent_id: loc.parent_id,
      code: loc.code ?? null,
      active: loc.active ?? 1,
      path: parentPath, // completed below once the id is known
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('locations').set({ path: `${parentPath}${id}/` }).where('id', '=', id).execute();
  await db
    .insertInto('location_closure')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom('location_closure')
        .select(['ancestor_id', eb.val(id).as('descendant_id'), eb(eb.ref('depth'), '+', 1).as('depth')])
        .where('descendant_id', '=', loc.parent_id ?? -1),
    )
    .execute();
  await db.insertInto('location_closure').values({ ancestor_id: id, descendant_id: id, depth: 0 }).execute();
  return id;
}

async function pathOf(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('locations').select('path').where('id', '=', id).executeTakeFirstOrThrow();
  return row.path;
}

/** Ids of the given locations and all their descendants. */
export async function subtreeIds(db: Db, rootIds: number[]): Promise<number[]> {
  if (!rootIds.length) return [];
  const rows = await db.selectFrom('location_closure').select('descendant_id').distinct().where('ancestor_id', 'in', rootIds).execute();
  return rows.map((r) => r.descendant_id);
}

export async function findLocationByName(db: Db, name: string) {
  return db.selectFrom('locations').selectAll().where('name', '=', name).executeTakeFirst();
}
