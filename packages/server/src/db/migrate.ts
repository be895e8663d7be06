import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Dialect } from './connect';
import { migrations } from './migrations';

/**
 * Runs every migration not yet applied (or those up to and including `upTo`, for a test of a
 * migration's data move); throws with the failing migration's error.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, upTo?: string): Promise<void> {
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        out[name] = { up: (d) => m.up(d, dialect), down: m.down ? (d) => m.down!(d, dialect) : undefined };
      }
      return out;
    },
  };
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}

/**
 * Kysely looks for its kysely_migration table in every schema unless told which one; with one
 * PostgreSQL schema per test file (or per tenant) it would find another schema's table, skip
 * creating its own, then fail to read it. The first schema of the search_path is ours.
 */
async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}
