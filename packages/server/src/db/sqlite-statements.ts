import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The SQLite handle Kysely gets: better-sqlite3 with its statements kept by SQL text, so a query
 * the app runs again is not parsed and planned again. Kept because measured (issue 13 item 4):
 * Kysely's driver prepares every execution, ~0.25 ms of a 2 ms members-list call at 1M members,
 * over 10% of the cheap lists' p95 (bench/README.md, 020). SQLite re-prepares a kept
 * statement by itself after a schema change. A statement still being iterated (a stream) is busy
 * and cannot run twice at once, so a fresh one is prepared beside it. Statement texts over
 * MAX_SQL_LENGTH (bulk actions' long id lists) are not kept.
 */
const MAX_KEPT = 300;
export const MAX_SQL_LENGTH = 20_000;

export function withKeptStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const hit = kept.get(sql);
      if (hit && !hit.busy) {
        // Map keeps insertion order: re-inserting makes it the most recently used
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const stmt = sqlite.prepare(sql);
      if (!hit && sql.length <= MAX_SQL_LENGTH) {
        kept.set(sql, stmt);
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
      }
      return stmt;
    },
  };
}
