import { parseFormParam } from '@sampark/domain/events/registration-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { type FormWorld, formWorld, historyOf, invitee, registeredFlag, validForm } from './registration-form.fixtures';

const FORBIDDEN = { message: 'You are not allowed to do this.' };

describe.each(DIALECTS)('the logged-in registration form on %s', (dialect) => {
  let t: TestApp;
  let w: FormWorld;
  const create = (user: TestUser, over: Record<string, unknown> = {}) =>
    t.call(user, { method: 'POST', url: '/api/registrations', payload: { ...validForm(w), event_id: w.event, member_id: 0, ...over } });
  const read = (user: TestUser, id: number) => t.call(user, { method: 'GET', url: `/api/registrations/${id}` });
  const change = (user: TestUser, id: number, payload: unknown) =>
    t.call(user, { method: 'PUT', url: `/api/registrations/${id}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await formWorld(t);
  });
  afterAll(() => t.close());

  it('registers a member for roles 1-4: registered set, with who did it in the history', async () => {
    const db = t.database.db;
    for (const user of [w.admin, w.coordinator, w.regional]) {
      const member = await invitee(db, w, w.event);
      const res = await create(user, { member_id: member });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Member registered successfully');
      const row = await db.selectFrom('registrations').select(['member_id', 'created_by', 'updated_by']).where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ member_id: member, created_by: user.id, updated_by: user.id });
      expect(await registeredFlag(db, w.event, member)).toBe(1);
      expect(await historyOf(db, w.event, member)).toEqual([
        { field: 'registered', old_value: '0', new_value: '1', comment: 'Registered through the registration form', changed_by: user.id },
      ]);
    }
  });

  it('a cancelled member registers again: Cancelled -> Registered; an accompanying person leaves it alone', async () => {
    const db = t.database.db;
    const member = await invitee(db, w, w.event);
    await db.updateTable('event_members').set({ registered: 2 }).where('member_id', '=', member).execute();
    const driver = await create(w.admin, { member_id: member, relationship: 3, firstname: 'Mohan' });
    expect(driver.statusCode).toBe(200);
    expect(await registeredFlag(db, w.event, member)).toBe(2);
    expect((await create(w.admin, { member_id: member })).statusCode).toBe(200);
    expect(await registeredFlag(db, w.event, member)).toBe(1);
    expect((await historyOf(db, w.event, member)).map((h) => [h.old_value, h.new_value])).toEqual([['2', '1']]);
  });

  it('staff may not register a second delegate with a mobile number the event already has', async () => {
    const first = await create(w.admin, { mobile_number: '9811100011' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await create(w.coordinator, { mobile_number: '9811100011', firstname: 'Kiran' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      mobile_number: ['A delegate with this mobile number is already registered for this event. To change that registration, open the edit link you were given when you registered.'],
    });
  });

  it('registers one who is no member (member 0) and one who is not in the event, without touching event members', async () => {
    const db = t.database.db;
    const outsider = await invitee(db, w, w.goaEvent, 'Final Approved', w.pune);
    const none = await create(w.admin);
    expect(none.statusCode).toBe(200);
    const walkIn = await create(w.admin, { member_id: outsider });
    expect(walkIn.statusCode).toBe(200);
    expect(await registeredFlag(db, w.goaEvent, outsider)).toBe(0);
  });

  it('role 5 may not; an event or member outside the caller’s reach is refused, nothing saved', async () => {
    const db = t.database.db;
    const res = await create(w.sevak);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const goaEvent = await create(w.regional, { event_id: w.goaEvent });
    expect(goaEvent.statusCode).toBe(404);
    expect(goaEvent.json()).toEqual({ message: 'Event not found.' });
    const nashikMember = await invitee(db, w, w.event, 'Final Approved', w.nashik);
    const outOfScope = await create(w.regional, { member_id: nashikMember });
    expect(outOfScope.statusCode).toBe(422);
    expect(outOfScope.json().errors).toEqual({ member_id: ['Member not found.'] });
    expect(await registeredFlag(db, w.event, nashikMember)).toBe(0);
  });

  it('reads and changes a registration of an event in scope, 404 outside it', async () => {
    const id = (await create(w.admin, { firstname: 'Kiran' })).json().data.id;
    const goaId = (await create(w.admin, { event_id: w.goaEvent, firstname: 'Goan' })).json().data.id;
    const res = await read(w.regional, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, event_id: w.event, member_id: null, firstname: 'Kiran', relationship: 1, status: 'Registered' });

    for (const body of [null, { firstname: '' }]) {
      const refused = await change(w.regional, goaId, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Registration not found.' });
    }
    expect((await read(w.regional, goaId)).statusCode).toBe(404);
    expect((await read(w.goaRegional, goaId)).statusCode).toBe(200);
    expect((await read(w.sevak, id)).statusCode).toBe(403);

    const changed = await change(w.coordinator, id, { ...validForm(w), firstname: 'Kiranrao' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Registration updated successfully');
    const row = await t.database.db.selectFrom('registrations').select(['fullname', 'updated_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ fullname: 'Kiranrao Kumar', updated_by: w.coordinator.id });
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'user_id']).where('table_name', '=', 'registrations').where('record_id', '=', id).orderBy('id').execute();
    expect(audit).toEqual([{ action: 'create', user_id: w.admin.id }, { action: 'update', user_id: w.coordinator.id }]);
  });

  it('checks the date windows with the registration’s event on a change', async () => {
    const id = (await create(w.admin)).json().data.id;
    const res = await change(w.admin, id, { ...validForm(w), arrival_date: w.end, departure_date: w.start });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['departure_date']);
  });
});

describe.each(DIALECTS)('the invitees’ personal links on %s', (dialect) => {
  let t: TestApp;
  let w: FormWorld;
  const links = (user: TestUser, event: number | string, members: string) => t.call(user, { method: 'GET', url: `/api/events/${event}/personal-links?members=${members}` });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await formWorld(t);
  });
  afterAll(() => t.close());

  it('gives a signed viewform link of each Final Approved invitee in reach; it prefills the public form', async () => {
    const db = t.database.db;
    const pune = await invitee(db, w, w.event, 'Final Approved', w.pune, { firstname: 'Asha' });
    const nashik = await invitee(db, w, w.event, 'Final Approved', w.nashik);
    const pending = await invitee(db, w, w.event, 'Decision Pending');
    const res = await links(w.regional, w.event, `${nashik},${pending},${pune},999999`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual([{ member_id: pune, url: expect.stringMatching(new RegExp(`^/forms/${w.event}-${pune}\\.[A-Za-z0-9_-]{22}/viewform$`)) }]);
    expect((await links(w.admin, w.event, `${pune},${nashik},${pending}`)).json().data.map((l: { member_id: number }) => l.member_id)).toEqual([pune, nashik]);

    const { eventId, token } = parseFormParam(data[0].url.split('/')[2])!;
    const prefill = await t.call(null, { method: 'GET', url: `/api/public/events/${eventId}/prefill?token=${token}` });
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json().data.firstname).toBe('Asha');
  });

  it('role 5: 403; an event outside the scope: 404; members are required', async () => {
    const sevak = await links(w.sevak, w.event, '1');
    expect(sevak.statusCode).toBe(403);
    expect(sevak.json()).toEqual(FORBIDDEN);
    const away = await links(w.goaRegional, w.event, '1');
    expect(away.statusCode).toBe(404);
    expect(away.json()).toEqual({ message: 'Event not found.' });
    const none = await t.call(w.admin, { method: 'GET', url: `/api/events/${w.event}/personal-links` });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ members: ['Required'] });
    const bad = await links(w.admin, w.event, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'members.0': ['Please choose a value from the list'] });
  });
});
