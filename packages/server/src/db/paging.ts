import type { SelectQueryBuilder } from 'kysely';
import type { Dialect } from './connect';

/**
 * skip and an optional limit (no limit: every row, the screens' "All"). SQLite takes OFFSET only
 * after a LIMIT, where -1 means "no limit".
 */
export function paged<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, dialect: Dialect, skip: number, limit: number | undefined) {
  let out = qb;
  if (limit !== undefined) out = out.limit(limit);
  else if (skip > 0 && dialect === 'sqlite') out = out.limit(-1);
  return skip > 0 ? out.offset(skip) : out;
}
