import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@sampark/server/src/config';
import { type Dialect, openDatabase } from '@sampark/server/src/db/connect';
import { migrateToLatest } from '@sampark/server/src/db/migrate';
import { ensureReferenceData } from '@sampark/server/src/db/seed-reference';
import { issueToken } from '@sampark/server/src/features/auth/token-repository';
import { multipart } from '@sampark/server/src/features/imports/import-fixtures';
import { nowText } from '@sampark/server/src/lib/time';
import { importFiles } from './import-files';

/**
 * `npm run bench -- --only import` (issue 15 "Speed and memory"): a 100,000-row .xlsx of seekers
 * and one of members, each dry-run then imported through HTTP into a fresh server running as its
 * own process, whose peak RSS (VmHWM) is read from /proc; then each import is reverted, so the
 * database is left as it was (its audit rows of the run are removed too). Targets: dry run +
 * import <= 20 s, dry run <= 8 s, RSS <= 400 MB.
 * For profiling: IMPORT_BENCH_NODE_ARGS (flags for the servers, e.g. '--cpu-prof --cpu-prof-dir=/tmp/p')
 * and IMPORT_BENCH_KINDS=members (one file only).
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ImportBenchResult {
  kind: 'seekers' | 'members';
  rows: number;
  fileMb: number;
  dryRunMs: number;
  importMs: number;
  revertMs: number;
  peakRssMb: number;
  /** the server's CPU time (user + system) for the dry run and the import: what the load does not change */
  dryRunCpuMs: number;
  importCpuMs: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function request(port: number, method: string, url: string, token: string, body?: { payload: Buffer; headers: Record<string, string> }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, headers: { authorization: `Bearer ${token}`, ...(body?.headers ?? {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body?.payload);
  });
}

/** Peak resident memory of a process since it started, in MB (Linux). */
function peakRssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}

/** CPU time a process has used (user + system, all its threads), in ms (Linux, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Extra node flags for the bench's servers, for profiling: IMPORT_BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const EXTRA_NODE_ARGS = (process.env.IMPORT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** Only some files: IMPORT_BENCH_KINDS=members. */
const KINDS = (['seekers', 'members'] as const).filter((k) => (process.env.IMPORT_BENCH_KINDS ?? 'seekers,members').split(',').includes(k));

/** Resident memory now, anonymous (the heap, buffers, SQLite's cache) and file-backed (mmap'ed database pages), in MB. */
function rssParts(pid: number): { anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
  return { anon: kb('RssAnon') / 1024, file: (kb('RssFile') + kb('RssShmem')) / 1024 };
}

/** Samples rssParts every 50 ms while `call` runs: the peaks of each part (VmHWM gives only their peak sum). */
async function sampledRss<T>(pid: number, call: () => Promise<T>): Promise<{ result: T; anon: number; file: number }> {
  const peak = { anon: 0, file: 0 };
  const sample = () => {
    const now = rssParts(pid);
    peak.anon = Math.max(peak.anon, now.anon);
    peak.file = Math.max(peak.file, now.file);
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await call();
    sample();
    return { result, ...peak };
  } finally {
    clearInterval(timer);
  }
}

