import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect';
import type { RefusedRow } from './import-repository';
import type { RowStore } from './row-store';
import type { Columns } from './sheet-records';

/**
 * The last dry run's read and checked rows, kept by this server for the import of the same file
 * that usually follows it (decision 044): the import then skips reading and checking, ~4 s of
 * its ~10 s of CPU for 100,000 members, and does not hold a second copy of the rows while V8 has
 * not yet freed the first. Only what depends on the file alone is kept: the matching against the
 * stored numbers and the writing are done again on the import's own transaction. One upload is
 * kept per database, for KEEP_MS; another server (or a restart) simply reads the file again.
 */

export interface ReadRows {
  columns: Columns;
  rows: number;
  store: RowStore;
  /** the rows the form's rules refused (not those the matching refuses) */
  refused: readonly RefusedRow[];
}

const KEEP_MS = 10 * 60 * 1000;

interface Kept {
  key: string;
  at: number;
  read: ReadRows;
}

// by database: tests run several apps (several databases) in one process
const kept = new WeakMap<object, Kept>();

/** What makes two uploads check the same: who, which import, which Jila and choice, the file's name and bytes. */
export function uploadKey(parts: (string | number | null)[], buffer: Buffer): string {
  return createHash('sha256').update(JSON.stringify(parts)).update(buffer).digest('hex');
}

/** The rows a dry run of the same upload kept, if any (and forgets them: an import needs them once). */
export function takeReadRows(db: Db, key: string, now = Date.now()): ReadRows | undefined {
  const hit = kept.get(db);
  kept.delete(db);
  return hit && hit.key === key && now - hit.at < KEEP_MS ? hit.read : undefined;
}

/** Keeps a dry run's rows for its import, in place of any other upload's. */
export function keepReadRows(db: Db, key: string, read: ReadRows, now = Date.now()): void {
  kept.set(db, { key, at: now, read });
}
