import {
  IMPORT_MESSAGES,
  IMPORT_REFUSALS_LISTED,
  IMPORT_SHEETS,
  type ImportCheck,
  type ImportDone,
  type ImportParams,
  refusedRowsMessage,
} from '@sampark/domain/schemas/imports';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../../lib/audit';
import { fileFormatOf } from './file-format';
import { uploadKey } from './checked-upload';
import { type CheckResult, checkRows, type Reading } from './import-check';
import { checkJila } from './import-jila';
import type { ImportContext, ImportSpec } from './import-kind';
import { importProgress, NO_PROGRESS } from './import-progress';
import { deleteImport, finishImport, insertImport, insertRefusals, pruneImports, refusalLines } from './import-repository';
import { writeImport } from './import-write';
import { keepImportAlive } from './interrupted-imports';
import { openSheet } from './open-sheet';

/**
 * One upload, dry run or import (docs/decisions/035-import-design.md): the file is checked first
 * (nothing written but its imports row and refused rows), then, unless it is a dry run, the rows
 * are written in one transaction: the valid rows with mode=valid, else all rows or nothing.
 * A file that cannot be read leaves nothing behind.
 */

export interface ImportJob {
  spec: ImportSpec;
  user: ScopeUser;
  params: ImportParams;
  fileName: string;
  buffer: Buffer;
  reading: Reading;
}

export type ImportAnswer = { dryRun: true; data: ImportCheck } | { dryRun: false; data: ImportDone };

export async function runImport(db: Kysely<DB>, dialect: Dialect, job: ImportJob): Promise<ImportAnswer> {
  const { spec, user, params } = job;
  const format = fileFormatOf(job.fileName, job.buffer);
  const jila = await checkJila(db, user, params.district);
  await pruneImports(db);
  const ctx: ImportContext = { user, jila, duplicates: params.duplicates };
  const importId = await insertImport(db, {
    kind: spec.kind,
    file_name: job.fileName,
    location_id: jila.id,
    duplicates: spec.kind === 'members' ? params.duplicates : null,
    dry_run: params.dry_run,
    progress_key: params.progress_key ?? null,
    created_by: user.id,
  });
  let kept = false;
  const stopHeartbeat = keepImportAlive(db, importId);
  try {
    const progress = importProgress(db, importId);
    const key = uploadKey([spec.kind, user.id, jila.id, params.duplicates, job.fileName], job.buffer);
    const sheet = () => openSheet(format, job.buffer, IMPORT_SHEETS[spec.kind], job.reading.limits, job.reading.signal);
    const result = await checkRows(db, spec, sheet, ctx, progress, { key, keep: params.dry_run === 1 }, job.reading);
    await insertRefusals(db, dialect, importId, result.refused);
    const outcome = outcomeOf(importId, result);
    const counts = { rows_read: result.rows, created_count: 0, updated_count: 0, skipped_count: result.skipped, refused_count: result.refused.length };
    const headers = result.columns.headers;
    const nothingToDo = result.creates.length + result.updates.length + result.skipped === 0;
    if (params.dry_run || nothingToDo || (result.refused.length && params.mode !== 'valid')) {
      await finishImport(db, importId, 'checked', { ...counts, created_count: result.creates.length, updated_count: result.updates.length }, headers);
      kept = true;
      if (params.dry_run) return { dryRun: true, data: { ...outcome, create: result.creates.length, update: result.updates.length, skip: result.skipped } };
      throw refusedError(nothingToDo ? IMPORT_MESSAGES.nothingValid : refusedRowsMessage(result.refused.length), outcome);
    }
    await progress.report('saving', 80, 0);
    // SQLite's transaction holds its only connection: progress then waits for the end
    const writeProgress = dialect === 'postgres' ? progress : NO_PROGRESS;
    const written = await withWriteCache(db, dialect, () => db.transaction().execute(async (trx) => {
      const w = await writeImport(trx, dialect, spec, ctx, importId, result, writeProgress);
      await finishImport(trx, importId, 'imported', { ...counts, created_count: w.created, updated_count: w.updated }, headers);
      await recordAudit(trx, {
        table: 'imports',
        recordId: importId,
        action: 'create',
        changes: { file_name: [null, job.fileName], created: [null, w.created], updated: [null, w.updated], refused: [null, result.refused.length] },
        userId: user.id,
      });
      return w;
    }));
    kept = true;
    return {
      dryRun: false,
      data: { ...outcome, created: written.created, updated: written.updated, skipped: result.skipped },
    };
  } finally {
    stopHeartbeat();
    if (!kept) await deleteImport(db, importId);
  }
}

/**
 * SQLite keeps a transaction's changed pages in its page cache (256 MB for the lists, connect.ts)
 * until the cache is full: an import of 100,000 seekers changes ~300 MB, which pushed the server
 * past the import's 400 MB (issue 15). A smaller cache while it writes spills them to the WAL.
 * The database file's memory map (1 GB, connect.ts) is closed meanwhile too: the pages the write
 * and its checkpoint touched through it counted in the server's RSS (50-140 MB, decision 044).
 */
const SQLITE_WRITE_CACHE_KB = 32 * 1024;

async function withWriteCache<T>(db: Kysely<DB>, dialect: Dialect, write: () => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return write();
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  // an in-memory database has no map (and no row here)
  const mmap = (await sql<{ mmap_size: number }>`pragma mmap_size`.execute(db)).rows[0]?.mmap_size;
  await sql`pragma cache_size = ${sql.raw(String(-SQLITE_WRITE_CACHE_KB))}`.execute(db);
  if (mmap) await sql`pragma mmap_size = 0`.execute(db);
  try {
    return await write();
  } finally {
    await sql`pragma cache_size = ${sql.raw(String(rows[0].cache_size))}`.execute(db);
    if (mmap) await sql`pragma mmap_size = ${sql.raw(String(mmap))}`.execute(db);
  }
}

function outcomeOf(importId: number, result: CheckResult) {
  return {
    import_id: importId,
    rows: result.rows,
    refused: refusalLines(result.refused, IMPORT_REFUSALS_LISTED),
    refused_rows: result.refused.length,
    unknown_columns: result.columns.unknown,
  };
}

/** Rows refused and nothing imported: 422 with the refused rows, as a dry run lists them. */
function refusedError(message: string, outcome: ReturnType<typeof outcomeOf>): HttpError {
  return new HttpError(422, message, { file: [message] }, { ...outcome, created: 0, updated: 0, skipped: 0 });
}
