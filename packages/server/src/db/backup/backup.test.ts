import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, type Dialect, openDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { ensureReferenceData } from '../seed-reference';
import { createTestDatabase, DIALECTS, TEST_PG_URL } from '../../../test/dialects';
import { createLocationPath, createMember, createUser, rootLocationId } from '../../../test/factories';
import { countRows, RestoreRefused, restoreBackup, takeBackup, type Target } from './backup';

/**
 * Issue 28 item 2: a backup taken while the app writes restores into a fresh database as exactly
 * one state the database passed through, with its foreign keys intact.
 */

async function adminQuery(text: string, database?: string) {
  const client = new pg.Client({ connectionString: database ? TEST_PG_URL.replace(/\/[^/]*$/, `/${database}`) : TEST_PG_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** The members, their assignments and followups, as one hash: equal hashes, equal data. */
async function checksum(db: Database['db']): Promise<string> {
  const members = await sql`select id, lcd, last_contact_status, contact_group, updated_at from members order by id`.execute(db);
  const assignments = await sql`select member_id, assigned_to from member_assignments order by member_id`.execute(db);
  const followups = await sql`select id, member_id, followup_date, contact_status, comments from followups order by id`.execute(db);
  return createHash('sha256').update(JSON.stringify([members.rows, assignments.rows, followups.rows])).digest('hex');
}

/** A fresh database the test can back up from outside: a SQLite file, or a PostgreSQL schema. */
async function sourceDatabase(dialect: Dialect, dir: string): Promise<{ database: Database; target: Target }> {
  if (dialect === 'postgres') {
    const database = await createTestDatabase('postgres');
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s;
    return { database, target: { url: TEST_PG_URL, pgSchema: schema } };
  }
  const url = `sqlite:${path.join(dir, 'live.db')}`;
  const database = openDatabase(url);
  await migrateToLatest(database.db, database.dialect);
  return { database, target: { url } };
}

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-backup-'));
  const freshDb = `sampark_restore_${randomBytes(4).toString('hex')}`;
  let source: { database: Database; target: Target };
  let restoredTarget: Target;

  beforeAll(async () => {
    source = await sourceDatabase(dialect, dir);
    if (dialect === 'postgres') {
      await adminQuery(`CREATE DATABASE ${freshDb}`);
      // a one-schema dump leaves out the extensions, which live in public (a whole database's dump has them)
      await adminQuery(`CREATE EXTENSION pg_trgm`, freshDb);
    }
    restoredTarget =
      dialect === 'sqlite' ? { url: `sqlite:${path.join(dir, 'restored.db')}` } : { url: TEST_PG_URL.replace(/\/[^/]*$/, `/${freshDb}`), pgSchema: source.target.pgSchema };
  }, 60_000);

  afterAll(async () => {
    await source.database.close();
    if (dialect === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${freshDb} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the drill: a backup taken while followups and a bulk action are written restores one state that existed, foreign keys intact', async () => {
    const { database, target } = source;
    const config = loadConfig({ ADMIN_EMAIL: 'admin@drill.sampark', ADMIN_PASSWORD: 'Admin@12345', RATE_LIMIT_PER_MINUTE: '0' });
    await ensureReferenceData(database.db, config);
    const app = await buildApp({ database, config });
    const admin = await createUser(database.db, { role: 1 });
    const sevak = await createUser(database.db, { role: 5 });
    const [place] = await createLocationPath(database.db, ['Drill'], await rootLocationId(database.db));
    const members: number[] = [];
    for (let i = 0; i < 300; i++) members.push(await createMember(database.db, { location_id: place!, firstname: `Drill${i}`, address: 'x'.repeat(400) }));
    const call = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin.token}` } });

    // one writer, so the states the database passes through are a sequence: each one is recorded
    const states = [await checksum(database.db)];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing || i < 10; i++) {
        const res =
          i === 5
            ? await call('/api/bulkupdate', { action: 'Assign', members: members.slice(0, 200), assigned_to: sevak.id })
            : await call('/api/followups', { member_id: members[i % members.length], followup_date: '2024-03-01', contacted_by: 'Drill', contact_status: 'Spam', comments: `write ${i}` });
        expect(res.statusCode).toBe(200);
        states.push(await checksum(database.db));
      }
    })();
    // the backup starts once a write has landed: on a busy machine a fixed pause could end before
    // the first one, and a backup of the state before it holds no followup (a CI run failed so)
    while (states.length < 2) await new Promise((r) => setTimeout(r, 10));
    const firstDuring = states.length - 1;
    const backup = await takeBackup(target, path.join(dir, dialect === 'sqlite' ? 'drill.db' : 'drill.dump'), database);
    const lastDuring = states.length;
    // pg_dump is a process of its own, so the writes certainly went on while it ran
    if (dialect === 'postgres') expect(lastDuring).toBeGreaterThan(firstDuring + 1);
    writing = false;
    await writer;
    await app.close();

    const restored = await restoreBackup(backup.file, restoredTarget);
    expect(restored).toEqual(backup.counts);
    const copy = openDatabase(restoredTarget.url, { pgSchema: restoredTarget.pgSchema, poolSize: 1 });
    try {
      const sum = await checksum(copy.db);
      const at = states.indexOf(sum);
      expect(at, 'the restored data is a state the database was in while the backup ran').toBeGreaterThanOrEqual(firstDuring);
      expect(at).toBeLessThanOrEqual(lastDuring);
      expect(await countRows(copy)).toEqual(backup.counts);
      expect(backup.counts.members).toBe(300);
      expect(backup.counts.followups).toBeGreaterThanOrEqual(1);
      await expectForeignKeysIntact(copy, restoredTarget);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses to restore into a database that has tables, and changes nothing; --force replaces it', async () => {
    const file = path.join(dir, dialect === 'sqlite' ? 'refused.db' : 'refused.dump');
    const taken = await takeBackup(source.target, file);
    const before = await countRows(source.database);
    // counted before the call: awaited inside the expectation, the refusal could land before
    // `rejects` listens, an unhandled rejection that failed a CI run
    const tableCount = await tables(source.database);
    await expect(restoreBackup(file, source.target)).rejects.toThrow(
      new RestoreRefused(`The database in DATABASE_URL is not empty (${tableCount} tables). Restore into an empty database, or add --force to replace its data.`),
    );
    expect(await countRows(source.database)).toEqual(before);
    await expect(restoreBackup(path.join(dir, 'missing.db'), restoredTarget)).rejects.toThrow(new RestoreRefused(`No backup file at ${path.join(dir, 'missing.db')}.`));

    // --force: the restored database (from the drill) now holds this backup's data instead
    expect(await restoreBackup(file, restoredTarget, true)).toEqual(taken.counts);
  }, 120_000);
});

async function tables(database: Database): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from ${sql.raw(database.dialect === 'sqlite' ? `sqlite_master where type = 'table'` : `information_schema.tables where table_schema = current_schema()`)}`.execute(database.db);
  return Number(r.rows[0]!.n);
}

async function expectForeignKeysIntact(copy: Database, target: Target) {
  const orphans = await sql<{ n: number }>`select count(*) as n from followups f where not exists (select 1 from members m where m.id = f.member_id)`.execute(copy.db);
  expect(Number(orphans.rows[0]!.n)).toBe(0);
  if (copy.dialect === 'sqlite') {
    const file = new SQLite(target.url.slice('sqlite:'.length), { readonly: true });
    try {
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(file.pragma('foreign_key_check')).toEqual([]);
    } finally {
      file.close();
    }
    return;
  }
  // the constraints came back with the tables (pg_restore --exit-on-error fails on a violated one)
  const fks = await sql<{ n: number }>`select count(*) as n from information_schema.table_constraints where constraint_type = 'FOREIGN KEY' and table_schema = current_schema()`.execute(copy.db);
  expect(Number(fks.rows[0]!.n)).toBeGreaterThan(10);
}
