import type { Writable } from 'node:stream';
import { MEMBER_COLUMNS } from '@sampark/domain/member-views';
import { labelOf } from '@sampark/domain/options/option';
import { SEEKERSHIP } from '@sampark/domain/options/members';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import { todayText } from '../../lib/time';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx-writer';
import { locationLabels } from '../locations/location-labels';
import { rowSelectList } from './member-rows';

/**
 * The members list as a real .xlsx (docs/api-conventions.md#exports-and-files: complete, no silent row cap), streamed
 * by our writer (lib/xlsx-writer.ts, docs/decisions/049) so a million rows never sit in memory.
 * Rows are read in slices of ids, which frees the database connection between slices (SQLite has
 * only one) instead of holding a cursor open for the whole download.
 */

export const MEMBERS_EXPORT_FILE = 'Members.xlsx';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// 250 rows (~400 KB of XML) a slice: larger slices outlive the young generation and cost more GC
const ROWS_PER_READ = 250;

const KEYS = MEMBER_COLUMNS.map((c) => c.key);
// the screen's dates are the file's date cells (issue 26)
const COLUMNS = MEMBER_COLUMNS.map((c) => ({
  header: c.label,
  width: c.key === 'id' ? 10 : 20,
  type: c.kind === 'date' || c.kind === 'datetime' ? c.kind : undefined,
}));

/**
 * The export's cells of `ids` (any order), each row one JSON array text built by the engine from
 * the list's row (rowSelectList), in MEMBER_COLUMNS' order. Parsing an array per row costs ~8 us
 * where the driver's 60-key row objects cost 20-30 us (docs/decisions/049).
 */
function cellsSql(dialect: Dialect, ids: readonly number[]) {
  const refs = sql.join(KEYS.map((key) => sql.ref(`r.${key}`)));
  const array = dialect === 'postgres' ? sql`json_build_array(${refs})::text` : sql`json_array(${refs})`;
  const rows = sql`select ${rowSelectList(dialect, todayText(), KEYS)}, m.location_id as lid from members m where ${isOneOf(dialect, sql.ref('m.id'), ids)}`;
  return sql<{ id: number; lid: number | null; j: string }>`select r.id, r.lid, ${array} as j from (${rows}) r`;
}

const SEEKERSHIP_AT = MEMBER_COLUMNS.flatMap((c, i) => (c.kind === 'seekership' ? [i] : []));
const LOCATION_AT = MEMBER_COLUMNS.findIndex((c) => c.key === 'location');

/** A row of the engine's cells as the file shows them: seekership as its label, a same-named location as the list shows it (issue 26). */
function cellsOf(json: string, locationLabel: string | undefined): XlsxCell[] {
  const cells = JSON.parse(json) as XlsxCell[];
  for (const i of SEEKERSHIP_AT) if (cells[i] !== null && cells[i] !== undefined) cells[i] = labelOf(SEEKERSHIP, cells[i] as number, String(cells[i]));
  if (locationLabel !== undefined && LOCATION_AT >= 0) cells[LOCATION_AT] = locationLabel;
  return cells;
}

async function cellsOfIds(db: Db, dialect: Dialect, ids: readonly number[]): Promise<XlsxCell[][]> {
  const { rows } = await cellsSql(dialect, ids).execute(db);
  const labels = await locationLabels(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [cellsOf(row.j, row.lid == null ? undefined : labels.get(Number(row.lid)))];
  });
}

/**
 * The rows in slices, the next slice's read started before this one is written: on PostgreSQL
 * the database works on it while we build the XML (on SQLite the read is synchronous anyway).
 */
async function* memberSlices(db: Db, dialect: Dialect, ids: readonly number[]): AsyncGenerator<XlsxCell[][]> {
  const read = (from: number) => {
    const p = cellsOfIds(db, dialect, ids.slice(from, from + ROWS_PER_READ));
    // awaited below; if the download stops first, its failure must not be an unhandled rejection
    p.catch(() => undefined);
    return p;
  };
  let next = ids.length ? read(0) : null;
  for (let i = 0; next; i += ROWS_PER_READ) {
    const slice = await next;
    next = i + ROWS_PER_READ < ids.length ? read(i + ROWS_PER_READ) : null;
    yield slice;
  }
}

/** Writes the workbook of `ids` (already in list order) to `out`, then ends it. */
export async function writeMembersWorkbook(db: Db, dialect: Dialect, ids: readonly number[], out: Writable): Promise<void> {
  await writeXlsx(out, [{ name: 'Members', columns: COLUMNS, rows: memberSlices(db, dialect, ids) }]);
}
