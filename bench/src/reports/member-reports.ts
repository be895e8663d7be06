import { MEMBER_REPORT_TYPES } from '@sampark/domain/schemas/member-reports';
import type { HttpAnswer } from '../http/http-client';
import type { BenchContext } from '../queries/bench-context';

/**
 * Issue 17 "Speed": each member report at 1,000,000 members, for an admin and a role-4 user
 * (target p95 <= 1 s each, both engines). The lead wires it into run.ts (`--only reports`).
 * Every call must answer 200; a timing of a refused call would mean nothing.
 */

type Post = (path: string, body: unknown, token: string) => Promise<HttpAnswer>;

export interface ReportTiming {
  name: string;
  user: 'admin' | 'regional';
  p50: number;
  p95: number;
  max: number;
}

interface ReportCall {
  name: string;
  path: string;
  body: unknown;
}

function calls(ctx: BenchContext): ReportCall[] {
  const stats = MEMBER_REPORT_TYPES.map((type) => ({ name: `memberstats ${type}`, path: '/api/report/memberstats', body: { type } }));
  return [
    ...stats,
    { name: 'memberstats Category, subtree', path: '/api/report/memberstats', body: { type: 'Category', location_id: ctx.subtree.id, include_sublocation: 1 } },
    { name: 'pending_stats', path: '/api/report/pending_stats', body: {} },
    { name: 'district_report page 1', path: '/api/report/district_report?skip=0&limit=100', body: {} },
    { name: 'sampark details page 1', path: '/api/report/sampark_details_report?skip=0&limit=50', body: { location_id: ctx.subtree.id, include_sublocation: 1 } },
  ];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timeCall(post: Post, call: ReportCall, token: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const start = performance.now();
    const res = await post(call.path, call.body, token);
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${call.name}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    if (i > 0) times.push(ms); // the first call warms the caches
  }
  return times.sort((a, b) => a - b);
}

/** `tokens` holds a token for ctx.admin.id and ctx.regional.id. */
export async function benchMemberReports(post: Post, tokens: Map<number, string>, ctx: BenchContext, runs = 10): Promise<ReportTiming[]> {
  const out: ReportTiming[] = [];
  for (const user of ['admin', 'regional'] as const) {
    const token = tokens.get(ctx[user].id)!;
    for (const call of calls(ctx)) {
      const t = await timeCall(post, call, token, runs);
      out.push({ name: call.name, user, p50: quantile(t, 0.5), p95: quantile(t, 0.95), max: t[t.length - 1] });
    }
  }
  return out;
}
