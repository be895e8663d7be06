import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { findMember } from './member-record-repository';

describe.each(DIALECTS)('quick entry on %s', (dialect) => {
  let t: TestApp;
  let maharashtra: number;
  let pune: number;
  let goa: number;
  let thane: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [maharashtra, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [thane] = await createLocationPath(t.database.db, ['Thane'], maharashtra);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
  });
  afterAll(() => t.close());

  let seq = 0;
  const body = (extra: Record<string, unknown> = {}) => ({
    how_know_us: 'Friend',
    salutation: 'Mr',
    firstname: 'Suresh',
    lastname: 'Naik',
    gender: 'M',
    mobile_number: `97000${String(++seq).padStart(5, '0')}`,
    country: 'INDIA',
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pune',
    brief_intro: 'Met at a sabha',
    ...extra,
  });
  const post = (user: TestUser, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/registerauth', payload });
  const stored = async (id: number) => (await findMember(t.database.db, id))!;

  it('adds a Quick Entry member in the district location, assigned to its creator', async () => {
    const coordinator = await t.userOf(3, { locations: [maharashtra] });
    const res = await post(coordinator, body({ source: 'PIS', email: 'Suresh@Example.org' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'New Member added successfully', data: { id: expect.any(Number) } });
    expect(await stored(res.json().data.id)).toMatchObject({
      source: 'Quick Entry',
      fullname: 'Suresh Naik',
      email: 'suresh@example.org',
      location_id: pune,
      assigned_to: coordinator.id,
      created_by: coordinator.id,
      mobile_country_code: '91',
      country: 'INDIA',
      contact_group: 'Pending',
    });
  });

  it('falls back to the caller\'s first location when the district is not in the tree or not theirs', async () => {
    const sevak = await t.userOf(5, { locations: [thane] });
    const elsewhere = await post(sevak, body({ state: 'Maharashtra', district: 'Nashik' }));
    expect(await stored(elsewhere.json().data.id)).toMatchObject({ location_id: thane, assigned_to: sevak.id });
    // Pune exists but lies outside the sevak's Thane
    const notTheirs = await post(sevak, body());
    expect((await stored(notTheirs.json().data.id)).location_id).toBe(thane);
    // Goa's state location is used when no district location matches
    const goaUser = await t.userOf(4, { locations: [goa] });
    const south = await post(goaUser, body({ state: 'Goa', district: 'South Goa' }));
    expect((await stored(south.json().data.id)).location_id).toBe(goa);
  });

  it('answers every quick-entry message', async () => {
    const user = await t.userOf(5, { locations: [pune] });
    const res = await post(user, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Source is required',
      errors: {
        how_know_us: ['Source is required'],
        salutation: ['Salutation is required'],
        firstname: ['Name is required'],
        lastname: ['Name is required'],
        gender: ['Gender is required'],
        mobile_number: ['Mobile number is required'],
        city: ['City is required'],
        brief_intro: ['Remarks is required'],
        state: ['State is required'],
      },
    });
    const format = await post(user, body({ firstname: 'Suresh1', lastname: 'N'.repeat(51), email: 'bad@', mobile_number: '98-765' }));
    expect(format.json().errors).toEqual({
      firstname: ['Name must contain English alphabets only and  not contain any special characters'],
      lastname: ['Name must be less than 50 characters'],
      email: ['Enter a valid email'],
      mobile_number: ['Mobile number must be in between 10-12 digit'],
    });
    expect((await post(user, body({ district: '' }))).json().errors).toEqual({ district: ['District is required'] });
    expect((await post(user, body({ country: '' }))).json().errors).toEqual({ country: ['Country is required'] });
  });

  it('refuses a number that already exists, however written, with the matches', async () => {
    const admin = await t.userOf(1, { name: 'Quick Admin' });
    const existing = await createMember(t.database.db, { location_id: goa, mobile_number: '+91 98200 55555', mobile_norm: '9820055555', created_by: admin.id });
    const user = await t.userOf(4, { locations: [pune] });
    const res = await post(user, body({ mobile_number: '09820055555' }));
    expect(res.statusCode).toBe(422);
    const message = '1 Member(s) with phone number (09820055555) already exists.';
    expect(res.json()).toEqual({
      message,
      errors: { mobile_number: [message] },
      data: [{ id: existing, source: 'Quick Entry', fullname: 'Ravi Kumar', location: 'North Goa', created_by: 'Quick Admin', created_at: expect.any(String) }],
    });
    const count = await t.database.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('mobile_norm', '=', '9820055555').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('needs a login', async () => {
    expect((await t.call(null, { method: 'POST', url: '/api/registerauth', payload: body() })).statusCode).toBe(401);
  });
});
