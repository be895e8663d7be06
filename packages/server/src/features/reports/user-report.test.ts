import ExcelJS from 'exceljs';
import { ROLE_OPTIONS } from '@sampark/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';
import { todayText } from '../../lib/time';

type Row = Record<string, string | number>;
const sumOf = (rows: Row[], column: string) => rows.reduce((a, r) => a + Number(r[column] ?? 0), 0);
const daysAgo = (n: number) => {
  const d = new Date(`${todayText()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};
const rowOf = (rows: Row[], label: string) => rows.find((r) => r.label === label)!;

describe.each(DIALECTS)('user, location and organisation reports on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let regional: TestUser;
  let sevak: TestUser;
  let loc: { state: number; pune: number; nashik: number; goa: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const root = await rootLocationId(db);
    const [state, pune] = await createLocationPath(db, ['Maharashtra', 'Pune'], root);
    const [nashik] = await createLocationPath(db, ['Nashik'], state);
    const [goa] = await createLocationPath(db, ['Goa'], root);
    loc = { state, pune, nashik, goa };
    admin = await t.userOf(1, { name: 'Aarti Admin' });
    regional = await t.userOf(4, { name: 'Ravi Regional', locations: [state] });
    sevak = await t.userOf(5, { name: 'Sevak Pune', locations: [pune] });
    const stale = await t.userOf(3, { name: 'Old Coordinator', locations: [nashik] });
    await t.userOf(5, { name: 'Inactive Sevak', locations: [pune], active: 0 });
    await t.userOf(4, { name: 'Goa Regional', locations: [goa] });
    await t.userOf(4, { name: 'Both Places', locations: [pune, goa] });
    // logins: the regional and the sevak today, the coordinator 181 days ago, Goa Regional 180; the rest never
    await db.updateTable('users').set({ last_login_date: nowText() }).where('id', 'in', [regional.id, sevak.id]).execute();
    await db.updateTable('users').set({ last_login_date: `${daysAgo(181)} 10:00:00` }).where('id', '=', stale.id).execute();
    await db.updateTable('users').set({ last_login_date: `${daysAgo(180)} 10:00:00` }).where('name', '=', 'Goa Regional').execute();
    const org = (name: string) => db.insertInto('organizations').values({ name, created_at: nowText(), updated_at: nowText() }).returning('id').executeTakeFirstOrThrow();
    const sangh = (await org('Seva Sangh')).id;
    const trust = (await org('Vidya Trust')).id;
    const inPune = await createMember(db, { location_id: pune });
    const inGoa = await createMember(db, { location_id: goa });
    const link = (member_id: number, organization_id: number) =>
      db.insertInto('member_organizations').values({ member_id, organization_id, created_at: nowText(), updated_at: nowText() }).execute();
    await link(inPune, sangh);
    await link(inGoa, sangh);
    await link(inGoa, trust);
  });
  afterAll(() => t.close());

  const post = (user: TestUser | null, url: string, payload: object) => t.call(user, { method: 'POST', url, payload });
  const get = (user: TestUser | null, url: string) => t.call(user, { method: 'GET', url });
  const stats = async (user: TestUser, url: string, payload: object) => {
    const res = await post(user, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };
  const access = async (user: TestUser, query = '') => {
    const res = await get(user, `/api/report/user_access${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; count: number };
  };

  it('userstats Active: users by role, active and inactive; the totals equal the User Access Report count', async () => {
    const rows = await stats(admin, '/api/report/userstats', { type: 'Active' });
    expect(rows.map((r) => r.label)).toEqual(['Super Admin', 'Admin', 'Coordinator', 'Regional Admin', 'Sevak']);
    expect(rowOf(rows, 'Sevak')).toEqual({ label: 'Sevak', Active: 1, Inactive: 1 });
    expect(sumOf(rows, 'Active') + sumOf(rows, 'Inactive')).toBe((await access(admin)).count);
    // the regional admin counts the users whose locations all lie in Maharashtra
    const scoped = await stats(regional, '/api/report/userstats', { type: 'Active' });
    expect(sumOf(scoped, 'Active') + sumOf(scoped, 'Inactive')).toBe(4);
    expect(sumOf(scoped, 'Active') + sumOf(scoped, 'Inactive')).toBe((await access(regional)).count);
  });

  it('userstats Login counts active users not logged in for over 180 days; Never Logged In the others', async () => {
    const login = await stats(admin, '/api/report/userstats', { type: 'Login' });
    expect(login.filter((r) => r.count)).toEqual([{ label: 'Coordinator', count: 1 }]);
    const never = await stats(admin, '/api/report/userstats', { type: 'Never Logged In' });
    // the test admin, Aarti, Both Places (the inactive sevak is not counted)
    expect(sumOf(never, 'count')).toBe(3);
    const byLocation = await stats(admin, '/api/report/userstats', { type: 'Never Logged In', location_id: loc.goa });
    expect(sumOf(byLocation, 'count')).toBe(1);
  });

  it('user_access: rows with role, locations, last login and days since; Never Logged In filter; paging', async () => {
    const all = await access(regional);
    expect(all.data.map((r) => r.name)).toEqual(['Inactive Sevak', 'Old Coordinator', 'Ravi Regional', 'Sevak Pune']);
    const old = all.data[1];
    expect(old).toMatchObject({ role: 3, role_name: 'Coordinator', active: 1, locations: 'Nashik', days_since: 181 });
    expect(all.data[3]).toMatchObject({ days_since: 0, locations: 'Pune' });
    const never = await access(regional, '?never_logged_in=1');
    expect(never).toEqual({ count: 1, data: [expect.objectContaining({ name: 'Inactive Sevak', last_login_date: null, days_since: null })] });
    const page = await access(admin, '?skip=2&limit=2');
    expect(page.data).toHaveLength(2);
    expect(page.count).toBe(8);
    const bad = await get(admin, '/api/report/user_access?never_logged_in=7&limit=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ never_logged_in: ['The value must be 0 or 1.'], limit: ['Please enter a number.'] });
  });

  it("a user report row's drill-down (role, active, stale_login, never_logged_in) lists exactly the users it counts", async () => {
    for (const user of [admin, regional]) {
      const active = await stats(user, '/api/report/userstats', { type: 'Active' });
      const login = await stats(user, '/api/report/userstats', { type: 'Login' });
      const never = await stats(user, '/api/report/userstats', { type: 'Never Logged In' });
      for (const { value, label } of ROLE_OPTIONS) {
        expect((await access(user, `?role=${value}&active=1`)).count, label).toBe(rowOf(active, label).Active);
        expect((await access(user, `?role=${value}&active=0`)).count, label).toBe(rowOf(active, label).Inactive);
        expect((await access(user, `?role=${value}&active=1&stale_login=1`)).count, label).toBe(rowOf(login, label).count);
        expect((await access(user, `?role=${value}&active=1&never_logged_in=1`)).count, label).toBe(rowOf(never, label).count);
      }
    }
    expect((await access(admin, '?role=3&active=1&stale_login=1')).data.map((r) => r.name)).toEqual(['Old Coordinator']);
    const bad = await get(admin, '/api/report/user_access?role=9&stale_login=2');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ role: ['Please select a valid role.'], stale_login: ['The value must be 0 or 1.'] });
  });

  it('exports users.xlsx with every row of the filter', async () => {
    const res = await get(admin, '/api/report/user_access/export?never_logged_in=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const rows: unknown[][] = [];
    wb.getWorksheet('Users')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['ID', 'Name', 'Email', 'Mobile', 'Role', 'Active', 'Locations', 'Last Login', 'Days Since']);
    expect(rows.length - 1).toBe((await access(admin, '?never_logged_in=1')).count);
    expect(rows.slice(1).map((r) => r[1])).toEqual((await access(admin, '?never_logged_in=1')).data.map((r) => r.name));
  });

  it("writes the last login as a date-time cell, as the screen shows it (issue 26)", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(admin, '/api/report/user_access/export?role=3&active=1&stale_login=1')).rawPayload as any);
    const cell = wb.getWorksheet('Users')!.getCell('H2');
    const [y, m, d] = daysAgo(181).split('-').map(Number);
    expect([wb.getWorksheet('Users')!.getCell('B2').value, cell.type, cell.value, cell.numFmt]).toEqual([
      'Old Coordinator',
      ExcelJS.ValueType.Date,
      new Date(Date.UTC(y!, m! - 1, d!, 10)),
      'dd-mm-yyyy hh:mm AM/PM',
    ]);
  });

  it('user_access and its export tell same-named locations apart by their ancestors (issue 26)', async () => {
    const [goaPune] = await createLocationPath(t.database.db, ['Pune'], loc.goa);
    const res = await access(admin, '?role=5&active=1');
    expect(res.data).toEqual([expect.objectContaining({ name: 'Sevak Pune', locations: 'Pune (Maharashtra)' })]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(admin, '/api/report/user_access/export?role=5&active=1')).rawPayload as any);
    expect([wb.getWorksheet('Users')!.getCell('B2').value, wb.getWorksheet('Users')!.getCell('G2').value]).toEqual(['Sevak Pune', 'Pune (Maharashtra)']);
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune!).execute();
  });

  it('location_access: each location with its active and inactive users, scoped and paged', async () => {
    const res = await access(regional);
    expect(res.count).toBe(4);
    const locations = await get(regional, '/api/report/location_access');
    expect(locations.json()).toEqual({
      count: 3,
      data: [
        { id: loc.state, location: 'Maharashtra', active: 1, inactive: 0 },
        { id: loc.nashik, location: 'Nashik', active: 1, inactive: 0 },
        { id: loc.pune, location: 'Pune', active: 1, inactive: 1 },
      ],
    });
    const admins = await get(admin, '/api/report/location_access?keyword=pun&limit=10');
    expect(admins.json()).toEqual({ count: 1, data: [{ id: loc.pune, location: 'Pune', active: 2, inactive: 1 }] });
  });

  it('location_access tells same-named places apart by their ancestors (issue 26)', async () => {
    const [goaPune] = await createLocationPath(t.database.db, ['Pune'], loc.goa);
    const res = await get(admin, '/api/report/location_access?keyword=pun&limit=10');
    expect(res.json()).toEqual({
      count: 2,
      data: [
        { id: loc.pune, location: 'Pune (Maharashtra)', active: 2, inactive: 1 },
        { id: goaPune, location: 'Pune (Goa)', active: 0, inactive: 0 },
      ],
    });
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune).execute();
  });

  it('location_access follows a renamed same-named place at once (the labels are kept until the tree changes)', async () => {
    const [goaPune] = await createLocationPath(t.database.db, ['Pune'], loc.goa);
    const labels = async () => (await get(admin, '/api/report/location_access?keyword=pun&limit=10')).json().data.map((r: { location: string }) => r.location);
    expect(await labels()).toEqual(['Pune (Maharashtra)', 'Pune (Goa)']);
    const res = await t.call(admin, { method: 'PUT', url: `/api/locations/${goaPune}`, payload: { name: 'Punem', parent_id: loc.goa, active: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await labels()).toEqual(['Pune', 'Punem']);
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune!).execute();
  });

  it('orgstats: members per organization, scoped as the members list, equal to its count per organization', async () => {
    const orgId = async (name: string) => (await t.database.db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    expect(await stats(admin, '/api/report/orgstats', {})).toEqual([
      { label: 'Seva Sangh', id: await orgId('Seva Sangh'), count: 2 },
      { label: 'Vidya Trust', id: await orgId('Vidya Trust'), count: 1 },
    ]);
    const scoped = await stats(regional, '/api/report/orgstats', {});
    expect(scoped).toEqual([{ label: 'Seva Sangh', id: await orgId('Seva Sangh'), count: 1 }]);
    // the row's drill-down: the members list filtered by the row's organization
    const list = await t.call(regional, { method: 'POST', url: '/api/filter?limit=10', payload: { organization_id: scoped[0].id } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.count).toBe(1);
  });

  it('answers 401 without a token and 403 to role 5 on every report, before validation', async () => {
    expect((await post(null, '/api/report/userstats', { type: 'Active' })).statusCode).toBe(401);
    for (const [method, url] of [
      ['POST', '/api/report/userstats'],
      ['POST', '/api/report/orgstats'],
      ['GET', '/api/report/user_access?never_logged_in=9'],
      ['GET', '/api/report/user_access/export'],
      ['GET', '/api/report/location_access'],
    ] as const) {
      const res = await t.call(sevak, { method, url, payload: method === 'POST' ? { type: 'Bad' } : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    const bad = await post(admin, '/api/report/userstats', { type: 'Everyone' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ type: ['Please select the type of report.'] });
  });
});
