import { APPROVAL_STATUSES } from '@sampark/domain/options/events';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld } from '../../../test/events.fixtures';

type Row = Record<string, string | number>;
const sumOf = (rows: Row[], column: string) => rows.reduce((a, r) => a + Number(r[column] ?? 0), 0);
const rowOf = (rows: Row[], label: string) => rows.find((r) => r.label === label)!;

describe.each(DIALECTS)('event reports on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  let goaEvent: number;
  let admin: TestUser;
  let punePerson: TestUser;
  let sevak: TestUser;
  let goaPerson: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    w = await eventWorld(db);
    event = await createEvent(db, w, { name: 'Yuva Shibir' });
    goaEvent = await createEvent(db, w, { name: 'Goa Sammelan', location_id: w.goa });
    const pune = await Promise.all([1, 2, 3, 4, 5].map(() => completeMember(db, w, w.pune, { state: 'Maharashtra' })));
    const nashik = await Promise.all([1, 2, 3].map(() => completeMember(db, w, w.nashik)));
    const goa = await completeMember(db, w, w.goa);
    await enrol(db, event, pune.slice(0, 2), { status: 'New' });
    await enrol(db, event, [pune[2]], { status: 'First Approved' });
    await enrol(db, event, [pune[3]], { status: 'Final Approved', inv_status: 20, registered: 1, attended: 1 });
    await enrol(db, event, [pune[4], nashik[0]], { status: 'Final Approved' });
    await enrol(db, event, [nashik[1]], { status: 'Final Disapproved' });
    await enrol(db, goaEvent, [goa, nashik[2]], { status: 'New' });
    const now = nowText();
    const reg = (values: Record<string, unknown>) => ({ event_id: event, created_at: now, updated_at: now, ...values });
    await db
      .insertInto('registrations')
      .values([
        reg({ member_id: pune[3], relationship: 1, state: 'Maharashtra', status: 'Attended' }),
        reg({ relationship: 3, state: 'Maharashtra', status: 'Arrived' }),
        reg({ relationship: 1, state: 'Goa', status: 'Registered' }),
        reg({ relationship: 2, state: null, status: 'Cancelled' }),
      ])
      .execute();
    admin = await t.userOf(1);
    punePerson = await t.userOf(4, { locations: [w.pune] });
    goaPerson = await t.userOf(4, { locations: [w.goa] });
    sevak = await t.userOf(5, { locations: [w.pune] });
  });
  afterAll(() => t.close());

  const post = (user: TestUser | null, url: string, payload: object = {}) => t.call(user, { method: 'POST', url, payload });
  const data = async (user: TestUser, url: string, payload: object = {}) => {
    const res = await post(user, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };
  /** getmembers' count for one status, as that user sees it. */
  const listCount = async (user: TestUser, status: string) => {
    const res = await post(user, `/api/event/getmembers?event_id=${event}&status=${encodeURIComponent(status)}`, { id: event });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };

  it('eventstats Approval Status: one row per event, each status a column, equal to getmembers per status', async () => {
    for (const user of [admin, punePerson]) {
      const rows = await data(user, '/api/report/eventstats', { type: 'Approval Status' });
      const row = rowOf(rows, 'Yuva Shibir');
      expect(Object.keys(row)).toEqual(['label', 'id', ...APPROVAL_STATUSES]);
      expect(row.id).toBe(event);
      for (const status of APPROVAL_STATUSES) expect(row[status], `${status}`).toBe(await listCount(user, status));
    }
    const pune = rowOf(await data(punePerson, '/api/report/eventstats', { type: 'Approval Status' }), 'Yuva Shibir');
    expect(pune).toMatchObject({ New: 2, 'First Approved': 1, 'Final Approved': 2, 'Final Disapproved': 0 });
    // a state-level event concerns its districts; the Goa event is outside a Pune user's events
    expect((await data(punePerson, '/api/report/eventstats', { type: 'Approval Status' })).map((r) => r.label)).toEqual(['Yuva Shibir']);
  });

  it('eventstats applies the report filter (event_id, location) and keeps every total equal to the sum of its rows', async () => {
    const one = await data(admin, '/api/report/eventstats', { type: 'Approval Status', event_id: event, location_id: w.nashik });
    expect(one).toEqual([{ label: 'Yuva Shibir', id: event, ...Object.fromEntries(APPROVAL_STATUSES.map((s) => [s, 0])), 'Final Approved': 1, 'Final Disapproved': 1 }]);
    const byType = await data(admin, '/api/report/eventstats', { type: 'Event Type' });
    const approval = await data(admin, '/api/report/eventstats', { type: 'Approval Status' });
    expect(sumOf(byType, 'Events')).toBe(2);
    expect(sumOf(byType, 'Members')).toBe(APPROVAL_STATUSES.reduce((a, s) => a + sumOf(approval, s), 0));
    expect(sumOf(byType, 'Members')).toBe(9);
  });

  it('eventstats Post Approval Status counts Final Approved members by invitation, registration and attendance', async () => {
    const row = rowOf(await data(admin, '/api/report/eventstats', { type: 'Post Approval Status' }), 'Yuva Shibir');
    expect(row).toMatchObject({ 'Not Invited': 2, 'Invited In Person': 1, Registered: 1, 'Not Registered': 2, Attended: 1, 'Not Attended': 2 });
    const scoped = rowOf(await data(punePerson, '/api/report/eventstats', { type: 'Post Approval Status' }), 'Yuva Shibir');
    expect(scoped['Not Invited']).toBe(await listCount(punePerson, 'Final Approved').then((n) => n - 1));
  });

  it('event_approvals (Status Report): rows by event with their ids', async () => {
    const rows = await data(admin, '/api/report/event_approvals', {});
    expect(rows.map((r) => [r.label, r.event_id, r.New])).toEqual([
      ['Goa Sammelan', goaEvent, 2],
      ['Yuva Shibir', event, 2],
    ]);
  });

  it('the invitees report equals getmembers per status for each user, and its post-approval rows add up', async () => {
    for (const user of [admin, punePerson]) {
      const rows = await data(user, `/api/invitees/${event}/report`, { type: 'Approval Status' });
      expect(rows.map((r) => r.label)).toEqual([...APPROVAL_STATUSES]);
      for (const r of rows) expect(r.count, `${r.label}`).toBe(await listCount(user, String(r.label)));
    }
    const post = await data(admin, `/api/invitees/${event}/report`, { type: 'Post Approval Status' });
    expect(sumOf(post, 'Members')).toBe(3);
    expect(sumOf(post, 'Registered') + sumOf(post, 'Not Registered') + sumOf(post, 'Cancelled')).toBe(sumOf(post, 'Members'));
    expect(rowOf(post, 'Invited In Person')).toEqual({ label: 'Invited In Person', Members: 1, Registered: 1, 'Not Registered': 0, Cancelled: 0, Attended: 1, 'Not Attended': 0 });
  });

  it('the registrations report: Statewise, and the attendees by approval, invitation and attendee type', async () => {
    const url = `/api/registrations/${event}/report`;
    expect(await data(admin, url, { type: 'Statewise' })).toEqual([
      { label: 'Goa', Delegates: 1, 'Accompanying Personnel': 0, Cancelled: 0 },
      { label: 'Maharashtra', Delegates: 1, 'Accompanying Personnel': 1, Cancelled: 0 },
      { label: 'Not Set', Delegates: 0, 'Accompanying Personnel': 0, Cancelled: 1 },
    ]);
    const approval = await data(admin, url, { type: 'Approval Status' });
    expect(approval.filter((r) => r.count)).toEqual([
      { label: 'Final Approved', count: 1 },
      { label: 'Not Set', count: 1 },
    ]);
    expect(rowOf(await data(admin, url, { type: 'Post Approval Status' }), 'Invited In Person').count).toBe(1);
    const types = await data(admin, url, { type: 'Event Type' });
    expect(types.filter((r) => r.count)).toEqual([
      { label: 'Delegate', count: 1 },
      { label: 'Driver', count: 1 },
    ]);
  });

  it('refuses in the contract order: 401, 403 for role 5, 404 outside the event scope, then 422', async () => {
    expect((await post(null, '/api/report/eventstats', { type: 'Approval Status' })).statusCode).toBe(401);
    for (const url of ['/api/report/eventstats', '/api/report/event_approvals', `/api/invitees/${event}/report`, `/api/registrations/${event}/report`]) {
      const res = await post(sevak, url, { type: 'Approval Status' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    const outside = await post(goaPerson, `/api/invitees/${event}/report`, { type: 'Nonsense' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('Event not found.');
    expect((await post(admin, `/api/invitees/999999/report`, { type: 'Approval Status' })).statusCode).toBe(404);
    const bad = await post(admin, '/api/report/eventstats', { type: 'Statewise' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ type: ['Please select the type of report.'] });
    const missing = await post(admin, `/api/registrations/${event}/report`, {});
    expect(missing.json().errors).toEqual({ type: ['Please select the type of report.'] });
  });

  it('exports Event_Dashboard.xlsx: every tab and type a sheet with the screen rows and a Total row', async () => {
    const res = await t.call(punePerson, { method: 'GET', url: `/api/report/event_dashboard/${event}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Event_Dashboard.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    expect(wb.worksheets.map((s) => s.name)).toEqual([
      'Invitees Approval Status',
      'Invitees Post Approval Status',
      'Registrations Statewise',
      'Attendees Approval Status',
      'Attendees Post Approval Status',
      'Attendees Event Type',
    ]);
    const sheet = wb.getWorksheet('Invitees Approval Status')!;
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const screen = await data(punePerson, `/api/invitees/${event}/report`, { type: 'Approval Status' });
    expect(rows).toHaveLength(1 + screen.length + 1);
    expect(rows[0]).toEqual(['Approval Status', 'Count']);
    expect(rows.at(-1)).toEqual(['Total', sumOf(screen, 'count')]);
    expect((await t.call(goaPerson, { method: 'GET', url: `/api/report/event_dashboard/${event}/export` })).statusCode).toBe(404);
    expect((await t.call(sevak, { method: 'GET', url: `/api/report/event_dashboard/${event}/export` })).statusCode).toBe(403);
  });
});
