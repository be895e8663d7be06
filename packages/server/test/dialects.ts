import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type Dialect, openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

/**
 * Every server test runs on each dialect listed here. PostgreSQL is required unless
 * SAMPARK_TEST_DATABASES=sqlite says otherwise, so a suite never silently skips it.
 */
export const TEST_PG_URL = process.env.SAMPARK_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const DIALECTS: Dialect[] = (process.env.SAMPARK_TEST_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter((s): s is Dialect => s === 'sqlite' || s === 'postgres');

export interface TestDatabase extends Database {
  url: string;
  /** PostgreSQL: the schema of this database, also its sessions' application_name (so a test can end just its own) */
  pgSchema?: string;
}

/** A fresh, migrated database: in-memory SQLite, or a new PostgreSQL schema dropped on close. */
/** A fresh database with every migration applied, or those up to `upTo` (a migration's name). */
export async function createTestDatabase(dialect: Dialect, upTo?: string): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const d = openDatabase('sqlite::memory:');
    await migrateToLatest(d.db, d.dialect, upTo);
    return { ...d, url: 'sqlite::memory:' };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const d = openDatabase(TEST_PG_URL, { pgSchema: schema, poolSize: 4, applicationName: schema });
  try {
    await withSchemaLock('shared', () => migrateToLatest(d.db, d.dialect, upTo));
  } catch (err) {
    await d.close();
    await adminQuery(`DROP SCHEMA ${schema} CASCADE`, 'exclusive');
    throw err;
  }
  return {
    ...d,
    url: TEST_PG_URL,
    pgSchema: schema,
    close: async () => {
      await d.close();
      await adminQuery(`DROP SCHEMA ${schema} CASCADE`, 'exclusive');
    },
  };
}

/**
 * Kysely's migrator first looks for its table by introspecting every schema of the database,
 * calling catalog functions on each schema's name; a schema another test file drops meanwhile
 * fails that look-up ("schema ... does not exist", seen in CI). So migrations hold a shared
 * advisory lock and a drop waits for an exclusive one: migrations still run side by side.
 */
const SCHEMA_LOCK = 20261123;

/** Migrates a test database further (a test of a migration's data move), as createTestDatabase does. */
export function migrateTestDatabase(d: Database): Promise<void> {
  return d.dialect === 'postgres' ? withSchemaLock('shared', () => migrateToLatest(d.db, d.dialect)) : migrateToLatest(d.db, d.dialect);
}

async function withSchemaLock<T>(mode: 'shared' | 'exclusive', run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await run(client);
  } finally {
    // ending the session releases its advisory locks
    await client.end();
  }
}

async function adminQuery(text: string, lock?: 'exclusive'): Promise<void> {
  if (lock) return withSchemaLock(lock, async (client) => void (await client.query(text)));
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
