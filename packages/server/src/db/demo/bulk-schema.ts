import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { RECOUNT_DUPLICATE_KEYS } from '../duplicate-keys';
import type { DB } from '../schema';
import type { BulkWriter } from './bulk-writer';

/**
 * Loading a million rows into indexed tables costs several times more than indexing them after
 * (bench/README.md#loading). So the bulk load takes off the secondary indexes of the tables it
 * fills, SQLite's FTS triggers and PostgreSQL's foreign keys, then puts back exactly what was
 * there (the statements are read from the catalog, not rewritten here) and rebuilds the SQLite
 * full-text index and duplicate-key counts. schemaSnapshot() lets the caller prove the schema came back identical.
 */
export const BULK_TABLES = ['members', 'member_assignments', 'followups'] as const;

interface Removable {
  kind: 'index' | 'trigger' | 'foreign key';
  name: string;
  table: string;
  /** The statement that recreates it. */
  create: string;
}

const list = BULK_TABLES.map((t) => `'${t}'`).join(', ');

async function removables(w: BulkWriter): Promise<Removable[]> {
  if (w.dialect === 'sqlite') {
    const rows = await w.query<{ type: 'index' | 'trigger'; name: string; tbl_name: string; sql: string }>(
      `select type, name, tbl_name, sql from sqlite_master where type in ('index', 'trigger') and tbl_name in (${list}) and sql is not null order by name`,
    );
    return rows.map((r) => ({ kind: r.type, name: r.name, table: r.tbl_name, create: r.sql }));
  }
  // Indexes that back a primary key or unique constraint stay (dropping them means dropping the constraint).
  const indexes = await w.query<{ name: string; table: string; def: string }>(`
    select i.indexname as name, i.tablename as table, i.indexdef as def from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${list})
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
    order by i.indexname`);
  const fks = await w.query<{ name: string; table: string; def: string }>(`
    select c.conname as name, t.relname as table, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'f' and n.nspname = current_schema() and t.relname in (${list})
    order by c.conname`);
  return [
    ...indexes.map((r) => ({ kind: 'index' as const, name: r.name, table: r.table, create: r.def })),
    ...fks.map((r) => ({ kind: 'foreign key' as const, name: r.name, table: r.table, create: `alter table ${quote(r.table)} add constraint ${quote(r.name)} ${r.def}` })),
  ];
}

const quote = (id: string) => `"${id.replaceAll('"', '""')}"`;

function dropStatement(r: Removable): string {
  if (r.kind === 'foreign key') return `alter table ${quote(r.table)} drop constraint ${quote(r.name)}`;
  return `drop ${r.kind} ${quote(r.name)}`;
}

/**
 * Runs `load` with the bulk tables stripped of their secondary indexes (and FTS triggers /
 * foreign keys), and always restores them, also when the load fails.
 */
export async function withoutBulkIndexes<T>(w: BulkWriter, load: () => Promise<T>, onPhase: (name: string) => void): Promise<T> {
  const removed = await removables(w);
  for (const r of removed) await w.exec(dropStatement(r));
  let result: T;
  try {
    result = await load();
  } finally {
    onPhase('insert');
    await restore(w, removed);
  }
  onPhase('indexes');
  return result;
}

async function restore(w: BulkWriter, removed: Removable[]): Promise<void> {
  // Foreign keys last on PostgreSQL: their check is one join that the indexes do not help.
  for (const r of removed.filter((x) => x.kind === 'index')) await w.exec(r.create);
  if (w.dialect === 'sqlite') {
    await w.exec(`insert into members_fts(members_fts) values ('rebuild')`);
    // the duplicate-key row triggers were off too (PostgreSQL's statement triggers stayed on)
    for (const statement of RECOUNT_DUPLICATE_KEYS) await w.exec(statement);
  }
  for (const r of removed.filter((x) => x.kind !== 'index')) await w.exec(r.create);
}

/** Fresh planner statistics after the load (and PostgreSQL's visibility map, for index-only scans). */
export async function analyze(w: BulkWriter, tables: readonly string[]): Promise<void> {
  if (w.dialect === 'sqlite') await w.exec('analyze');
  else for (const t of tables) await w.exec(`vacuum (analyze) ${quote(t)}`);
}

/** PostgreSQL: the identity sequences continue after the explicit ids the load wrote. */
export async function advanceSequences(w: BulkWriter, tables: readonly string[]): Promise<void> {
  if (w.dialect !== 'postgres') return; // SQLite's AUTOINCREMENT follows the largest id by itself
  for (const t of tables) {
    await w.exec(`select setval(pg_get_serial_sequence('${t}', 'id'), m) from (select max(id) as m from ${quote(t)}) s where m is not null`);
  }
}

/**
 * Everything that defines the schema, as comparable text: SQLite's sqlite_master (statistics
 * tables excluded); PostgreSQL's columns, indexes, constraints and triggers of the current schema.
 */
export async function schemaSnapshot(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ line: string }>`
      select type || ' ' || name || ' ' || tbl_name || ' ' || coalesce(sql, '') as line
      from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(db);
    return rows.map((r) => r.line);
  }
  const { rows } = await sql<{ line: string }>`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' '
           || coalesce(column_default, '') || ' ' || is_identity as line
    from information_schema.columns where table_schema = current_schema()
    union all
    select 'index ' || indexname || ' ' || indexdef from pg_indexes where schemaname = current_schema()
    union all
    select 'constraint ' || t.relname || '.' || c.conname || ' ' || pg_get_constraintdef(c.oid)
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()
    union all
    select 'trigger ' || t.relname || '.' || g.tgname || ' ' || pg_get_triggerdef(g.oid)
    from pg_trigger g join pg_class t on t.oid = g.tgrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and not g.tgisinternal
    order by 1`.execute(db);
  return rows.map((r) => r.line);
}

/** Throws naming the first difference when the schema after the load is not the one before. */
export function assertSameSchema(before: string[], after: string[]): void {
  const missing = before.filter((l) => !after.includes(l));
  const added = after.filter((l) => !before.includes(l));
  if (missing.length || added.length) {
    throw new Error(`The demo load changed the schema: missing [${missing.join('; ')}], added [${added.join('; ')}]`);
  }
}
