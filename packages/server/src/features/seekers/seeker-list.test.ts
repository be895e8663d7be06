import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, rootLocationId, type TestUser } from '../../../test/factories';
import { seekerBody } from '../../../test/seekers.fixtures';

describe.each(DIALECTS)('seekers list on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let admin: TestUser;
  let puneCoordinator: TestUser;
  const ids: Record<string, number> = {};

  let seq = 0;
  async function add(key: string, extra: Record<string, unknown>) {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/seekers',
      payload: seekerBody(`97${String(++seq).padStart(8, '0')}`, extra),
    });
    expect(res.statusCode).toBe(200);
    ids[key] = res.json().data.id;
  }
  const setCreated = (key: string, at: string) => t.database.db.updateTable('seekers').set({ created_at: at }).where('id', '=', ids[key]).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    admin = await t.userOf(1, { name: 'Asha Admin' });
    puneCoordinator = await t.userOf(3, { locations: [pune] });
    await add('anita', { firstname: 'Anita', gender: 'F', education: ['B.A.'], profession: ['Teacher'], email: 'anita@example.org' });
    await add('bharat', { firstname: 'Bharat', education: ['B.A.', 'M.A.'], profession: ['Doctor'] });
    await add('chitra', { firstname: 'Chitra', gender: 'F', state: 'Goa', district: 'North Goa', city: 'Panaji', profession: ['Student'] });
    await add('dev', { firstname: 'Dev', education: ['B.Sc.', 'M.Sc.'] });
    await add('esha', { firstname: 'Esha', gender: 'F', whatsapp: '9123456789', state: 'Goa', district: 'South Goa', city: 'Margao' });
    await setCreated('anita', '2026-01-10 09:00:00');
    await setCreated('bharat', '2026-02-10 09:00:00');
    await setCreated('chitra', '2026-03-10 09:00:00');
    await setCreated('dev', '2026-03-31 23:59:59');
    await setCreated('esha', '2026-04-01 00:00:00');
  });
  afterAll(() => t.close());

  const list = (user: TestUser, query: Record<string, string> = {}) =>
    t.call(user, { method: 'GET', url: `/api/seekers?${new URLSearchParams(query)}` });
  const names = async (user: TestUser, query: Record<string, string> = {}) => {
    const res = await list(user, query);
    expect(res.statusCode).toBe(200);
    return { names: res.json().data.map((r: { fullname: string }) => r.fullname.split(' ')[0]), count: res.json().count };
  };

  it('answers the list columns, newest first, 10 per page by default', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(5);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([ids.esha, ids.dev, ids.chitra, ids.bharat, ids.anita]);
    expect(res.json().data[4]).toEqual({
      id: ids.anita,
      fullname: 'Anita Mohan Kulkarni',
      gender: 'F',
      dob: null,
      country: 'INDIA',
      state: 'Maharashtra',
      district: 'Pune',
      city: 'Pune',
      mobile_country_code: '91',
      mobile_number: expect.stringMatching(/^97\d{8}$/),
      whatsapp: null,
      email: 'anita@example.org',
      education: 'B.A.',
      profession: 'Teacher',
      active: 1,
      created_by: admin.id,
      created_by_name: 'Asha Admin',
      updated_by: admin.id,
      updated_by_name: 'Asha Admin',
      created_at: '2026-01-10 09:00:00',
      updated_at: expect.any(String),
    });
  });

  it('pages on the server with skip and limit, the count unchanged', async () => {
    expect(await names(admin, { skip: '1', limit: '2' })).toEqual({ names: ['Dev', 'Chitra'], count: 5 });
    expect(await names(admin, { skip: '4', limit: '50' })).toEqual({ names: ['Anita'], count: 5 });
  });

  it('sorts by a listed column and refuses any other with 422', async () => {
    expect((await names(admin, { orderby: 'fullname', ordertype: 'asc' })).names).toEqual(['Anita', 'Bharat', 'Chitra', 'Dev', 'Esha']);
    expect((await names(admin, { orderby: 'district', ordertype: 'desc', limit: '2' })).names).toEqual(['Esha', 'Dev']);
    const bad = await list(admin, { orderby: 'password_hash' });
    expect([bad.statusCode, bad.json()]).toEqual([422, { message: 'The selected orderby is invalid.', errors: { orderby: ['The selected orderby is invalid.'] } }]);
    const type = await list(admin, { ordertype: 'sideways' });
    expect(type.statusCode).toBe(422);
  });

  it('searches the name, email, numbers and id; % and _ are literal', async () => {
    expect((await names(admin, { keyword: 'chit' })).names).toEqual(['Chitra']);
    expect((await names(admin, { keyword: 'ANITA@EXAMPLE' })).names).toEqual(['Anita']);
    expect((await names(admin, { keyword: '912345' })).names).toEqual(['Esha']);
    expect((await names(admin, { keyword: String(ids.bharat) })).names).toContain('Bharat');
    expect(await names(admin, { keyword: '%' })).toEqual({ names: [], count: 0 });
    expect(await names(admin, { keyword: 'R_vi' })).toEqual({ names: [], count: 0 });
  });

  it('filters by place, gender, profession, education and created dates', async () => {
    expect((await names(admin, { state: 'goa' })).names).toEqual(['Esha', 'Chitra']);
    expect((await names(admin, { country: 'INDIA', state: 'Goa', district: 'North Goa' })).names).toEqual(['Chitra']);
    expect((await names(admin, { gender: 'F' })).names).toEqual(['Esha', 'Chitra', 'Anita']);
    expect((await names(admin, { profession: 'Teacher,Student' })).names).toEqual(['Chitra', 'Anita']);
    // a whole entry of the comma-joined list ('M.A.' is not part of 'M.Sc.' or 'B.A.')
    expect((await names(admin, { education: 'B.A.' })).names).toEqual(['Bharat', 'Anita']);
    expect((await names(admin, { education: 'M.A.' })).names).toEqual(['Bharat']);
    expect(await names(admin, { start_date: '2026-02-10', end_date: '2026-03-31' })).toEqual({ names: ['Dev', 'Chitra', 'Bharat'], count: 3 });
    expect((await names(admin, { gender: 'F', start_date: '2026-03-01' })).names).toEqual(['Esha', 'Chitra']);
    const range = await list(admin, { start_date: '2026-04-01', end_date: '2026-03-01' });
    expect([range.statusCode, range.json().errors]).toEqual([422, { end_date: ['The end date must be a date after or equal to the start date.'] }]);
  });

  it('shows a coordinator only the seekers of their locations', async () => {
    expect(await names(puneCoordinator)).toEqual({ names: ['Dev', 'Bharat', 'Anita'], count: 3 });
    expect(await names(puneCoordinator, { state: 'Goa' })).toEqual({ names: [], count: 0 });
    const nowhere = await t.userOf(3);
    expect(await names(nowhere)).toEqual({ names: [], count: 0 });
  });
});
