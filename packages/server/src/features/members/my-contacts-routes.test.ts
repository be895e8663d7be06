import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';

describe.each(DIALECTS)('my contacts on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let trash: number;
  let sevak: TestUser;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const root = await rootLocationId(db);
    [, pune] = await createLocationPath(db, ['Maharashtra', 'Pune'], root);
    trash = (await db.selectFrom('locations').select('id').where('name', '=', 'ToBeDeleted').executeTakeFirstOrThrow()).id;
    sevak = await t.userOf(5, { locations: [pune] });
    const profession = await db.selectFrom('professions').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    ids = [];
    for (const [i, name] of ['Anil', 'Bharat', 'Chetan'].entries()) {
      ids.push(
        await createMember(db, {
          location_id: pune,
          assigned_to: sevak.id,
          firstname: name,
          email: `${name.toLowerCase()}@example.org`,
          mobile_number: `98765000${i}0`,
          created_at: `2024-0${i + 1}-01 10:00:00`,
          source: i === 1 ? 'PIS' : 'Quick Entry',
          city: 'Pune',
          profession_id: profession.id,
          contact_group: i === 2 ? 'Active' : 'Pending',
          lcd: i === 2 ? '2024-04-01' : null,
        }),
      );
    }
    await createMember(db, { location_id: pune, firstname: 'Other' });
    await createMember(db, { location_id: trash, assigned_to: sevak.id, firstname: 'Deleted' });
  });
  afterAll(() => t.close());

  const get = (user: TestUser, query = '') => t.call(user, { method: 'GET', url: `/api/mycontacts${query}` });

  it('lists the caller\'s contacts newest first with the count beside the rows', async () => {
    const res = await get(sevak);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.data.map((r: { fullname: string }) => r.fullname)).toEqual(['Chetan Kumar', 'Bharat Kumar', 'Anil Kumar']);
    expect(body.data[1]).toMatchObject({
      id: ids[1],
      source: 'PIS',
      type: 'P',
      location: 'Pune',
      city: 'Pune',
      profession: expect.any(String),
      category: null,
      mobile_number: '9876500010',
      email: 'bharat@example.org',
      contact_group: 'Pending',
      created_at: '2024-02-01 10:00:00',
    });
    for (const field of ['whatsapp', 'updated_at', 'last_contact_status', 'last_contact_response', 'last_participation_status', 'lcd', 'brief_intro', 'participation']) {
      expect(body.data[1]).toHaveProperty(field);
    }
    expect(body.data[0]).toMatchObject({ type: 'Q', contact_group: 'Active', lcd: '2024-04-01' });
  });

  it('tells a same-named location apart by its ancestors; the city, typed by a person, stays as typed (issue 26)', async () => {
    const [, goaPune] = await createLocationPath(t.database.db, ['Goa', 'Pune'], await rootLocationId(t.database.db));
    const row = (await get(sevak, '?limit=1')).json().data[0];
    expect([row.location, row.city]).toEqual(['Pune (Maharashtra)', 'Pune']);
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune!).execute();
  });

  it('pages and searches by name, mobile, email or id', async () => {
    const page = (await get(sevak, '?skip=1&limit=1')).json();
    expect(page.count).toBe(3);
    expect(page.data.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    const names = async (q: string) => (await get(sevak, q)).json().data.map((r: { fullname: string }) => r.fullname);
    expect(await names('?keyword=chet')).toEqual(['Chetan Kumar']);
    expect(await names('?keyword=9876500000')).toEqual(['Anil Kumar']);
    expect(await names('?keyword=BHARAT%40')).toEqual(['Bharat Kumar']);
    expect(await names(`?keyword=${ids[2]}`)).toContain('Chetan Kumar');
    expect((await get(sevak, '?keyword=zzz')).json()).toEqual({ data: [], count: 0 });
  });

  it('is "assigned to me" for every role', async () => {
    const admin = await t.userOf(1);
    expect((await get(admin)).json()).toEqual({ data: [], count: 0 });
    await createMember(t.database.db, { location_id: pune, assigned_to: admin.id });
    expect((await get(admin)).json().count).toBe(1);
  });

  it('refuses a bad page size and needs a login', async () => {
    expect((await get(sevak, '?limit=5001')).statusCode).toBe(422);
    expect((await t.call(null, { method: 'GET', url: '/api/mycontacts' })).statusCode).toBe(401);
  });
});
