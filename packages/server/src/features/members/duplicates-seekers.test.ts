import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { seekerBody } from '../../../test/seekers.fixtures';

/** The seeker wizard's duplicate check (issue 15, docs/decisions/033): members and seekers. */
describe.each(DIALECTS)('duplicate check with seekers on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let coordinator: TestUser;
  let member: number;
  let seekerByMobile: number;
  let seekerByWhatsapp: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    const [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    const [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    admin = await t.userOf(2, { name: 'Seeker Admin' });
    coordinator = await t.userOf(3, { locations: [pune] });
    const add = async (body: Record<string, unknown>) => {
      const res = await t.call(admin, { method: 'POST', url: '/api/seekers', payload: body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    // the seekers first: a seeker's save refuses a number a member already has
    seekerByMobile = await add(seekerBody('98300 12345'));
    seekerByWhatsapp = await add(seekerBody('9111100000', { firstname: 'Sita', whatsapp: '919830012345' }));
    member = await createMember(t.database.db, { location_id: goa, mobile_number: '9830012345', mobile_norm: '9830012345', source: 'PIS' });
  });
  afterAll(() => t.close());

  const check = (user: TestUser, query: string) => t.call(user, { method: 'POST', url: `/api/checkduplicate?${query}` });
  const ids = async (user: TestUser, query: string) => {
    const res = await check(user, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number; source: string }[]).map((r) => [r.source, r.id]);
  };

  it.each(['9830012345', '%2B91%2098300%2012345', '0983-001-2345'])('with seekers=1 finds the members, then the seekers, for %s', async (phone) => {
    const res = await check(coordinator, `phone_number=${phone}&country=INDIA&seekers=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: member, source: 'PIS', fullname: 'Ravi Kumar', location: 'North Goa', created_by: null, created_at: expect.any(String) },
      { id: seekerByMobile, source: 'Seeker', fullname: 'Ravi Mohan Kulkarni', location: 'Pune', created_by: 'Seeker Admin', created_at: expect.any(String) },
      { id: seekerByWhatsapp, source: 'Seeker', fullname: 'Sita Mohan Kulkarni', location: 'Pune', created_by: 'Seeker Admin', created_at: expect.any(String) },
    ]);
  });

  it('without seekers=1 (quick entry, Add New member) finds members only', async () => {
    expect(await ids(coordinator, 'phone_number=9830012345&country=91')).toEqual([['PIS', member]]);
    expect(await ids(coordinator, 'phone_number=9830012345&country=91&seekers=0')).toEqual([['PIS', member]]);
  });

  it('leaves out the seeker being edited (seeker_id)', async () => {
    expect(await ids(admin, `phone_number=9830012345&seekers=1&seeker_id=${seekerByMobile}`)).toEqual([
      ['PIS', member],
      ['Seeker', seekerByWhatsapp],
    ]);
  });

  it('finds a seeker whose number no member has', async () => {
    expect(await ids(admin, 'phone_number=9111100000&country=INDIA&seekers=1')).toEqual([['Seeker', seekerByWhatsapp]]);
    expect(await ids(admin, 'phone_number=9111100000&country=INDIA')).toEqual([]);
  });

  it.each([4, 5])('refuses seekers=1 to role %i with 403, before the query is validated', async (role) => {
    const user = await t.userOf(role);
    for (const query of ['phone_number=9830012345&seekers=1', 'seekers=1']) {
      const res = await check(user, query);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    expect(await ids(user, 'phone_number=9830012345')).toEqual([['PIS', member]]);
  });

  it('refuses a flag or an id that cannot be one with 422', async () => {
    const flag = await check(admin, 'phone_number=9830012345&seekers=yes');
    expect(flag.statusCode).toBe(422);
    expect(flag.json().errors).toEqual({ seekers: [CHOOSE_FROM_LIST] });
    const id = await check(admin, 'phone_number=9830012345&seekers=1&seeker_id=-3');
    expect(id.statusCode).toBe(422);
    expect(id.json().errors).toEqual({ seeker_id: [CHOOSE_FROM_LIST] });
  });

  it('needs a login', async () => {
    expect((await t.call(null, { method: 'POST', url: '/api/checkduplicate?phone_number=9830012345&seekers=1' })).statusCode).toBe(401);
  });
});
