import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import type { Database } from '@sampark/server/src/db/connect';
import { memoryMb, startServer, stopServer } from '../registrations/server-process';

/**
 * Issue 17 "Speed": "an export of 100,000 rows streams at >= 20,000 rows/s with the server's RSS
 * growing <= 100 MB". The report exports as the admin downloads them from a server process of
 * their own (registrations/server-process.ts), so its memory and CPU time can be read from /proc
 * while the file streams: Sampark_Details_Report.xlsx of the smallest location subtree holding at least
 * 100,000 members (the large one), District_Report.xlsx and Dashboard.xlsx (small files; their
 * time is the report's query). The rows of every file are counted and must equal the expected
 * count: a fast export that lost rows means nothing.
 */

export interface ExportTiming {
  name: string;
  rows: number;
  bytes: number;
  ms: number;
  /** the server's CPU time for the download: rows / cpuS is what an idle core would give */
  cpuS: number;
  firstByteMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  anonBeforeMb: number;
  anonPeakMb: number;
  /** answer times (ms) of GET api/health asked one after another while the file streamed */
  probeMs: number[];
}

interface ExportCall {
  name: string;
  path: string;
  body: unknown;
  /** the rows the file must hold under its header */
  rows: number;
}

const MIN_ROWS = 100_000;

/** The location whose subtree holds the fewest members but at least `min` (exact counts). */
async function subtreeOfAtLeast(database: Database, min: number): Promise<{ id: number; members: number }> {
  const { rows } = await sql<{ id: number; n: number | string }>`
    select c.ancestor_id as id, count(*) as n from members m join location_closure c on c.descendant_id = m.location_id
    group by c.ancestor_id having count(*) >= ${min} order by count(*), c.ancestor_id limit 1`.execute(database.db);
  if (!rows[0]) throw new Error(`no location holds ${min} members`);
  return { id: rows[0].id, members: Number(rows[0].n) };
}

function post(port: number, path: string, body: unknown, token: string): Promise<{ status: number; body: Buffer; firstByteMs: number }> {
  const payload = JSON.stringify(body);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstByteMs = 0;
      res.on('data', (c: Buffer) => {
        if (!chunks.length) firstByteMs = performance.now() - t0;
        chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), firstByteMs }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Issue 17: "the server keeps answering other requests while it streams". GET api/health (a
 * `select 1` on the same database) is asked again 50 ms after each answer until `download` ends.
 */
async function probeWhile(port: number, download: Promise<unknown>): Promise<number[]> {
  let done = false;
  download.then(
    () => (done = true),
    () => (done = true),
  );
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    if ((await get(port, '/api/health')) !== 200) throw new Error('GET api/health failed during an export');
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}

/** Rows under the header of the file's first sheet, read as a stream (100,000 rows x 50 columns would not fit as a workbook). */
async function dataRows(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet as AsyncIterable<unknown>) rows++;
    break;
  }
  return rows - 1;
}

async function timeExport(port: number, pid: number, call: ExportCall, token: string): Promise<ExportTiming> {
  await new Promise((r) => setTimeout(r, 200));
  const rssBeforeMb = memoryMb(pid, 'VmRSS');
  const anonBeforeMb = anonMb(pid);
  let sampledPeak = rssBeforeMb;
  let anonPeakMb = anonBeforeMb;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryMb(pid, 'VmRSS'));
    anonPeakMb = Math.max(anonPeakMb, anonMb(pid));
  }, 10);
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const download = post(port, call.path, call.body, token);
  const probeMs = await probeWhile(port, download);
  const res = await download;
  const ms = performance.now() - t0;
  const cpuS = cpuSeconds(pid) - cpu0;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`${call.name}: HTTP ${res.status} ${res.body.toString('utf8').slice(0, 300)}`);
  await new Promise((r) => setTimeout(r, 200));
  const rssAfterMb = memoryMb(pid, 'VmRSS');
  const rows = await dataRows(res.body);
  if (rows !== call.rows) throw new Error(`${call.name}: ${rows} rows, expected ${call.rows}`);
  return { name: call.name, rows, bytes: res.body.length, ms, cpuS, firstByteMs: res.firstByteMs, rssBeforeMb, rssPeakMb: sampledPeak, rssAfterMb, anonBeforeMb, anonPeakMb, probeMs };
}

/** The screen's answer of a report call (the small exports must hold its rows). */
async function screenRows(port: number, path: string, body: unknown, token: string): Promise<{ data: unknown[]; count?: number }> {
  const res = await post(port, path, body, token);
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  return JSON.parse(res.body.toString('utf8')) as { data: unknown[]; count?: number };
}

