import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Dialect } from '@sampark/server/src/db/connect';

/**
 * Runs compiled statements straight through the engine's driver, beside the app: the floor the
 * app is compared with. SQLite gets its own connection with the app's pragmas; PostgreSQL a pool
 * of two (the app runs a keyword search's count and page at once there).
 */
export interface RawRunner {
  all(q: CompiledQuery): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export function rawRunner(dialect: Dialect, url: string): RawRunner {
  if (dialect === 'sqlite') {
    const db = new SQLite(url.slice('sqlite:'.length), { readonly: true });
    db.pragma('cache_size = -262144');
    db.pragma('mmap_size = 1073741824');
    db.pragma('temp_store = MEMORY');
    return {
      // prepared per call, as Kysely's SQLite driver does
      all: async (q) => db.prepare(q.sql).all(...(q.parameters as unknown[])) as Record<string, unknown>[],
      close: async () => {
        db.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    all: async (q) => (await pool.query(q.sql, q.parameters as unknown[])).rows,
    close: () => pool.end(),
  };
}

/** EXPLAIN output of a statement, as text lines. */
export async function explain(runner: RawRunner, dialect: Dialect, q: CompiledQuery): Promise<string[]> {
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers) ';
  const rows = await runner.all({ ...q, sql: prefix + q.sql });
  if (dialect === 'sqlite') return rows.map((r) => `${'  '.repeat(depthOf(rows, r))}${String(r.detail)}`);
  return rows.map((r) => String(r['QUERY PLAN']));
}

function depthOf(rows: Record<string, unknown>[], row: Record<string, unknown>): number {
  let depth = 0;
  let parent = row.parent;
  while (parent) {
    depth++;
    parent = rows.find((r) => r.id === parent)?.parent;
  }
  return depth;
}
