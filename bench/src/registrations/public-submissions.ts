import http from 'node:http';
import { addDays } from '@sampark/domain/schemas/registration-windows';
import { validForm } from '@sampark/server/src/features/registrations/registration-form.fixtures';
import type { RegistrationsWorld } from './bench-event';
import { quantile } from './timing';

/**
 * Issue 16 "Speed": 200 concurrent public submissions (`POST api/public/registrations`, the open
 * form of `/event/{id}/register`) for 30 s on loopback. Each of the 200 workers keeps one
 * connection, as a reverse proxy keeps its upstream connections, and sends a form, pauses (on
 * average `pauseMs`: 200 visitors each sending a form a second), sends the next. With no pause, 200
 * submissions are in flight at every moment: the server's ceiling, not a visitor's wait. Every
 * submission is another visitor: its own address in X-Forwarded-For, which the server believes
 * from loopback only (TRUST_PROXY=loopback) and counts against the deployment's rate limit
 * (docs/decisions/048-registrations-bench.md).
 */

export interface SubmissionResult {
  concurrency: number;
  pauseMs: number;
  seconds: number;
  sent: number;
  ok: number;
  /** answered 200 in the warm-up (stored too) */
  warmupOk: number;
  /** status (or 'network') -> count, every answer other than 200 */
  errors: Record<string, number>;
  /** the first body of each error status, to say why */
  samples: Record<string, string>;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The n-th visitor's address: 10.0.0.1, 10.0.0.2 ... distinct for 16 million visitors. */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The form a visitor sends: the tests' valid delegate form, with names and numbers of their own. */
function formBody(world: RegistrationsWorld, n: number): string {
  const form = validForm({ start: world.formEvent.start, profession: world.profession });
  const accompanying = n % 4 === 3;
  return JSON.stringify({
    ...form,
    event_id: world.formEvent.id,
    relationship: accompanying ? 5 : 1,
    firstname: `Visitor ${String.fromCharCode(65 + (n % 26))}`,
    email: `visitor.${n}@example.org`,
    mobile_number: `9${String(100_000_000 + n).slice(-9)}`,
    departure_date: addDays(world.formEvent.start, 1),
  });
}

function submit(agent: http.Agent, port: number, payload: string, address: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': address };
    const req = http.request({ host: '127.0.0.1', port, path: '/api/public/registrations', method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

interface Tally {
  next: number;
  latencies: number[];
  errors: Record<string, number>;
  samples: Record<string, string>;
}

function record(tally: Tally, key: string, body: string) {
  tally.errors[key] = (tally.errors[key] ?? 0) + 1;
  tally.samples[key] ??= body.slice(0, 300);
}

async function worker(agent: http.Agent, port: number, world: RegistrationsWorld, until: number, tally: Tally, timed: boolean, pauseMs: number) {
  while (performance.now() < until) {
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs * (0.5 + Math.random())));
    if (performance.now() >= until) break;
    const n = ++tally.next;
    const t0 = performance.now();
    try {
      const res = await submit(agent, port, formBody(world, n), visitorAddress(n));
      if (timed) tally.latencies.push(performance.now() - t0);
      if (res.status !== 200) record(tally, String(res.status), res.body);
    } catch (err) {
      if (timed) tally.latencies.push(performance.now() - t0);
      record(tally, 'network', String(err));
    }
  }
}

/** `seconds` of `concurrency` workers; `warmupSeconds` first at the same load, not counted. */
export interface SubmissionOptions {
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
  /** a worker's pause before each submission, on average (0.5-1.5x at random); 0: none */
  pauseMs: number;
}

export async function benchSubmissions(port: number, world: RegistrationsWorld, opts: SubmissionOptions): Promise<SubmissionResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const run = async (seconds: number, timed: boolean, tally: Tally) => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: opts.concurrency }, () => worker(agent, port, world, until, tally, timed, opts.pauseMs)));
  };
  try {
    const warm: Tally = { next: 0, latencies: [], errors: {}, samples: {} };
    await run(opts.warmupSeconds, false, warm);
    if (Object.keys(warm.errors).length) throw new Error(`the warm-up had errors: ${JSON.stringify(warm.samples)}`);
    // the timed visitors' addresses follow the warm-up's: no visitor comes twice
    const tally: Tally = { next: warm.next, latencies: [], errors: {}, samples: {} };
    const t0 = performance.now();
    await run(opts.seconds, true, tally);
    const elapsed = (performance.now() - t0) / 1000;
    const sorted = tally.latencies.sort((a, b) => a - b);
    const failed = Object.values(tally.errors).reduce((a, b) => a + b, 0);
    return {
      concurrency: opts.concurrency,
      pauseMs: opts.pauseMs,
      seconds: elapsed,
      sent: sorted.length,
      ok: sorted.length - failed,
      warmupOk: warm.next,
      errors: tally.errors,
      samples: tally.samples,
      perSecond: (sorted.length - failed) / elapsed,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  } finally {
    agent.destroy();
  }
}
