/**
 * The members-list benchmark (issue 3): for each canonical query, p50 and p95 of the full HTTP
 * call (real HTTP into the listening app) against two SQL baselines, on SQLite and PostgreSQL:
 * - raw SQL, the floor of bench/README.md#the-floor: the query as plain SQL (the page in one
 *   statement and an exact COUNT(*) of the filter, no planning of the app's), run straight
 *   through the driver. The target (issue 13, bench/README.md#targets): HTTP p95 <= 1.3x this + 10 ms, and <= 80 ms.
 * - the app's own statements (capped count, page of ids, rows), recorded from one real call and
 *   replayed through the driver: what the app adds around its SQL.
 * Plus bulk Assign by ids and by filter of 10,000 and 100,000 members (targets <= 2 s and <= 6 s),
 * and the events figures of issue 14 (queries/events.ts): an event of 100,000 members, its
 * details and post-approval pages (p95 <= 80 ms), adding and approving 10,000 (<= 2 s).
 *
 *   npm run bench                          # both engines, data loaded by bench/src/generate/load-bench.ts
 *   npm run bench -- --engine sqlite --runs 20 --explain --only subtree
 *   npm run bench -- --engine postgres --bulk-only --bulk-sizes 100000
 *
 * Flags: --engine sqlite|postgres|both, --sqlite <file> (default /tmp/bench.db),
 * --pg <url> (default postgres://postgres@127.0.0.1:5432/sampark_bench), --runs N (default 200;
 * the p95 of 40 runs is the third-worst call, and moved a few-ms query's p95 2x between runs),
 * --only <text> (queries whose name contains it), --explain (print and save query plans),
 * --no-bulk, --bulk-only (no list queries), --bulk-sizes 10000,100000, --bulk-runs 3,
 * --no-events, --events-only (only the events figures), --event-runs 3 (add and approve). Results: bench/results/<engine>-<time>.{json,md} (+ plans-<engine>.txt).
 * --only reports: only the reports of issue 17 (reports/*.ts; target p95 <= 1 s), --report-runs 10,
 * --export-runs 3 (the report exports, reports/report-exports.ts).
 * --only import: only the imports (imports/import-bench.ts), --import-rows 100000 per file,
 * --server-heap-mb 256 (the import server's --max-old-space-size; default that of `npm run serve`).
 * --only registrations: only issue 16's (registrations/*.ts) on a scratch database, e.g.
 * --sqlite /tmp/reg-bench.db --pg postgres://postgres@127.0.0.1:5432/sampark_reg_bench;
 * --reg-concurrency 200, --reg-seconds 30, --reg-pause-ms 1000,0 (one submissions run per pause),
 * --runs (list calls, default 200).
 * --only phone: issue 18's throttled phone loads (phone/phone-bench.ts) of a built app, e.g.
 * --dist /tmp/dist-phone (default $WEB_DIST_DIR or packages/web/dist), --phone-port 4108, --phone-runs 5.
 * --only lighthouse: issue 32's Lighthouse runs (phone/lighthouse-bench.ts) of a built app, same --dist and
 * --phone-port, --lighthouse-runs 3.
 * PHONE_CPU_SLOWDOWN=6.5 (phone and lighthouse): the CPU that many times slower, not 4 (decision 123).
 * --only phone-profile: where the phone bench's later visit spends its main thread (phone/phone-profile.ts),
 * same --dist (built with --sourcemap for packages) and --phone-port, --phone-runs runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { memberFilterSchema, memberListQuerySchema } from '@sampark/domain/schemas/member-filter';
import { buildApp } from '@sampark/server/src/app';
import { loadConfig } from '@sampark/server/src/config';
import { type Database, type Dialect, openDatabase } from '@sampark/server/src/db/connect';
import { migrateToLatest } from '@sampark/server/src/db/migrate';
import { todayText } from '@sampark/server/src/lib/time';
import { issueToken } from '@sampark/server/src/features/auth/token-repository';
import { buildMemberQuery } from '@sampark/server/src/shared/members/member-filter';
import { sortOf } from '@sampark/server/src/shared/members/member-sort';
import type { CompiledQuery } from 'kysely';
import { httpClient } from './http/http-client';
import { type BenchContext, benchContext, memberCount } from './queries/bench-context';
import { benchBulkAssign, type BulkResult } from './queries/bulk';
import { type CanonicalQuery, canonicalQueries } from './queries/canonical';
import { plainListSql, StatementRecorder } from './queries/plain-list';
import { explain, type RawRunner, rawRunner } from './queries/raw-runner';
import { eventListCalls, prepareEventBench, timeAdd, timeApprove } from './queries/events';
import { runImportBench } from './imports/import-bench';
import { serveHeapMb } from './registrations/server-process';
import { runRegistrationsBench } from './registrations/registrations-bench';
import { runLighthouseBench } from './phone/lighthouse-bench';
import { runPhoneBench } from './phone/phone-bench';
import { runPhoneProfile } from './phone/phone-profile';
import { benchMemberReports } from './reports/member-reports';
import { benchOtherReports } from './reports/other-reports';
import { benchReportExports, exportTable } from './reports/report-exports';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    sqlite: { type: 'string', default: '/tmp/bench.db' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/sampark_bench' },
    runs: { type: 'string', default: '200' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'no-bulk': { type: 'boolean', default: false },
    'bulk-only': { type: 'boolean', default: false },
    'bulk-sizes': { type: 'string', default: '10000,100000' },
    'bulk-runs': { type: 'string', default: '3' },
    'min-members': { type: 'string', default: '1000000' },
    'no-events': { type: 'boolean', default: false },
    'events-only': { type: 'boolean', default: false },
    'event-runs': { type: 'string', default: '3' },
    'import-rows': { type: 'string', default: '100000' },
    'report-runs': { type: 'string', default: '10' },
    'export-runs': { type: 'string', default: '3' },
    'server-heap-mb': { type: 'string' },
    'reg-concurrency': { type: 'string', default: '200' },
    'reg-seconds': { type: 'string', default: '30' },
    'reg-pause-ms': { type: 'string', default: '1000,0' },
    'phone-runs': { type: 'string', default: '5' },
    'phone-port': { type: 'string', default: '4108' },
    'lighthouse-runs': { type: 'string', default: '3' },
    dist: { type: 'string', default: process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../packages/web/dist') },
  },
});

const RUNS = Number(args.runs);
const WARMUP = 3;
/** Rounds of every query (HTTP and raw) before any is timed. */
const WARMUP_ROUNDS = 30;
const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

