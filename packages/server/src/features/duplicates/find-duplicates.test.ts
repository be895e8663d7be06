import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';

describe.each(DIALECTS)('GET api/duplicates on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let pune: number;
  let trash: number;
  let root: number;
  let n = 0;
  /** A member with a number of its own unless the test gives one. */
  const person = (fields: Record<string, unknown> = {}) => {
    n++;
    const own = `70000000${String(n).padStart(2, '0')}`;
    return createMember(t.database.db, { location_id: pune, mobile_number: own, mobile_norm: own, firstname: `P${n}`, lastname: 'X', created_at: `2024-01-${String(n).padStart(2, '0')} 10:00:00`, ...fields });
  };
  const list = (user: TestUser | null, query = '') => t.call(user, { method: 'GET', url: `/api/duplicates${query}` });
  const ids = (group: { members: { id: number }[] }) => group.members.map((m) => m.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.userOf(1);
    root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    trash = (await t.database.db.selectFrom('locations').select('id').where('name', '=', 'ToBeDeleted').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('groups by number (either field, +91 and spaces), e-mail in any case, and name with date of birth; largest first', async () => {
    // the number as quick entry stores it: +91 and spaces normalised into mobile_norm / whatsapp_norm
    const a = await person({ mobile_number: '+91 98200 11111', mobile_norm: '9820011111', email: 'Asha@Example.com' });
    const b = await person({ whatsapp: '9820011111', whatsapp_norm: '9820011111' });
    const c = await person({ mobile_number: '98200 11111', mobile_norm: '9820011111', whatsapp: '98200 11111', whatsapp_norm: '9820011111' });
    const d = await person({ email: 'asha@example.COM' });
    const e = await person({ firstname: 'Ravi', lastname: 'Kumar', dob: '1980-05-01' });
    const f = await person({ firstname: 'RAVI', lastname: 'kumar', dob: '1980-05-01' });
    await person({ firstname: 'Ravi', lastname: 'Kumar', dob: '1981-05-01' });
    await person({ firstname: 'Ravi', lastname: 'Kumar' });
    await person({ email: 'asha@example.com', location_id: trash });

    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.data.map((g: { reason: string; key: string }) => [g.reason, g.key])).toEqual([
      ['mobile', '9820011111'],
      ['email', 'asha@example.com'],
      ['name_dob', 'ravi kumar|1980-05-01'],
    ]);
    expect(body.data.map(ids)).toEqual([[a, b, c], [a, d], [e, f]]);
    expect(body.data[0].members[0]).toEqual({
      id: a,
      fullname: expect.any(String),
      source: 'Quick Entry',
      location: 'Pune',
      mobile_number: '+91 98200 11111',
      whatsapp: null,
      email: 'Asha@Example.com',
      created_at: expect.any(String),
      followups: 0,
    });
  });

  it('filters by reason and pages', async () => {
    const byEmail = (await list(admin, '?reason=email')).json();
    expect(byEmail.count).toBe(1);
    expect(byEmail.data[0].reason).toBe('email');
    const second = (await list(admin, '?skip=1&limit=1')).json();
    expect(second.count).toBe(3);
    expect(second.data.map((g: { reason: string }) => g.reason)).toEqual(['email']);
    expect((await list(admin, '?skip=10')).json()).toEqual({ data: [], count: 3 });
    const bad = await list(admin, '?reason=phone');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ reason: ['Please choose a value from the list'] });
  });

  it('follows every write: an edit, a move to ToBeDeleted and back, a merge and its undo', async () => {
    const keys = async () => (await list(admin, '?reason=email&limit=100')).json().data.map((g: { key: string; members: { id: number }[] }) => [g.key, ids(g)]);
    const a = await person({ email: 'Moved@Example.com' });
    const b = await person({ email: 'someone@example.com' });
    expect(await keys()).toEqual([['asha@example.com', expect.any(Array)]]);
    await t.database.db.updateTable('members').set({ email: 'MOVED@example.com' }).where('id', '=', b).execute();
    expect(await keys()).toContainEqual(['moved@example.com', [a, b]]);
    await t.database.db.updateTable('members').set({ location_id: trash }).where('id', '=', b).execute();
    expect(await keys()).not.toContainEqual(['moved@example.com', expect.any(Array)]);
    await t.database.db.updateTable('members').set({ location_id: pune }).where('id', '=', b).execute();
    expect(await keys()).toContainEqual(['moved@example.com', [a, b]]);
    const merged = await t.call(admin, { method: 'POST', url: '/api/members/merge', payload: { keep: a, merge: [b] } });
    expect(await keys()).not.toContainEqual(['moved@example.com', expect.any(Array)]);
    await t.call(admin, { method: 'POST', url: `/api/members/merge/${merged.json().data.merge_id}/undo` });
    expect(await keys()).toContainEqual(['moved@example.com', [a, b]]);
  });

  it('keeps a key\'s count through moves: between locations (no trigger), with an edit, into ToBeDeleted and out', async () => {
    const size = async () =>
      Number((await t.database.db.selectFrom('duplicate_keys').select('size').where('reason', '=', 'email').where('key', '=', 'count@example.com').executeTakeFirst())?.size);
    const move = (ids: number[], set: Record<string, unknown>) => t.database.db.updateTable('members').set(set).where('id', 'in', ids).execute();
    const a = await person({ email: 'count@example.com' });
    const b = await person({ email: 'Count@example.com' });
    expect(await size()).toBe(2);
    await move([a, b], { location_id: root });
    expect(await size()).toBe(2);
    await move([b], { location_id: trash, email: 'COUNT@example.com' });
    expect(await size()).toBe(1);
    await move([b], { location_id: pune });
    expect(await size()).toBe(2);
    await move([a], { location_id: pune, email: 'other@example.com' });
    expect(await size()).toBe(1);
  });

  it('is for roles 1-2 only', async () => {
    expect((await list(await t.userOf(2))).statusCode).toBe(200);
    for (const role of [3, 4, 5]) {
      const res = await list(await t.userOf(role, { locations: [pune] }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    expect((await list(null)).statusCode).toBe(401);
  });
});
