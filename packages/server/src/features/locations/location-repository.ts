import type { FlatLocation, LocationDetail, LocationNode } from '@sampark/domain/schemas/locations';
import type { Db } from '../../db/connect';
import { nowText } from '../../lib/time';

/** Reads of the location tree; every write goes through location-tree.ts. */

interface LocationBase {
  id: number;
  name: string;
  parent_id: number | null;
  active: number;
  path: string;
}

async function allLocations(db: Db): Promise<LocationBase[]> {
  return db.selectFrom('locations').select(['id', 'name', 'parent_id', 'active', 'path']).execute();
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** Children lists keyed by parent id; the tops are rows whose parent is not among the rows. */
function childrenIndex<T extends LocationBase>(rows: T[]) {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number, T[]>();
  const tops: T[] = [];
  for (const r of rows) {
    if (r.parent_id == null || !ids.has(r.parent_id)) tops.push(r);
    else children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  }
  for (const list of children.values()) list.sort(byName);
  return { tops: tops.sort(byName), children };
}

/** GET api/locjson: the whole tree, nested, siblings by name. */
export async function locationTree(db: Db): Promise<LocationNode[]> {
  const { tops, children } = childrenIndex(await allLocations(db));
  const build = (r: LocationBase): LocationNode => ({
    id: r.id,
    name: r.name,
    parent_id: r.parent_id,
    active: r.active,
    children: (children.get(r.id) ?? []).map(build),
  });
  return tops.map(build);
}

/**
 * The given locations (all when `onlyIds` is undefined) flat in tree order: depth first, siblings
 * by name. `depth` is counted from the root; `label` names every ancestor, so a select that shows
 * only part of the tree still says where a location is.
 */
export async function flatLocations(db: Db, onlyIds?: number[]): Promise<FlatLocation[]> {
  const all = await allLocations(db);
  const nameOf = new Map(all.map((r) => [r.id, r.name]));
  const wanted = onlyIds ? new Set(onlyIds) : undefined;
  const rows = wanted ? all.filter((r) => wanted.has(r.id)) : all;
  const { tops, children } = childrenIndex(rows);
  const out: FlatLocation[] = [];
  const visit = (r: LocationBase) => {
    const ancestry = r.path.split('/').filter(Boolean).map(Number);
    out.push({
      id: r.id,
      name: r.name,
      parent_id: r.parent_id,
      active: r.active,
      path: r.path,
      depth: ancestry.length - 1,
      label: ancestry.map((id) => nameOf.get(id) ?? '').join(' / '),
    });
    for (const c of children.get(r.id) ?? []) visit(c);
  };
  tops.forEach(visit);
  return out;
}

export async function findLocation(db: Db, id: number): Promise<LocationDetail | undefined> {
  return db
    .selectFrom('locations as l')
    .leftJoin('locations as p', 'p.id', 'l.parent_id')
    .select(['l.id', 'l.name', 'l.parent_id', 'p.name as parent_name', 'l.active', 'l.path', 'l.code', 'l.created_at', 'l.updated_at'])
    .where('l.id', '=', id)
    .executeTakeFirst();
}

/** Another location under the same parent already has this name (case-insensitive). */
export async function siblingNameTaken(db: Db, parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('locations').select('id').where('name_key', '=', name.trim().toLowerCase());
  q = parentId == null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
  if (exceptId != null) q = q.where('id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

export interface LocationUsage {
  children: number;
  members: number;
  users: number;
  events: number;
  /** seekers are scoped by the location their district resolved to (decision 028) */
  seekers: number;
}

/** What still points at a location; a location is deleted only when all are 0. */
export async function locationUsage(db: Db, id: number): Promise<LocationUsage> {
  const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);
  // One after another: inside a transaction they share one connection anyway.
  const children = await count(db.selectFrom('locations').select((eb) => eb.fn.countAll().as('n')).where('parent_id', '=', id).executeTakeFirst());
  // Soft-deleted members remember where they came from (to be restored there): they count too.
  const members = await count(
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('location_id', '=', id), eb('deleted_from_location_id', '=', id)]))
      .executeTakeFirst(),
  );
  const users = await count(db.selectFrom('user_locations').select((eb) => eb.fn.countAll().as('n')).where('location_id', '=', id).executeTakeFirst());
  const events = await count(db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).where('location_id', '=', id).executeTakeFirst());
  const seekers = await count(db.selectFrom('seekers').select((eb) => eb.fn.countAll().as('n')).where('location_id', '=', id).executeTakeFirst());
  return { children, members, users, events, seekers };
}

/** A location's name (and its lookup key) and active flag; its place in the tree moves apart (db/location-tree.ts). */
export async function updateLocation(db: Db, id: number, name: string, active: number): Promise<void> {
  await db.updateTable('locations').set({ name, name_key: name.toLowerCase(), active, updated_at: nowText() }).where('id', '=', id).execute();
}
