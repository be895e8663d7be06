import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { addRegistration, type RegistrationWorld, registrationWorld } from './registrations-list.fixtures';

describe.each(DIALECTS)('POST api/registrations/bulkupdate on %s', (dialect) => {
  let t: TestApp;
  let w: RegistrationWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await registrationWorld(t);
  });
  afterAll(() => t.close());

  const bulk = (user: TestUser | null, payload: object) => t.call(user, { method: 'POST', url: '/api/registrations/bulkupdate', payload });
  const rowOf = (id: number) =>
    t.database.db.selectFrom('registrations').select(['status', 'updated_by', 'checked_in_at', 'checked_in_by']).where('id', '=', id).executeTakeFirstOrThrow();
  const checkinsOf = (id: number) => t.database.db.selectFrom('registration_checkins').selectAll().where('registration_id', '=', id).execute();

  it('sets the status of every selected registration, audited, and answers the message', async () => {
    const db = t.database.db;
    const a = await addRegistration(db, w.event);
    const b = await addRegistration(db, w.event, { relationship: 5 });
    const res = await bulk(w.regional, { registrations: [a, String(b)], event_id: w.event, status: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Status Updated Successfully' });
    expect(await rowOf(a)).toMatchObject({ status: 'Cancelled', updated_by: w.regional.id, checked_in_at: null });
    expect((await rowOf(b)).status).toBe('Cancelled');
    const audit = await db.selectFrom('audit_log').select(['changes', 'user_id']).where('table_name', '=', 'registrations').where('record_id', '=', a).execute();
    expect(audit).toEqual([{ changes: JSON.stringify({ status: ['Registered', 'Cancelled'] }), user_id: w.regional.id }]);
  });

  it('Arrived and Attended check in whoever was not checked in yet; an earlier check-in stays', async () => {
    const db = t.database.db;
    const fresh = await addRegistration(db, w.event);
    const early = await addRegistration(db, w.event, { status: 'Arrived', checked_in_at: '2025-01-10 08:05:00', checked_in_by: w.coordinator.id });
    expect((await bulk(w.admin, { registrations: [fresh, early], event_id: w.event, status: 'Attended' })).statusCode).toBe(200);
    const freshRow = await rowOf(fresh);
    expect(freshRow).toMatchObject({ status: 'Attended', checked_in_by: w.admin.id });
    expect(freshRow.checked_in_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await checkinsOf(fresh)).map((c) => [c.method, c.user_id])).toEqual([['list', w.admin.id]]);
    expect(await rowOf(early)).toMatchObject({ status: 'Attended', checked_in_at: '2025-01-10 08:05:00', checked_in_by: w.coordinator.id });
    expect(await checkinsOf(early)).toEqual([]);
  });

  it('a registration of another event refuses the whole batch, nothing changed', async () => {
    const db = t.database.db;
    const mine = await addRegistration(db, w.event);
    const other = await addRegistration(db, w.goaEvent);
    const res = await bulk(w.admin, { registrations: [mine, other, 2_000_000], event_id: w.event, status: 'Arrived' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nothing was changed: some of the selected members cannot be given this status.',
      errors: { registrations: [`Not a registration of this event: ${other}, 2000000`] },
      data: { refused: [other, 2_000_000] },
    });
    expect(await rowOf(mine)).toMatchObject({ status: 'Registered', checked_in_at: null });
  });

  it('validates after access: status and registrations required, statuses only from the dialog', async () => {
    const none = await bulk(w.admin, { event_id: w.event });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ registrations: ['Please select at least one registration'], status: ['Status is required'] });
    const registered = await bulk(w.admin, { event_id: w.event, registrations: [1], status: 'Registered' });
    expect(registered.json().errors).toEqual({ status: ['Please choose a value from the list'] });
    expect((await bulk(w.sevak, { event_id: w.event })).statusCode).toBe(403);
    expect((await bulk(null, {})).statusCode).toBe(401);
    const outside = await bulk(w.goaRegional, { registrations: [1], event_id: w.event, status: 'Arrived' });
    expect(outside.statusCode).toBe(404);
  });

  it('changes 5,000 registrations in one call', async () => {
    const db = t.database.db;
    const ids: number[] = [];
    for (let i = 0; i < 5000; i += 500) {
      const rows = await db
        .insertInto('registrations')
        .values(Array.from({ length: 500 }, (_, k) => ({ event_id: w.goaEvent, relationship: 1, fullname: `Many ${i + k}`, created_at: '2025-01-01 00:00:00', updated_at: '2025-01-01 00:00:00' })))
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    }
    const res = await bulk(w.admin, { registrations: ids, event_id: w.goaEvent, status: 'Arrived' });
    expect(res.statusCode, res.body).toBe(200);
    const { n } = await db.selectFrom('registrations').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', w.goaEvent).where('status', '=', 'Arrived').where('checked_in_at', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(5000);
  });
});
