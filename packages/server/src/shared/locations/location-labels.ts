import { uniqueLocationLabels } from '@sampark/domain/location-labels';
import type { Db } from '../../db/connect';

/** The last labels read per database, with the fingerprint of the tree they were read from. */
const cache = new WeakMap<Db, { fingerprint: string; labels: ReadonlyMap<number, string> }>();

/**
 * The labels of the locations whose name another location shares ('Adilabad (Telangana)';
 * issue 26), by id; a location not in the map is listed by its name. The members list asks on
 * every page, and with the demo's 2,700 places (1,400 of them sharing a name) reading the labels
 * cost ~3 ms, so they are kept until the tree's fingerprint changes: the count, the latest id
 * and updated_at (every write of locations-routes and location-tree sets it) and the names'
 * total length, read in one scan of the small table.
 */
export async function locationLabels(db: Db): Promise<ReadonlyMap<number, string>> {
  const row = await db
    .selectFrom('locations')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('id'), eb.fn.max('updated_at').as('at'), eb.fn.sum(eb.fn('length', ['name'])).as('chars')])
    .executeTakeFirstOrThrow();
  const fingerprint = [row.n, row.id, row.at, row.chars].map(String).join('|');
  const kept = cache.get(db);
  if (kept?.fingerprint === fingerprint) return kept.labels;
  const labels = await readLabels(db);
  cache.set(db, { fingerprint, labels });
  return labels;
}

/** Only the same-named locations and their ancestors are read: the domain helper needs nothing else. */
async function readLabels(db: Db): Promise<Map<number, string>> {
  const shared = await db
    .selectFrom('locations')
    .select(['id', 'name', 'path'])
    .where('name_key', 'in', (eb) => eb.selectFrom('locations').select('name_key').groupBy('name_key').having((h) => h.fn.countAll(), '>', 1))
    .execute();
  if (!shared.length) return new Map();
  const ids = new Set(shared.map((l) => l.id));
  const ancestorIds = [...new Set(shared.flatMap((l) => l.path.split('/').filter(Boolean).map(Number)))].filter((id) => !ids.has(id));
  const ancestors = ancestorIds.length ? await db.selectFrom('locations').select(['id', 'name', 'path']).where('id', 'in', ancestorIds).execute() : [];
  const labels = uniqueLocationLabels([...shared, ...ancestors]);
  return new Map(shared.map((l) => [l.id, labels.get(l.id)!]));
}

/** `rows` with each one's `field` (a bare location name) replaced by its label, found by `idOf`. */
export async function withLocationLabels<T, K extends keyof T>(db: Db, rows: T[], field: K, idOf: (row: T) => number | null | undefined): Promise<T[]> {
  if (!rows.length) return rows;
  const labels = await locationLabels(db);
  return rows.map((r) => {
    const id = idOf(r);
    const label = id == null ? undefined : labels.get(id);
    return label === undefined ? r : { ...r, [field]: label };
  });
}

/** `rows` whose `location` is labelled from their `location_id`, which the answer does not carry. */
export async function labelledWithoutId<T extends { location_id: number | null; location: string | null }>(db: Db, rows: T[]): Promise<Omit<T, 'location_id'>[]> {
  const labelled = await withLocationLabels(db, rows, 'location', (r) => r.location_id);
  return labelled.map(({ location_id: _, ...row }) => row);
}
