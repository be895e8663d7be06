import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './connect';

/** docs/decisions/058: on a SQLite file, exports read through their own connection. */
describe('the export reader of a SQLite file', () => {
  let database: Database | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is a second connection without the memory map, sees what the app commits, and writes nothing', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-export-reader-'));
    database = openDatabase(`sqlite:${path.join(dir, 'app.db')}`);
    const { db, exportDb } = database;
    expect(exportDb).not.toBe(db);
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await sql`insert into t (name) values ('Ravi')`.execute(db);

    const read = async () => (await sql<{ name: string }>`select name from t`.execute(exportDb)).rows.map((r) => r.name);
    expect(await read()).toEqual(['Ravi']);
    await sql`insert into t (name) values ('Sunil')`.execute(db);
    expect(await read()).toEqual(['Ravi', 'Sunil']);

    const pragma = async (name: string, on = exportDb) => Object.values((await sql.raw(`pragma ${name}`).execute(on)).rows[0] as object)[0];
    expect(await pragma('mmap_size')).toBe(0);
    expect(await pragma('mmap_size', db)).toBe(1073741824);
    await expect(sql`insert into t (name) values ('Mohan')`.execute(exportDb)).rejects.toThrow(/readonly|read-only|query_only|attempt to write/i);
  });

  it('is the app connection itself for an in-memory database (the tests)', async () => {
    database = openDatabase('sqlite::memory:');
    expect(database.exportDb).toBe(database.db);
  });
});
