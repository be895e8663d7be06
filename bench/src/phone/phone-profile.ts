/**
 * Where a later visit's main thread goes (issue 32): the phone bench's visit (phone-visit.ts: a new
 * phone logs in, then opens the app again and taps '+ Followup' on the first card), with that later
 * visit recorded by Chromium's trace and V8's sampling profiler; then a registrant's cold visit of
 * the public form's step 1 (a new phone, until its first field), recorded so too. Prints, per
 * recording, the main thread's tasks over 15 ms with what ran inside them, and the JavaScript's
 * own time ("self") by package or app folder, read through the build's source maps when it has
 * them (`vite build --sourcemap` maps both pages' chunks), over the whole recording, within its
 * longest task and within the task that took the tap on '+ Followup':
 *
 *   cd packages/web && WEB_DIST_DIR=/tmp/dist-map npx vite build --sourcemap && cd ../..
 *   npm run bench -- --only phone-profile --dist /tmp/dist-map [--phone-port 4108] [--phone-runs 2]
 *
 * With PROFILE_OUT=/tmp/prof set, each recording's V8 profile, its longest task and its trace are
 * also written to /tmp/prof-<time>.json, to read function by function (or open the trace's events
 * in a trace viewer).
 *
 * The profiler slows the page (a sample every 200 µs): its figures say where the time goes, not how
 * long a visit takes; phone-bench.ts times visits without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '@sampark/server/src/db/demo/demo-users';
import { openEvent } from './lighthouse-bench';
import { newPhone, startServer } from './phone-bench';
import { FOLLOWUP_BUTTON, SHOWN, firstVisit, tap } from './phone-visit';
import { ThrottledPage, WorkerThrottle } from './throttled-phone';
import type { TraceEvent } from './trace-thread-time';

export interface PhoneProfileOptions {
  port: number;
  dist: string;
  runs: number;
}

const TIMEOUT = 60_000;
/** tasks shorter than this are left out of the list (ms) */
const LONG_TASK_MS = 15;

interface CpuProfile {
  /** µs, the trace's clock */
  startTime: number;
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The package of a source path ('preact', '@mantine/core'), or the app's folder ('app:features/members'). */
function packageOf(source: string | null): string {
  if (!source) return '(not mapped)';
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = source.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /packages\/(\w+)\/src\/(.*)$/.exec(source);
  if (!own) return source;
  const folders = own[2]!.split('/').slice(0, -1).slice(0, 2).join('/');
  return `${own[1] === 'web' ? 'app' : own[1]}:${folders || '.'}`;
}

/** The renderer's main thread of the page: the CrRendererMain that ran the most. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask') busy.set(`${e.pid}/${e.tid}`, (busy.get(`${e.pid}/${e.tid}`) ?? 0) + (e.dur ?? 0));
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = mains.sort((a, b) => (busy.get(`${b.pid}/${b.tid}`) ?? 0) - (busy.get(`${a.pid}/${a.tid}`) ?? 0))[0];
  if (!main) throw new Error('the trace has no renderer main thread');
  return { pid: main.pid, tid: main.tid };
}

/**
 * One line per task over LONG_TASK_MS: when (ms after the page's first request), how long (and,
 * in brackets, its CPU time, throttled as the wall time is: the difference is the thread waiting for
 * the machine's other processes), the longest parts inside.
 */
function longTasks(events: TraceEvent[]): string[] {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const start = Math.min(...events.filter((e) => e.pid === pid && e.name === 'ResourceSendRequest').map((e) => e.ts));
  return own
    .filter((e) => e.name === 'RunTask' && e.dur! > LONG_TASK_MS * 1000)
    .map((task) => {
      const inside = own
        .filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! > 5000 && e.name !== 'RunTask' && !e.name.startsWith('ThreadController'))
        .slice(0, 5)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${path.basename(e.args.data.url)}` : ''} ${(e.dur! / 1000).toFixed(0)}`);
      const cpu = task.tdur === undefined ? '' : ` (CPU ${(task.tdur / 1000).toFixed(0)} ms)`;
      return `@${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms${cpu}  ${inside.join(' | ')}`;
    });
}

/**
 * Milliseconds of samples by package (through `dist`'s source maps) or, for the browser's own work,
 * by name; only those within `during` (a trace event's span) when given.
 */
function selfTimeByPackage(profile: CpuProfile, dist: string, during?: TraceEvent): [string, number][] {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = path.join(dist, `${new URL(url).pathname}.map`);
      maps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
    }
    return maps.get(url)!;
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (during && (at < during.ts || at > during.ts + during.dur!)) return;
    const frame = nodes.get(id)!;
    let key = frame.url ? path.basename(new URL(frame.url).pathname) || '(the page)' : `(${frame.functionName || 'native'})`;
    const map = frame.url.includes('/assets/') ? mapOf(frame.url) : null;
    if (map) key = packageOf(originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}

