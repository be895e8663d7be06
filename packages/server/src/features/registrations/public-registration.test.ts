import { formLinkPath } from '@sampark/domain/events/registration-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, rootLocationId } from '../../../test/factories';
import { formProofHeaders } from '../../../test/form-proof';
import { addEvent, type FormWorld, formWorld, historyOf, invitee, registeredFlag, validForm } from './registration-form.fixtures';
import { linkToken } from './registration-links';

const NOT_FOUND = { message: 'Registration not found.' };
const MOBILE_TAKEN =
  'A delegate with this mobile number is already registered for this event. To change that registration, open the edit link you were given when you registered.';
const json = { 'content-type': 'application/json' };

/** The token of an edit link `/forms/{event}-{token}/edit`. */
const tokenOfUrl = (url: string) => /^\/forms\/\d+-(.+)\/edit$/.exec(url)![1];

describe.each(DIALECTS)('the public registration form on %s', (dialect) => {
  let t: TestApp;
  let w: FormWorld;
  const post = async (body: Record<string, unknown>, token?: string) =>
    t.call(null, {
      method: 'POST',
      url: `/api/public/registrations${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      headers: await formProofHeaders(t.app),
      payload: body,
    });
  const read = (id: number | string, token: string) => t.call(null, { method: 'GET', url: `/api/public/registrations/${id}?token=${encodeURIComponent(token)}` });
  const change = (id: number | string, token: string, payload: unknown) =>
    t.call(null, { method: 'PUT', url: `/api/public/registrations/${id}?token=${encodeURIComponent(token)}`, headers: json, payload: JSON.stringify(payload) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await formWorld(t);
  });
  afterAll(() => t.close());

  it('shows an active event to anyone, and nothing of an inactive or missing one', async () => {
    const res = await t.call(null, { method: 'GET', url: `/api/public/events/${w.event}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: w.event, name: 'Yuva Shibir', description: null, date_from: w.start, date_to: w.end, location_name: 'Maharashtra' } });
    const inactive = await addEvent(t.database.db, w, { name: 'Closed', date_from: w.start, date_to: w.end, inactive: 1 });
    for (const id of [inactive, 999999]) {
      const missing = await t.call(null, { method: 'GET', url: `/api/public/events/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Event not found.' });
    }
  });

  it("tells the event's same-named location apart by its ancestors (issue 26)", async () => {
    const db = t.database.db;
    const [, other] = await createLocationPath(db, ['Nepal', 'Maharashtra'], await rootLocationId(db));
    const res = await t.call(null, { method: 'GET', url: `/api/public/events/${w.event}` });
    expect(res.json().data.location_name).toBe('Maharashtra (INDIA)');
    await db.deleteFrom('locations').where('id', '=', other!).execute();
  });

  it('lists the active professions only', async () => {
    const db = t.database.db;
    const last = await db.selectFrom('professions').select(['id', 'name']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('professions').set({ active: 0 }).where('id', '=', last.id).execute();
    const res = await t.call(null, { method: 'GET', url: '/api/public/professions' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    const active = await db.selectFrom('professions').select('name').where('active', '=', 1).orderBy('name').execute();
    expect(names).toEqual(active.map((p) => p.name));
    expect(names.length).toBeGreaterThan(1);
    expect(names).not.toContain(last.name);
    expect(Object.keys(res.json().data[0])).toEqual(['id', 'name']);
  });

  it('registers a visitor: the seed message, an edit link and a pass, no member and no user', async () => {
    const res = await post({ ...validForm(w), event_id: w.event, member_id: 12345 });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Member registered successfully');
    expect(data.edit_url).toMatch(new RegExp(`^/forms/${w.event}-${data.id}\\.[A-Za-z0-9_-]{22}/edit$`));
    expect(data.pass_url).toMatch(new RegExp(`^/pass/${w.event}\\.${data.id}\\.`));
    const row = await t.database.db.selectFrom('registrations').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      event_id: w.event,
      member_id: null,
      fullname: 'Ravi Kumar',
      status: 'Registered',
      created_by: null,
      other_media: 'Youtube,Koo',
      state: 'Goa',
      booking_date: null,
      days_of_stay: validForm(w).days_of_stay,
    });
  });

  it('opens and changes a registration with its own token only', async () => {
    const a = (await post({ ...validForm(w), event_id: w.event, firstname: 'Anand' })).json().data;
    const b = (await post({ ...validForm(w), event_id: w.event, firstname: 'Bharat' })).json().data;
    const tokenA = tokenOfUrl(a.edit_url);
    const tokenB = tokenOfUrl(b.edit_url);

    const res = await read(a.id, tokenA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.id, event_id: w.event, firstname: 'Anand', status: 'Registered', days_of_stay: validForm(w).days_of_stay });

    const memberToken = await linkToken(t.database.db, 'member', w.event, a.id);
    const otherEvent = await linkToken(t.database.db, 'registration', w.goaEvent, a.id);
    const wrong = [tokenB, tokenA.slice(0, -1), `${tokenA}x`, tokenA.toLowerCase(), memberToken, otherEvent, `${a.id}`, '', 'null'];
    for (const token of wrong) {
      const r = await read(a.id, token);
      expect([token, r.statusCode, r.json()]).toEqual([token, 404, NOT_FOUND]);
    }
    const noToken = await t.call(null, { method: 'GET', url: `/api/public/registrations/${a.id}` });
    expect(noToken.statusCode).toBe(404);
    // another registration's token on this id, whatever the body: 404 before the body is read
    for (const body of [null, { firstname: '' }, { ...validForm(w), firstname: 'Hacked' }]) {
      const r = await change(a.id, tokenB, body);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual(NOT_FOUND);
    }

    const changed = await change(a.id, tokenA, { ...validForm(w), firstname: 'Anandrao', event_id: w.goaEvent, member_id: 7 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: 'Registration updated successfully', data: { id: a.id, edit_url: a.edit_url, pass_url: a.pass_url } });
    const row = await t.database.db.selectFrom('registrations').select(['firstname', 'fullname', 'event_id', 'member_id']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ firstname: 'Anandrao', fullname: 'Anandrao Kumar', event_id: w.event, member_id: null });

    const invalid = await change(a.id, tokenA, { ...validForm(w), hindi_name: 'Anand' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ hindi_name: ['Field must contain Devanagari (Unicode) characters only'] });
  });

  it('an invitee’s personal link prefills from the member, and registering sets registered with a history row', async () => {
    const db = t.database.db;
    const member = await invitee(db, w, w.event, 'Final Approved', w.pune, { firstname: 'Sunita', lastname: 'Deshmukh', salutation: 'Mrs', gender: 'F', dob: '0000-00-00' });
    const token = await linkToken(db, 'member', w.event, member);
    const prefill = await t.call(null, { method: 'GET', url: `/api/public/events/${w.event}/prefill?token=${token}` });
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json().data).toEqual({
      salutation: 'Mrs',
      firstname: 'Sunita',
      lastname: 'Deshmukh',
      hindi_name: 'रवि कुमार',
      gender: 'F',
      profession_id: w.profession,
      email: 'ravi@example.org',
      mobile_country_code: '91',
      mobile_number: '9820012345',
      country: 'INDIA',
      state: 'Maharashtra',
      district: 'Pune',
      city: 'Pune',
      brief_intro: 'Teacher, runs a study circle',
    });

    const res = await post({ ...validForm(w), event_id: w.event, firstname: 'Sunita', member_id: 0 }, token);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect((await db.selectFrom('registrations').select('member_id').where('id', '=', id).executeTakeFirstOrThrow()).member_id).toBe(member);
    expect(await registeredFlag(db, w.event, member)).toBe(1);
    expect(await historyOf(db, w.event, member)).toEqual([
      { field: 'registered', old_value: '0', new_value: '1', comment: 'Registered through the registration form', changed_by: null },
    ]);

    // the same member as a delegate again: refused; an accompanying person with the same link is welcome
    const again = await post({ ...validForm(w), event_id: w.event }, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'This member is already registered for this event', errors: { relationship: ['This member is already registered for this event'] } });
    const driver = await post({ ...validForm(w), event_id: w.event, relationship: 3, firstname: 'Mohan' }, token);
    expect(driver.statusCode).toBe(200);
    const driverRow = await db.selectFrom('registrations').select(['member_id', 'relationship']).where('id', '=', driver.json().data.id).executeTakeFirstOrThrow();
    expect(driverRow).toEqual({ member_id: member, relationship: 3 });
    expect(await historyOf(db, w.event, member)).toHaveLength(1);
  });

  it('a personal link works only for its event, signed, and while the member is Final Approved', async () => {
    const db = t.database.db;
    const member = await invitee(db, w, w.event);
    const good = await linkToken(db, 'member', w.event, member);
    const pending = await invitee(db, w, w.event, 'First Approved');
    const cases = [
      [w.event, await linkToken(db, 'member', w.goaEvent, member)],
      [w.event, await linkToken(db, 'registration', w.event, member)],
      [w.event, good.slice(0, -2)],
      [w.event, `${member + 1}.${good.split('.')[1]}`],
      [w.event, await linkToken(db, 'member', w.event, pending)],
      [w.goaEvent, good],
    ] as const;
    for (const [event, token] of cases) {
      const prefill = await t.call(null, { method: 'GET', url: `/api/public/events/${event}/prefill?token=${encodeURIComponent(token)}` });
      expect([token, prefill.statusCode]).toEqual([token, 404]);
      const reg = await post({ ...validForm(w), event_id: event }, token);
      expect([token, reg.statusCode, reg.json().message]).toEqual([token, 404, 'This registration link is not valid']);
      expect(prefill.json()).toEqual({ message: 'This registration link is not valid' });
    }
    // a wrong token is refused before the body is checked
    const invalidBody = await post({ event_id: w.event, firstname: '' }, good.slice(0, -1));
    expect(invalidBody.statusCode).toBe(404);
    expect(await registeredFlag(db, w.event, pending)).toBe(0);
  });

  it('refuses an inactive or missing event with 404, and the open form links no member', async () => {
    const inactive = await addEvent(t.database.db, w, { name: 'Closed', date_from: w.start, date_to: w.end, inactive: 1 });
    for (const event_id of [inactive, 999999]) {
      const res = await post({ ...validForm(w), event_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Event not found.' });
    }
  });

  it('refuses a second delegate with the same mobile number for the event; the people who come with them may share it', async () => {
    const db = t.database.db;
    const mobile = '9811100001';
    const first = await post({ ...validForm(w), event_id: w.event, mobile_number: mobile });
    expect(first.statusCode, first.body).toBe(200);
    const again = await post({ ...validForm(w), event_id: w.event, mobile_number: `98111 00001`, firstname: 'Ravindra' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: MOBILE_TAKEN, errors: { mobile_number: [MOBILE_TAKEN] } });
    const driver = await post({ ...validForm(w), event_id: w.event, mobile_number: mobile, relationship: 3, firstname: 'Mohan' });
    expect(driver.statusCode, driver.body).toBe(200);
    const rows = await db.selectFrom('registrations').select(['relationship']).where('mobile_number', '=', mobile).orderBy('id').execute();
    expect(rows).toEqual([{ relationship: 1 }, { relationship: 3 }]);

    // the edit path: another delegate may not take the number; the first keeps it when it changes
    const other = (await post({ ...validForm(w), event_id: w.event, mobile_number: '9811100002' })).json().data;
    const taken = await change(other.id, tokenOfUrl(other.edit_url), { ...validForm(w), mobile_number: mobile });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ mobile_number: [MOBILE_TAKEN] });
    const own = await change(first.json().data.id, tokenOfUrl(first.json().data.edit_url), { ...validForm(w), mobile_number: mobile, firstname: 'Ravi' });
    expect(own.statusCode, own.body).toBe(200);

    // once the first is cancelled, the number may register again
    await db.updateTable('registrations').set({ status: 'Cancelled' }).where('id', '=', first.json().data.id).execute();
    expect((await post({ ...validForm(w), event_id: w.event, mobile_number: mobile })).statusCode).toBe(200);
  });

  it('two delegate submissions with one number at the same moment: exactly one is saved', async () => {
    const mobile = '9811100003';
    const answers = await Promise.all([1, 2, 3].map((n) => post({ ...validForm(w), event_id: w.event, mobile_number: mobile, firstname: `Racer ${'ABC'[n - 1]}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    const { n } = await t.database.db
      .selectFrom('registrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('mobile_number', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });

  it('the edit link the answer gives opens the registration (the web route /forms/{event}-{token}/edit)', async () => {
    const { data } = (await post({ ...validForm(w), event_id: w.event })).json();
    const token = tokenOfUrl(data.edit_url);
    expect(data.edit_url).toBe(formLinkPath(w.event, token, 'edit'));
    expect((await read(data.id, token)).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('public calls are throttled per client address on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after the limit, for the visitor’s address only', async () => {
    const call = (ip: string) => t.app.inject({ method: 'GET', url: '/api/public/professions?active=1', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await call('10.0.0.1')).statusCode).toBe(200);
    const throttled = await call('10.0.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: 'Too many requests. Please wait a moment.' });
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });
});
