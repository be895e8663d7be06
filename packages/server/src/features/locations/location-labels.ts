import { uniqueLocationLabels } from '@sampark/domain/location-labels';
import type { Db } from '../../db/connect';

/**
 * The labels of the locations whose name another location shares ('Adilabad (Telangana)';
 * issue 26), by id; a location not in the map is listed by its name. Only the same-named
 * locations and their ancestors are read (the domain helper needs nothing else), so the members
 * list's page does not read the whole tree.
 */
export async function locationLabels(db: Db): Promise<Map<number, string>> {
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
