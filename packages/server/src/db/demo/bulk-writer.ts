import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../connect';
import type { DB } from '../schema';
import type { Columns, Row } from './member-generator';
import { copyIn, copyText } from './pg-copy';

/**
 * Fast inserts for the bulk part of the demo load (members, followups and their children), with
 * the same few operations on every engine, each on ONE connection throughout (transactions and
 * session settings hold):
 * - SQLite on a file: a second better-sqlite3 connection on the same file, prepared statements,
 *   foreign-key checks off on that connection (the generator writes only valid references),
 *   synchronous off (a crash means reloading the demo anyway);
 * - PostgreSQL with its URL known: a pg.Client on the same URL and search_path, COPY FROM STDIN;
 * - otherwise (in-memory SQLite, PostgreSQL without URL): Kysely's own connection, multi-row
 *   INSERT ... VALUES on SQLite, INSERT ... SELECT FROM unnest($1::int[], ...) on PostgreSQL.
 */
export interface BulkWriter {
  readonly dialect: Database['dialect'];
  /**
   * Members per transaction: small where inserts are synchronous (young objects are cheap to
   * collect), large on PostgreSQL where each statement's round trip counts.
   */
  readonly batchSize: number;
  insert(table: string, columns: Columns, rows: Row[]): Promise<void>;
  exec(statement: string): Promise<void>;
  query<T>(statement: string): Promise<T[]>;
}

/** A database handle, plus its URL when known (the CLI's, or the test harness's). */
export type DemoDatabase = Database & { url?: string };

const names = (columns: Columns) => columns.map((c) => c[0]).join(', ');

class RawSqliteWriter implements BulkWriter {
  readonly dialect = 'sqlite' as const;
  readonly batchSize = 2_000;
  private readonly statements = new Map<string, SQLite.Statement>();

  constructor(private readonly handle: SQLite.Database) {}

  async insert(table: string, columns: Columns, rows: Row[]): Promise<void> {
    const key = `${table}(${names(columns)})`;
    let stmt = this.statements.get(key);
    if (!stmt) {
      stmt = this.handle.prepare(`insert into ${key} values (${columns.map(() => '?').join(', ')})`);
      this.statements.set(key, stmt);
    }
    for (const row of rows) stmt.run(row);
  }

  async exec(statement: string): Promise<void> {
    this.handle.exec(statement);
  }

  async query<T>(statement: string): Promise<T[]> {
    return this.handle.prepare(statement).all() as T[];
  }
}

class PgCopyWriter implements BulkWriter {
  readonly dialect = 'postgres' as const;
  readonly batchSize = 10_000;

  constructor(private readonly client: pg.Client) {}

  async insert(table: string, columns: Columns, rows: Row[]): Promise<void> {
    if (rows.length) await copyIn(this.client, `copy ${table} (${names(columns)}) from stdin`, copyText(rows));
  }

  async exec(statement: string): Promise<void> {
    await this.client.query(statement);
  }

  async query<T>(statement: string): Promise<T[]> {
    return (await this.client.query(statement)).rows as T[];
  }
}

/** SQLite allows 32,766 parameters per statement. */
const SQLITE_MAX_PARAMS = 32_000;

class KyselyWriter implements BulkWriter {
  readonly batchSize: number;

  constructor(
    private readonly conn: Kysely<DB>,
    readonly dialect: Database['dialect'],
  ) {
    this.batchSize = dialect === 'postgres' ? 10_000 : 2_000;
  }

  async insert(table: string, columns: Columns, rows: Row[]): Promise<void> {
    if (!rows.length) return;
    if (this.dialect === 'postgres') return this.insertUnnest(table, columns, rows);
    const per = Math.floor(SQLITE_MAX_PARAMS / columns.length);
    const one = `(${columns.map(() => '?').join(', ')})`;
    for (let i = 0; i < rows.length; i += per) {
      const chunk = rows.slice(i, i + per);
      const text = `insert into ${table} (${names(columns)}) values ${chunk.map(() => one).join(', ')}`;
      await this.conn.executeQuery(CompiledQuery.raw(text, chunk.flat()));
    }
  }

  private async insertUnnest(table: string, columns: Columns, rows: Row[]): Promise<void> {
    const arrays = columns.map((c, k) => `$${k + 1}::${c[1]}[]`).join(', ');
    const text = `insert into ${table} (${names(columns)}) select * from unnest(${arrays})`;
    const params = columns.map((_, k) => rows.map((row) => row[k]));
    await this.conn.executeQuery(CompiledQuery.raw(text, params));
  }

  async exec(statement: string): Promise<void> {
    await sql.raw(statement).execute(this.conn);
  }

  async query<T>(statement: string): Promise<T[]> {
    return (await sql.raw<T>(statement).execute(this.conn)).rows;
  }
}

/** The file behind a SQLite database, or undefined for an in-memory one. */
async function sqliteFile(database: Database): Promise<string | undefined> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(database.db);
  return rows.find((r) => r.name === 'main')?.file || undefined;
}

async function withRawSqlite<T>(file: string, work: (w: BulkWriter) => Promise<T>): Promise<T> {
  const handle = new SQLite(file);
  try {
    handle.pragma('busy_timeout = 5000');
    handle.pragma('foreign_keys = OFF');
    handle.pragma('synchronous = OFF');
    handle.pragma('cache_size = -524288');
    handle.pragma('temp_store = MEMORY');
    return await work(new RawSqliteWriter(handle));
  } finally {
    handle.close();
  }
}

const PG_LOAD_SETTINGS = ["set synchronous_commit = off", "set maintenance_work_mem = '512MB'"];

/** A client on the same database and schema as the Kysely pool (tests give each file its own schema). */
async function withPgClient<T>(database: DemoDatabase, url: string, work: (w: BulkWriter) => Promise<T>): Promise<T> {
  const { rows } = await sql<{ search_path: string }>`show search_path`.execute(database.db);
  const client = new pg.Client({ connectionString: url, application_name: 'sampark-demo-load' });
  await client.connect();
  try {
    await client.query(`set search_path to ${rows[0].search_path}`);
    for (const s of PG_LOAD_SETTINGS) await client.query(s);
    return await work(new PgCopyWriter(client));
  } finally {
    await client.end();
  }
}

/** Runs `work` with the fastest writer this database allows (see the list at the top). */
export async function withBulkWriter<T>(database: DemoDatabase, work: (w: BulkWriter) => Promise<T>): Promise<T> {
  if (database.dialect === 'sqlite') {
    const file = await sqliteFile(database);
    if (file) return withRawSqlite(file, work);
  } else if (database.url) {
    return withPgClient(database, database.url, work);
  }
  return database.db.connection().execute(async (conn) => {
    if (database.dialect === 'sqlite') return work(new KyselyWriter(conn, 'sqlite'));
    for (const s of PG_LOAD_SETTINGS) await sql.raw(s).execute(conn);
    try {
      return await work(new KyselyWriter(conn, 'postgres'));
    } finally {
      await sql`reset synchronous_commit`.execute(conn);
      await sql`reset maintenance_work_mem`.execute(conn);
    }
  });
}
