import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld } from '../../../test/events.fixtures';

/**
 * The add-members list (seed 002 §2 "Add members to event", §7 `POST api/filter?extrainfo=1`
 * with event_id; docs/decisions/030-add-members-list.md): each row says its approval status in
 * the event and what adding it would find missing; role 5 has no such list.
 */
describe.each(DIALECTS)('POST api/filter?extrainfo=1 on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  let goaEvent: number;
  let admin: TestUser;
  let puneApprover: TestUser;
  let sevak: TestUser;
  const m: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    w = await eventWorld(db);
    event = await createEvent(db, w);
    goaEvent = await createEvent(db, w, { location_id: w.goa, name: 'Goa Sabha' });
    admin = await t.userOf(1);
    puneApprover = await t.userOf(4, { locations: [w.pune] });
    sevak = await t.userOf(5);
    m.ready = await completeMember(db, w, w.pune, { firstname: 'Ready' });
    m.inEvent = await completeMember(db, w, w.pune, { firstname: 'Enrolled' });
    m.noCategory = await completeMember(db, w, w.pune, { firstname: 'NoCategory', category_id: null });
    m.noIntro = await completeMember(db, w, w.pune, { firstname: 'NoIntro', brief_intro: '   ', participation: null });
    m.nothing = await completeMember(db, w, w.pune, { firstname: 'Nothing', category_id: null, profession_id: null, brief_intro: null, participation: '' });
    m.nashik = await completeMember(db, w, w.nashik, { firstname: 'Nashik' });
    await enrol(db, event, [m.inEvent], { status: 'First Approved' });
    await enrol(db, goaEvent, [m.ready], { status: 'Final Approved' });
  });
  afterAll(() => t.close());

  const list = (user: TestUser, query: string, body: unknown) =>
    t.call(user, { method: 'POST', url: `/api/filter?orderby=id&ordertype=asc&${query}`, payload: body as Record<string, unknown> });
  const infoOf = (records: Array<Record<string, unknown>>) => records.map((r) => [r.id, r.event_status, r.missing]);

  it('gives each row its status in the event and what adding it would miss, in the seed’s order', async () => {
    const res = await list(puneApprover, 'extrainfo=1', { event_id: event });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(5);
    expect(infoOf(res.json().data.records)).toEqual([
      [m.ready, null, []],
      [m.inEvent, 'First Approved', []],
      [m.noCategory, null, ['category']],
      [m.noIntro, null, ['brief_intro', 'participation']],
      [m.nothing, null, ['category', 'profession', 'brief_intro', 'participation']],
    ]);
  });

  it('reads the completeness itself when the page asks for a few fields', async () => {
    const res = await list(admin, 'extrainfo=1&fields=fullname', { event_id: event, location_id: w.pune });
    const records = res.json().data.records;
    expect(records[2]).toEqual({ id: m.noCategory, fullname: 'NoCategory Kumar', event_status: null, missing: ['category'] });
  });

  it('without event_id: no status, the completeness all the same; the event filters still apply', async () => {
    const res = await list(admin, 'extrainfo=1', { location_id: w.pune });
    expect(infoOf(res.json().data.records)).toEqual([
      [m.ready, null, []],
      [m.inEvent, null, []],
      [m.noCategory, null, ['category']],
      [m.noIntro, null, ['brief_intro', 'participation']],
      [m.nothing, null, ['category', 'profession', 'brief_intro', 'participation']],
    ]);
    const other = await list(admin, 'extrainfo=1', { event_id: event, event_id_filter: goaEvent, event_status_filter: 'Final Approved' });
    expect(infoOf(other.json().data.records)).toEqual([[m.ready, null, []]]);
  });

  it('leaves the members list as it was without extrainfo (or with extrainfo=0)', async () => {
    for (const query of ['', 'extrainfo=0']) {
      const res = await list(admin, query, { event_id: event, location_id: w.pune });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.records[0]).not.toHaveProperty('event_status');
      expect(res.json().data.records[0]).not.toHaveProperty('missing');
    }
  });

  it('answers role 5 403 before reading the body; role 5’s own list still works', async () => {
    for (const body of [{ event_id: event }, { event_id: 'abc', category: 'x' }]) {
      const res = await list(sevak, 'extrainfo=1', body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    expect((await list(sevak, 'extrainfo=0', {})).statusCode).toBe(200);
  });

  it('answers 404 for an event outside the caller’s scope or unknown, 422 for an odd extrainfo', async () => {
    for (const id of [goaEvent, 999999]) {
      const res = await list(puneApprover, 'extrainfo=1', { event_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Event not found.' });
    }
    const res = await list(admin, 'extrainfo=2', { event_id: event });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ extrainfo: ['The extrainfo must be 0 or 1.'] });
  });

  it('keeps a district approver to their own members', async () => {
    const res = await list(puneApprover, 'extrainfo=1', { event_id: event, location_id: w.state, include_sublocation: 1 });
    expect(res.json().data.records.map((r: { id: number }) => r.id)).not.toContain(m.nashik);
    const all = await list(admin, 'extrainfo=1', { event_id: event, location_id: w.nashik });
    expect(infoOf(all.json().data.records)).toEqual([[m.nashik, null, []]]);
  });
});
