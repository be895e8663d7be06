import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  repeatedMobileMessage,
  sameRecordMessage,
  tooManyRowsMessage,
} from '@sampark/domain/schemas/imports';
import type { Db } from '../../db/connect';
import { keepReadRows, type ReadRows, takeReadRows } from './checked-upload';
import { fileError } from './import-errors';
import type { ImportContext, ImportSpec, ImportTable, Match } from './import-kind';
import { RowStore } from './row-store';
import { type Progress, yieldToOthers } from './import-progress';
import type { RefusedRow } from './import-repository';
import type { Problem } from './import-kind';
import { type Columns, columnsOf, hasKnownColumn, isBlankRow, recordOf } from './sheet-records';
import type { SheetRow, SheetSource } from './sheet-source';
import { checkReading, type ImportLimits } from './import-limits';

/**
 * The dry run's work, which the import repeats before it writes: read every row, check it with
 * the form's rules, then decide per row (create, update, skip or refuse) from the numbers already
 * stored. Nothing is written here but the progress.
 */

export interface CheckResult {
  columns: Columns;
  rows: number;
  refused: RefusedRow[];
  /** the rows that passed their check; creates and updates are indexes into it */
  store: RowStore;
  creates: number[];
  updates: { index: number; id: number }[];
  skipped: number;
}

/** Reading is 60% of the bar, matching 20%, writing the rest. */
export const READ_SHARE = 60;
export const MATCH_SHARE = 20;
const ROWS_BETWEEN_YIELDS = 500;
const NUMBERS_PER_QUERY = 1000;

/** The upload's key (checked-upload.ts), and whether to keep its read rows for the import (a dry run). */
export interface UploadReuse {
  key: string;
  keep: boolean;
}

/** The limits the reading keeps to, and the signal that stops it (its time is up, its client gone). */
export interface Reading {
  limits: ImportLimits;
  signal?: AbortSignal;
}

export async function checkRows(
  db: Db,
  spec: ImportSpec,
  openSheet: () => SheetSource,
  ctx: ImportContext,
  progress: Progress,
  reuse: UploadReuse,
  reading: Reading,
): Promise<CheckResult> {
  const lookups = await spec.lookups(db, ctx);
  const read = takeReadRows(db, reuse.key) ?? (await readChecked(openSheet(), spec, ctx, lookups, progress, reading));
  if (reuse.keep) keepReadRows(db, reuse.key, read);
  const { columns, rows, store } = read;
  // the kept list stays as read: the matching's refusals are this upload's own
  const refused = [...read.refused];
  await progress.report('checking', READ_SHARE, rows);
  const norms = Array.from({ length: store.size }, (_, i) => store.mobileNorm(i));
  const own = await numbersIn(db, spec.table, norms);
  const others = spec.alsoRefusedBy ? await numbersIn(db, spec.alsoRefusedBy, norms) : new Map<string, Match[]>();
  const result: CheckResult = { columns, rows, refused, store, creates: [], updates: [], skipped: 0 };
  const rowOfRecord = new Map<number, number>();
  const refuse = (i: number, problem: Problem) => refused.push({ row: store.row(i), problems: [problem], cells: cellsOf(store, i, columns) });
  for (let i = 0; i < store.size; i++) {
    const norm = store.mobileNorm(i);
    const d = spec.decide({ row: store.row(i), mobileText: store.mobileText(i) }, own.get(norm) ?? [], others.get(norm)?.length ?? 0, ctx, lookups);
    if (d.action === 'refuse') refuse(i, d.problem);
    else if (d.action === 'create') result.creates.push(i);
    else if (d.action === 'skip') result.skipped++;
    else if (rowOfRecord.has(d.id)) refuse(i, { column: 'mobile_number', message: sameRecordMessage(rowOfRecord.get(d.id)!) });
    else {
      rowOfRecord.set(d.id, store.row(i));
      result.updates.push({ index: i, id: d.id });
    }
  }
  refused.sort((a, b) => a.row - b.row);
  await progress.report('checking', READ_SHARE + MATCH_SHARE, rows);
  return result;
}

