import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
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
 * PostgreSQL: pg_dump's custom format, one repeatable-read transaction.
 */
export async function takeBackup(target: Target, file: string, live?: Database): Promise<BackupResult> {
  const out = path.resolve(file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  if (dialectOfUrl(target.url) === 'sqlite') await sqliteBackup(target.url, partial, live?.sqlite);
  else await run('pg_dump', ['--format=custom', `--file=${partial}`, ...schemaArgs(target), `--dbname=${target.url}`]);
  // a crash mid-copy leaves a .partial, never a file that looks like a whole backup
  fs.renameSync(partial, out);
  return { file: out, bytes: fs.statSync(out).size, counts: await backupCounts(out, target) };
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

/** The counts a backup holds: read from the SQLite file itself, or from the dump's database at the dump's moment (pg_restore's listing has no counts). */
async function backupCounts(file: string, target: Target): Promise<BackupCounts> {
  if (dialectOfUrl(target.url) === 'sqlite') {
    const copy = new SQLite(file, { readonly: true });
    try {
      const count = (table: string) => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      return { members: count('members'), followups: count('followups'), registrations: count('registrations') };
    } finally {
      copy.close();
    }
  }
  return countDumpRows(file);
}

/**
 * Rows of each counted table in a custom-format dump: pg_restore writes its data as text, streamed
 * here (a million members' rows never sit in memory), and a table's rows are the lines between its
 * `COPY ... FROM stdin;` and the closing `\.`.
 */
async function countDumpRows(file: string): Promise<BackupCounts> {
  const tables = ['members', 'followups', 'registrations'] as const;
  const child = spawn('pg_restore', ['--data-only', ...tables.flatMap((t) => ['--table', t]), '--file=-', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'close');
  const counts: BackupCounts = { members: 0, followups: 0, registrations: 0 };
  let current: keyof BackupCounts | null = null;
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (current) {
      if (line === '\\.') current = null;
      else counts[current]++;
      continue;
    }
    const m = /^COPY (?:[\w"]+\.)?"?(members|followups|registrations)"? /.exec(line);
    if (m) current = m[1] as keyof BackupCounts;
  }
  const [code] = (await exited) as [number];
  if (code !== 0) throw new Error(`pg_restore could not read ${file} (exit code ${code})`);
  return counts;
}

export async function countRows(database: Pick<Database, 'db'>): Promise<BackupCounts> {
  const count = async (table: 'members' | 'followups' | 'registrations') =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n);
  return { members: await count('members'), followups: await count('followups'), registrations: await count('registrations') };
}
