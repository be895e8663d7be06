import { uniqueLocationLabels } from '@sampark/domain/location-labels';
import type { Db } from '../../db/connect';

/**
 * Every location's label where it is listed alone ('Adilabad (Telangana)' when two Adilabads
 * exist; issue 26), by id. The whole tree is read because a label depends on every same-named
 * place and its ancestors; the tree is small (hundreds to a few thousand rows).
 */
export async function locationLabels(db: Db): Promise<Map<number, string>> {
  return uniqueLocationLabels(await db.selectFrom('locations').select(['id', 'name', 'path']).execute());
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
