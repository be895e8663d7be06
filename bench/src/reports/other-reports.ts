import { EVENT_DASHBOARD_REPORTS } from '@sampark/domain/options/events';
import { EVENT_REPORT_TYPES, USER_REPORT_TYPES } from '@sampark/domain/schemas/other-reports';
import type { HttpAnswer } from '../http/http-client';
import type { BenchContext } from '../queries/bench-context';
import { EVENT_NAME } from '../queries/events';

/**
 * Issue 17 "Speed": the user, organisation and event reports and the event dashboard at
 * 1,000,000 members and an event of 100,000 members, for an admin and a role-4 user (target p95
 * <= 1 s each, both engines). The lead wires it into run.ts (`--only reports`). Every call must
 * answer 200. The GET reports (user_access, location_access) read only users and locations and
 * are timed when a `get` client is given.
 */

type Call = (path: string, body: unknown, token: string) => Promise<HttpAnswer>;
type Get = (path: string, token: string) => Promise<HttpAnswer>;

export interface OtherReportTiming {
  name: string;
  user: 'admin' | 'regional';
  p50: number;
  p95: number;
  max: number;
}

interface ReportCall {
  name: string;
  path: string;
  body?: unknown;
  get?: boolean;
}

function calls(eventId: number | undefined): ReportCall[] {
  const post = (name: string, path: string, body: unknown = {}): ReportCall => ({ name, path, body });
  const out: ReportCall[] = [
    ...USER_REPORT_TYPES.map((type) => post(`userstats ${type}`, '/api/report/userstats', { type })),
    ...EVENT_REPORT_TYPES.map((type) => post(`eventstats ${type}`, '/api/report/eventstats', { type })),
    post('orgstats', '/api/report/orgstats'),
    post('event_approvals', '/api/report/event_approvals'),
    { name: 'user_access page 1', path: '/api/report/user_access?skip=0&limit=10', get: true },
    { name: 'location_access page 1', path: '/api/report/location_access?skip=0&limit=10', get: true },
  ];
  if (eventId === undefined) return out;
  const dashboard = [
    ...EVENT_DASHBOARD_REPORTS.invitees.map((type) => post(`event dashboard invitees ${type}`, `/api/invitees/${eventId}/report`, { type })),
    ...EVENT_DASHBOARD_REPORTS.registrations.map((type) => post(`event dashboard registrations ${type}`, `/api/registrations/${eventId}/report`, { type })),
    ...EVENT_DASHBOARD_REPORTS.attendees.map((type) => post(`event dashboard attendees ${type}`, `/api/registrations/${eventId}/report`, { type })),
    post('eventstats Approval Status, the 100,000 event', '/api/report/eventstats', { type: 'Approval Status', event_id: eventId }),
  ];
  return [...out, ...dashboard];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timeCall(send: () => Promise<HttpAnswer>, name: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const start = performance.now();
    const res = await send();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    if (i > 0) times.push(ms); // the first call warms the caches
  }
  return times.sort((a, b) => a - b);
}

/** The benchmark event's id, found through the Status Report (undefined when the database has none). */
async function benchmarkEventId(post: Call, token: string): Promise<number | undefined> {
  const res = await post('/api/report/event_approvals', {}, token);
  if (res.status !== 200) throw new Error(`event_approvals: HTTP ${res.status}`);
  const rows = (JSON.parse(res.body) as { data: { label: string; event_id: number }[] }).data;
  return rows.find((r) => r.label === EVENT_NAME)?.event_id;
}

/** `tokens` holds a token for ctx.admin.id and ctx.regional.id. */
export async function benchOtherReports(post: Call, tokens: Map<number, string>, ctx: BenchContext, runs = 10, get?: Get): Promise<OtherReportTiming[]> {
  const out: OtherReportTiming[] = [];
  const eventId = await benchmarkEventId(post, tokens.get(ctx.admin.id)!);
  for (const user of ['admin', 'regional'] as const) {
    const token = tokens.get(ctx[user].id)!;
    for (const call of calls(eventId)) {
      if (call.get && !get) continue;
      const send = call.get ? () => get!(call.path, token) : () => post(call.path, call.body, token);
      const t = await timeCall(send, call.name, runs);
      out.push({ name: call.name, user, p50: quantile(t, 0.5), p95: quantile(t, 0.95), max: t[t.length - 1] });
    }
  }
  return out;
}
