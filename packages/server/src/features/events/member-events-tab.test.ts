import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld } from '../../../test/events.fixtures';

/**
 * The member detail's Events tab (seed 001 §2 "Events tab", GET api/members/{id}/events) and its
 * timeline (GET api/event/history) after the real calls of the workflow: an add, a final
 * approval and a post-approval change, each through the API as the screens make them. The
 * post-approval list the screens ask for (seed 002 §7 "{statustype}={value}&status=Final
 * Approved") finds the member too.
 */
describe.each(DIALECTS)('the member Events tab after add, approval and post-approval on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  let member: number;
  let admin: TestUser;
  let coordinator: TestUser;
  let regional: TestUser;
  const post = (user: TestUser, url: string, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url, payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    w = await eventWorld(db);
    event = await createEvent(db, w, { name: 'Yuva Sammelan' });
    member = await completeMember(db, w, w.pune, { firstname: 'Asha', fullname: 'Asha Patil', state: 'Maharashtra', district: 'Pune' });
    admin = await t.userOf(1);
    coordinator = await t.userOf(3, { locations: [w.state], name: 'Chitra Coordinator' });
    regional = await t.userOf(4, { locations: [w.pune], name: 'Dev Regional' });

    expect((await post(admin, '/api/event/storemembers', { event_id: event, members: [member] })).statusCode).toBe(200);
    expect((await post(coordinator, '/api/event/approvemembers', { id: event, members: [member], status: 'Final Approved', comment: 'Known to us' })).statusCode).toBe(200);
    const tracked = await post(regional, '/api/event/storemembers2', {
      id: event,
      event_id: event,
      members: [member],
      inv_status: 20,
      registered: 1,
      attended: 0,
      attendance_comment: 'Will come with family',
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toEqual({ message: 'Status Updated Successfully' });
  });
  afterAll(() => t.close());

  it('lists the event with the approval and post-approval values stored by those calls', async () => {
    const res = await t.call(regional, { method: 'GET', url: `/api/members/${member}/events` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        event_id: event,
        name: 'Yuva Sammelan',
        date_from: '2025-01-10',
        status: 'Final Approved',
        approval_comments: 'Known to us',
        approved_by: 'Chitra Coordinator',
        approved_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        inv_status: 20,
        registered: 1,
        attended: 0,
        attendance_comment: 'Will come with family',
      },
    ]);
  });

  it('gives the tab’s timeline: the add, the approval and each changed post-approval field, newest first', async () => {
    const res = await t.call(regional, { method: 'GET', url: `/api/event/history?event_id=${event}&member_id=${member}` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<Record<string, unknown>>;
    // the two post-approval rows share one moment; attended (0 -> 0) was no change
    expect(rows.slice(0, 2).map((r) => [r.field, r.from, r.to, r.user_name, r.comment]).sort()).toEqual([
      ['inv_status', 10, 20, 'Dev Regional', 'Will come with family'],
      ['registered', 0, 1, 'Dev Regional', 'Will come with family'],
    ]);
    expect(rows.slice(2).map((r) => [r.field, r.from, r.to, r.user_name, r.comment])).toEqual([
      ['status', 'New', 'Final Approved', 'Chitra Coordinator', 'Known to us'],
      ['status', null, 'New', admin.name, 'Added to the event'],
    ]);
  });

  it('finds the member on the post-approval lists it belongs to, with the place filter', async () => {
    const list = (query: string) => post(regional, `/api/event/getmembers?event_id=${event}&status=Final%20Approved${query}&skip=0&limit=10`, {});
    const ids = async (query: string) => (await list(query)).json().data.map((r: { id: number }) => r.id);
    expect(await ids('&inv_status=20&country=INDIA&state=Maharashtra&district=Pune')).toEqual([member]);
    expect(await ids('&registered=1')).toEqual([member]);
    expect(await ids('&attended=0')).toEqual([member]);
    expect(await ids('&inv_status=10')).toEqual([]);
    expect(await ids('&inv_status=20&district=Nashik')).toEqual([]);
  });

  it('lists only the events the caller may manage: a Pune admin does not learn of a Nashik event', async () => {
    const nashikEvent = await createEvent(t.database.db, w, { name: 'Nashik Shibir', location_id: w.nashik });
    await enrol(t.database.db, nashikEvent, [member], { status: 'New' });
    const names = async (user: TestUser) => (await t.call(user, { method: 'GET', url: `/api/members/${member}/events` })).json().data.map((e: { name: string }) => e.name);
    expect(await names(regional)).toEqual(['Yuva Sammelan']);
    expect((await names(coordinator)).sort()).toEqual(['Nashik Shibir', 'Yuva Sammelan']);
    expect((await names(admin)).sort()).toEqual(['Nashik Shibir', 'Yuva Sammelan']);
  });

  it('hides the tab from role 5 and from a member outside the caller’s locations', async () => {
    expect((await t.call(await t.userOf(5), { method: 'GET', url: `/api/members/${member}/events` })).statusCode).toBe(403);
    const goa = await t.userOf(4, { locations: [w.goa] });
    expect((await t.call(goa, { method: 'GET', url: `/api/members/${member}/events` })).statusCode).toBe(404);
  });
});
