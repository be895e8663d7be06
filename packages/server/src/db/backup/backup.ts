import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { type Database, dialectOfUrl, openDatabase } from '../connect';
import { migrateToLatest } from '../migrate';

const run = promisify(execFile);

/** Where a backup comes from or a restore goes: DATABASE_URL, and a PostgreSQL schema in tests. */
export interface Target {
  url: string;
  /** PostgreSQL only: one schema instead of the whole database (each test file has its own) */
  pgSchema?: string;
}

export interface BackupCounts {
  members: number;
  followups: number;
  registrations: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  counts: BackupCounts;
}

/**
 * A consistent snapshot of the database in `file` (docs/decisions/082-backups.md). SQLite: the
 * online backup API, through the server's own connection when given one (`live`: its writes
 * during the copy are part of it, and the copy runs in steps between requests), else through a
 * connection of its own in one step (another process's write would restart a stepped copy).
 * PostgreSQL: pg_dump's custom format, of a snapshot exported by a transaction that counts the
 * rows in that same snapshot (so the counts are the dump's, without reading the dump back).
 */
export async function takeBackup(target: Target, file: string, live?: Database): Promise<BackupResult> {
  const out = path.resolve(file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  const sqlite = dialectOfUrl(target.url) === 'sqlite';
  if (sqlite) await sqliteBackup(target.url, partial, live?.sqlite);
  const pgCounts = sqlite ? undefined : await pgBackup(target, partial);
  // a crash mid-copy leaves a .partial, never a file that looks like a whole backup
  fs.renameSync(partial, out);
  return { file: out, bytes: fs.statSync(out).size, counts: pgCounts ?? sqliteFileCounts(out) };
}

/**
 * pg_dump of the snapshot this transaction exports, while the same transaction counts the rows
 * the snapshot holds. Counting in the dump instead (pg_restore's text, line by line) added about
 * 30% to a million members' backup (bench/README.md).
 */
async function pgBackup(target: Target, file: string): Promise<BackupCounts> {
  return pgQuery(target.url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    if (target.pgSchema) await client.query(`SET LOCAL search_path TO ${client.escapeIdentifier(target.pgSchema)}`);
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const dump = run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, ...schemaArgs(target), `--dbname=${target.url}`]);
    const count = async (table: keyof BackupCounts) => Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    const counting = (async () => ({ members: await count('members'), followups: await count('followups'), registrations: await count('registrations') }))();
    // the snapshot lives as long as this transaction: it ends after the dump has read it
    const [dumped, counted] = await Promise.allSettled([dump, counting]);
    await client.query('COMMIT');
    if (dumped.status === 'rejected') throw dumped.reason;
    if (counted.status === 'rejected') throw counted.reason;
    return counted.value;
  });
}

async function sqliteBackup(url: string, to: string, live?: SQLite.Database) {
  if (live) {
    await live.backup(to);
  } else {
    const source = new SQLite(url.slice('sqlite:'.length), { readonly: true, fileMustExist: true });
    try {
      await source.backup(to, { progress: () => Number.MAX_SAFE_INTEGER });
    } finally {
      source.close();
    }
  }
  // the copy keeps the source's WAL mode; in rollback mode it is one file, with nothing beside it
  const copy = new SQLite(to);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function schemaArgs(target: Target): string[] {
  return target.pgSchema ? [`--schema=${target.pgSchema}`] : [];
}

export class RestoreRefused extends Error {}

/**
 * Restores `file` into the database of `target`, which must hold no tables unless `force`, then
 * migrates it to the current version. With `force` the old tables go first (SQLite: the file;
 * PostgreSQL: the schema, made again empty).
 */
export async function restoreBackup(file: string, target: Target, force = false): Promise<BackupCounts> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`No backup file at ${file}.`);
  const tables = await tableCount(target);
  if (tables > 0 && !force) {
    throw new RestoreRefused(`The database in DATABASE_URL is not empty (${tables} tables). Restore into an empty database, or add --force to replace its data.`);
  }
  if (dialectOfUrl(target.url) === 'sqlite') {
    const dbFile = target.url.slice('sqlite:'.length);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true });
    fs.mkdirSync(path.dirname(path.resolve(dbFile)), { recursive: true });
    fs.copyFileSync(file, dbFile);
  } else {
    if (tables > 0) await emptySchema(target);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, file]);
  }
  const database = openDatabase(target.url, { pgSchema: target.pgSchema, poolSize: 1 });
  try {
    await migrateToLatest(database.db, database.dialect);
    return await countRows(database);
  } finally {
    await database.close();
  }
}

async function tableCount(target: Target): Promise<number> {
  if (dialectOfUrl(target.url) === 'sqlite') {
    const dbFile = target.url.slice('sqlite:'.length);
    if (!fs.existsSync(dbFile) || fs.statSync(dbFile).size === 0) return 0;
    const db = new SQLite(dbFile, { readonly: true });
    try {
      return (db.prepare(`select count(*) as n from sqlite_master where type = 'table'`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  }
  return pgQuery(target.url, async (client) => {
    const r = await client.query<{ n: string }>(`select count(*) as n from information_schema.tables where table_schema = $1`, [target.pgSchema ?? 'public']);
    return Number(r.rows[0]!.n);
  });
}

/** pg_restore makes a --schema dump's schema itself; the whole database's public schema exists already. */
async function emptySchema(target: Target) {
  const schema = target.pgSchema ?? 'public';
  await pgQuery(target.url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE; ${target.pgSchema ? '' : 'CREATE SCHEMA public;'}`));
}

async function pgQuery<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The counts a SQLite backup holds, read from the copy itself. */
function sqliteFileCounts(file: string): BackupCounts {
  const copy = new SQLite(file, { readonly: true });
  try {
    const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { members: count('members'), followups: count('followups'), registrations: count('registrations') };
  } finally {
    copy.close();
  }
}

export async function countRows(database: Pick<Database, 'db'>): Promise<BackupCounts> {
  const count = async (table: 'members' | 'followups' | 'registrations') =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n);
  return { members: await count('members'), followups: await count('followups'), registrations: await count('registrations') };
}
