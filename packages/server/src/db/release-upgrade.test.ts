import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DIALECTS, TEST_PG_URL } from '../../test/dialects';
import { type Database, openDatabase } from './connect';
import { COUNT_ALL_KEYS } from './duplicate-keys';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

/**
 * Issue 28 item 4: a database written by an earlier release (test/fixtures/releases, one per
 * release before a schema change) migrates to this one with its data intact.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/releases');
const releases = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.sqlite.gz')).map((f) => f.replace('.sqlite.gz', ''));

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** What must survive: the members, followups, users and locations, hashed row by row. */
async function snapshot(db: Database['db']) {
  const rows = async (q: string) => (await sql.raw(q).execute(db)).rows;
  const members = await rows('select id, fullname, mobile_number, email, location_id, lcd, contact_group from members order by id');
  const followups = await rows('select id, member_id, followup_date, contact_status, comments from followups order by id');
  const users = await rows('select id, email, role, password_hash from users order by id');
  const locations = await rows('select id, name, parent_id from locations order by id');
  return {
    counts: [members.length, followups.length, users.length, locations.length],
    hash: createHash('sha256').update(JSON.stringify([members, followups, users, locations])).digest('hex'),
  };
}

describe.each(DIALECTS)('upgrading from earlier releases on %s', (dialect) => {
  it.each(releases)('a database written at %s migrates with its data intact and its users can log in', async (release) => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-upgrade-'));
    const dbName = `sampark_upgrade_${randomBytes(4).toString('hex')}`;
    let url: string;
    if (dialect === 'sqlite') {
      url = `sqlite:${path.join(tmp, 'old.db')}`;
      fs.writeFileSync(path.join(tmp, 'old.db'), zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, `${release}.sqlite.gz`))));
    } else {
      await adminQuery(`CREATE DATABASE ${dbName}`);
      url = TEST_PG_URL.replace(/\/[^/]*$/, `/${dbName}`);
      const load = spawnSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url], { input: zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, `${release}.pg.sql.gz`))) });
      expect(load.status, load.stderr.toString()).toBe(0);
    }
    const database = openDatabase(url);
    try {
      const before = await snapshot(database.db);
      expect(before.counts).toEqual([30, 55, 26, 760]);
      await migrateToLatest(database.db, database.dialect);
      expect(await snapshot(database.db)).toEqual(before);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
      // the duplicate groups count every member (the demo loader of 022 left SQLite's empty: migration 023)
      const keys = async (q: string) => (await sql.raw(`select reason, key, size from (${q}) k where size <> 0 order by reason, key`).execute(database.db)).rows;
      const counted = await keys(COUNT_ALL_KEYS);
      expect(counted.length).toBeGreaterThan(30);
      expect(await keys('select reason, key, size from duplicate_keys')).toEqual(counted);
      const app = await buildApp({ database, config: loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }) });
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@demo.sampark', password: 'Sampark@2026' } });
      await app.close();
      expect(login.statusCode).toBe(200);
    } finally {
      await database.close();
      fs.rmSync(tmp, { recursive: true, force: true });
      if (dialect === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }
  }, 120_000);
});
