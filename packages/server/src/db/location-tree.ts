import { sql } from 'kysely';
import type { Db } from './connect';
import { nowText } from '../lib/time';

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

/** Ids of a user's locations and everything below them: the reach of roles 3-4. */
export async function userLocationSubtree(db: Db, userId: number): Promise<number[]> {
  const roots = await db.selectFrom('user_locations').select('location_id').where('user_id', '=', userId).execute();
  return subtreeIds(db, roots.map((r) => r.location_id));
}

export async function findLocationByName(db: Db, name: string) {
  return db.selectFrom('locations').selectAll().where('name', '=', name).executeTakeFirst();
}

/** True when `candidateId` is `rootId` itself or lies anywhere below it. */
export async function isInSubtree(db: Db, rootId: number, candidateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('location_closure')
    .select('depth')
    .where('ancestor_id', '=', rootId)
    .where('descendant_id', '=', candidateId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Moves a location, with everything below it, under `newParentId`: re-links the closure rows of
 * the whole subtree to the new ancestors and rewrites every path in it. The caller refuses a move
 * under the location's own subtree first (with a message); this only guards against it. Run it in
 * a transaction: the tree is inconsistent between the statements.
 */
export async function moveLocation(db: Db, id: number, newParentId: number): Promise<void> {
  if (await isInSubtree(db, id, newParentId)) throw new Error(`location ${newParentId} lies under location ${id}`);
  const moved = await db.selectFrom('locations').select(['path', 'parent_id']).where('id', '=', id).executeTakeFirstOrThrow();
  if (moved.parent_id === newParentId) return;
  const newPrefix = `${await pathOf(db, newParentId)}${id}/`;
  const subtree = db.selectFrom('location_closure').select('descendant_id').where('ancestor_id', '=', id);

  // Detach: every link from an ancestor outside the subtree to a node inside it.
  await db.deleteFrom('location_closure').where('descendant_id', 'in', subtree).where('ancestor_id', 'not in', subtree).execute();
  // Attach: each ancestor of the new parent (itself included) to each node of the subtree.
  await db
    .insertInto('location_closure')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom(['location_closure as p', 'location_closure as c'])
        .select((sb) => ['p.ancestor_id', 'c.descendant_id', sb(sb('p.depth', '+', sb.ref('c.depth')), '+', 1).as('depth')])
        .where('p.descendant_id', '=', newParentId)
        .where('c.ancestor_id', '=', id),
    )
    .execute();
  // '/1/5/9/…' becomes '/1/7/9/…' for the moved node and all below it.
  await db
    .updateTable('locations')
    .set({ path: sql<string>`cast(${newPrefix} as text) || substr(path, cast(${moved.path.length + 1} as integer))` })
    .where('id', 'in', subtree)
    .execute();
  await db.updateTable('locations').set({ parent_id: newParentId, updated_at: nowText() }).where('id', '=', id).execute();
}

/** Removes a location that has no children; the caller checks that nothing else uses it. */
export async function deleteLeafLocation(db: Db, id: number): Promise<void> {
  const child = await db.selectFrom('locations').select('id').where('parent_id', '=', id).executeTakeFirst();
  if (child) throw new Error(`location ${id} has children`);
  await db.deleteFrom('location_closure').where('descendant_id', '=', id).execute();
  await db.deleteFrom('locations').where('id', '=', id).execute();
}