/**
 * The server's anonymous resident memory in MB (/proc/<pid>/status RssAnon): its heap and
 * SQLite's page cache. VmRSS also counts the pages of the database file SQLite maps (mmap_size
 * 1 GB): reading 100,000 scattered members maps hundreds of MB of the file, which the kernel can
 * drop at any time, so they are shown but not the figure the target is about.
 */
function anonMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('RssAnon:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}

/** CPU seconds the process has used (user + system; /proc/<pid>/stat, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Each run on a fresh server process: Node keeps the heap an export grew, so a second export on
 * the same process would show no growth. One untimed report call first loads the code paths.
 */
async function runOnFreshServer(url: string, call: ExportCall, token: string): Promise<ExportTiming> {
  const server = await startServer(url, { RATE_LIMIT_PER_MINUTE: '0' });
  try {
    await post(server.port, '/api/report/memberstats', { type: 'Category' }, token);
    return await timeExport(server.port, server.child.pid!, call, token);
  } finally {
    await stopServer(server);
  }
}

/** The exports and the rows each must hold. */
async function exportCalls(database: Database, url: string, token: string): Promise<ExportCall[]> {
  const large = await subtreeOfAtLeast(database, MIN_ROWS);
  const server = await startServer(url, { RATE_LIMIT_PER_MINUTE: '0' });
  try {
    const districts = await screenRows(server.port, '/api/report/district_report?skip=0&limit=100', {}, token);
    const dashboard = await screenRows(server.port, '/api/report/memberstats', { type: 'Contact Status' }, token);
    return [
      {
        name: `Sampark_Details_Report.xlsx, location ${large.id}`,
        path: '/api/report/sampark_details_report/export',
        body: { location_id: large.id, include_sublocation: 1 },
        rows: large.members,
      },
      { name: 'District_Report.xlsx, every place', path: '/api/report/district_report/export', body: {}, rows: districts.count ?? Number.NaN },
      { name: 'Dashboard.xlsx, memberstats Contact Status', path: '/api/report/dashboard/export', body: { report: 'memberstats', type: 'Contact Status' }, rows: dashboard.data.length + 1 },
    ];
  } finally {
    await stopServer(server);
  }
}

/** `token` is the admin's (ctx.admin). Each export runs `runs` times. */
export async function benchReportExports(database: Database, url: string, token: string, runs = 3): Promise<ExportTiming[]> {
  const out: ExportTiming[] = [];
  for (const call of await exportCalls(database, url, token)) for (let i = 0; i < runs; i++) out.push(await runOnFreshServer(url, call, token));
  return out;
}

function probeText(times: readonly number[]): string {
  if (!times.length) return '0';
  const sorted = [...times].sort((a, b) => a - b);
  return `${times.length}, ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} / ${sorted[sorted.length - 1].toFixed(0)} ms`;
}

export function exportTable(timings: ExportTiming[], load: string): string {
  const mb = (n: number) => n.toFixed(0);
  return [
    `Report exports as the admin, each run on a fresh server process (load average ${load}). Target for 100,000 rows: >= 20,000 rows/s, RSS growth <= 100 MB. Anonymous RSS leaves out the database file's mapped pages. GET api/health is asked again and again while the file streams: its answer times show whether the server still answers.`,
    '',
    '| export | rows | size | first byte | whole file | rows/s | server CPU | rows per CPU s | server RSS before / peak / after | RSS growth | anonymous RSS before / peak | its growth | GET api/health meanwhile: n, p50 / max |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...timings.map(
      (t) =>
        `| ${t.name} | ${t.rows.toLocaleString('en')} | ${(t.bytes / 1024 / 1024).toFixed(1)} MB | ${t.firstByteMs.toFixed(0)} ms | ${t.ms.toFixed(0)} ms | ${(t.rows / (t.ms / 1000)).toFixed(0)} | ${t.cpuS.toFixed(1)} s | ${(t.rows / t.cpuS).toFixed(0)} | ${mb(t.rssBeforeMb)} / ${mb(t.rssPeakMb)} / ${mb(t.rssAfterMb)} MB | ${mb(t.rssPeakMb - t.rssBeforeMb)} MB | ${mb(t.anonBeforeMb)} / ${mb(t.anonPeakMb)} MB | ${mb(t.anonPeakMb - t.anonBeforeMb)} MB | ${probeText(t.probeMs)} |`,
    ),
  ].join('\n');
}
