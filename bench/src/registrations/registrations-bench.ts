import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@sampark/server/src/config';
import { type Database, type Dialect, openDatabase } from '@sampark/server/src/db/connect';
import { migrateToLatest } from '@sampark/server/src/db/migrate';
import { LIST_SIZE, type RegistrationsWorld, registrationsWorld } from './bench-event';
import { benchExport, type ExportRun } from './export-memory';
import { benchList, type ListTiming } from './list-calls';
import { benchSubmissions, type SubmissionOptions, type SubmissionResult } from './public-submissions';
import { memoryMb, startServer, stopServer } from './server-process';
import { staffClient } from './timing';

/**
 * `npm run bench -- --only registrations [--engine sqlite|postgres]` (issue 16 "Speed"), against a
 * scratch database (bench/README.md "Registrations"): the public submissions, then the list and
 * the export, each phase with a server process of its own. The submissions are removed afterwards
 * (rows, audit rows, rate-limit counters), so every run starts from the same 20,000.
 */

export interface RegistrationsBenchOptions extends Omit<SubmissionOptions, 'pauseMs'> {
  /** one submissions run per pause (ms): 1000 the visitors' shape, 0 the server's ceiling */
  pausesMs: number[];
  listRuns: number;
  exportRuns: number;
}

interface Phase<T> {
  result: T;
  load: [string, string];
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

async function phase<T>(run: () => Promise<T>): Promise<Phase<T>> {
  const before = loadAverage();
  const result = await run();
  return { result, load: [before, loadAverage()] };
}

/** Removes what the submissions wrote: registrations after `lastId`, their audit rows, the visitors' rate-limit rows. */
async function removeSubmissions(database: Database, w: RegistrationsWorld, lastId: number): Promise<number> {
  const { db } = database;
  const ids = db.selectFrom('registrations').select('id').where('event_id', '=', w.formEvent.id).where('id', '>', lastId);
  await db.deleteFrom('audit_log').where('table_name', '=', 'registrations').where('record_id', 'in', ids).execute();
  const removed = await db.deleteFrom('registrations').where('event_id', '=', w.formEvent.id).where('id', '>', lastId).executeTakeFirst();
  await db.deleteFrom('rate_limits').where('key', 'like', 'ip:10.%').execute();
  return Number(removed.numDeletedRows);
}

async function lastRegistrationId(database: Database): Promise<number> {
  const row = await database.db.selectFrom('registrations').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function submissionsPhase(database: Database, url: string, w: RegistrationsWorld, opts: SubmissionOptions) {
  const lastId = await lastRegistrationId(database);
  // the deployment's configuration behind a reverse proxy on the same host (decision 048), but
  // without the proof of work (decision 078): the bench's one process cannot solve as 200 browsers do
  const server = await startServer(url, { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: String(loadConfig({}).rateLimitPerMinute), FORM_PROOF_MAX_COUNTER: '0' });
  try {
    const out = await phase(() => benchSubmissions(server.port, w, opts)).catch((err: Error) => {
      throw new Error(`${err.message} (server log: ${server.logFile})`);
    });
    const stored = Number(
      (await database.db.selectFrom('registrations').select((eb) => eb.fn.countAll().as('n')).where('event_id', '=', w.formEvent.id).where('id', '>', lastId).executeTakeFirstOrThrow()).n,
    );
    return { ...out, stored, peakRssMb: memoryMb(server.child.pid!, 'VmHWM') };
  } finally {
    await stopServer(server);
    await removeSubmissions(database, w, lastId);
  }
}

async function listAndExportPhase(url: string, w: RegistrationsWorld, opts: RegistrationsBenchOptions) {
  // staff calls are limited per user; a bench user makes thousands a minute, so no limit here
  const server = await startServer(url, { RATE_LIMIT_PER_MINUTE: '0' });
  const client = staffClient(server.port);
  try {
    const list = await phase(() => benchList(client.get, w, opts.listRuns));
    const exports = await phase(async () => {
      const runs: ExportRun[] = [];
      for (let i = 0; i < opts.exportRuns; i++) runs.push(await benchExport(server.port, server.child.pid!, w, LIST_SIZE));
      return runs;
    });
    return { list, exports };
  } finally {
    client.close();
    await stopServer(server);
  }
}

const ms = (n: number) => n.toFixed(1);
const mb = (n: number) => n.toFixed(0);

function submissionsTable(engine: string, s: Phase<SubmissionResult> & { stored: number; peakRssMb: number }): string {
  const r = s.result;
  const errors = Object.entries(r.errors).map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
  return [
    `| ${engine} | ${r.concurrency} | ${r.pauseMs} ms | ${r.seconds.toFixed(1)} s | ${r.ok.toLocaleString('en')} | ${r.perSecond.toFixed(0)}/s | ${errors} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} / ${ms(r.max)} | ${r.p95 <= 100 && errors === 'none' ? 'yes' : 'NO'} | ${r.ok + r.warmupOk === s.stored ? 'yes' : `NO (${s.stored - r.warmupOk})`} | ${mb(s.peakRssMb)} MB | ${s.load[0]} -> ${s.load[1]} |`,
  ].join('\n');
}

function listTable(engine: string, l: Phase<ListTiming[]>, runs: number): string {
  return [
    `${engine}, ${runs} runs of each call in turn, load average ${l.load[0]} -> ${l.load[1]}:`,
    '',
    '| call (pages of 100) | user | rows | p50 / p95 / max ms | p95 <= 80 ms |',
    '|---|---|---:|---:|:---:|',
    ...l.result.map((t) => `| ${t.name} | ${t.user} | ${t.count.toLocaleString('en')} | ${ms(t.p50)} / ${ms(t.p95)} / ${ms(t.max)} | ${t.p95 <= 80 ? 'yes' : 'NO'} |`),
  ].join('\n');
}

function exportTable(engine: string, e: Phase<ExportRun[]>): string {
  return [
    `${engine}, load average ${e.load[0]} -> ${e.load[1]}:`,
    '',
    '| run | rows | size | first byte | whole file | rows/s | server RSS before / after / peak |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...e.result.map(
      (r, i) =>
        `| ${i + 1} | ${r.rows.toLocaleString('en')} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.firstByteMs.toFixed(0)} ms | ${r.ms.toFixed(0)} ms | ${(r.rows / (r.ms / 1000)).toFixed(0)} | ${mb(r.rssBeforeMb)} / ${mb(r.rssAfterMb)} / ${mb(r.rssPeakMb)} MB |`,
    ),
  ].join('\n');
}

export async function runRegistrationsBench(dialect: Dialect, url: string, resultsDir: string, opts: RegistrationsBenchOptions): Promise<void> {
  const engine = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db, database.dialect);
    const w = await registrationsWorld(database);
    console.log(`${dialect}: event ${w.listEvent} of ${LIST_SIZE.toLocaleString('en')} registrations, form event ${w.formEvent.id}; load ${loadAverage()}`);
    const submissions = [];
    for (const pauseMs of opts.pausesMs) {
      const s = await submissionsPhase(database, url, w, { ...opts, pauseMs });
      console.log(`  submissions: ${JSON.stringify({ ...s.result, samples: undefined })}`);
      submissions.push(s);
    }
    const { list, exports } = await listAndExportPhase(url, w, opts);
    const md = [
      `### Registrations, ${engine} (${new Date().toISOString()}, ${os.cpus().length} cores)`,
      '',
      '| engine | visitors | pause | timed | stored | throughput | errors by status | p50 / p95 / p99 / max ms | 0 errors, p95 <= 100 ms | every 200 stored | server peak RSS | load average |',
      '|---|---:|---:|---:|---:|---:|---|---:|:---:|:---:|---:|---|',
      ...submissions.map((s) => submissionsTable(engine, s)),
      ...submissions.flatMap((s) => Object.entries(s.result.samples).map(([k, body]) => `\n${k} (pause ${s.result.pauseMs} ms): ${body}`)),
      '',
      listTable(engine, list, opts.listRuns),
      '',
      exportTable(engine, exports),
    ].join('\n');
    console.log(`\n${md}\n`);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `registrations-${dialect}-${new Date().toISOString().replace(/[:.]/g, '-')}.md`), `${md}\n`);
  } finally {
    await database.close();
  }
}
