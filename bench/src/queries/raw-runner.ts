import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Dialect } from '@sampark/server/src/db/connect';
import { withKeptStatements } from '@sampark/server/src/db/sqlite-statements';

/**
 * Runs compiled statements straight through the engine's driver, beside the app: the floor the
 * app is compared with. SQLite gets its own connection with the app's pragmas; PostgreSQL a
 * pool of two.
 */
export interface RawRunner {
  all(q: CompiledQuery): Promise<Record<string, unknown>[]>;
  /** `q` after `setup` in one transaction (BEGIN, setup, q, COMMIT), as the app runs it. */
  inTransaction(setup: CompiledQuery, q: CompiledQuery): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export function rawRunner(dialect: Dialect, url: string): RawRunner {
  if (dialect === 'sqlite') {
    const db = new SQLite(url.slice('sqlite:'.length), { readonly: true });
    db.pragma('cache_size = -262144');
    db.pragma('mmap_size = 1073741824');
    db.pragma('temp_store = MEMORY');
    // statements kept by SQL text, as the app's handle keeps them
    const statements = withKeptStatements(db);
    const all = async (q: CompiledQuery) => statements.prepare(q.sql).all(q.parameters) as Record<string, unknown>[];
    return {
      all,
      inTransaction: async (setup, q) => {
        db.exec('begin');
        try {
          await all(setup);
          return await all(q);
        } finally {
          db.exec('commit');
        }
      },
      close: async () => {
        db.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    all: async (q) => (await pool.query(q.sql, q.parameters as unknown[])).rows,
    inTransaction: async (setup, q) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(setup.sql, setup.parameters as unknown[]);
        const { rows } = await client.query(q.sql, q.parameters as unknown[]);
        await client.query('commit');
        return rows;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** EXPLAIN output of a statement (after `setup` in its transaction, if given), as text lines. */
export async function explain(runner: RawRunner, dialect: Dialect, q: CompiledQuery, setup?: CompiledQuery): Promise<string[]> {
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers) ';
  const explained = { ...q, sql: prefix + q.sql };
  const rows = setup ? await runner.inTransaction(setup, explained) : await runner.all(explained);
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
