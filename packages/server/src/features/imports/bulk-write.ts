import { CompiledQuery, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { MAX_SQL_LENGTH } from '../../db/sqlite-statements';

/**
 * Many rows in few statements (an import writes up to 100,000). PostgreSQL takes a chunk of rows
 * as one JSON parameter and spreads it into columns with json_populate_recordset (the table's
 * own column types): a multi-row VALUES list would bind one parameter per cell, 5 million for
 * 100,000 rows of 50 columns, about 15 s to parse and bind there (about 3 µs each).
 * SQLite, in process, binds parameters for nothing and reads JSON slowly (json_each: 2.6 s for
 * 20,000 seekers against 0.8 s), so it takes multi-row VALUES: written as text here, not built by
 * Kysely value by value (1.4 s of 100,000 seekers' insert), in statements short enough to be kept
 * prepared (sqlite-statements.ts), so each table's statement is parsed once, not once per chunk.
 */

type Table = 'seekers' | 'members' | 'import_rows' | 'import_refusals' | 'audit_log' | 'member_assignments';
type Row = Record<string, unknown>;
/** The value of row `i` in `column` (undefined and null are written as NULL). */
export type CellOf = (i: number, column: string) => unknown;

const PG_CHUNK = 2000;
const SQLITE_PARAMETERS = 30_000;

const columnList = (columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(c)));

function jsonOf(rows: Row[], columns: readonly string[]): string {
  return JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null]))));
}

/** JSON.stringify of rows from..to as objects of `columns`, written without building the objects. */
function jsonOfCells(cell: CellOf, from: number, to: number, columns: readonly string[]): string {
  const keys = columns.map((c) => `${JSON.stringify(c)}:`);
  const out: string[] = [];
  for (let i = from; i < to; i++) out.push(`{${columns.map((c, k) => keys[k] + JSON.stringify(cell(i, c) ?? null)).join(',')}}`);
  return `[${out.join(',')}]`;
}

/** SQLite: `(?, ?, ...), (?, ?, ...)` for the rows' values in `columns` order. */
function valuesList(rows: Row[], columns: readonly string[]) {
  return sql.join(rows.map((r) => sql`(${sql.join(columns.map((c) => r[c] ?? null))})`));
}

function* chunks(rows: Row[], dialect: Dialect, width: number): Generator<Row[]> {
  const size = dialect === 'postgres' ? PG_CHUNK : Math.max(1, Math.floor(SQLITE_PARAMETERS / width));
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export async function insertRows(db: Db, dialect: Dialect, table: Table, columns: readonly string[], rows: Row[]): Promise<void> {
  await insertCells(db, dialect, table, columns, rows.length, (i, c) => rows[i][c]);
}

/**
 * `count` rows whose values `cell` gives: the import's new records are written from its column
 * store and a few fields per row, not copied into an object of every column each
 * (docs/decisions/044-import-speed.md).
 */
export async function insertCells(db: Db, dialect: Dialect, table: Table, columns: readonly string[], count: number, cell: CellOf): Promise<void> {
  if (dialect === 'sqlite') return sqliteInsert(db, table, columns, count, cell);
  for (let i = 0; i < count; i += PG_CHUNK) {
    await sql`insert into ${sql.table(table)} (${columnList(columns)})
      select ${columnList(columns)} from json_populate_recordset(null::${sql.table(table)}, ${jsonOfCells(cell, i, Math.min(count, i + PG_CHUNK), columns)}::json)`.execute(db);
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQLite: `insert ... values (?, ...), (?, ...)`, as many rows a statement as keep it under MAX_SQL_LENGTH. */
async function sqliteInsert(db: Db, table: Table, columns: readonly string[], count: number, cell: CellOf): Promise<void> {
  if (!columns.length || !count) return;
  const head = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values `;
  const one = `(${columns.map(() => '?').join(',')})`;
  const perStatement = Math.max(1, Math.min(Math.floor((MAX_SQL_LENGTH - head.length) / (one.length + 1)), Math.floor(SQLITE_PARAMETERS / columns.length)));
  for (let i = 0; i < count; i += perStatement) {
    const end = Math.min(count, i + perStatement);
    // sized once: an array grown by push past 128 KB is allocated where only a full GC frees it
    const params: unknown[] = new Array((end - i) * columns.length);
    let k = 0;
    for (let r = i; r < end; r++) for (const c of columns) params[k++] = cell(r, c) ?? null;
    await db.executeQuery(CompiledQuery.raw(head + Array(end - i).fill(one).join(','), params));
  }
}

/** Sets `columns` of each row (matched by `id`) to the row's values. */
export async function updateRows(db: Db, dialect: Dialect, table: 'seekers' | 'members', columns: readonly string[], rows: Row[]): Promise<void> {
  if (!columns.length) return;
  for (const chunk of chunks(rows, dialect, columns.length + 1)) {
    if (dialect === 'postgres') {
      const sets = sql.join(columns.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`));
      await sql`update ${sql.table(table)} as t set ${sets}
        from json_populate_recordset(null::${sql.table(table)}, ${jsonOf(chunk, ['id', ...columns])}::json) as v where t.id = v.id`.execute(db);
    } else {
      // a VALUES list's columns are column1 (the id), column2 ...
      const sets = sql.join(columns.map((c, i) => sql`${sql.ref(c)} = v.${sql.raw(`column${i + 2}`)}`));
      await sql`update ${sql.table(table)} set ${sets} from (values ${valuesList(chunk, ['id', ...columns])}) as v
        where ${sql.table(table)}.id = v.column1`.execute(db);
    }
  }
}

const DELETE_CHUNK = 2000;

export async function deleteRows(db: Db, table: 'seekers' | 'members', ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += DELETE_CHUNK) await db.deleteFrom(table).where('id', 'in', ids.slice(i, i + DELETE_CHUNK)).execute();
}

/**
 * `n` new ids for `table`, reserved before the rows are written so each row's id is known
 * without relying on the order a multi-row insert returns them in. PostgreSQL takes them from
 * the identity's sequence; SQLite (one writer, inside the import's transaction) continues after
 * the largest id it ever gave (AUTOINCREMENT's sqlite_sequence), so a deleted record's id is never reused.
 */
export async function reserveIds(db: Db, dialect: Dialect, table: 'seekers' | 'members', n: number): Promise<number[]> {
  if (n === 0) return [];
  if (dialect === 'postgres') {
    const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`.execute(db);
    return rows.map((r) => r.id);
  }
  const { rows } = await sql<{ last: number }>`select max(
      coalesce((select seq from sqlite_sequence where name = ${table}), 0),
      coalesce((select max(id) from ${sql.table(table)}), 0)) as last`.execute(db);
  const last = rows[0].last;
  return Array.from({ length: n }, (_, i) => last + 1 + i);
}
