import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld } from '../../../test/events.fixtures';

/**
 * POST api/search?keyword&skip&limit=50&orderby&ordertype&event_id (seed 002 §7; §9 "search
 * limited to 50 results"; docs/decisions/030-add-members-list.md): the add-members screen's
 * keyword search, within the first 50 matches, narrowed by the filter body when one is sent.
 */
describe.each(DIALECTS)('POST api/search on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  let admin: TestUser;
  let puneApprover: TestUser;
  const many: number[] = [];
  let nashikOne: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    w = await eventWorld(db);
    event = await createEvent(db, w);
    admin = await t.userOf(1);
    puneApprover = await t.userOf(4, { locations: [w.pune] });
    for (let i = 0; i < 55; i++) many.push(await completeMember(db, w, w.pune, { firstname: 'Vishwas', lastname: `Pune${i}` }));
    nashikOne = await completeMember(db, w, w.nashik, { firstname: 'Vishwas', lastname: 'Nashik', brief_intro: null });
    await completeMember(db, w, w.pune, { firstname: 'Other' });
    await enrol(db, event, [many[0]], { status: 'New' });
  });
  afterAll(() => t.close());

  const search = (user: TestUser, query: string, body?: Record<string, unknown>) =>
    t.call(user, { method: 'POST', url: `/api/search?orderby=id&ordertype=asc&${query}`, ...(body ? { payload: body } : {}) });
  const idsOf = (res: { json(): { data: { records: Array<{ id: number }> } } }) => res.json().data.records.map((r) => r.id);

  it('answers at most the first 50 matches, saying when more match', async () => {
    const res = await search(admin, 'keyword=vishwas&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ count: 50, count_capped: true });
    expect(idsOf(res)).toEqual(many.slice(0, 50));
    expect(idsOf(await search(admin, 'keyword=vishwas&skip=40&limit=50'))).toEqual(many.slice(40, 50));
    const past = await search(admin, 'keyword=vishwas&skip=50&limit=10');
    expect(past.json().data).toEqual({ count: 50, count_capped: true, records: [] });
  });

  it('counts exactly when fewer match, and narrows to the filter body', async () => {
    const res = await search(admin, 'keyword=vishwas', { location_id: w.nashik });
    expect(res.json().data).toMatchObject({ count: 1, count_capped: false });
    expect(idsOf(res)).toEqual([nashikOne]);
  });

  it('adds the event’s extra info with event_id', async () => {
    const res = await search(admin, `keyword=vishwas&limit=2&event_id=${event}`);
    expect(res.json().data.records.map((r: Record<string, unknown>) => [r.id, r.event_status, r.missing])).toEqual([
      [many[0], 'New', []],
      [many[1], null, []],
    ]);
    const nashik = await search(admin, `keyword=nashik&event_id=${event}`);
    expect(nashik.json().data.records.map((r: Record<string, unknown>) => [r.id, r.event_status, r.missing])).toEqual([
      [nashikOne, null, ['brief_intro']],
    ]);
  });

  it('keeps to the caller’s members and events', async () => {
    const res = await search(puneApprover, 'keyword=nashik');
    expect(res.json().data).toEqual({ count: 0, count_capped: false, records: [] });
    const goaEvent = await createEvent(t.database.db, w, { location_id: w.goa });
    const refused = await search(puneApprover, `keyword=vishwas&event_id=${goaEvent}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Event not found.' });
  });

  it('refuses a blank keyword and role 5', async () => {
    for (const query of ['', 'keyword=%20%20']) {
      const res = await search(admin, query);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ keyword: ['Please enter a name, mobile number, e-mail or ID to search'] });
    }
    const sevak = await t.userOf(5);
    const res = await search(sevak, 'keyword=vishwas');
    expect(res.statusCode).toBe(403);
  });
});
