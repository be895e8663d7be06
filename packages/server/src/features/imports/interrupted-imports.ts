import { RUNNING_IMPORT_STATUSES } from '@sampark/domain/schemas/imports';
import type { Database, Db } from '../../db/connect';
import { nowText, toLocalText } from '../../lib/time';

/**
 * Imports a stopped server left running (issue 27; docs/decisions/073-interrupted-imports.md).
 * A running import's row is touched every HEARTBEAT_MS; one untouched for LEASE_MS has no live
 * server behind it, so a sweep marks it 'failed'. Its write transaction, if any, rolled back.
 */
export const HEARTBEAT_MS = 15_000;
export const LEASE_MS = 60_000;

const RUNNING = [...RUNNING_IMPORT_STATUSES];

/** Keeps a running import's row fresh while this server works on it; returns the stop. */
export function keepImportAlive(db: Db, importId: number): () => void {
  const timer = setInterval(() => {
    // a missed beat during a database outage is harmless: the lease is four beats long
    db.updateTable('imports').set({ updated_at: nowText() }).where('id', '=', importId).where('status', 'in', RUNNING).execute().catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Marks failed the running imports not touched for `leaseMs`; answers how many. */
export async function failInterruptedImports(db: Db, leaseMs: number, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('imports')
    .set({ status: 'failed', updated_at: nowText() })
    .where('status', 'in', RUNNING)
    .where('updated_at', '<=', toLocalText(new Date(now - leaseMs)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface ImportSweep {
  /** how many imports the start marked failed */
  failedAtStart: number;
  stop(): void;
}

/**
 * At start, then every lease. A SQLite file has one server, so at its start every running import
 * is a stopped one; on PostgreSQL other live servers' imports are left alone by their heartbeat,
 * and the later sweeps catch an import stopped less than a lease before this start.
 */
export async function sweepInterruptedImports(database: Database): Promise<ImportSweep> {
  const failedAtStart = await failInterruptedImports(database.db, database.dialect === 'sqlite' ? 0 : LEASE_MS);
  const timer = setInterval(() => void failInterruptedImports(database.db, LEASE_MS).catch(() => undefined), LEASE_MS);
  timer.unref();
  return { failedAtStart, stop: () => clearInterval(timer) };
}
