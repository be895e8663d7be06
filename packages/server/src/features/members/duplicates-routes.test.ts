import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';

describe.each(DIALECTS)('duplicate check on %s', (dialect) => {
  let t: TestApp;
  let goa: number;
  let pune: number;
  let creator: TestUser;
  let byMobile: number;
  let byWhatsapp: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    creator = await t.userOf(2, { name: 'Creator' });
    const db = t.database.db;
    byMobile = await createMember(db, { location_id: goa, mobile_number: '98200 12345', mobile_norm: '9820012345', created_by: creator.id, source: 'PIS' });
    byWhatsapp = await createMember(db, { location_id: pune, mobile_number: '9111111111', mobile_norm: '9111111111', whatsapp: '+91 98200-12345', whatsapp_norm: '9820012345', firstname: 'Wa' });
  });
  afterAll(() => t.close());

  const check = (user: TestUser, phone: string, country = 'INDIA') =>
    t.call(user, { method: 'POST', url: `/api/checkduplicate?phone_number=${encodeURIComponent(phone)}&country=${encodeURIComponent(country)}` });

  it.each(['9820012345', '+91 98200 12345', '098200 12345', '91-98200-12345', '919820012345'])(
    'finds mobile and WhatsApp matches for %s across the whole organisation',
    async (phone) => {
      const sevak = await t.userOf(5, { locations: [pune] });
      const res = await check(sevak, phone);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { id: byMobile, source: 'PIS', fullname: 'Ravi Kumar', location: 'North Goa', created_by: 'Creator', created_at: expect.any(String) },
        { id: byWhatsapp, source: 'Quick Entry', fullname: 'Wa Kumar', location: 'Pune', created_by: null, created_at: expect.any(String) },
      ]);
    },
  );

  it('tells a same-named location apart by its ancestors (issue 26)', async () => {
    const [goaPune] = await createLocationPath(t.database.db, ['Pune'], goa);
    const rows = (await check(creator, '9820012345')).json().data;
    expect(rows.map((r: { location: string }) => r.location)).toEqual(['North Goa', 'Pune (Maharashtra)']);
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune!).execute();
  });

  it('accepts the country as a calling code', async () => {
    const user = await t.userOf(3);
    expect((await check(user, '9820012345', '91')).json().data).toHaveLength(2);
    expect((await check(user, '9820012345', '+91')).json().data).toHaveLength(2);
  });

  it('finds nothing for another number', async () => {
    const user = await t.userOf(4);
    expect((await check(user, '9820012346')).json()).toEqual({ data: [] });
  });

  it('requires the number', async () => {
    const user = await t.userOf(4);
    const res = await t.call(user, { method: 'POST', url: '/api/checkduplicate' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone_number: ['Mobile number is required'] });
  });

  it('needs a login', async () => {
    expect((await t.call(null, { method: 'POST', url: '/api/checkduplicate?phone_number=9820012345' })).statusCode).toBe(401);
  });
});
