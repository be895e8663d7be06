import { AGENDA_DUE_LIMIT } from '@sampark/domain/schemas/agenda';
import { addDays } from '@sampark/domain/schemas/registration-windows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { todayText } from '../../lib/time';

interface MeetingRow {
  member_id: number;
  fullname: string;
  meeting_date: string;
  meeting_time: string;
  later_followup: boolean;
  overdue: boolean;
}
interface DueRow {
  member_id: number;
  fullname: string;
  pending_days: number;
}

describe.each(DIALECTS)('my agenda on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let sevak: TestUser;
  let otherSevak: TestUser;
  let regional: TestUser;
  const today = todayText();
  const day = (n: number) => addDays(today, n);
  let members: Record<string, number>;

  /** A followup as the dialog saves it (through the API, so the contact group follows). */
  async function followup(user: TestUser, memberId: number, date: string, meeting?: [string, string]) {
    const body = meeting
      ? { member_id: memberId, followup_date: date, contacted_by: user.name, contact_status: 'Called for meeting', meeting_date: meeting[0], meeting_time: meeting[1] }
      : { member_id: memberId, followup_date: date, contacted_by: user.name, contact_status: 'Did not pick phone / phone switched off' };
    const res = await t.call(user, { method: 'POST', url: '/api/followups', payload: body });
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    [, pune] = await createLocationPath(db, ['Maharashtra', 'Pune'], await rootLocationId(db));
    const trash = (await db.selectFrom('locations').select('id').where('name', '=', 'ToBeDeleted').executeTakeFirstOrThrow()).id;
    sevak = await t.userOf(5, { locations: [pune] });
    otherSevak = await t.userOf(5, { locations: [pune] });
    regional = await t.userOf(4, { locations: [pune] });
    const member = (firstname: string, assigned_to: number, extra: Record<string, unknown> = {}) =>
      createMember(db, { location_id: pune, firstname, assigned_to, created_at: `${day(-100)} 09:00:00`, ...extra });
    members = {
      missed: await member('Missed', sevak.id),
      kept: await member('Kept', sevak.id),
      tomorrow: await member('Tomorrow', sevak.id),
      edges: await member('Edges', sevak.id),
      fresh: await member('Fresh', sevak.id, { created_at: `${day(-7)} 09:00:00` }),
      stale: await member('Stale', sevak.id, { created_at: `${day(-8)} 23:00:00` }),
      oldest: await member('Oldest', sevak.id, { created_at: `${day(-40)} 09:00:00` }),
      deleted: await member('Deleted', sevak.id, { location_id: trash }),
      others: await member('Others', otherSevak.id),
      regionals: await member('Regionals', regional.id),
      unassigned: await member('Unassigned', regional.id),
    };
    await db.deleteFrom('member_assignments').where('member_id', '=', members.unassigned).execute();
    await followup(sevak, members.missed, day(-5), [day(-2), '10:00']);
    await followup(sevak, members.kept, day(-5), [day(-1), '11:00']);
    await followup(sevak, members.kept, day(-1), [day(3), '09:30']);
    await followup(sevak, members.tomorrow, today, [day(1), '17:00']);
    // the window's edges: a week ago and a month ahead are in, a day beyond either is not
    for (const [when, date] of [[day(-8), day(-8)], [day(-7), day(-7)], [day(-7), day(30)], [day(-7), day(31)]] as const) {
      await followup(sevak, members.edges, when, [date, '08:00']);
    }
    await followup(sevak, members.deleted, today, [day(2), '10:00']);
    await followup(otherSevak, members.others, today, [day(1), '10:00']);
    await followup(regional, members.regionals, today, [day(1), '12:00']);
    await followup(regional, members.unassigned, today, [day(1), '13:00']);
    // an Unsuccessful contact last tried 20 days ago is due; one tried yesterday is not
    await followup(sevak, members.stale, day(-20));
    await followup(otherSevak, members.others, day(-20));
  });
  afterAll(() => t.close());

  const agenda = async (user: TestUser) => {
    const res = await t.call(user, { method: 'GET', url: '/api/myagenda' });
    expect(res.statusCode).toBe(200);
    return res.json().data as { meetings: MeetingRow[]; due: DueRow[]; due_total: number };
  };

  it('lists the meetings of a week ago to a month ahead, a missed one first, then by time', async () => {
    const { meetings } = await agenda(sevak);
    expect(meetings.map((m) => [m.fullname, m.meeting_date, m.meeting_time, m.later_followup, m.overdue])).toEqual([
      ['Missed Kumar', day(-2), '10:00', false, true],
      ['Edges Kumar', day(-7), '08:00', true, false],
      ['Kept Kumar', day(-1), '11:00', true, false],
      ['Tomorrow Kumar', day(1), '17:00', false, false],
      ['Kept Kumar', day(3), '09:30', false, false],
      ['Edges Kumar', day(30), '08:00', true, false],
    ]);
    expect(meetings[0]).toMatchObject({ member_id: members.missed, mobile_number: '9820012345', mobile_country_code: '91', followup_id: expect.any(Number) });
  });

  it("shows another user's contacts to no one, nor a contact in ToBeDeleted", async () => {
    const { meetings, due, due_total } = await agenda(otherSevak);
    expect(meetings.map((m) => m.fullname)).toEqual(['Others Kumar']);
    expect([due, due_total]).toEqual([[], 0]);
    const names = (await agenda(sevak)).meetings.map((m) => m.fullname);
    expect(names).not.toContain('Deleted Kumar');
  });

  it('gives a regional admin only the contacts assigned to them, not every member of their locations', async () => {
    const { meetings } = await agenda(regional);
    expect(meetings.map((m) => m.fullname)).toEqual(['Regionals Kumar']);
  });

  it('lists contacts waiting longer than AGENDA_DUE_DAYS, oldest first, with their pending days', async () => {
    const { due, due_total } = await agenda(sevak);
    expect(due.map((d) => [d.fullname, d.pending_days])).toEqual([
      ['Oldest Kumar', 40],
      ['Stale Kumar', 20],
    ]);
    expect(due_total).toBe(2);
    expect(due[0]).toMatchObject({ member_id: members.oldest, contact_group: 'Pending', lcd: null, mobile_number: '9820012345' });
    expect(due[1]).toMatchObject({ contact_group: 'Unsuccessful', lcd: day(-20) });
  });

  it('counts a Pending contact from its creation: 8 days is due, 7 is not', async () => {
    await t.database.db.deleteFrom('followups').where('member_id', '=', members.stale).execute();
    await t.database.db.updateTable('members').set({ contact_group: 'Pending', lcd: null }).where('id', '=', members.stale).execute();
    const { due } = await agenda(sevak);
    expect(due.map((d) => [d.fullname, d.pending_days])).toEqual([
      ['Oldest Kumar', 40],
      ['Stale Kumar', 8],
    ]);
  });

  it('lists the AGENDA_DUE_LIMIT contacts waiting longest and says how many wait in all', async () => {
    const db = t.database.db;
    const busy = await t.userOf(5, { locations: [pune] });
    const waiting = AGENDA_DUE_LIMIT + 3;
    for (let i = 0; i < waiting; i++) {
      await createMember(db, { location_id: pune, firstname: `Wait${i}`, assigned_to: busy.id, created_at: `${day(-10 - i)} 09:00:00` });
    }
    const { due, due_total } = await agenda(busy);
    expect(due_total).toBe(waiting);
    expect(due).toHaveLength(AGENDA_DUE_LIMIT);
    expect([due[0]!.fullname, due[0]!.pending_days]).toEqual([`Wait${waiting - 1} Kumar`, 10 + waiting - 1]);
    expect(due.at(-1)!.fullname).toBe(`Wait${waiting - AGENDA_DUE_LIMIT} Kumar`);
  });

  it('reads the due days from AGENDA_DUE_DAYS', async () => {
    const other = await createTestApp(dialect, { AGENDA_DUE_DAYS: '50' });
    try {
      const db = other.database.db;
      const user = await other.userOf(5);
      const [loc] = await createLocationPath(db, ['Goa'], await rootLocationId(db));
      await createMember(db, { location_id: loc!, assigned_to: user.id, firstname: 'Forty', created_at: `${day(-40)} 09:00:00` });
      await createMember(db, { location_id: loc!, assigned_to: user.id, firstname: 'Sixty', created_at: `${day(-60)} 09:00:00` });
      const res = await other.call(user, { method: 'GET', url: '/api/myagenda' });
      expect(res.json().data.due.map((d: DueRow) => d.fullname)).toEqual(['Sixty Kumar']);
    } finally {
      await other.close();
    }
  });

  it("lists issue 31's routes in the OpenAPI document, the agenda with its answer's schema", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/myagenda', '/api/user/calendar', '/api/user/calendar/reset', '/api/calendar/{token}', '/api/gsheet/{token}', '/api/events/{id}/gsheet/reset']),
    );
    const answer = doc.paths['/api/myagenda'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties.data.properties)).toEqual(['meetings', 'due', 'due_total']);
    expect(answer.properties.data.properties.due.items.required).toContain('pending_days');
  });

  it('asks for a login', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/myagenda' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