interface QueryResult {
  name: string;
  count: number;
  capped: boolean;
  http: Stats;
  /** The query as plain SQL: the page in one statement and an exact COUNT(*) (the floor of bench/README.md#the-floor). */
  plain: Stats;
  /** HTTP p95 / plain p95: the issue's "<= 1.3x raw SQL". */
  ratio: number;
  /** The app's own statements (capped count, ids, rows) straight through the driver. */
  raw: Stats;
  /** HTTP p95 / raw p95: what the app adds around its own SQL. */
  overhead: number;
}

interface Stats {
  p50: number;
  p95: number;
}

function pct(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/**
 * Runs the functions in turn, round after round, so all see the same machine (other processes,
 * caches) and their percentiles compare like for like.
 */
async function sampleAlternately(fns: (() => Promise<unknown>)[]): Promise<Stats[]> {
  for (let i = 0; i < WARMUP; i++) for (const fn of fns) await fn();
  const samples: number[][] = fns.map(() => []);
  for (let i = 0; i < RUNS; i++) for (const [k, fn] of fns.entries()) samples[k].push(await time(fn));
  return samples.map((xs) => ({ p50: pct(xs, 50), p95: pct(xs, 95) }));
}

function queryString(q: CanonicalQuery['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
  return params.toString();
}

/** A statement the engine runs before the next one, in one transaction with it (PostgreSQL's WALK_SORT_INDEX). */
const isSetup = (q: CompiledQuery) => q.sql.includes("set_config('enable_sort'");

/** Replays `statements` through the raw driver, a setup statement with the next in its transaction; the last one's rows. */
async function replay(runner: RawRunner, statements: CompiledQuery[]) {
  let rows: Record<string, unknown>[] = [];
  for (let i = 0; i < statements.length; i++) {
    rows = isSetup(statements[i]) ? await runner.inTransaction(statements[i], statements[++i]) : await runner.all(statements[i]);
  }
  return rows;
}

/**
 * One list call's statements, recorded from the app itself (StatementRecorder) and replayed
 * through the raw driver (the token lookup left out), and the plain SQL of the same question.
 */
async function rawList(database: Database, runner: RawRunner, recorder: StatementRecorder, call: () => Promise<unknown>, cq: CanonicalQuery) {
  const query = memberListQuerySchema.parse(cq.query);
  const q = await buildMemberQuery(database.db, database.dialect, cq.user, memberFilterSchema.parse(cq.body), query.keyword);
  const recorded = await recorder.record(database.db, call);
  const statements = recorded.filter((s) => !s.sql.includes('access_tokens'));
  const run = () => replay(runner, statements);
  const plainQ = plainListSql(database.dialect, q, sortOf(query.orderby, query.ordertype), { skip: query.skip, limit: query.limit }, todayText(), query.fields);
  const plainCount = plainQ.count.compile(database.db);
  const plainRows = plainQ.rows.compile(database.db);
  const plain = async () => {
    await runner.all(plainCount);
    return (await runner.all(plainRows)).map((r) => Number(r.id));
  };
  const plans = async () => {
    const lines: string[] = [];
    for (const [i, s] of statements.entries()) {
      if (isSetup(s)) continue;
      const setup = i > 0 && isSetup(statements[i - 1]) ? statements[i - 1] : undefined;
      lines.push(`-- app statement ${i + 1}${setup ? ' (enable_sort off)' : ''}`, s.sql.replace(/\s+/g, ' '), ...(await explain(runner, database.dialect, s, setup)));
    }
    lines.push('-- plain SQL: exact count', ...(await explain(runner, database.dialect, plainCount)));
    lines.push('-- plain SQL: page', ...(await explain(runner, database.dialect, plainRows)));
    return lines;
  };
  return { run, plain, plans };
}

interface PreparedQuery {
  cq: CanonicalQuery;
  call: () => Promise<unknown>;
  raw: Awaited<ReturnType<typeof rawList>>;
  count: number;
  capped: boolean;
}

/**
 * The query's HTTP call and its raw statements, checked to return the same page: the raw side
 * must run what the app runs, or the comparison means nothing.
 */
async function prepareQuery(client: HttpClient, database: Database, runner: RawRunner, recorder: StatementRecorder, tokens: Map<number, string>, cq: CanonicalQuery): Promise<PreparedQuery> {
  const url = `/api/filter?${queryString(cq.query)}`;
  const call = () => client.post(url, cq.body, tokens.get(cq.user.id)!);
  const first = await call();
  if (first.status !== 200) throw new Error(`${cq.name}: HTTP ${first.status} ${first.body.slice(0, 300)}`);
  const data = JSON.parse(first.body).data as { count: number; count_capped: boolean; records: { id: number }[] };
  const raw = await rawList(database, runner, recorder, call, cq);
  const appIds = data.records.map((r) => r.id);
  if ((await raw.plain()).join() !== appIds.join()) throw new Error(`${cq.name}: the plain SQL returns another page than the app`);
  return { cq, call, raw, count: data.count, capped: data.count_capped };
}

/** The app's call and its own statements, alternately. */
async function benchApp(p: PreparedQuery) {
  const [http, raw] = await sampleAlternately([p.call, p.raw.run]);
  return { http, raw };
}

/**
 * The plain SQL floor, after the app's measurements and the bulk runs: its full scans of broad
 * filters evict caches (PostgreSQL's 128 MB buffer pool above all) in a way the app's own work
 * does not, so it is timed in a phase of its own.
 */
async function benchPlain(p: PreparedQuery, app: Awaited<ReturnType<typeof benchApp>>): Promise<QueryResult> {
  const [plain] = await sampleAlternately([p.raw.plain]);
  const { http, raw } = app;
  return { name: p.cq.name, count: p.count, capped: p.capped, http, plain, ratio: http.p95 / plain.p95, raw, overhead: http.p95 / raw.p95 };
}

const ms = (n: number) => n.toFixed(1);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

/** The targets of bench/README.md#targets by the size asked for: 10,000 members <= 2 s, 100,000 <= 6 s. */
const bulkTarget = (size: number) => (size <= 10_000 ? 2000 : size <= 100_000 ? 6000 : undefined);

function bulkLine(b: BulkResult): string {
  const target = bulkTarget(b.size);
  return `Bulk Assign of ${b.members.toLocaleString('en')} members by ${b.by} (HTTP, one transaction, with audit rows): ${b.runs.map(ms).join(' / ')} ms${target ? ` (target <= ${target} ms)` : ''}.`;
}

function table(engine: string, results: QueryResult[], bulk: BulkResult[] | undefined): string {
  const lines = [
    `### ${engine}`,
    '',
    '| query | matches | HTTP p50 / p95 | raw SQL p50 / p95 | ratio (p95) | <= 1.3x raw + 10 ms | p95 <= 80 ms | app statements p50 / p95 | HTTP / statements (p95) |',
    '|---|---:|---:|---:|---:|:---:|:---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.capped ? `${r.count.toLocaleString('en')}+` : r.count.toLocaleString('en')} | ${ms(r.http.p50)} / ${ms(r.http.p95)} | ${ms(r.plain.p50)} / ${ms(r.plain.p95)} | ${r.ratio.toFixed(2)} | ${r.http.p95 <= 1.3 * r.plain.p95 + 10 ? 'yes' : 'NO'} | ${r.http.p95 <= 80 ? 'yes' : 'NO'} | ${ms(r.raw.p50)} / ${ms(r.raw.p95)} | ${r.overhead.toFixed(2)} |`,
    ),
  ];
  if (bulk?.length) lines.push('', ...bulk.map(bulkLine));
  return lines.join('\n');
}

type HttpClient = Awaited<ReturnType<typeof httpClient>>;

interface EventResults {
  lists: { name: string; count: number; stats: Stats }[];
  add: number[];
  approve: number[];
}

/** Issue 14's figures (queries/events.ts): each list call sampled like the members list's, then the add and the approval timed. */
async function benchEvents(client: HttpClient, database: Database, ctx: BenchContext, tokens: Map<number, string>): Promise<EventResults> {
  const bench = await prepareEventBench(database, ctx);
  const tokenOf = (user: 'admin' | 'regional') => tokens.get(ctx[user].id)!;
  const lists = [];
  for (const call of eventListCalls(bench.eventId)) {
    const run = () => client.post(call.path, {}, tokenOf(call.user));
    const first = await run();
    if (first.status !== 200) throw new Error(`${call.name}: HTTP ${first.status} ${first.body.slice(0, 300)}`);
    for (let i = 0; i < WARMUP_ROUNDS; i++) await run();
    const [stats] = await sampleAlternately([run]);
    const count = (JSON.parse(first.body) as { count: number }).count;
    lists.push({ name: call.name, count, stats });
    console.log(`  ${call.name.padEnd(44)} http ${ms(stats.p50)}/${ms(stats.p95)}  ${count}`);
  }
  const add: number[] = [];
  const approve: number[] = [];
  for (let i = 0; i < Number(args['event-runs']); i++) {
    add.push(await timeAdd(database, client.post, tokenOf('admin'), bench));
    approve.push(await timeApprove(database, client.post, tokenOf('admin'), bench));
    console.log(`  add 10,000: ${ms(add[i])} ms, approve 10,000: ${ms(approve[i])} ms`);
  }
  return { lists, add, approve };
}

/** Issue 17's figures: every report as an admin and as a role-4 user (reports/*.ts). */
async function benchReports(client: HttpClient, ctx: BenchContext, tokens: Map<number, string>, database: Database, url: string): Promise<string> {
  const runs = Number(args['report-runs']);
  const timings = [...(await benchMemberReports(client.post, tokens, ctx, runs)), ...(await benchOtherReports(client.post, tokens, ctx, runs, client.get))];
  for (const t of timings) console.log(`  ${t.name.padEnd(56)} ${t.user.padEnd(8)} ${ms(t.p50)} / ${ms(t.p95)} ms`);
  const exportLoad = loadAverage();
  const exports = await benchReportExports(database, url, tokens.get(ctx.admin.id)!, Number(args['export-runs']));
  for (const e of exports) console.log(`  ${e.name.padEnd(56)} ${e.rows} rows ${ms(e.ms)} ms, RSS +${ms(e.rssPeakMb - e.rssBeforeMb)} MB`);
  return [
    `| report (${runs} runs each) | user | p50 / p95 ms | p95 <= 1 s |`,
    '|---|---|---:|:---:|',
    ...timings.map((t) => `| ${t.name} | ${t.user} | ${ms(t.p50)} / ${ms(t.p95)} | ${t.p95 <= 1000 ? 'yes' : 'NO'} |`),
    '',
    exportTable(exports, `${exportLoad} -> ${loadAverage()}`),
  ].join('\n');
}

function eventsTable(r: EventResults): string {
  return [
    '| events call (event of 100,000 members) | matches | HTTP p50 / p95 | p95 <= 80 ms |',
    '|---|---:|---:|:---:|',
    ...r.lists.map((l) => `| ${l.name} | ${l.count.toLocaleString('en')} | ${ms(l.stats.p50)} / ${ms(l.stats.p95)} | ${l.stats.p95 <= 80 ? 'yes' : 'NO'} |`),
    '',
    `Adding 10,000 members (POST api/event/storemembers): ${r.add.map(ms).join(' / ')} ms (target <= 2000 ms).`,
    `Approving 10,000 members in one call (POST api/event/approvemembers): ${r.approve.map(ms).join(' / ')} ms (target <= 2000 ms).`,
  ].join('\n');
}

async function benchEngine(dialect: Dialect, url: string) {
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db, database.dialect);
    const members = await memberCount(database);
    if (members < Number(args['min-members'])) {
      console.log(`${dialect}: ${url} holds ${members} members; load it first: node --import tsx bench/src/generate/load-bench.ts --url ${url}`);
      return;
    }
    const ctx: BenchContext = await benchContext(database);
    console.log(`${dialect}: ${members.toLocaleString('en')} members; subtree '${ctx.subtree.name}' ${(ctx.subtree.share * 100).toFixed(1)}%`);
    const recorder = new StatementRecorder();
    const recorded = { ...database, db: database.db.withPlugin(recorder) };
    const app = await buildApp({ database: recorded, config: loadConfig({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '0' }) });
    const client = await httpClient(app);
    const runner = rawRunner(dialect, url);
    const tokens = new Map<number, string>();
    for (const u of [ctx.admin, ctx.regional, ctx.sevak]) tokens.set(u.id, (await issueToken(database.db, u.id, 2)).token);
    try {
      const onlyReports = args.only === 'reports';
      const queries = args['bulk-only'] || args['events-only'] || onlyReports ? [] : canonicalQueries(ctx).filter((q) => !args.only || q.name.includes(args.only));
      const results: QueryResult[] = [];
      const plans: string[] = [];
      const prepared: PreparedQuery[] = [];
      for (const cq of queries) prepared.push(await prepareQuery(client, database, runner, recorder, tokens, cq));
      // A running server is warm: without this the first queries measure V8's compiler.
      for (let i = 0; i < WARMUP_ROUNDS; i++) {
        for (const p of prepared) {
          await p.call();
          await p.raw.run();
        }
      }
      const loadBefore = loadAverage();
      const appTimes = [];
      for (const p of prepared) {
        const t = await benchApp(p);
        appTimes.push(t);
        console.log(`  ${p.cq.name.padEnd(44)} http ${ms(t.http.p50)}/${ms(t.http.p95)}  statements ${ms(t.raw.p50)}/${ms(t.raw.p95)} x${(t.http.p95 / t.raw.p95).toFixed(2)}  ${p.count}${p.capped ? '+' : ''}`);
      }
      const sizes = args['bulk-sizes'].split(',').map(Number);
      const bulk = args['no-bulk'] || args['events-only'] || onlyReports ? undefined : await benchBulkAssign(app, database, ctx, tokens.get(ctx.admin.id)!, sizes, Number(args['bulk-runs']));
      for (const b of bulk ?? []) console.log(`  bulk Assign ${b.members} members by ${b.by}: ${b.runs.map(ms).join(' / ')} ms`);
      for (const [k, p] of prepared.entries()) {
        const r = await benchPlain(p, appTimes[k]);
        results.push(r);
        console.log(`  ${r.name.padEnd(44)} plain ${ms(r.plain.p50)}/${ms(r.plain.p95)}  http/plain x${r.ratio.toFixed(2)}`);
        if (args.explain) plans.push(`## ${p.cq.name}`, ...(await p.raw.plans()), '');
      }
      const events = args['no-events'] || args['bulk-only'] || onlyReports ? undefined : await benchEvents(client, database, ctx, tokens);
      const reports = onlyReports ? await benchReports(client, ctx, tokens, database, url) : undefined;
      const md = `${table(dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL', results, bulk)}${events ? `\n\n${eventsTable(events)}` : ''}${reports ? `\n\n${reports}` : ''}\n\n${RUNS} runs per query after ${WARMUP_ROUNDS} warm-up rounds of all queries and ${WARMUP} of each; load average (1, 5, 15 min) when timing began: ${loadBefore}, at the end: ${loadAverage()} (${os.cpus().length} cores).`;
      console.log(`\n${md}\n`);
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(RESULTS_DIR, `${dialect}-${stamp}`);
      fs.writeFileSync(`${base}.json`, JSON.stringify({ dialect, members, runs: RUNS, loadavg: os.loadavg(), context: ctx, results, bulk, events }, null, 2));
      fs.writeFileSync(`${base}.md`, `${md}\n`);
      if (plans.length) fs.writeFileSync(path.join(RESULTS_DIR, `plans-${dialect}.txt`), plans.join('\n'));
    } finally {
      await runner.close();
      client.close();
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const browserOnly = ['phone', 'lighthouse', 'phone-profile'].includes(args.only ?? '');
const engines: Dialect[] = browserOnly ? [] : args.engine === 'both' ? ['sqlite', 'postgres'] : [args.engine as Dialect];
if (args.only === 'lighthouse') await runLighthouseBench({ port: Number(args['phone-port']), dist: path.resolve(args.dist), runs: Number(args['lighthouse-runs']), resultsDir: RESULTS_DIR });
if (args.only === 'phone') await runPhoneBench({ port: Number(args['phone-port']), dist: path.resolve(args.dist), runs: Number(args['phone-runs']), resultsDir: RESULTS_DIR });
if (args.only === 'phone-profile') await runPhoneProfile({ port: Number(args['phone-port']), dist: path.resolve(args.dist), runs: Number(args['phone-runs']) });
for (const engine of engines) {
  const url = engine === 'sqlite' ? `sqlite:${args.sqlite}` : args.pg!;
  if (args.only === 'import') await runImportBench(engine, url, Number(args['import-rows']), RESULTS_DIR, Number(args['server-heap-mb']) || serveHeapMb());
  else if (args.only === 'registrations') {
    const seconds = Number(args['reg-seconds']);
    await runRegistrationsBench(engine, url, RESULTS_DIR, {
      concurrency: Number(args['reg-concurrency']),
      seconds,
      warmupSeconds: Math.min(5, seconds),
      pausesMs: args['reg-pause-ms'].split(',').map(Number),
      listRuns: RUNS,
      exportRuns: 3,
    });
  } else await benchEngine(engine, url);
}
