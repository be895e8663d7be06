import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toLocalText } from '../../lib/time';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { rootLocationId, type TestUser } from '../../../test/factories';
import { insertImport, pruneImports } from './import-repository';
import { failInterruptedImports, HEARTBEAT_MS, keepImportAlive, LEASE_MS, sweepInterruptedImports } from './interrupted-imports';

/** Issue 27 item 3: an import a kill -9 interrupted is not left 'reading' forever. */
describe.each(DIALECTS)('interrupted imports on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let jila: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.userOf(1);
    jila = await rootLocationId(t.database.db);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    vi.useRealTimers();
    await t.database.db.deleteFrom('imports').execute();
  });

  /** An imports row as a stopped server leaves it: still running, last touched `ageMs` ago. */
  const running = async (file_name: string, ageMs: number, status = 'reading', dry_run: 0 | 1 = 0) => {
    const id = await insertImport(t.database.db, { kind: 'seekers', file_name, location_id: jila, duplicates: null, dry_run, progress_key: null, created_by: admin.id });
    await t.database.db.updateTable('imports').set({ status, updated_at: toLocalText(new Date(Date.now() - ageMs)) }).where('id', '=', id).execute();
    return id;
  };
  const statusOf = async (id: number) => (await t.database.db.selectFrom('imports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const listed = async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/imports?kind=seekers' });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Array<{ id: number; status: string; message: string | null; file_name: string }>; count: number };
  };

  it('marks failed the running imports untouched for a lease, and GET api/imports says the server stopped', async () => {
    const stopped = await running('stopped.xlsx', LEASE_MS + 5000, 'saving');
    const stoppedDryRun = await running('checked.xlsx', LEASE_MS + 5000, 'checking', 1);
    const live = await running('live.xlsx', 1000);
    expect(await failInterruptedImports(t.database.db, LEASE_MS)).toBe(2);
    expect([await statusOf(stopped), await statusOf(stoppedDryRun), await statusOf(live)]).toEqual(['failed', 'failed', 'reading']);
    const list = await listed();
    // the interrupted dry run recorded nothing and is not an import of the list
    expect(list.count).toBe(1);
    expect(list.data).toEqual([expect.objectContaining({ id: stopped, file_name: 'stopped.xlsx', status: 'failed', message: IMPORT_MESSAGES.interrupted })]);
  });

  it('at start fails every running import on SQLite (one server per file), only the stale ones on PostgreSQL', async () => {
    const stale = await running('stale.csv', LEASE_MS + 5000);
    const fresh = await running('fresh.csv', 0, 'checking');
    const sweep = await sweepInterruptedImports(t.database);
    sweep.stop();
    expect([sweep.failedAtStart, await statusOf(stale), await statusOf(fresh)]).toEqual(
      dialect === 'sqlite' ? [2, 'failed', 'failed'] : [1, 'failed', 'checking'],
    );
  });

  it('keeps a running import alive with a heartbeat, so another server does not fail it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const id = await running('long.xlsx', LEASE_MS - 1000, 'checking');
    const before = (await t.database.db.selectFrom('imports').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at;
    const stop = keepImportAlive(t.database.db, id);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await expect.poll(async () => (await t.database.db.selectFrom('imports').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at).not.toBe(before);
    stop();
    expect(await failInterruptedImports(t.database.db, LEASE_MS)).toBe(0);
    expect(await statusOf(id)).toBe('checking');
    expect((await listed()).count).toBe(0);
  });

  it('keeps the record of an interrupted import when old uploads are pruned', async () => {
    const id = await running('old.xlsx', 2 * 86_400_000, 'failed');
    const oldDryRun = await running('old-dry.xlsx', 2 * 86_400_000, 'failed', 1);
    await pruneImports(t.database.db);
    const left = await t.database.db.selectFrom('imports').select('id').where('id', 'in', [id, oldDryRun]).execute();
    expect(left.map((r) => r.id)).toEqual([id]);
  });
});
