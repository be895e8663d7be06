import type { Db, Dialect } from '../../db/connect';
import { writingMembers } from '../../db/duplicate-keys';
import { type AuditAction, type Changes, diffFields } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { type CellOf, insertCells, insertRows, reserveIds, updateRows } from './bulk-write';
import { MATCH_SHARE, READ_SHARE } from './import-check';
import type { ImportContext, ImportSpec } from './import-kind';
import type { RowStore } from './row-store';
import type { Progress } from './import-progress';

/**
 * The import's writes, all in the caller's transaction (docs/api-conventions.md#imports: nothing is
 * half-imported): new records with ids reserved first, updates of the stored ones, one
 * import_rows line per record (what a revert needs) and one audit row per record, as the forms
 * write them. Chunks keep the memory flat; the progress reports rows written.
 */

/**
 * A chunk's rows live until it is written: with 2,000 they outlived V8's young generation and the
 * heap grew to ~250 MB over 100,000 rows; with 500, ~70-100 MB of them were still promoted to the
 * old generation (freed only by a full GC, so in the RSS); with 100, ~4 MB (decision 044).
 */
const CHUNK = 100;
const BOOKKEEPING = ['id', 'created_at', 'updated_at'];

export interface WriteCounts {
  created: number;
  updated: number;
}

export async function writeImport(
  trx: Db,
  dialect: Dialect,
  spec: ImportSpec,
  ctx: ImportContext,
  importId: number,
  plan: { store: RowStore; creates: number[]; updates: { index: number; id: number }[] },
  progress: Progress,
): Promise<WriteCounts> {
  const total = plan.creates.length + plan.updates.length;
  let done = 0;
  const report = () => progress.report('saving', READ_SHARE + MATCH_SHARE + ((100 - READ_SHARE - MATCH_SHARE) * done) / Math.max(1, total), done);
  // all at once: on PostgreSQL a query per chunk was 1,000 round trips for 100,000 rows
  const ids = await reserveIds(trx, dialect, spec.table, plan.creates.length);
  // the new members' duplicate keys counted at the end, not by a trigger per row (decision 094)
  const updated = spec.table === 'members' ? plan.updates.map((u) => u.id) : [];
  const members = { before: updated, after: spec.table === 'members' ? [...ids, ...updated] : [] };
  await writingMembers(trx, dialect, members, async () => {
    const written = overlapped(dialect === 'postgres' ? 2 : 1);
    for (let i = 0; i < plan.creates.length; i += CHUNK) {
      const rows = Math.min(CHUNK, plan.creates.length - i);
      await written.add(
        createChunk(trx, dialect, spec, ctx, importId, plan.store, plan.creates.slice(i, i + CHUNK), ids.slice(i, i + CHUNK)).then(async () => {
          done += rows;
          await report();
        }),
      );
    }
    await written.all();
    for (let i = 0; i < plan.updates.length; i += CHUNK) {
      await updateChunk(trx, dialect, spec, ctx, importId, plan.store, plan.updates.slice(i, i + CHUNK));
      done += Math.min(CHUNK, plan.updates.length - i);
      await report();
    }
  });
  return { created: plan.creates.length, updated: plan.updates.length };
}

/**
 * At most `depth` chunks' writes in flight. On PostgreSQL the next chunk's rows are checked and
 * turned into JSON while the database writes the one before (the transaction's queries still run
 * one at a time, in order): the members import spent ~5 s in the server and ~11 s in PostgreSQL,
 * one after the other (decision 044). SQLite writes in process, so there is nothing to overlap.
 */
export function overlapped(depth: number) {
  const pending: Promise<void>[] = [];
  let failure: { error: unknown } | undefined;
  const settle = (p: Promise<void>) => p.catch((error: unknown) => void (failure ??= { error }));
  // the first error, once no write is left running (so the transaction's rollback comes after them)
  const all = async () => {
    await Promise.all(pending.splice(0));
    if (failure) throw failure.error;
  };
  return {
    async add(write: Promise<void>) {
      pending.push(settle(write));
      if (pending.length >= depth) await pending.shift();
      if (failure) await all();
    },
    all,
  };
}

/**
 * New records, each written from its checked values, the few fields the spec computes per row
 * (newFields) and those all rows share (newShared): 100,000 members copied into records of ~70
 * columns took ~2.3 s, their garbage ~4 s of GC, and grew the heap past the import's memory
 * budget (decision 044).
 */
