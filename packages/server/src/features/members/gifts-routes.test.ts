import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';

describe.each(DIALECTS)('gifts on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let goa: number;
  let coordinator: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    coordinator = await t.userOf(3, { locations: [pune] });
  });
  afterAll(() => t.close());

  const add = (user: TestUser, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/gifts', payload });
  const list = (user: TestUser, id: number) => t.call(user, { method: 'GET', url: `/api/gifts/member/${id}` });

  it('adds, lists (latest first) and deletes gifts, with history', async () => {
    const id = await createMember(t.database.db, { location_id: pune });
    const first = await add(coordinator, { member_id: id, gift_type: 'Granth', gift_description: 'Gita', given_by: 'Asha', given_on: '2024-01-10' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Gift added successfully', data: { id: expect.any(Number) } });
    await add(coordinator, { member_id: id, gift_type: 'Panchang', given_by: 'Ravi', given_on: '2024-03-01' });
    const rows = (await list(coordinator, id)).json().data;
    expect(rows.map((g: { gift_type: string }) => g.gift_type)).toEqual(['Panchang', 'Granth']);
    expect(rows[1]).toEqual({
      id: first.json().data.id,
      member_id: id,
      gift_type: 'Granth',
      gift_description: 'Gita',
      given_by: 'Asha',
      given_on: '2024-01-10',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const del = await t.call(coordinator, { method: 'DELETE', url: `/api/gifts/${rows[1].id}` });
    expect(del.json()).toEqual({ message: 'Gift deleted successfully' });
    expect((await list(coordinator, id)).json().data).toHaveLength(1);
    const history = await t.call(coordinator, { method: 'GET', url: `/api/members/${id}/history` });
    expect(history.json().data.map((h: { field: string; from: unknown; to: unknown }) => [h.field, h.from, h.to])).toEqual([
      ['gift', 'Granth | Gita | given by Asha on 2024-01-10', null],
      ['gift', null, 'Panchang | given by Ravi on 2024-03-01'],
      ['gift', null, 'Granth | Gita | given by Asha on 2024-01-10'],
    ]);
  });

  it('answers the gift messages', async () => {
    const id = await createMember(t.database.db, { location_id: pune });
    const res = await add(coordinator, { member_id: id, gift_type: 'Sweets', given_by: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please choose type of gift',
      errors: {
        gift_type: ['Please choose type of gift'],
        given_by: ['Please enter the name of the seeker who given gift'],
        given_on: ['Please choose date of gift given'],
      },
    });
  });

  it.each(['CD/DVD', 'Granth', 'Panchang', 'Dainik', 'Other'])('accepts the material type %s', async (type) => {
    const id = await createMember(t.database.db, { location_id: pune });
    expect((await add(coordinator, { member_id: id, gift_type: type, given_by: 'A', given_on: '2024-01-01' })).statusCode).toBe(200);
  });

  it('is scoped, and closed to role 5', async () => {
    const inGoa = await createMember(t.database.db, { location_id: goa });
    const gift = { member_id: inGoa, gift_type: 'Dainik', given_by: 'A', given_on: '2024-01-01' };
    expect((await add(coordinator, gift)).statusCode).toBe(404);
    expect((await list(coordinator, inGoa)).statusCode).toBe(404);
    const admin = await t.userOf(2);
    const added = await add(admin, gift);
    expect((await t.call(coordinator, { method: 'DELETE', url: `/api/gifts/${added.json().data.id}` })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'DELETE', url: '/api/gifts/999999' })).json()).toEqual({ message: 'Gift not found.' });
    const sevak = await t.userOf(5);
    expect((await add(sevak, gift)).statusCode).toBe(403);
  });
});
