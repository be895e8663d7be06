import { POST_APPROVAL_FIELDS, POST_APPROVAL_MOVES, postApprovalValues } from '@sampark/domain/events/post-approval-rules';
import { APPROVAL_STATUSES } from '@sampark/domain/options/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld, historyCount, statusOf } from '../../../test/events.fixtures';

const LABELS: Record<string, Record<number, string>> = {
  inv_status: { 10: 'Not Invited', 20: 'Invited In Person', 30: 'Invited Over Phone', 40: 'Invited But Not Coming' },
  registered: { 0: 'Not Registered', 1: 'Registered', 2: 'Cancelled' },
  attended: { 0: 'Not Attended', 1: 'Attended' },
};
const FIELD_NAMES: Record<string, string> = { inv_status: 'Invitation', registered: 'Registration', attended: 'Attendance' };
const CASES = POST_APPROVAL_FIELDS.flatMap((field) =>
  postApprovalValues(field).flatMap((from) =>
    postApprovalValues(field)
      .filter((to) => to !== from)
      .map((to) => [field, from, to, (POST_APPROVAL_MOVES[field][from] ?? []).includes(to)] as const),
  ),
);

describe.each(DIALECTS)('POST api/event/storemembers2 (post-approval) on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  let admin: TestUser;
  let puneAdmin: TestUser;
  const track = (user: TestUser, body: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/event/storemembers2', payload: body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await eventWorld(t.database.db);
    event = await createEvent(t.database.db, w);
    admin = await t.userOf(1);
    puneAdmin = await t.userOf(4, { locations: [w.pune] });
  });
  afterAll(() => t.close());

  // seed 002 §4 "Post-approval", every (field, from, to)
  it.each(CASES)('%s: %i -> %i allowed: %s', async (field, from, to, allowed) => {
    const db = t.database.db;
    const member = await completeMember(db, w, w.pune);
    await enrol(db, event, [member], { status: 'Final Approved', [field]: from });
    const res = await track(puneAdmin, { id: event, event_id: event, members: [member], [field]: to });
    if (allowed) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Status Updated Successfully' });
      expect((await statusOf(db, event, member))?.[field]).toBe(to);
    } else {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.members).toEqual([`${FIELD_NAMES[field]}: ${LABELS[field][from]} cannot be changed to ${LABELS[field][to]}: ${member}`]);
      expect((await statusOf(db, event, member))?.[field]).toBe(from);
    }
  });

  it.each(APPROVAL_STATUSES.filter((s) => s !== 'Final Approved'))('refuses a %s member: only Final Approved members are tracked', async (status) => {
    const db = t.database.db;
    const member = await completeMember(db, w, w.pune);
    await enrol(db, event, [member], { status });
    const res = await track(admin, { event_id: event, members: [member], inv_status: 20 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nothing was changed: some of the selected members cannot be given this status.',
      errors: { members: [`Only Final Approved members can be invited, registered or marked as attended: ${member}`] },
      data: { refused: [member] },
    });
    expect((await statusOf(db, event, member))?.inv_status).toBe(10);
  });

  it('refuses a mixed batch whole and changes nothing', async () => {
    const db = t.database.db;
    const [a, b, c] = [await completeMember(db, w, w.pune), await completeMember(db, w, w.pune), await completeMember(db, w, w.nashik)];
    await enrol(db, event, [a, c], { status: 'Final Approved' });
    await enrol(db, event, [b], { status: 'First Approved' });
    const before = await historyCount(db, event);
    const res = await track(puneAdmin, { event_id: event, members: [a, b, c], inv_status: 30 });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.refused).toEqual([b, c].sort((x, y) => x - y));
    expect((await statusOf(db, event, a))?.inv_status).toBe(10);
    expect(await historyCount(db, event)).toBe(before);
  });

  it('takes the dialog whole: unchanged fields are no change, changed ones get a history row with the comment', async () => {
    const db = t.database.db;
    const member = await completeMember(db, w, w.pune);
    await enrol(db, event, [member], { status: 'Final Approved', inv_status: 20, registered: 0, attended: 0 });
    const res = await track(puneAdmin, { event_id: event, members: [member], inv_status: 20, registered: 1, attended: 1, attendance_comment: 'Came on day 1' });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(db, event, member)).toMatchObject({ inv_status: 20, registered: 1, attended: 1, attendance_comment: 'Came on day 1' });
    const history = await t.call(puneAdmin, { method: 'GET', url: `/api/event/history?event_id=${event}&member_id=${member}` });
    expect(history.json().data.map((r: Record<string, unknown>) => [r.user_name, r.field, r.from, r.to, r.comment]).sort()).toEqual(
      [
        [puneAdmin.name, 'attended', 0, 1, 'Came on day 1'],
        [puneAdmin.name, 'registered', 0, 1, 'Came on day 1'],
      ].sort(),
    );
  });

  it('needs one of the statuses; refuses a value outside the lists', async () => {
    const res = await track(admin, { event_id: event, members: [1] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ inv_status: ['Please choose the invitation, registration or attendance status'] });
    expect((await track(admin, { event_id: event, members: [1], attended: 3 })).json().errors).toEqual({ attended: ['Please choose a value from the list'] });
  });
});