async function startServer(url: string, port: number, heapMb?: number): Promise<ChildProcess> {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const child = spawn(process.execPath, [...heap, ...EXTRA_NODE_ARGS, '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const up = await request(port, 'GET', '/api/health', '').catch(() => undefined);
    if (up?.status === 200) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function timed(label: string, call: () => Promise<{ status: number; body: string }>): Promise<{ ms: number; json: any }> {
  const t0 = performance.now();
  const res = await call();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status} ${res.body.slice(0, 300)}`);
  return { ms, json: JSON.parse(res.body) };
}

/**
 * `heapMb`: the server's V8 old space (--max-old-space-size). Unset, V8 lets the heap grow to
 * several times the live data before collecting (bench/README.md), which is most of the RSS.
 */
export async function benchImports(dialect: Dialect, url: string, rows: number, heapMb?: number): Promise<ImportBenchResult[]> {
  const database = openDatabase(url);
  const startedAt = nowText();
  let server: ChildProcess | undefined;
  try {
    await migrateToLatest(database.db, database.dialect);
    await ensureReferenceData(database.db, loadConfig({}));
    const files = await importFiles(database.db, rows);
    const admin = await database.db.selectFrom('users').select('id').where('role', '=', 1).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const jila = await database.db.selectFrom('locations').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const { token } = await issueToken(database.db, admin.id, 2);
    const results: ImportBenchResult[] = [];
    for (const kind of KINDS) {
      // a fresh server per file: "each import ... with the server's RSS <= 400 MB"
      const port = await freePort();
      server = await startServer(url, port, heapMb);
      const file = { name: `${kind}.xlsx`, content: fs.readFileSync(files[kind]) };
      const post = (fields: Record<string, string | number>) => () => request(port, 'POST', `/api/import/${kind}`, token, multipart({ district: jila.id, ...fields }, file));
      const cpu0 = cpuMs(server.pid!);
      const { result: dry, ...dryRss } = await sampledRss(server.pid!, () => timed(`${kind} dry run`, post({ dry_run: 1 })));
      const cpu1 = cpuMs(server.pid!);
      if (dry.json.data.create + dry.json.data.update !== rows) throw new Error(`${kind} dry run: ${JSON.stringify(dry.json.data).slice(0, 300)}`);
      const parts = (r: { anon: number; file: number }) => `anon ${r.anon.toFixed(0)} MB, file ${r.file.toFixed(0)} MB`;
      console.log(`  ${kind}: dry run ${dry.ms.toFixed(0)} ms (server CPU ${cpu1 - cpu0} ms), peak RSS ${peakRssMb(server.pid!).toFixed(0)} MB (${parts(dryRss)})`);
      const { result: imp, ...impRss } = await sampledRss(server.pid!, () => timed(`${kind} import`, post({})));
      const peak = peakRssMb(server.pid!);
      const cpu2 = cpuMs(server.pid!);
      console.log(`  ${kind}: import ${imp.ms.toFixed(0)} ms (${imp.json.data.created} created, server CPU ${cpu2 - cpu1} ms), peak RSS ${peak.toFixed(0)} MB (${parts(impRss)})`);
      const rev = await timed(`${kind} revert`, () => request(port, 'POST', `/api/imports/${imp.json.data.import_id}/revert`, token));
      console.log(`  ${kind}: revert ${rev.ms.toFixed(0)} ms (${rev.json.data.removed} removed)`);
      results.push({ kind, rows, fileMb: file.content.length / 1024 / 1024, dryRunMs: dry.ms, importMs: imp.ms, revertMs: rev.ms, peakRssMb: peak, dryRunCpuMs: cpu1 - cpu0, importCpuMs: cpu2 - cpu1 });
      await stopServer(server);
      server = undefined;
    }
    return results;
  } finally {
    if (server) await stopServer(server);
    // the run's own traces: its audit rows and import records
    await database.db.deleteFrom('audit_log').where('table_name', 'in', ['seekers', 'members', 'imports']).where('created_at', '>=', startedAt).execute();
    await database.db.deleteFrom('imports').where('created_at', '>=', startedAt).execute();
    await database.close();
  }
}

export function importTable(engine: string, results: ImportBenchResult[]): string {
  const s = (ms: number) => (ms / 1000).toFixed(1);
  return [
    `### Imports, ${engine}`,
    '',
    '| file | rows | size | dry run (<= 8 s) | import | dry run + import (<= 20 s) | server CPU, dry run / import | revert | server peak RSS, dry run + import (<= 400 MB) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.kind}.xlsx | ${r.rows.toLocaleString('en')} | ${r.fileMb.toFixed(1)} MB | ${s(r.dryRunMs)} s | ${s(r.importMs)} s | ${s(r.dryRunMs + r.importMs)} s | ${s(r.dryRunCpuMs)} / ${s(r.importCpuMs)} s | ${s(r.revertMs)} s | ${r.peakRssMb.toFixed(0)} MB |`,
    ),
    '',
    `Load average (1, 5, 15 min) at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} (${os.cpus().length} cores).`,
  ].join('\n');
}

/** One engine's run, printed and saved as bench/results/import-<engine>-<time>.md. */
export async function runImportBench(dialect: Dialect, url: string, rows: number, resultsDir: string, heapMb?: number): Promise<void> {
  const heap = heapMb ? `, server --max-old-space-size=${heapMb}` : '';
  console.log(`${dialect}: importing ${rows.toLocaleString('en')} seekers and ${rows.toLocaleString('en')} members into ${url}${heap}`);
  const results = await benchImports(dialect, url, rows, heapMb);
  const md = importTable(`${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${heap}`, results);
  console.log(`\n${md}\n`);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `import-${dialect}-${new Date().toISOString().replace(/[:.]/g, '-')}.md`), `${md}\n`);
}
