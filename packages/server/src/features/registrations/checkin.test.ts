import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';
import { passKeyOf } from './pass';
import { checkinCodeOf } from './pass-code';
import { addRegistration, type RegistrationWorld, registrationWorld } from './registrations-list.fixtures';

/** Epoch ms of a local 'YYYY-MM-DD HH:MM:SS' in Asia/Kolkata (UTC+5:30, the tests' APP_TIMEZONE). */
const msOf = (local: string) => Date.parse(`${local.replace(' ', 'T')}+05:30`);

describe.each(DIALECTS)('check-in on %s', (dialect) => {
  let t: TestApp;
  let w: RegistrationWorld;
  let key: Buffer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await registrationWorld(t);
    key = await passKeyOf(t.database.db);
  });
  afterAll(() => t.close());

  const add = (values: Parameters<typeof addRegistration>[2] = {}) => addRegistration(t.database.db, w.event, values);
  const codeOf = (id: number, eventId = w.event) => checkinCodeOf(key, eventId, id);
  const checkin = (user: TestUser | null, payload: object) => t.call(user, { method: 'POST', url: '/api/checkin', payload });
  const batch = (user: TestUser | null, payload: object) => t.call(user, { method: 'POST', url: '/api/checkin/batch', payload });
  const rowOf = (id: number) => t.database.db.selectFrom('registrations').select(['status', 'checked_in_at', 'checked_in_by']).where('id', '=', id).executeTakeFirstOrThrow();
  const recorded = (id: number) =>
    t.database.db.selectFrom('registration_checkins').select(['user_id', 'method', 'happened_at', 'offline', 'device']).where('registration_id', '=', id).orderBy('id').execute();

  it('a scanned pass checks the registrant in: Arrived, the time and the user', async () => {
    const id = await add({ firstname: 'Asha', lastname: 'Kulkarni' });
    const res = await checkin(w.regional, { event_id: w.event, code: codeOf(id), method: 'scan' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Checked in');
    expect(body.data).toMatchObject({ registration_id: id, fullname: 'Asha Kulkarni', relationship: 1, status: 'Arrived', checked_in_by: 'Ravi Regional', outcome: 'checked_in' });
    expect(await rowOf(id)).toMatchObject({ status: 'Arrived', checked_in_by: w.regional.id, checked_in_at: body.data.checked_in_at });
    expect(await recorded(id)).toEqual([{ user_id: w.regional.id, method: 'scan', happened_at: body.data.checked_in_at, offline: 0, device: null }]);
  });

  it('a second check-in warns "Already checked in at HH:MM by NAME" and changes nothing but the record', async () => {
    const id = await add({ status: 'Arrived', checked_in_at: '2025-01-10 09:42:00', checked_in_by: w.coordinator.id });
    const coordinatorName = (await t.database.db.selectFrom('users').select('name').where('id', '=', w.coordinator.id).executeTakeFirstOrThrow()).name;
    const res = await checkin(w.admin, { event_id: w.event, registration_id: id, method: 'search' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Already checked in at 09:42 by ${coordinatorName}`);
    expect(res.json().data).toMatchObject({ outcome: 'already', checked_in_at: '2025-01-10 09:42:00', checked_in_by: coordinatorName });
    expect(await rowOf(id)).toMatchObject({ checked_in_at: '2025-01-10 09:42:00', checked_in_by: w.coordinator.id });
    expect((await recorded(id)).map((c) => [c.user_id, c.method])).toEqual([[w.admin.id, 'search']]);

    const twice = await add();
    await checkin(w.admin, { event_id: w.event, code: codeOf(twice), method: 'scan' });
    const again = await checkin(w.admin, { event_id: w.event, code: codeOf(twice), method: 'scan' });
    expect(again.json().message).toMatch(/^Already checked in at \d{2}:\d{2} by Asha Admin$/);
    expect(await recorded(twice)).toHaveLength(2);
  });

  it('a forged pass, a pass of another event, a cancelled registrant: 422, nothing recorded', async () => {
    const id = await add();
    const other = await addRegistration(t.database.db, w.goaEvent);
    const signature = codeOf(id).split('.')[2];
    const cases: [object, string, string][] = [
      [{ code: `${w.event}.${id + 1}.${signature}` }, 'code', 'This pass is not valid for this event'],
      [{ code: `${w.event}.${id}.AAAAAAAAAAAAAAAA` }, 'code', 'This pass is not valid for this event'],
      [{ code: 'https://example.org/not-a-pass' }, 'code', 'This pass is not valid for this event'],
      [{ code: codeOf(other, w.goaEvent) }, 'code', 'This pass is not valid for this event'],
      [{ registration_id: other }, 'registration_id', 'Registrant not found'],
      [{}, 'code', 'Please scan a pass or choose a registrant'],
    ];
    for (const [body, field, message] of cases) {
      const res = await checkin(w.admin, { event_id: w.event, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
    const cancelled = await add({ status: 'Cancelled' });
    const res = await checkin(w.admin, { event_id: w.event, code: codeOf(cancelled) });
    expect(res.json().errors).toEqual({ code: ['This registration has been cancelled'] });
    expect(await recorded(id)).toEqual([]);
    expect(await recorded(cancelled)).toEqual([]);
  });

  it('an offline check-in earlier than an online one wins; both are recorded', async () => {
    const id = await add();
    await checkin(w.admin, { event_id: w.event, registration_id: id }); // phone A, online, now
    const earlier = '2025-01-10 08:15:00';
    const res = await batch(w.regional, { event_id: w.event, device: 'phone B', checkins: [{ code: codeOf(id), method: 'scan', happened_at: msOf(earlier) }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.results).toEqual([expect.objectContaining({ registration_id: id, outcome: 'earlier', checked_in_at: earlier, checked_in_by: 'Ravi Regional' })]);
    expect(await rowOf(id)).toMatchObject({ checked_in_at: earlier, checked_in_by: w.regional.id, status: 'Arrived' });
    const both = await recorded(id);
    expect(both.map((c) => [c.user_id, c.offline, c.device])).toEqual([[w.admin.id, 0, null], [w.regional.id, 1, 'phone B']]);
  });

  it('a batch resolves its own duplicates to the earliest, refuses what it cannot apply, and clamps a clock ahead', async () => {
    const a = await add();
    const b = await add();
    const ahead = Date.now() + 3_600_000;
    const res = await batch(w.admin, {
      event_id: w.event,
      device: 'phone C',
      checkins: [
        { code: codeOf(a), method: 'scan', happened_at: msOf('2025-01-10 10:05:00') },
        { registration_id: a, method: 'search', happened_at: msOf('2025-01-10 10:01:00') },
        { code: `${w.event}.${b}.AAAAAAAAAAAAAAAA`, method: 'scan', happened_at: msOf('2025-01-10 10:02:00') },
        { registration_id: b, method: 'search', happened_at: ahead },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results, counts } = res.json().data;
    expect(results.map((r: { outcome: string }) => r.outcome)).toEqual(['already', 'checked_in', 'refused', 'checked_in']);
    expect(results[0].message).toBe('Already checked in at 10:01 by Asha Admin');
    expect(results[2].message).toBe('This pass is not valid for this event');
    expect(res.json().message).toBe('3 of 4 check-ins saved');
    expect((await rowOf(a)).checked_in_at).toBe('2025-01-10 10:01:00');
    expect((await rowOf(b)).checked_in_at! <= nowText()).toBe(true);
    expect(counts.arrived).toBeGreaterThanOrEqual(2);
  });

  it('the phone list: every registrant with the pass signature; since: only the changed; counts', async () => {
    const fresh = await t.call(w.admin, { method: 'GET', url: `/api/checkin/registrations?event_id=${w.goaEvent}` });
    const goa = fresh.json().data;
    expect(goa.event).toMatchObject({ id: w.goaEvent, name: 'Goa Sammelan' });
    const before = goa.rows.length;
    expect(goa.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(goa.utc_offset).toBe(330); // Asia/Kolkata, the tests' APP_TIMEZONE
    // registered after the phone's last refresh (a time after every other row of this test)
    const since = '2099-01-01 00:00:00';
    const later = '2099-01-01 00:00:01';
    const id = await addRegistration(t.database.db, w.goaEvent, { firstname: 'Gauri', lastname: 'Naik', mobile_number: '9822098220', relationship: 5, created_at: later, updated_at: later });
    const changed = (await t.call(w.admin, { method: 'GET', url: `/api/checkin/registrations?event_id=${w.goaEvent}&since=${encodeURIComponent(since)}` })).json().data;
    expect(changed.rows).toEqual([[id, 'Gauri Naik', '9822098220', 5, 'Registered', null, null, codeOf(id, w.goaEvent).split('.')[2]]]);
    const all = (await t.call(w.admin, { method: 'GET', url: `/api/checkin/registrations?event_id=${w.goaEvent}` })).json().data;
    expect(all.rows).toHaveLength(before + 1);
    const counts = await t.call(w.admin, { method: 'GET', url: `/api/checkin/counts?event_id=${w.goaEvent}` });
    expect(counts.json()).toEqual({ data: { registered: before + 1, arrived: 0 } });
  });

  it('roles 1-4 with the event in scope: 404 outside, 403 for role 5, 401 without a token', async () => {
    const id = await add();
    expect((await checkin(w.goaRegional, { event_id: w.event, registration_id: id })).statusCode).toBe(404);
    expect((await checkin(w.sevak, { event_id: w.event, registration_id: id })).statusCode).toBe(403);
    expect((await checkin(null, { event_id: w.event, registration_id: id })).statusCode).toBe(401);
    expect((await batch(w.goaRegional, { event_id: w.event, checkins: [{ registration_id: id, happened_at: 1 }] })).statusCode).toBe(404);
    expect((await t.call(w.sevak, { method: 'GET', url: `/api/checkin/registrations?event_id=${w.event}` })).statusCode).toBe(403);
    expect((await t.call(w.goaRegional, { method: 'GET', url: `/api/checkin/counts?event_id=${w.event}` })).statusCode).toBe(404);
    const empty = await batch(w.admin, { event_id: w.event, checkins: [] });
    expect(empty.statusCode).toBe(422);
    expect((await rowOf(id)).checked_in_at).toBeNull();
  });
});
