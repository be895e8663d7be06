import { addDays } from '@sampark/domain/schemas/registration-windows';
import { todayText } from '@sampark/server/src/lib/time';
import type { BenchUser, RegistrationsWorld } from './bench-event';
import { type Answer, quantile } from './timing';

/**
 * Issue 16 "Speed": the registrations list of an event of 20,000 registrations pages at p95 <= 80
 * ms: the first page, a deep page, a filter and a view, each as role 1 and as a scoped role 4
 * (regional admin of Pune, the event at Maharashtra). Pages of 100, the screen's largest size.
 * The calls are sampled in turn, round after round, so all see the same machine.
 */

export interface ListTiming {
  name: string;
  user: 'role 1' | 'role 4';
  count: number;
  p50: number;
  p95: number;
  max: number;
}

interface ListCall {
  name: string;
  query: string;
}

const PAGE = 100;

/** The last page's skip for `count` rows. */
const lastPage = (count: number) => Math.max(0, Math.floor((count - 1) / PAGE) * PAGE);

function calls(w: RegistrationsWorld, delegates: number): ListCall[] {
  const e = `event_id=${w.listEvent}`;
  const month = `start_date=${addDays(todayText(), -30)}&end_date=${todayText()}`;
  return [
    { name: 'Delegates, first page', query: `${e}&relationship=1&skip=0&limit=${PAGE}` },
    { name: 'Delegates, last page', query: `${e}&relationship=1&skip=${lastPage(delegates)}&limit=${PAGE}` },
    { name: 'Delegates by Full Name, first page', query: `${e}&relationship=1&orderby=fullname&ordertype=asc&skip=0&limit=${PAGE}` },
    { name: 'Delegates by Full Name, last page', query: `${e}&relationship=1&orderby=fullname&ordertype=asc&skip=${lastPage(delegates)}&limit=${PAGE}` },
    { name: 'view Accompanying Personnel', query: `${e}&relationship=0&skip=0&limit=${PAGE}` },
    { name: 'view Cancelled', query: `${e}&status=Cancelled&skip=0&limit=${PAGE}` },
    { name: 'filter: state, district, last 30 days', query: `${e}&relationship=1&state=${encodeURIComponent(w.place.state)}&district=${encodeURIComponent(w.place.district)}&${month}&skip=0&limit=${PAGE}` },
    { name: "search 'kulkarni'", query: `${e}&relationship=1&keyword=kulkarni&skip=0&limit=${PAGE}` },
  ];
}

type Get = (path: string, token: string) => Promise<Answer>;

async function timed(get: Get, path: string, token: string): Promise<{ ms: number; answer: Answer }> {
  const t0 = performance.now();
  const answer = await get(path, token);
  const ms = performance.now() - t0;
  if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
  return { ms, answer };
}

const path = (c: ListCall) => `/api/registrations/event?${c.query}`;

export async function benchList(get: Get, w: RegistrationsWorld, runs: number, warmupRounds = 10): Promise<ListTiming[]> {
  const first = await timed(get, `/api/registrations/event?event_id=${w.listEvent}&relationship=1&limit=1`, w.admin.token);
  const delegates = JSON.parse(first.answer.body.toString('utf8')).count as number;
  const users: [ListTiming['user'], BenchUser][] = [
    ['role 1', w.admin],
    ['role 4', w.regional],
  ];
  const plan = users.flatMap(([user, u]) => calls(w, delegates).map((c) => ({ user, token: u.token, call: c, count: 0, samples: [] as number[] })));
  for (const p of plan) p.count = JSON.parse((await timed(get, path(p.call), p.token)).answer.body.toString('utf8')).count;
  for (let i = 0; i < warmupRounds; i++) for (const p of plan) await timed(get, path(p.call), p.token);
  for (let i = 0; i < runs; i++) for (const p of plan) p.samples.push((await timed(get, path(p.call), p.token)).ms);
  return plan.map((p) => {
    const sorted = p.samples.sort((a, b) => a - b);
    return { name: p.call.name, user: p.user, count: p.count, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] };
  });
}
