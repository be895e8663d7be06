import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { completeMember, createEvent, enrol, eventWorld } from '../../../test/events.fixtures';

/** Every events call (issue 14: "role 5 gets 403 on every events call"), read from the app. */
const isEventsRoute = (url: string) => /^\/api\/(events|event\/|myevents)/.test(url);

describe.each(DIALECTS)('events access on %s', (dialect) => {
  let t: TestApp;
  let event: number;
  let member: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const w = await eventWorld(t.database.db);
    event = await createEvent(t.database.db, w);
    member = await completeMember(t.database.db, w, w.pune);
    await enrol(t.database.db, event, [member], { status: 'Final Approved' });
  });
  afterAll(() => t.close());

  it("declares every events route for roles 1-4 (staff), and the sheet's 'New address' for roles 1-2", () => {
    const routes = t.app.apiRoutes.filter((r) => isEventsRoute(r.url) && r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/event/history',
      'GET /api/events',
      'GET /api/events/:id',
      'GET /api/events/:id/personal-links',
      'GET /api/myevents',
      'POST /api/event/approvemembers',
      'POST /api/event/getmembers',
      'POST /api/event/storemembers',
      'POST /api/event/storemembers2',
      'POST /api/events',
      'POST /api/events/:id/gsheet/reset',
      'PUT /api/events/:id',
    ]);
    // Connect to Google Sheet is an option of roles 1-2 (seed 002 §2), and so is renewing its address
    const adminOnly = new Set(['POST /api/events/:id/gsheet/reset']);
    for (const r of routes) expect([`${r.method} ${r.url}`, r.access]).toEqual([`${r.method} ${r.url}`, adminOnly.has(`${r.method} ${r.url}`) ? 'admin' : 'staff']);
  });

  it('answers 403 to role 5 on every events call, even with a valid body, and changes nothing', async () => {
    const sevak = await t.userOf(5);
    const bodies: Record<string, unknown> = {
      'POST /api/events': { name: 'X', location_id: 1, type: 1, date_from: '2025-01-01', date_to: '2025-01-02' },
      'POST /api/event/approvemembers': { id: event, members: [member], status: 'New', comment: 'x' },
      'POST /api/event/storemembers2': { id: event, members: [member], inv_status: 20 },
      'POST /api/event/storemembers': { event_id: event, members: [member] },
    };
    const seen: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => isEventsRoute(x.url) && x.method !== 'HEAD')) {
      const key = `${r.method} ${r.url}`;
      const url = `${r.url.replace(':id', String(event))}?event_id=${event}&member_id=${member}`;
      const res = await t.call(sevak, { method: r.method as 'GET', url, payload: r.method === 'GET' ? undefined : (bodies[key] ?? {}) });
      seen.push(`${key} -> ${res.statusCode} ${res.body}`);
    }
    expect(seen.filter((s) => !s.endsWith('-> 403 {"message":"You are not allowed to do this."}'))).toEqual([]);
    const row = await t.database.db.selectFrom('event_members').select('status').where('member_id', '=', member).executeTakeFirstOrThrow();
    expect(row.status).toBe('Final Approved');
  });
});
