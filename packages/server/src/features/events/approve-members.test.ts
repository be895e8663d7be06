import { ROLE_3_NEXT_STATUSES, ROLE_4_NEXT_STATUSES } from '@sampark/domain/events/approval-rules';
import { APPROVAL_STATUSES } from '@sampark/domain/options/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld, historyCount, statusOf } from '../../../test/events.fixtures';

const TABLES = { 3: ROLE_3_NEXT_STATUSES, 4: ROLE_4_NEXT_STATUSES } as const;
const CASES = ([3, 4] as const).flatMap((role) =>
  APPROVAL_STATUSES.flatMap((from) => APPROVAL_STATUSES.map((to) => [role, from, to, (TABLES[role][from] as readonly string[]).includes(to)] as const)),
);

describe.each(DIALECTS)('POST api/event/approvemembers on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  const users: Record<number, TestUser> = {};
  const approve = (user: TestUser, body: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/event/approvemembers', payload: body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await eventWorld(t.database.db);
    event = await createEvent(t.database.db, w);
    for (const role of [1, 2]) users[role] = await t.userOf(role);
    // a district approver (4) and a state-level final approver (3)
    users[4] = await t.userOf(4, { locations: [w.pune] });
    users[3] = await t.userOf(3, { locations: [w.state] });
  });
  afterAll(() => t.close());

  // seed 002 §4 "Allowed next statuses on the event details screen", every (role, from, to)
  it.each(CASES)('role %i: %s -> %s allowed: %s', async (role, from, to, allowed) => {
    const db = t.database.db;
    const member = await completeMember(db, w, w.pune);
    await enrol(db, event, [member], { status: from });
    const res = await approve(users[role], { id: event, members: [member], status: to, comment: 'checked' });
    if (allowed) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: to === 'First Approved' || to === 'Final Approved' ? 'Member Approved Successfully' : 'Status Updated Successfully' });
      expect(await statusOf(db, event, member)).toMatchObject({ status: to, approved_by: users[role].id, approval_comments: 'checked' });
    } else {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Nothing was changed: some of the selected members cannot be given this status.',
        errors: { members: [`${from} cannot be changed to ${to}: ${member}`] },
        data: { refused: [member] },
      });
      expect((await statusOf(db, event, member))?.status).toBe(from);
    }
  });

  it('roles 1-2 may give any status from any status', async () => {
    const db = t.database.db;
    for (const role of [1, 2]) {
      for (const from of APPROVAL_STATUSES) {
        const member = await completeMember(db, w, w.goa);
        await enrol(db, event, [member], { status: from });
        for (const to of [...APPROVAL_STATUSES].reverse()) {
          expect((await approve(users[role], { id: event, members: [member], status: to, comment: 'ok' })).statusCode).toBe(200);
          expect((await statusOf(db, event, member))?.status).toBe(to);
        }
      }
    }
  });

  it('refuses a mixed batch whole: 422 naming each refused member, nothing changed, no history', async () => {
    const db = t.database.db;
    const [fresh, done, outside, notIn] = [
      await completeMember(db, w, w.pune),
      await completeMember(db, w, w.pune),
      await completeMember(db, w, w.nashik),
      await completeMember(db, w, w.pune),
    ];
    await enrol(db, event, [fresh], { status: 'New' });
    await enrol(db, event, [done], { status: 'Final Approved' });
    await enrol(db, event, [outside], { status: 'New' });
    const before = await historyCount(db, event);
    const res = await approve(users[4], { id: event, members: [fresh, done, outside, notIn], status: 'First Approved', comment: 'ok' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.members).toEqual([
      `Not in this event or outside your locations: ${outside}, ${notIn}`,
      `Final Approved cannot be changed to First Approved: ${done}`,
    ]);
    expect(res.json().data.refused).toEqual([done, outside, notIn].sort((a, b) => a - b));
    expect((await statusOf(db, event, fresh))?.status).toBe('New');
    expect(await historyCount(db, event)).toBe(before);
  });

  it('acts only on members inside the caller’s locations (a Nashik member is refused to a Pune approver)', async () => {
    const db = t.database.db;
    const nashikMember = await completeMember(db, w, w.nashik);
    await enrol(db, event, [nashikMember], { status: 'New' });
    const res = await approve(users[4], { event_id: event, members: [nashikMember], status: 'First Approved', comment: 'ok' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.refused).toEqual([nashikMember]);
    // the state-level final approver reaches it
    expect((await approve(users[3], { event_id: event, members: [nashikMember], status: 'First Approved', comment: 'ok' })).statusCode).toBe(200);
  });

  it('answers 404 for an event outside the caller’s scope, or missing', async () => {
    const db = t.database.db;
    const goaEvent = await createEvent(db, w, { location_id: w.goa, name: 'Goa Sabha' });
    const member = await completeMember(db, w, w.pune);
    await enrol(db, goaEvent, [member], { status: 'New' });
    const res = await approve(users[4], { id: goaEvent, members: [member], status: 'First Approved', comment: 'ok' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Event not found.' });
    expect((await approve(users[1], { id: 999999, members: [member], status: 'New', comment: 'x' })).statusCode).toBe(404);
  });

  it('writes a history row per member in the same call: who, when, from, to, comment', async () => {
    const db = t.database.db;
    const members = [await completeMember(db, w, w.pune), await completeMember(db, w, w.pune)];
    await enrol(db, event, members, { status: 'New' });
    expect((await approve(users[4], { id: event, members, status: 'First Approved', comment: 'Known to the team' })).statusCode).toBe(200);
    expect((await approve(users[3], { id: event, members: [members[0]], status: 'Final Approved', comment: 'Welcome' })).statusCode).toBe(200);
    const res = await t.call(users[3], { method: 'GET', url: `/api/event/history?event_id=${event}&member_id=${members[0]}` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: Record<string, unknown>) => [r.user_name, r.field, r.from, r.to, r.comment])).toEqual([
      [users[3].name, 'status', 'First Approved', 'Final Approved', 'Welcome'],
      [users[4].name, 'status', 'New', 'First Approved', 'Known to the team'],
    ]);
    expect(rows[0].changed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('history: 404 for a member outside the caller’s locations, 422 without a member', async () => {
    const db = t.database.db;
    const nashikMember = await completeMember(db, w, w.nashik);
    await enrol(db, event, [nashikMember], { status: 'New' });
    const res = await t.call(users[4], { method: 'GET', url: `/api/event/history?event_id=${event}&member_id=${nashikMember}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Member not found.' });
    const blank = await t.call(users[4], { method: 'GET', url: `/api/event/history?event_id=${event}` });
    expect(blank.json().errors).toEqual({ member_id: ['Please choose a member'] });
  });

  it('gives the seed messages for a missing status and comment (seed 002 §5)', async () => {
    const res = await approve(users[1], { id: event, members: [1], status: '', comment: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Status is required', errors: { status: ['Status is required'], comment: ['Please enter comments'] } });
  });
});