interface Recording<T> {
  figures: T;
  events: TraceEvent[];
  profile: CpuProfile;
}

/** `visit` on a new throttled page of `context`, recorded by Chromium's trace and V8's sampling profiler. */
async function recorded<T>(context: BrowserContext, visit: (page: ThrottledPage, start: number) => Promise<T>): Promise<Recording<T>> {
  const page = await ThrottledPage.open(context);
  const cdp = await context.newCDPSession(page.page);
  const browser = context.browser()!;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page.page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  const figures = await visit(page, performance.now());
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.close();
  return { figures, events: traceEvents, profile: profile as CpuProfile };
}

/** The later visit: opened, the app's first card, '+ Followup' tapped, its dialog open. */
async function laterVisit(later: ThrottledPage, baseUrl: string, start: number): Promise<{ cardsMs: number; dialogMs: number }> {
  await later.page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: TIMEOUT });
  await later.poll(SHOWN('#root article'), TIMEOUT);
  const cardsMs = performance.now() - start;
  await tap(later, FOLLOWUP_BUTTON, TIMEOUT);
  await later.poll(SHOWN('[role="dialog"]'), TIMEOUT);
  return { cardsMs, dialogMs: performance.now() - start };
}

/** The public form's step 1, cold (an empty profile), until its first field is shown. */
async function formVisit(form: ThrottledPage, url: string, start: number): Promise<{ fieldMs: number }> {
  await form.page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT });
  await form.poll(SHOWN('#root input[data-path]'), TIMEOUT);
  return { fieldMs: performance.now() - start };
}

/** The main thread's longest task: on both pages, the entry's evaluation and first render. */
function longestTask(events: TraceEvent[]): TraceEvent {
  const { pid, tid } = mainThread(events);
  return events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').reduce((a, b) => (b.dur! > a.dur! ? b : a));
}

/** The task that dispatched the tap's click ('+ Followup'), when the recording has one. */
function tapTask(events: TraceEvent[]): TraceEvent | undefined {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const click = own.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  return click && own.find((e) => e.name === 'RunTask' && e.ts <= click.ts && e.ts + e.dur! >= click.ts + click.dur!);
}

const listed = (self: [string, number][]) => self.map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join(', ');

function printRecording(recording: Recording<unknown>, dist: string): void {
  console.log(`main-thread tasks over ${LONG_TASK_MS} ms:\n  ${longTasks(recording.events).join('\n  ')}`);
  console.log(`JavaScript's own time and the browser's, ms: ${listed(selfTimeByPackage(recording.profile, dist).slice(0, 25))}`);
  const longest = longestTask(recording.events);
  if (process.env.PROFILE_OUT) fs.writeFileSync(`${process.env.PROFILE_OUT}-${Date.now()}.json`, JSON.stringify({ profile: recording.profile, longest, traceEvents: recording.events }));
  console.log(`the same within the longest task (${(longest.dur! / 1000).toFixed(0)} ms): ${listed(selfTimeByPackage(recording.profile, dist, longest).slice(0, 15))}`);
  const tap = tapTask(recording.events);
  if (tap) console.log(`the same within the tap's task (${(tap.dur! / 1000).toFixed(0)} ms): ${listed(selfTimeByPackage(recording.profile, dist, tap).slice(0, 15))}`);
  console.log('');
}

export async function runPhoneProfile(options: PhoneProfileOptions): Promise<void> {
  if (!fs.existsSync(path.join(options.dist, 'index.html'))) throw new Error(`${options.dist} has no built app: run vite build first`);
  const sevak = DEMO_USERS.find((user) => user.role === 5)!;
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server = await startServer(options.port, options.dist);
  try {
    const formUrl = `${baseUrl}/event/${await openEvent(baseUrl)}/register`;
    for (let run = 1; run <= options.runs; run++) {
      const phone = await newPhone();
      const workers = await WorkerThrottle.start(phone.context.browser()!);
      try {
        await firstVisit(phone.context, baseUrl, { email: sevak.email, password: DEMO_PASSWORD }, TIMEOUT, workers);
        const later = await recorded(phone.context, (page, start) => laterVisit(page, baseUrl, start));
        const { cardsMs, dialogMs } = later.figures;
        console.log(`run ${run}, later visit (profiled, so slower than the bench's): the app's first card ${cardsMs.toFixed(0)} ms, '+ Followup' dialog open ${dialogMs.toFixed(0)} ms`);
        printRecording(later, options.dist);
      } finally {
        await workers.stop();
        await phone.close();
      }
      const registrant = await newPhone();
      try {
        const form = await recorded(registrant.context, (page, start) => formVisit(page, formUrl, start));
        console.log(`run ${run}, the public form's step 1, cold (profiled): its first field shown ${form.figures.fieldMs.toFixed(0)} ms`);
        printRecording(form, options.dist);
      } finally {
        await registrant.close();
      }
    }
  } finally {
    server.kill();
  }
}
