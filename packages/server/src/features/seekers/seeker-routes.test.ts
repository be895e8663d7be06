import { seekerYearJoinedMessage } from '@sampark/domain/schemas/seekers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { seekerBody } from '../../../test/seekers.fixtures';

describe.each(DIALECTS)('seekers API on %s', (dialect) => {
  let t: TestApp;
  let root: number;
  let maharashtra: number;
  let pune: number;
  let goa: number;
  let admin: TestUser;
  let puneCoordinator: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    root = await rootLocationId(t.database.db);
    [maharashtra, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    admin = await t.userOf(2);
    puneCoordinator = await t.userOf(3, { locations: [pune] });
  });
  afterAll(() => t.close());

  let seq = 0;
  const mobile = () => `98${String(++seq).padStart(8, '0')}`;
  const body = (extra: Record<string, unknown> = {}) => seekerBody(mobile(), extra);
  const post = (user: TestUser, payload: unknown) => t.call(user, { method: 'POST', url: '/api/seekers', payload: payload as object });
  const put = (user: TestUser, id: number, payload: unknown) => t.call(user, { method: 'PUT', url: `/api/seekers/${id}`, payload: payload as object });
  const stored = (id: number) => t.database.db.selectFrom('seekers').selectAll().where('id', '=', id).executeTakeFirst();
  async function created(user: TestUser, extra: Record<string, unknown> = {}): Promise<number> {
    const res = await post(user, body(extra));
    expect(res.statusCode).toBe(200);
    return res.json().data.id;
  }

  it('adds a seeker with every field, placed at the location its district names', async () => {
    const res = await post(
      puneCoordinator,
      body({
        country: 'india',
        district: 'PUNE',
        email: 'Ravi@Example.org',
        whatsapp: '98200 99999',
        dob: '1980-02-29',
        marital_status: 'Married',
        languages_known: ['Marathi', 'Hindi'],
        education: ['B.E.'],
        profession: ['engineer', 'Teacher'],
        year_joined: 2001,
        spi_status: 'Good',
        spi_level: 61,
        spi_distress: 'None',
        upay_hours: 1.5,
        seva_days: ['Sunday', 'No specific days'],
        seva_hours: 4,
        org_responsibility_responsibility: ['Samiti'],
        seeker_type: 'Part-time',
        id: 999,
        created_by: 1,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'New Seeker added successfully', data: { id: expect.any(Number) } });
    const row = await stored(res.json().data.id);
    expect(row).toMatchObject({
      fullname: 'Ravi Mohan Kulkarni',
      country: 'INDIA',
      district: 'Pune',
      mobile_country_code: '91',
      whatsapp: '9820099999',
      whatsapp_norm: '9820099999',
      email: 'ravi@example.org',
      languages_known: 'Marathi,Hindi',
      profession: 'Engineer,Teacher',
      upay_hours: 1.5,
      seva_days: 'Sunday,No specific days',
      active: 1,
      location_id: pune,
      created_by: puneCoordinator.id,
      updated_by: puneCoordinator.id,
    });
    expect(row!.id).not.toBe(999);
  });

  it('answers every wizard rule with the seed messages', async () => {
    const empty = await post(admin, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Salutation is required',
      errors: {
        salutation: ['Salutation is required'],
        firstname: ['Name is required'],
        middlename: ['Name is required'],
        lastname: ['Name is required'],
        gender: ['Gender is required'],
        country: ['Country is required'],
        city: ['City is required'],
        mobile_number: ['Mobile number is required'],
      },
    });
    const year = new Date().getFullYear();
    const bad = await post(
      admin,
      body({
        firstname: 'रवि',
        middlename: 'M'.repeat(51),
        lastname: '  ',
        city: 'Pune-411001',
        state: '',
        mobile_number: '12345',
        whatsapp: '1234567890123',
        email: 'nobody@',
        year_joined: 1990,
        spi_level: 101,
        upay_hours: 24.5,
        seva_hours: -1,
        profession: 'Astronaut',
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      firstname: ['Name must contain English alphabets only and not contain any special characters'],
      middlename: ['Name must be less than 50 characters'],
      lastname: ['Name is required'],
      city: ['City must contain English alphabets only and not contain any special characters'],
      mobile_number: ['Mobile number must be in between 10-12 digit'],
      whatsapp: ['Mobile number must be in between 10-12 digit'],
      email: ['Enter a valid email'],
      year_joined: [seekerYearJoinedMessage(year)],
      spi_level: ['Spiritual leval must be between 30-100, leave blank if not known'],
      upay_hours: ['Upay hrs must be between 0-24 hrs'],
      seva_hours: ['Seva hrs must be between 0-24 hrs'],
      state: ['State is required'],
    });
    // issue 26: 50.5 is in range; the level is a whole number, and the message says so
    const fraction = await post(admin, body({ spi_level: 50.5 }));
    expect([fraction.statusCode, fraction.json().errors]).toEqual([422, { spi_level: ['Spiritual level must be a whole number, leave blank if not known'] }]);
    const future = await post(admin, body({ year_joined: year + 1, district: '' }));
    expect(future.json().errors).toEqual({ year_joined: [seekerYearJoinedMessage(year)], district: ['District is required'] });
    const profession = await post(admin, body({ profession: 'Astronaut' }));
    expect([profession.statusCode, profession.json()]).toEqual([422, { message: 'Please choose a value from the list', errors: { profession: ['Please choose a value from the list'] } }]);
  });

  it('sets 91 for INDIA and keeps a code that is given', async () => {
    const india = await created(admin, { mobile_country_code: '' });
    expect((await stored(india))!.mobile_country_code).toBe('91');
    const nepal = await created(admin, { country: 'NEPAL', state: 'bagmati zone', district: '', mobile_country_code: '+977', mobile_number: '9841234567' });
    expect((await stored(nepal))!).toMatchObject({ mobile_country_code: '977', state: 'Bagmati Zone', mobile_norm: '9841234567', location_id: root });
  });

  it('refuses a mobile number a member or another seeker already has, however it is written', async () => {
    const member = await createMember(t.database.db, { location_id: pune, mobile_number: '9876500001', mobile_norm: '9876500001' });
    const asMember = await post(admin, body({ mobile_number: '919876500001' }));
    expect(asMember.statusCode).toBe(422);
    expect(asMember.json()).toMatchObject({
      message: '1 Member(s) or Seeker(s) with phone number (919876500001) already exists.',
      errors: { mobile_number: ['1 Member(s) or Seeker(s) with phone number (919876500001) already exists.'] },
      data: [{ id: member, fullname: 'Ravi Kumar', location: 'Pune' }],
    });
    const seeker = await created(admin, { mobile_number: '9876500002' });
    const asSeeker = await post(puneCoordinator, body({ mobile_number: '09876500002' }));
    expect(asSeeker.statusCode).toBe(422);
    expect(asSeeker.json().data).toEqual([
      { id: seeker, source: 'Seeker', fullname: 'Ravi Mohan Kulkarni', location: 'Pune', created_by: admin.name, created_at: expect.any(String) },
    ]);
    // a seeker's WhatsApp number counts too
    await created(admin, { whatsapp: '9876500003' });
    expect((await post(admin, body({ mobile_number: '9876500003' }))).statusCode).toBe(422);
  });

  it('checks the duplicate again when an edit changes the mobile number, not otherwise', async () => {
    const id = await created(admin, { mobile_number: '9876500010' });
    await created(admin, { mobile_number: '9876500011' });
    // the seeker's own number, written differently, is no duplicate
    expect((await put(admin, id, body({ mobile_number: '919876500010' }))).statusCode).toBe(200);
    const taken = await put(admin, id, { mobile_number: '9876500011' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('1 Member(s) or Seeker(s) with phone number (9876500011) already exists.');
    expect((await stored(id))!).toMatchObject({ mobile_number: '919876500010', mobile_norm: '9876500010' });
  });

  it('updates the whole record from the wizard, and the simple edit (name and active)', async () => {
    const id = await created(puneCoordinator);
    const whole = await put(puneCoordinator, id, body({ firstname: 'Ravindra', district: 'pune', spi_level: 70, created_at: 'x' }));
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual({ message: 'Seeker updated successfully', data: { id } });
    expect((await stored(id))!).toMatchObject({ fullname: 'Ravindra Mohan Kulkarni', spi_level: 70, district: 'Pune', location_id: pune });

    const simple = await put(puneCoordinator, id, { firstname: 'Ravi', middlename: 'M', lastname: 'K', active: 0 });
    expect(simple.json()).toEqual({ message: 'Seeker updated successfully', data: { id } });
    expect((await stored(id))!).toMatchObject({ fullname: 'Ravi M K', active: 0, spi_level: 70, mobile_country_code: '91' });

    const blank = await put(puneCoordinator, id, { firstname: '', active: 1 });
    expect([blank.statusCode, blank.json().errors]).toEqual([422, { firstname: ['Name is required'] }]);
    const place = await put(puneCoordinator, id, { state: 'Goa' });
    expect([place.statusCode, place.json().errors]).toEqual([422, { district: ['District is required'] }]);
  });

  it('a seeker and a duplicate seeker tell a same-named location apart by its ancestors (issue 26)', async () => {
    const id = await created(admin, { mobile_number: '9876500009' });
    const [goaPune] = await createLocationPath(t.database.db, ['Pune'], goa);
    expect((await t.call(admin, { method: 'GET', url: `/api/seekers/${id}` })).json().data.location).toBe('Pune (Maharashtra)');
    expect((await post(admin, body({ mobile_number: '9876500009' }))).json().data).toEqual([expect.objectContaining({ id, location: 'Pune (Maharashtra)' })]);
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune!).execute();
  });

  it('records who changed what in the audit log', async () => {
    const id = await created(admin);
    await put(admin, id, { lastname: 'Joshi' });
    const rows = await t.database.db.selectFrom('audit_log').select(['action', 'changes']).where('table_name', '=', 'seekers').where('record_id', '=', id).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(JSON.parse(rows[1].changes!)).toEqual({ lastname: ['Kulkarni', 'Joshi'], fullname: ['Ravi Mohan Kulkarni', 'Ravi Mohan Joshi'] });
  });

  it('reads and deletes a seeker', async () => {
    const id = await created(admin);
    const read = await t.call(admin, { method: 'GET', url: `/api/seekers/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, fullname: 'Ravi Mohan Kulkarni', location: 'Pune', created_by_name: admin.name });
    const del = await t.call(admin, { method: 'DELETE', url: `/api/seekers/${id}` });
    expect([del.statusCode, del.json()]).toEqual([200, { message: 'Seeker deleted successfully' }]);
    expect(await stored(id)).toBeUndefined();
    expect((await t.call(admin, { method: 'GET', url: `/api/seekers/${id}` })).statusCode).toBe(404);
  });

  it('refuses roles 4 and 5 with 403, before reading the body', async () => {
    const id = await created(admin);
    for (const role of [4, 5]) {
      const user = await t.userOf(role, { locations: [root] });
      const calls = [
        { method: 'GET' as const, url: '/api/seekers' },
        { method: 'GET' as const, url: `/api/seekers/${id}` },
        { method: 'POST' as const, url: '/api/seekers', payload: {} },
        { method: 'PUT' as const, url: `/api/seekers/${id}`, payload: { firstname: '' } },
        { method: 'DELETE' as const, url: `/api/seekers/${id}` },
      ];
      for (const call of calls) {
        const res = await t.call(user, call);
        expect([role, call.method, call.url, res.statusCode, res.json()]).toEqual([role, call.method, call.url, 403, { message: 'You are not allowed to do this.' }]);
      }
    }
    expect(await stored(id)).toBeDefined();
  });

  it('keeps a coordinator to the seekers of their locations: 404 outside, 422 when placing one outside', async () => {
    const inGoa = await created(admin, { state: 'Goa', district: 'North Goa' });
    expect((await stored(inGoa))!.location_id).not.toBe(pune);
    for (const call of [
      { method: 'GET' as const, url: `/api/seekers/${inGoa}` },
      { method: 'PUT' as const, url: `/api/seekers/${inGoa}`, payload: { firstname: '' } },
      { method: 'DELETE' as const, url: `/api/seekers/${inGoa}` },
    ]) {
      const res = await t.call(puneCoordinator, call);
      expect([call.method, res.statusCode, res.json()]).toEqual([call.method, 404, { message: 'Seeker not found.' }]);
    }
    expect(await stored(inGoa)).toBeDefined();

    const outside = await post(puneCoordinator, body({ state: 'Goa', district: 'North Goa' }));
    expect([outside.statusCode, outside.json()]).toEqual([422, { message: 'This district is outside your locations', errors: { district: ['This district is outside your locations'] } }]);
    const own = await created(puneCoordinator);
    const moved = await put(puneCoordinator, own, { state: 'Goa', district: 'North Goa' });
    expect(moved.statusCode).toBe(422);
    expect((await stored(own))!).toMatchObject({ district: 'Pune', location_id: pune });

    // a district the tree does not have belongs to its state's location; a place the tree does
    // not know at all stays with its coordinator
    const nashik = await post(puneCoordinator, body({ district: 'Nashik' }));
    expect([nashik.statusCode, nashik.json().errors]).toEqual([422, { district: ['This district is outside your locations'] }]);
    const stateCoordinator = await t.userOf(3, { locations: [maharashtra] });
    expect((await stored(await created(stateCoordinator, { district: 'Nashik' })))!.location_id).toBe(maharashtra);
    expect((await stored(await created(puneCoordinator, { country: 'ARUBA', state: '', district: '' })))!.location_id).toBe(pune);
    expect((await t.call(stateCoordinator, { method: 'GET', url: `/api/seekers/${own}` })).statusCode).toBe(200);
    expect((await t.call(stateCoordinator, { method: 'GET', url: `/api/seekers/${inGoa}` })).statusCode).toBe(404);
    const goaCoordinator = await t.userOf(3, { locations: [goa] });
    expect((await t.call(goaCoordinator, { method: 'GET', url: `/api/seekers/${inGoa}` })).statusCode).toBe(200);
  });
});
