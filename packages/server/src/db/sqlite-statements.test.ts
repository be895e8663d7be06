import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withKeptStatements } from './sqlite-statements';

describe('withKeptStatements', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.prepare('insert into t (n) values (1), (2), (3)').run();
  const db = withKeptStatements(sqlite);

  it('gives the same prepared statement for the same SQL text', () => {
    const a = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(a);
    expect(db.prepare('select n from t order by n desc')).not.toBe(a);
    expect(a.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('prepares a fresh statement while the kept one is still being iterated', () => {
    const sql = 'select n from t where n >= ? order by n';
    const kept = db.prepare(sql);
    const seen: number[] = [];
    for (const row of kept.iterate([1]) as Iterable<{ n: number }>) {
      const inner = db.prepare(sql);
      expect(inner).not.toBe(kept);
      seen.push(row.n, ...(inner.all([3]) as { n: number }[]).map((r) => r.n));
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    expect(db.prepare(sql)).toBe(kept);
  });

  it('forgets the least recently used statement beyond 300, and never keeps very long texts', () => {
    const first = db.prepare('select 0 as x');
    for (let i = 1; i <= 300; i++) db.prepare(`select ${i} as x`);
    expect(db.prepare('select 0 as x')).not.toBe(first);
    const long = `select 1 as x where 1 in (${Array.from({ length: 5000 }, (_, i) => i).join(',')})`;
    expect(db.prepare(long)).not.toBe(db.prepare(long));
  });

  it('picks up a schema change in a kept statement', () => {
    const sql = 'select * from t limit 1';
    expect(db.prepare(sql).all([])).toEqual([{ n: 1 }]);
    sqlite.exec('alter table t add column m integer default 7');
    expect(db.prepare(sql).all([])).toEqual([{ n: 1, m: 7 }]);
  });
});