/** A row refused after its check: its cells as checked, in the file's columns. */
function cellsOf(store: RowStore, i: number, columns: Columns): unknown[] {
  const value = store.get(i).value;
  return columns.fields.map((f) => (f ? (value[f] ?? null) : null));
}

/** A cell or a column beyond the limits, whatever the format (the .xlsx reader refuses them earlier, as it reads). */
function checkCells(row: SheetRow, limits: ImportLimits): void {
  const cells = row.cells;
  if (cells.some((c) => typeof c === 'string' && c.length > limits.cellChars)) throw fileError(IMPORT_MESSAGES.cellTooLong);
  for (let i = limits.columns; i < cells.length; i++) if (cells[i] !== null) throw fileError(IMPORT_MESSAGES.tooManyColumns);
}

async function readChecked(sheet: SheetSource, spec: ImportSpec, ctx: ImportContext, lookups: unknown, progress: Progress, reading: Reading): Promise<ReadRows> {
  const { limits, signal } = reading;
  if ((sheet.dataRows ?? 0) > limits.rows) throw fileError(tooManyRowsMessage(limits.rows));
  let columns: Columns | undefined;
  let rows = 0;
  const store = new RowStore();
  const refused: RefusedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for await (const sheetRow of sheet.rows) {
    checkCells(sheetRow, limits);
    if (isBlankRow(sheetRow)) continue;
    if (!columns) {
      columns = columnsOf(sheetRow.cells, IMPORT_COLUMNS[spec.kind]);
      if (!hasKnownColumn(columns)) throw fileError(IMPORT_MESSAGES.noHeader);
      continue;
    }
    if (++rows > limits.rows) throw fileError(tooManyRowsMessage(limits.rows));
    const record = recordOf(sheetRow, columns, sheet.date1904());
    const result = spec.check(record.values, ctx, lookups);
    if (Array.isArray(result)) refused.push({ row: record.row, problems: result, cells: record.cells });
    else if (firstRowOf.has(result.mobileNorm)) {
      refused.push({ row: record.row, problems: [{ column: 'mobile_number', message: repeatedMobileMessage(firstRowOf.get(result.mobileNorm)!) }], cells: record.cells });
    } else {
      firstRowOf.set(result.mobileNorm, record.row);
      store.add({ ...result, row: record.row });
    }
    if (rows % ROWS_BETWEEN_YIELDS === 0) {
      checkReading(signal, limits);
      await progress.report('reading', READ_SHARE * sheet.fraction(), rows);
      await yieldToOthers();
    }
  }
  if (!columns || rows === 0) throw fileError(IMPORT_MESSAGES.noRows);
  return { columns, rows, store, refused };
}

/** The stored records of `table` whose mobile or WhatsApp is one of `norms`, by number. */
async function numbersIn(db: Db, table: ImportTable, norms: string[]): Promise<Map<string, Match[]>> {
  const out = new Map<string, Match[]>();
  const add = (norm: string | null, m: Match) => {
    if (!norm) return;
    const list = out.get(norm) ?? [];
    if (!list.some((x) => x.id === m.id)) list.push(m);
    out.set(norm, list);
  };
  for (let i = 0; i < norms.length; i += NUMBERS_PER_QUERY) {
    const chunk = norms.slice(i, i + NUMBERS_PER_QUERY);
    const found = await db
      .selectFrom(table)
      .select(['id', 'location_id', 'mobile_norm', 'whatsapp_norm'])
      .where((eb) => eb.or([eb('mobile_norm', 'in', chunk), eb('whatsapp_norm', 'in', chunk)]))
      .execute();
    const wanted = new Set(chunk);
    for (const r of found) {
      const m = { id: r.id, location_id: r.location_id };
      if (r.mobile_norm && wanted.has(r.mobile_norm)) add(r.mobile_norm, m);
      if (r.whatsapp_norm && wanted.has(r.whatsapp_norm)) add(r.whatsapp_norm, m);
    }
    await yieldToOthers();
  }
  return out;
}

