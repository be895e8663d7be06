import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../test/factories';
import { csvOf, type FixtureCell, multipart } from '../features/imports/import-fixtures';
import { COUNT_ALL_KEYS } from './duplicate-keys';

/**
 * Decision 094: the bulk writers keep duplicate_keys without a trigger per row (SQLite pauses
 * them and counts per chunk; PostgreSQL counts per statement). After each writer of members the
 * table must say exactly what a recount from `members` says.
 */
describe.each(DIALECTS)('duplicate_keys stays exact after every writer of members on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let pune: number;
  let trash: number;
  const made: number[] = [];

  /** Keys held by at least one member, as stored and as recounted. */
  const stored = async () =>
    (await sql<{ reason: string; key: string; size: number }>`select reason, key, size from duplicate_keys where size <> 0 order by reason, key`.execute(t.database.db)).rows.map(
      (r) => [r.reason, r.key, Number(r.size)],
    );
  const recounted = async () =>
    (await sql.raw<{ reason: string; key: string; size: number }>(`select reason, key, size from (${COUNT_ALL_KEYS}) c order by reason, key`).execute(t.database.db)).rows.map(
      (r) => [r.reason, r.key, Number(r.size)],
    );
  const expectExact = async () => {
    const now = await stored();
    expect(now).toEqual(await recounted());
    return now;
  };
  const sizeOf = (keys: unknown[][], reason: string, key: string) => keys.find((k) => k[0] === reason && k[1] === key)?.[2];
  const bulk = (payload: object) => t.call(admin, { method: 'POST', url: '/api/bulkupdate', payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.userOf(1);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    trash = (await t.database.db.selectFrom('locations').select('id').where('name', '=', 'ToBeDeleted').executeTakeFirstOrThrow()).id;
    // 12 members: three share a mobile (one of them by WhatsApp), four an e-mail, four a name and date of birth
    for (let i = 0; i < 12; i++) {
      const own = `81000000${String(i).padStart(2, '0')}`;
      const shared = i % 3 === 0 ? { mobile_number: '8200000001', mobile_norm: '8200000001' } : i % 3 === 1 ? { whatsapp: '8200000001', whatsapp_norm: '8200000001' } : {};
      made.push(
        await createMember(t.database.db, {
          location_id: pune,
          mobile_number: own,
          mobile_norm: own,
          firstname: i % 2 ? 'Ravi' : `P${i}`,
          lastname: 'Kumar',
          dob: i % 2 ? '1980-05-01' : null,
          email: i % 4 === 0 ? 'Same@Example.com' : null,
          ...shared,
        }),
      );
    }
  });
  afterAll(() => t.close());

  it('after a bulk Delete (by ids and by filter), a move out of ToBeDeleted and a bulk move back', async () => {
    const before = await expectExact();
    expect(sizeOf(before, 'name_dob', 'ravi kumar|1980-05-01')).toBe(6);
    expect((await bulk({ action: 'Delete', members: [made[1], made[3], made[4]] })).statusCode).toBe(200);
    let now = await expectExact();
    expect(sizeOf(now, 'name_dob', 'ravi kumar|1980-05-01')).toBe(4);
    expect(sizeOf(now, 'email', 'same@example.com')).toBe(2);
    // one member back by a form's single-row write, then several in one statement
    await t.database.db.updateTable('members').set({ location_id: pune }).where('id', '=', made[1]).execute();
    await expectExact();
    await t.database.db.updateTable('members').set({ location_id: pune, email: 'back@example.com' }).where('id', 'in', [made[3], made[4]]).execute();
    now = await expectExact();
    expect(sizeOf(now, 'email', 'back@example.com')).toBe(2);
    const byFilter = await bulk({ action: 'Delete', filter: { location_id: pune } });
    expect(byFilter.statusCode).toBe(200);
    now = await expectExact();
    expect(now).toEqual([]);
    await t.database.db.updateTable('members').set({ location_id: pune }).where('location_id', '=', trash).execute();
    now = await expectExact();
    expect([sizeOf(now, 'name_dob', 'ravi kumar|1980-05-01'), sizeOf(now, 'email', 'same@example.com'), sizeOf(now, 'email', 'back@example.com')]).toEqual([6, 2, 2]);
  });

  it('after an import that creates and updates members, and its revert', async () => {
    const category = (await t.database.db.selectFrom('categories').select('name').orderBy('id').executeTakeFirstOrThrow()).name;
    const HEADER = ['firstname', 'lastname', 'gender', 'mobile_number', 'whatsapp', 'email', 'country', 'city', 'profession_id', 'category_id'];
    const row = (m: string, email: string | null, whatsapp: string | null = null): FixtureCell[] => ['Ravi', 'Kumar', 'Male', m, whatsapp, email, 'INDIA', 'Pune', 'Teacher', category];
    // two new members sharing the mobile group by WhatsApp and an e-mail; one existing member's e-mail changed
    const rows = [HEADER, row('8300000001', 'same@example.com', '8200000001'), row('8300000002', 'SAME@example.com'), row('8100000002', 'changed@example.com')];
    const res = await t.call(admin, { method: 'POST', url: '/api/import/members', ...multipart({ district: pune, duplicates: 'update' }, { name: 'members.csv', content: csvOf(rows) }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ created: 2, updated: 1 });
    const now = await expectExact();
    expect(sizeOf(now, 'email', 'changed@example.com')).toBe(1);
    expect(sizeOf(now, 'mobile', '8300000001')).toBe(1);
    const revert = await t.call(admin, { method: 'POST', url: `/api/imports/${res.json().data.import_id}/revert` });
    expect(revert.json()).toEqual({ message: 'Import reverted successfully', data: { removed: 2, restored: 1, kept: 0 } });
    const after = await expectExact();
    expect(sizeOf(after, 'email', 'changed@example.com')).toBeUndefined();
    expect(sizeOf(after, 'mobile', '8300000001')).toBeUndefined();
  });

  it('after a merge and its undo', async () => {
    const merged = await t.call(admin, { method: 'POST', url: '/api/members/merge', payload: { keep: made[0], merge: [made[3], made[6]] } });
    expect(merged.statusCode).toBe(200);
    await expectExact();
    const undo = await t.call(admin, { method: 'POST', url: `/api/members/merge/${merged.json().data.merge_id}/undo` });
    expect(undo.statusCode).toBe(200);
    await expectExact();
  });
});
