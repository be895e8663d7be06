import { IMPORT_MESSAGES, type ImportKind, type ImportListRow, type Refusal } from '@sampark/domain/schemas/imports';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ImportRow } from '../../db/schema';
import { nowText, toLocalText } from '../../lib/time';
import { labelledWithoutId } from '../../shared/locations/location-labels';
import { insertRows } from './bulk-write';
import type { Problem } from './import-kind';

/** The imports table and its refusals (migration 011); every function takes the db or a transaction first. */

export interface NewImport {
  kind: ImportKind;
  file_name: string;
  location_id: number;
  duplicates: string | null;
  dry_run: 0 | 1;
  progress_key: string | null;
  created_by: number;
}

export async function insertImport(db: Db, values: NewImport): Promise<number> {
  const now = nowText();
  const { id } = await db
    .insertInto('imports')
    .values({ ...values, status: 'reading', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setImportProgress(db: Db, id: number, status: string, progress: number, rowsRead: number): Promise<void> {
  await db.updateTable('imports').set({ status, progress, rows_read: rowsRead, updated_at: nowText() }).where('id', '=', id).execute();
}

export interface ImportCounts {
  rows_read: number;
  created_count: number;
  updated_count: number;
  skipped_count: number;
  refused_count: number;
}

export async function finishImport(db: Db, id: number, status: 'checked' | 'imported', counts: ImportCounts, headers: string[]): Promise<void> {
  await db
    .updateTable('imports')
    .set({ ...counts, status, progress: 100, headers: JSON.stringify(headers), updated_at: nowText() })
    .where('id', '=', id)
    .execute();
}

export async function deleteImport(db: Db, id: number): Promise<void> {
  await db.deleteFrom('imports').where('id', '=', id).execute();
}

export function findImport(db: Db, id: number): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The upload a browser polls, by the key it chose: only its own. */
export function findImportByKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('imports')
    .select(['status', 'progress', 'rows_read'])
    .where('progress_key', '=', key)
    .where('created_by', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface RefusedRow {
  row: number;
  problems: Problem[];
  cells: unknown[];
}

export async function insertRefusals(db: Db, dialect: Dialect, importId: number, refused: RefusedRow[]): Promise<void> {
  const rows = refused.map((r) => ({ import_id: importId, row_number: r.row, problems: JSON.stringify(r.problems), cells: JSON.stringify(r.cells) }));
  await insertRows(db, dialect, 'import_refusals', ['import_id', 'row_number', 'problems', 'cells'], rows);
}

/** The refused rows of an import in sheet order, a chunk at a time (the download streams them). */
export function refusalsAfter(db: Db, importId: number, afterId: number, limit: number) {
  return db
    .selectFrom('import_refusals')
    .select(['id', 'row_number', 'problems', 'cells'])
    .where('import_id', '=', importId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** One line per problem, as the API answers them (docs/api-conventions.md#imports). */
export function refusalLines(refused: RefusedRow[], max: number): Refusal[] {
  const out: Refusal[] = [];
  for (const r of refused) {
    for (const p of r.problems) {
      if (out.length >= max) return out;
      out.push({ row: r.row, column: p.column, message: p.message });
    }
  }
  return out;
}

/**
 * Dry runs (kept a day for their refused-rows sheet) and uploads a stopped server never finished
 * are removed; recorded imports stay, and so do imports a stop interrupted (the list says so).
 */
export async function pruneImports(db: Db): Promise<void> {
  const dayAgo = toLocalText(new Date(Date.now() - 86_400_000));
  await db
    .deleteFrom('imports')
    .where('updated_at', '<', dayAgo)
    .where((eb) => eb.or([eb('status', 'not in', ['imported', 'reverted', 'failed']), eb.and([eb('status', '=', 'failed'), eb('dry_run', '=', 1)])]))
    .execute();
}

/** Who may see an import: admins all; a coordinator the seekers imports they made. */
export type ImportScope = { kind: 'all' } | { kind: 'own'; userId: number };

export async function listImports(db: Db, scope: ImportScope, kind: ImportKind, skip: number, limit: number): Promise<{ data: ImportListRow[]; count: number }> {
  let q = db
    .selectFrom('imports as i')
    .where('i.kind', '=', kind)
    // an interrupted import is listed, so its uploader learns it did nothing; an interrupted dry run is not
    .where((eb) => eb.or([eb('i.status', 'in', ['imported', 'reverted']), eb.and([eb('i.status', '=', 'failed'), eb('i.dry_run', '=', 0)])]));
  if (scope.kind === 'own') q = q.where('i.created_by', '=', scope.userId);
  const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const data = await q
    .leftJoin('locations as l', 'l.id', 'i.location_id')
    .leftJoin('users as cu', 'cu.id', 'i.created_by')
    .leftJoin('users as ru', 'ru.id', 'i.reverted_by')
    .select([
      'i.id', 'i.kind', 'i.file_name', 'i.location_id', 'l.name as location', 'i.duplicates', 'i.status', 'i.rows_read',
      'i.created_count', 'i.updated_count', 'i.skipped_count', 'i.refused_count',
      'cu.name as created_by_name', 'i.created_at', 'ru.name as reverted_by_name', 'i.reverted_at',
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .offset(skip)
    .limit(limit)
    .execute();
  // the jila as every list shows a location: a same-named place with its ancestors (issue 26)
  const labelled = await labelledWithoutId(db, data);
  return { data: labelled.map((row) => ({ ...row, message: row.status === 'failed' ? IMPORT_MESSAGES.interrupted : null })), count: Number(count) };
}

/** What an import did, in record order: created ids, or updated ids with their changes. */
export function importedRows(db: Db, importId: number, action: 'create' | 'update', afterId: number, limit: number) {
  return db
    .selectFrom('import_rows')
    .select(['id', 'record_id', 'changes'])
    .where('import_id', '=', importId)
    .where('action', '=', action)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markReverted(db: Db, id: number, userId: number): Promise<void> {
  await db.updateTable('imports').set({ status: 'reverted', reverted_by: userId, reverted_at: nowText(), updated_at: nowText() }).where('id', '=', id).execute();
}

/** PostgreSQL: the import's row locked for the revert, so two reverts of one import cannot both run. */
export async function lockImport(db: Db, dialect: Dialect, id: number): Promise<ImportRow | undefined> {
  if (dialect === 'postgres') {
    const { rows } = await sql<ImportRow>`select * from imports where id = ${id} for update`.execute(db);
    return rows[0];
  }
  return findImport(db, id);
}
