import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';

/**
 * The event fields of the filter object (seed 002 §2 "Add members to event": event_id_filter
 * with event_status_filter; §3 "Report filter fields": event_id). The list ignored
 * event_status_filter, so "members Final Approved in another event" listed all of its members.
 */
describe.each(DIALECTS)('POST api/filter with event fields on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let event: number;
  const m: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    admin = await t.userOf(1);
    const root = await rootLocationId(db);
    const type = (await db.selectFrom('event_types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const now = nowText();
    const values = { location_id: root, type, date_from: '2025-01-10', date_to: '2025-01-12', created_at: now, updated_at: now };
    ({ id: event } = await db.insertInto('events').values({ name: 'Shibir', ...values }).returning('id').executeTakeFirstOrThrow());
    for (const name of ['Asha', 'Ravi', 'Neha']) m[name] = await createMember(db, { firstname: name, location_id: root });
    const enrol = (member_id: number, status: string) => ({ event_id: event, member_id, status, created_at: now, updated_at: now });
    await db.insertInto('event_members').values([enrol(m.Asha, 'Final Approved'), enrol(m.Ravi, 'New')]).execute();
  });
  afterAll(() => t.close());

  const listed = async (body: Record<string, unknown>) => {
    const res = await t.call(admin, { method: 'POST', url: '/api/filter?orderby=id&ordertype=asc', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(res.json().data.records.length);
    return res.json().data.records.map((r: { id: number }) => r.id);
  };

  it('event_id_filter lists the event’s members; with event_status_filter only those of that status', async () => {
    expect(await listed({ event_id_filter: event })).toEqual([m.Asha, m.Ravi]);
    expect(await listed({ event_id_filter: event, event_status_filter: 'Final Approved' })).toEqual([m.Asha]);
    expect(await listed({ event_id_filter: event, event_status_filter: 'Info Pending' })).toEqual([]);
  });

  it('event_id is carried, not a condition; an unknown status is refused on its field', async () => {
    expect(await listed({ event_id: event })).toEqual([m.Asha, m.Ravi, m.Neha]);
    const res = await t.call(admin, { method: 'POST', url: '/api/filter', payload: { event_id_filter: event, event_status_filter: 'Approved' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ event_status_filter: ['Please choose a value from the list'] });
  });
});