async function createChunk(trx: Db, dialect: Dialect, spec: ImportSpec, ctx: ImportContext, importId: number, store: RowStore, rows: number[], ids: number[]) {
  const now = nowText();
  const checked = rows.map((row) => store.get(row));
  const added = checked.map((row) => spec.newFields(row.value, ctx));
  const shared = spec.newShared(ctx, now);
  const cell: CellOf = (i, c) => (c === 'id' ? ids[i] : c in added[i] ? added[i][c] : c in shared ? shared[c] : checked[i].value[c]);
  const columns = ['id', ...columnsOf(rows.length, cell, [...checked.map((r) => r.value), ...added, shared])];
  await insertCells(trx, dialect, spec.table, columns, rows.length, cell);
  await spec.writeLinks?.(trx, dialect, checked.map((row, i) => ({ id: ids[i], row })), now);
  await insertRows(trx, dialect, 'import_rows', ['import_id', 'record_id', 'action'], ids.map((id) => ({ import_id: importId, record_id: id, action: 'create' })));
  const audited = columns.filter((c) => !BOOKKEEPING.includes(c));
  const audits = ids.map((id, i) => ({ table_name: spec.table, record_id: id, action: 'create', changes: createdChanges(audited, (c) => cell(i, c)), user_id: ctx.user.id, created_at: now }));
  await insertRows(trx, dialect, 'audit_log', AUDIT_COLUMNS, audits);
}

async function updateChunk(
  trx: Db,
  dialect: Dialect,
  spec: ImportSpec,
  ctx: ImportContext,
  importId: number,
  store: RowStore,
  updates: { index: number; id: number }[],
) {
  const now = nowText();
  const stored = await trx.selectFrom(spec.table).selectAll().where('id', 'in', updates.map((u) => u.id)).execute();
  const byId = new Map(stored.map((r) => [r.id, r as Record<string, unknown>]));
  const changed: { id: number; before: Record<string, unknown>; changes: Changes; patch: Record<string, unknown> }[] = [];
  for (const { index, id } of updates) {
    const before = byId.get(id);
    if (!before) continue;
    const patch = spec.changesOf(store.get(index), before, ctx);
    const changes = diffFields(pickKeys(before, Object.keys(patch)), patch);
    if (Object.keys(changes).length) changed.push({ id, before, changes, patch: { ...patch, updated_at: now, updated_by: ctx.user.id } });
  }
  if (!changed.length) return;
  await writePatches(trx, dialect, spec.table, changed);
  await insertRows(
    trx,
    dialect,
    'import_rows',
    ['import_id', 'record_id', 'action', 'changes'],
    changed.map((c) => ({ import_id: importId, record_id: c.id, action: 'update', changes: JSON.stringify(c.changes) })),
  );
  await insertAudits(trx, dialect, spec.table, 'update', ctx.user.id, changed, now);
}

/**
 * The records' audit rows, as lib/audit.ts writes them, through insertRows: its SQLite statements
 * are kept prepared, where recordAuditMany's 1,000-row inserts are built and parsed each time.
 */
async function insertAudits(trx: Db, dialect: Dialect, table: string, action: AuditAction, userId: number, records: { id: number; changes: Changes }[], now: string) {
  const rows = records.map((r) => ({ table_name: table, record_id: r.id, action, changes: JSON.stringify(r.changes), user_id: userId, created_at: now }));
  await insertRows(trx, dialect, 'audit_log', AUDIT_COLUMNS, rows);
}

const AUDIT_COLUMNS = ['table_name', 'record_id', 'action', 'changes', 'user_id', 'created_at'];

/**
 * Each record's own changed columns, in one statement per chunk: a column one record changes
 * and another does not is written back with the other's stored value.
 */
export async function writePatches(
  trx: Db,
  dialect: Dialect,
  table: 'seekers' | 'members',
  changed: { id: number; before: Record<string, unknown>; patch: Record<string, unknown> }[],
) {
  const columns = [...new Set(changed.flatMap((c) => Object.keys(c.patch)))];
  const rows = changed.map((c) => ({ id: c.id, ...Object.fromEntries(columns.map((k) => [k, k in c.patch ? c.patch[k] : c.before[k]])) }));
  await updateRows(trx, dialect, table, columns, rows);
}

/** Every column any of the new records gives a value (null included; undefined is a value left out). */
function columnsOf(count: number, cell: CellOf, candidates: Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  for (const c of candidates) for (const k in c) names.add(k);
  return [...names].filter((k) => {
    for (let i = 0; i < count; i++) if (cell(i, k) !== undefined) return true;
    return false;
  });
}

export function pickKeys(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

/**
 * A new record's audit changes as JSON, as JSON.stringify(diffFields({}, record)) gives them
 * (each filled column as [null, value]), written without building the object.
 */
export function createdChanges(columns: readonly string[], valueOf: (column: string) => unknown): string {
  const parts: string[] = [];
  for (const c of columns) {
    const v = valueOf(c);
    if (v !== null && v !== undefined && v !== '') parts.push(`${JSON.stringify(c)}:[null,${JSON.stringify(v)}]`);
  }
  return `{${parts.join(',')}}`;
}
