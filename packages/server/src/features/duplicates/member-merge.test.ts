import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createMember, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';
import { recomputeContactFields } from '../../shared/members/contact-fields';
import { createEvent, enrol, type EventWorld, eventWorld } from '../../../test/events.fixtures';

describe.each(DIALECTS)('merging members on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let w: EventWorld;
  let n = 0;
  const db = () => t.database.db;
  const person = (fields: Record<string, unknown> = {}) => {
    n++;
    const own = `71000000${String(n).padStart(2, '0')}`;
    return createMember(db(), { location_id: w.pune, mobile_number: own, mobile_norm: own, firstname: `P${n}`, lastname: 'X', ...fields });
  };
  const merge = (user: TestUser, payload: unknown) => t.call(user, { method: 'POST', url: '/api/members/merge', payload: payload as object });
  const undo = (user: TestUser, id: number) => t.call(user, { method: 'POST', url: `/api/members/merge/${id}/undo` });
  const getMember = (user: TestUser, id: number) => t.call(user, { method: 'GET', url: `/api/members/${id}` });

  const followup = async (member_id: number, followup_date: string, contact_status: string, contact_response: string | null = null) => {
    const now = nowText();
    const row = await db()
      .insertInto('followups')
      .values({ member_id, followup_date, contacted_by: 'Asha', contact_status, contact_response, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const gift = async (member_id: number) => {
    const now = nowText();
    return (await db().insertInto('gifts').values({ member_id, gift_type: 'Granth', given_by: 'A', given_on: '2024-01-01', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  };
  const orgLink = async (member_id: number) => {
    const now = nowText();
    const org = await db().insertInto('organizations').values({ name: `Org ${member_id}`, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    return (await db().insertInto('member_organizations').values({ member_id, organization_id: org.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  };
  const registration = async (event_id: number, member_id: number) => {
    const now = nowText();
    return (await db().insertInto('registrations').values({ event_id, member_id, fullname: 'R', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  };
  const owner = async (table: 'followups' | 'gifts' | 'member_organizations' | 'registrations' | 'event_members', id: number) =>
    (await db().selectFrom(table as 'gifts').select('member_id').where('id', '=', id).executeTakeFirst())?.member_id;
  const memberRow = (id: number) => db().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  const assignee = async (id: number) => (await db().selectFrom('member_assignments').select('assigned_to').where('member_id', '=', id).executeTakeFirst())?.assigned_to ?? null;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.userOf(1);
    w = await eventWorld(db());
  });
  afterAll(() => t.close());

  it('moves every kind of record, recomputes the contact group, reports event conflicts; undo restores exactly', async () => {
    const sevak = await t.userOf(5);
    const keep = await person({ email: null, dob: null, city: 'Pune' });
    const other = await person({ email: 'ravi@example.com', dob: '1980-05-01', city: 'Nashik', assigned_to: sevak.id });
    const third = await person({ email: 'third@example.com' });
    const shared = await createEvent(db(), w, { name: 'Shibir' });
    const own = await createEvent(db(), w, { name: 'Satsang' });
    await enrol(db(), shared, [keep], { status: 'First Approved' });
    await enrol(db(), shared, [other], { status: 'New' });
    await enrol(db(), own, [other], { status: 'Final Approved' });
    const moved = {
      followups: [await followup(other, '2024-03-01', 'Contact established successfully', 'Good'), await followup(third, '2024-02-01', 'Not reachable')],
      gifts: [await gift(other)],
      member_organizations: [await orgLink(third)],
      registrations: [await registration(own, other)],
    };
    await followup(keep, '2024-01-01', 'Not reachable');
    // the stored contact fields as the followup save leaves them
    for (const id of [keep, other, third]) await db().updateTable('members').set(await recomputeContactFields(db(), id)).where('id', '=', id).execute();
    const ownRow = (await db().selectFrom('event_members').select('id').where('member_id', '=', other).where('event_id', '=', own).executeTakeFirstOrThrow()).id;
    const conflictRow = await db().selectFrom('event_members').selectAll().where('member_id', '=', other).where('event_id', '=', shared).executeTakeFirstOrThrow();
    const keepBefore = await memberRow(keep);
    const otherBefore = await memberRow(other);

    const res = await merge(admin, { keep, merge: [other, String(third)], fields: { city: other, email: third } });
    expect(res.statusCode).toBe(200);
    const mergeId = res.json().data.merge_id;
    expect(res.json()).toEqual({
      message: 'Members merged successfully',
      data: { id: keep, merge_id: expect.any(Number), conflicts: [{ event_id: shared, event: 'Shibir', member_id: other, status: 'New' }] },
    });
    for (const [table, ids] of Object.entries(moved)) for (const id of ids) expect(await owner(table as 'gifts', id)).toBe(keep);
    expect(await owner('event_members', ownRow)).toBe(keep);
    const after = (await memberRow(keep))!;
    expect({ email: after.email, dob: after.dob, city: after.city }).toEqual({ email: 'third@example.com', dob: '1980-05-01', city: 'Nashik' });
    expect({ contact_group: after.contact_group, sf: after.sf, uf: after.uf, lcd: after.lcd }).toEqual({ contact_group: 'Active', sf: 1, uf: 2, lcd: '2024-03-01' });
    expect(await assignee(keep)).toBe(sevak.id);
    expect(await memberRow(other)).toBeUndefined();

    const gone = await getMember(admin, other);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'This member was merged into another member.', merged_into: keep });
    const history = (await t.call(admin, { method: 'GET', url: `/api/members/${keep}/history` })).json().data;
    expect(history.find((h: { field: string }) => h.field === 'merged_in')).toMatchObject({ user_id: admin.id, to: `${otherBefore!.fullname} (#${other}), P${n} X (#${third}) (merge ${mergeId})` });
    const listed = await t.call(admin, { method: 'POST', url: '/api/filter', payload: {} });
    expect(listed.json().data.records.map((m: { id: number }) => m.id)).not.toContain(other);

    const undone = await undo(admin, mergeId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ message: 'Merge undone successfully' });
    const { updated_at: _a, updated_by: _b, ...keepNow } = (await memberRow(keep))!;
    const { updated_at: _c, updated_by: _d, ...keepWas } = keepBefore!;
    expect(keepNow).toEqual(keepWas);
    expect(await memberRow(other)).toEqual(otherBefore);
    expect(await assignee(keep)).toBeNull();
    expect(await assignee(other)).toBe(sevak.id);
    expect(await owner('followups', moved.followups[0])).toBe(other);
    expect(await owner('followups', moved.followups[1])).toBe(third);
    expect(await owner('gifts', moved.gifts[0])).toBe(other);
    expect(await owner('member_organizations', moved.member_organizations[0])).toBe(third);
    expect(await owner('registrations', moved.registrations[0])).toBe(other);
    expect(await owner('event_members', ownRow)).toBe(other);
    expect(await db().selectFrom('event_members').selectAll().where('id', '=', conflictRow.id).executeTakeFirst()).toEqual(conflictRow);
    expect((await getMember(admin, other)).statusCode).toBe(200);
    const again = await undo(admin, mergeId);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'This merge has already been undone' });
    const otherHistory = (await t.call(admin, { method: 'GET', url: `/api/members/${other}/history` })).json().data;
    expect(otherHistory.slice(0, 2).map((h: { field: string; from: unknown; to: unknown }) => [h.field, h.from, h.to])).toEqual([
      ['merged_into', `merge ${mergeId}`, null],
      ['merged_into', null, `${keepBefore!.fullname} (#${keep}) (merge ${mergeId})`],
    ]);
  });

  it('refuses the undo, changing nothing, when what it restores has changed, and after 30 days', async () => {
    const keep = await person();
    const other = await person({ email: 'other@example.com' });
    const giftId = await gift(other);
    const mergeId = (await merge(admin, { keep, merge: [other] })).json().data.merge_id;
    await db().deleteFrom('gifts').where('id', '=', giftId).execute();
    await db().updateTable('members').set({ city: 'Goa', email: 'new@example.com' }).where('id', '=', keep).execute();
    const res = await undo(admin, mergeId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: `This merge cannot be undone, because since then: member #${keep} was edited (email); 1 gifts moved by it were deleted or moved on` });
    expect(await memberRow(other)).toBeUndefined();
    expect((await getMember(admin, other)).json().merged_into).toBe(keep);

    const later = await person();
    const next = (await merge(admin, { keep: later, merge: [keep] })).json().data.merge_id;
    expect((await getMember(admin, other)).json().merged_into).toBe(later);
    expect((await undo(admin, mergeId)).json().message).toBe(
      `This merge cannot be undone, because since then: member #${keep} was merged into member #${later} (undo that merge first)`,
    );
    await db().updateTable('member_merges').set({ created_at: '2020-01-01 10:00:00' }).where('id', '=', next).execute();
    expect((await undo(admin, next)).json()).toEqual({ message: 'A merge can be undone within 30 days; this one was made on 2020-01-01' });
    expect((await undo(admin, 999999)).json()).toEqual({ message: 'Merge not found.' });
  });

  it('answers 422 naming the field, and changes nothing', async () => {
    const a = await person();
    const b = await person();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ keep: a, merge: [b, b] }, { merge: ['A member is named twice'] }],
      [{ keep: a, merge: [a, b] }, { keep: ['The member kept cannot also be merged'] }],
      [{ keep: a, merge: [b, 999999] }, { merge: ['These members cannot be merged: they do not exist or were merged already: 999999'] }],
      [{ keep: 999998, merge: [b] }, { keep: ['These members cannot be merged: they do not exist or were merged already: 999998'] }],
      [{ keep: a, merge: Array.from({ length: 11 }, (_, i) => b + 1000 + i) }, { merge: ['Please merge at most 10 members at a time'] }],
      [{ keep: a, merge: [] }, { merge: ['Please choose the members to merge'] }],
      [{ merge: [b] }, { keep: ['Please choose the member to keep'] }],
      [{ keep: a, merge: [b], fields: { email: 5 } }, { 'fields.email': ['Member 5 is not one of the members merged'] }],
      [{ keep: a, merge: [b], fields: { password: b } }, { 'fields.password': ['Please choose a value from the list'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await merge(admin, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    expect(await memberRow(b)).toBeDefined();
    expect(await db().selectFrom('member_merges').select('id').where('keep_id', '=', a).execute()).toEqual([]);
  });

  it('is for roles 1-2: others get 403 before any validation; a merged member is a plain 404 outside the caller scope', async () => {
    const a = await person();
    const b = await person({ location_id: w.goa });
    for (const role of [3, 4, 5]) {
      const user = await t.userOf(role, { locations: [w.pune] });
      expect((await merge(user, { keep: a, merge: [b] })).statusCode).toBe(403);
      expect((await merge(user, {})).json()).toEqual({ message: 'You are not allowed to do this.' });
      expect((await undo(user, 1)).statusCode).toBe(403);
    }
    const res = await merge(await t.userOf(2), { keep: b, merge: [a] });
    expect(res.statusCode).toBe(200);
    const coordinator = await t.userOf(3, { locations: [w.pune] });
    expect((await getMember(coordinator, a)).json()).toEqual({ message: 'Member not found.' });
  });
});
