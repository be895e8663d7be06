import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { loadConfig } from '../../config';
import type { Target } from './backup';
import { runScheduledBackup } from './schedule';

/** Issue 28 item 2: scheduled backups keep BACKUP_KEEP files; admins and the metrics see the newest one's time. */
describe.each(DIALECTS)('scheduled backups on %s', (dialect) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-scheduled-'));
  let t: TestApp;
  let target: Target;
  beforeAll(async () => {
    t = await createTestApp(dialect, { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2', METRICS_TOKEN: 'm' });
    // a test's PostgreSQL database is one schema of the shared `test` database: only it is dumped
    const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.database.db)).rows[0]!.s : undefined;
    target = { url: t.database.url, pgSchema: schema };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names files by their time, keeps the newest BACKUP_KEEP, and shows the newest to admins and in the metrics', async () => {
    const admin = await t.userOf(1);
    const latest = () => t.call(admin, { method: 'GET', url: '/api/backups/latest' });
    expect((await latest()).json()).toEqual({ data: { scheduled: true, last_backup_at: null } });

    for (const at of ['2026-11-25T02:00:00Z', '2026-11-26T02:00:00Z', '2026-11-27T02:00:00Z']) {
      await runScheduledBackup(t.database, target, loadConfig({ BACKUP_DIR: dir, BACKUP_KEEP: '2' }), t.app.log, new Date(at));
    }
    const ext = dialect === 'sqlite' ? 'db' : 'dump';
    expect(fs.readdirSync(dir).sort()).toEqual([`sampark-2026-11-26T02-00-00Z.${ext}`, `sampark-2026-11-27T02-00-00Z.${ext}`]);
    const res = await latest();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { scheduled: true, last_backup_at: '2026-11-27T02:00:00.000Z' } });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer m' } });
    expect(metrics.body).toContain(`sampark_last_backup_timestamp_seconds ${Date.parse('2026-11-27T02:00:00Z') / 1000}`);
  }, 60_000);

  it('the newest backup time is for admins only', async () => {
    const anonymous = await t.call(null, { method: 'GET', url: '/api/backups/latest' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
    for (const role of [3, 4, 5]) {
      const res = await t.call(await t.userOf(role), { method: 'GET', url: '/api/backups/latest' });
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'You are not allowed to do this.' }]);
    }
  });
});
