import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Dialect } from './connect';
import { migrations } from './migrations';

/** Runs every migration not yet applied; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const provider = {
    async getMigrations(): Promise<Record<string, Migration>> {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        out[name] = { up: (d) => m.up(d, dialect), down: m.down ? (d) => m.down!(d, dialect) : undefined };
      }
      return out;
    },
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
