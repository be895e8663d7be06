import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { withKeptStatements } from './sqlite-statements';

export type Dialect = 'sqlite' | 'postgres';

/** The database handle every repository function takes: the whole db or a transaction. */
export type Db = Kysely<DB> | Transaction<DB>;

/** `select 1`: whether the database answers at all (the health and readiness checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

export interface Database {
  db: Kysely<DB>;
  /** The connection exports stream their rows through (openExportReader); `db` where there is no other. */
  exportDb: Kysely<DB>;
  dialect: Dialect;
  /** SQLite only: the main connection, whose online backup sees the app's own writes (db/backup) */
  sqlite?: SQLite.Database;
  /** PostgreSQL only: the pool, whose use the metrics report */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_URL = 'sqlite:./data/sampark.db';

// COUNT(*) and BIGINT come back from pg as strings; the portal's counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function dialectOfUrl(url: string): Dialect {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('sqlite:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url}")`);
}

export interface OpenOptions {
  /** PostgreSQL only: put every table in this schema (tests give each file its own). */
  pgSchema?: string;
  poolSize?: number;
  /** PostgreSQL only: how the server's sessions are named in pg_stat_activity (tests name theirs) */
  applicationName?: string;
  /** PostgreSQL only: a connection lost (a restart, a failover, an idle timeout); default: a warning on stderr */
  onConnectionError?: (err: Error) => void;
}

export function openDatabase(url: string = DEFAULT_DATABASE_URL, opts: OpenOptions = {}): Database {
  return dialectOfUrl(url) === 'sqlite' ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url, opts);
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; the cache and mmap sizes are the ones measured
  // in bench/README.md#the-floor for 1M members.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -262144');
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) });
  if (file === ':memory:') return { db, exportDb: db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
  const exportDb = openExportReader(file);
  return { db, exportDb, dialect: 'sqlite', sqlite, close: () => Promise.all([exportDb.destroy(), db.destroy()]).then(() => undefined) };
}

/**
 * A second, read-only connection to the SQLite file for the exports (docs/decisions/058). It has
 * no memory map and a small page cache. An export of 100,000 members through the main connection
 * touched ~500 MB of the file through its 1 GB map, and every page stayed in the server's RSS.
 * This connection reads through the system's file cache instead, outside the process. The lists
 * keep the map (connect options above).
 */
function openExportReader(file: string): Kysely<DB> {
  const sqlite = new SQLite(file);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -16384');
  sqlite.pragma('mmap_size = 0');
  sqlite.pragma('query_only = ON');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) });
}

/** A connect that hangs (a database behind a dropped route) fails after this, so the request gets its 503. */
const CONNECT_TIMEOUT_MS = 5000;

function openPostgres(url: string, opts: OpenOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    application_name: opts.applicationName ?? 'sampark',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema},public` } : {}),
  });
  handleConnectionErrors(pool, opts.onConnectionError ?? warnConnectionLost);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, exportDb: db, dialect: 'postgres', pool, close: () => db.destroy() };
}

/**
 * A connection the database closes emits 'error'; without a listener that ends the process
 * (issue 27). The pool emits its idle clients' errors and drops them; a client checked out at
 * that moment (a request's query or transaction) has no pool listener, so each client gets its
 * own: its query fails (a 503, http/errors.ts) and the pool discards it on release. The next
 * request connects afresh, so the server answers again as soon as the database is back.
 */
function handleConnectionErrors(pool: pg.Pool, onError: (err: Error) => void): void {
  pool.on('connect', (client) => client.on('error', onError));
  // the pool passes on its idle clients' errors, which their own listener above already reported
  pool.on('error', () => undefined);
}

function warnConnectionLost(err: Error): void {
  console.warn(`database connection lost: ${err.message}`);
}
