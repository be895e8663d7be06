/**
 * Issue 32: Lighthouse 12 (mobile preset: a Moto G Power's screen, simulated slow 4G, CPU 4x
 * slower) on the three pages a phone opens first, against the built web app served by
 * e2e/support/start-server.ts (a fresh SQLite demo database) on its own port:
 *
 *   cd packages/web && WEB_DIST_DIR=/tmp/dist-phone npx vite build && cd ../..
 *   npm run bench -- --only lighthouse --dist /tmp/dist-phone [--phone-port 3340] [--lighthouse-runs 3]
 *
 * /login and the public form's first step (an event made for the run, registration open) are
 * cold visits, as Lighthouse makes them (storage reset). A sevak's home (/home: agenda and My
 * Contacts) is a cold visit with the login already stored: the session's token is put in
 * localStorage from a page that runs none of the app (api/health), and Lighthouse then leaves
 * storage alone (`disableStorageReset`); the HTTP cache is empty, as each run has a new browser.
 * The same home once more as a sevak's everyday later visit: opened first in the run's browser until
 * its service worker, the scripts it keeps and the phone's copies are ready, then measured.
 * Prints the median of each figure and writes bench/results/lighthouse-<time>.{json,md}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD, DEMO_USERS } from '@sampark/server/src/db/demo/demo-users';
import { addDays } from '@sampark/domain/schemas/registration-windows';
import { median, startServer } from './phone-bench';
import { keptForLaterVisit } from './phone-visit';
import { keepRenderersOnTheirOwnCore } from './renderer-core';
import { CPU_SLOWDOWN } from './throttled-phone';
import { pageThreadTime, type ThreadTime, type TraceEvent } from './trace-thread-time';

export interface LighthouseBenchOptions {
  port: number;
  dist: string;
  runs: number;
  resultsDir: string;
}

/** As e2e/playwright.config.ts: this machine's network is closed, so Chromium must not call out. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** One page's reading: scores 0-100, times in ms. */
export interface LighthouseReading {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  /** the machine's CPU/Memory Power, as Lighthouse measured it for this run (its benchmarkIndex, unthrottled) */
  benchmarkIndex: number;
  /** the page's main thread by CPU time, from the run's trace (trace-thread-time.ts) */
  cpu: ThreadTime;
}

interface PageToRun {
  label: string;
  path: string;
  /** a login to store before the run (and keep through it) */
  auth?: object;
  /** the page visited once before the run, in the same browser, until its later visit's files and copies are kept */
  visitedBefore?: boolean;
}

/**
 * A sevak's earlier visit of `url` in the run's browser (login stored): until the service worker,
 * the scripts it keeps and the phone's copies are ready, as the phone bench's first visit ends
 * (phone-visit.ts). Through Playwright, to share those waits; the browser stays open.
 */
async function visitBefore(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const tab = await browser.contexts()[0]!.newPage();
  // the mobile preset's screen: the phone's screens and their files, not the desktop's
  const { width, height } = screenEmulationMetrics.mobile;
  await tab.setViewportSize({ width, height });
  await tab.goto(url);
  await tab.locator('#root article').first().waitFor({ timeout: 60_000 });
  await keptForLaterVisit(tab, 60_000);
  await tab.close();
}

async function apiJson<T>(base: string, route: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}${route}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The admin of e2e's server makes an event 30 days ahead, so its registration is open. */
export async function openEvent(base: string): Promise<number> {
  const { token } = await apiJson<{ token: string }>(base, '/api/login', { body: { email: 'admin@e2e.sampark', password: 'E2eAdmin@2026' } });
  const locations = (await apiJson<{ data: { id: number }[] }>(base, '/api/mylocs', { token })).data;
  const types = (await apiJson<{ data: { id: number }[] }>(base, '/api/event_types?active=1', { token })).data;
  const from = addDays(new Date().toISOString().slice(0, 10), 30);
  const event = { name: `Lighthouse Shibir ${Date.now().toString(36)}`, location_id: locations[0]!.id, type: types[0]!.id, date_from: from, date_to: addDays(from, 2) };
  return (await apiJson<{ data: { id: number } }>(base, '/api/events', { token, body: event })).data.id;
}

/** LIGHTHOUSE_OWN_CORE=1: each run's page renderer on a core of its own (renderer-core.ts) */
const OWN_CORE = process.env.LIGHTHOUSE_OWN_CORE === '1';

/** One Lighthouse run of `page` in a new Chromium (empty profile, so an empty cache). */
async function runOnce(base: string, page: PageToRun): Promise<LighthouseReading> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const release = OWN_CORE ? keepRenderersOnTheirOwnCore() : undefined;
  try {
    // LIGHTHOUSE_TRACE_CATEGORIES=fonts,mojom: more in the trace LIGHTHOUSE_REPORTS keeps (where a task's wall time goes)
    const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], additionalTraceCategories: process.env.LIGHTHOUSE_TRACE_CATEGORIES ?? null, throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } };
    if (page.auth) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${base}/api/health`);
      await tab.evaluate((auth) => localStorage.setItem('sampark.auth', auth), JSON.stringify(page.auth));
      await tab.close();
      await browser.disconnect();
      flags.disableStorageReset = true;
      if (page.visitedBefore) await visitBefore(chrome.port, `${base}${page.path}`);
    }
    const result = await lighthouse(`${base}${page.path}`, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    // the whole report (where the main thread's time went: bootup-time, mainthread-work-breakdown) when asked
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = path.join(process.env.LIGHTHOUSE_REPORTS, `${page.path.replace(/\W+/g, '_')}-${Date.now()}`);
      fs.writeFileSync(`${name}.json`, JSON.stringify(lhr));
      // and the page's trace, unthrottled as observed (Lighthouse simulates the slowdown from it): Chrome's DevTools opens it
      fs.writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
    const ms = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      tti: ms('interactive'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpu: pageThreadTime(result.artifacts.Trace as { traceEvents: TraceEvent[] }, lhr.finalDisplayedUrl, CPU_SLOWDOWN),
    };
  } finally {
    release?.();
    await chrome.kill();
  }
}

/**
 * Lighthouse's trace errors (NO_NAVSTART, NO_FCP...) ask to "run Lighthouse again": a glitch of the
 * recording, seen once in some 20 runs on 2026-12-04 and twice in a row on 2026-12-05, not a
 * reading of the page. Up to two more runs, then give up.
 */
async function runOnceOrAgain(base: string, page: PageToRun, attemptsLeft = 2): Promise<LighthouseReading> {
  try {
    return await runOnce(base, page);
  } catch (error) {
    if (attemptsLeft === 0 || !(error instanceof Error && /run Lighthouse again/i.test(error.message))) throw error;
    console.log(`${error.message}: once more`);
    return runOnceOrAgain(base, page, attemptsLeft - 1);
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const cpuText = (cpu: ThreadTime) => `${Math.round(cpu.total)} / ${Math.round(cpu.longest)} / ${Math.round(cpu.blocking)} ms`;
/** The medians of the runs' CPU figures. */
const cpuFigures = (readings: LighthouseReading[]) =>
  cpuText({ total: median(readings.map((r) => r.cpu.total)), longest: median(readings.map((r) => r.cpu.longest)), blocking: median(readings.map((r) => r.cpu.blocking)) });

/** The results table of bench/README.md: one row per page, the median of its runs (and every run's score and TBT). */
export function lighthouseTable(rows: { label: string; readings: LighthouseReading[] }[]): string {
  const m = (readings: LighthouseReading[], key: Exclude<keyof LighthouseReading, 'cpu'>) => median(readings.map((r) => r[key]));
  return [
    `| page | performance | FCP | LCP | TBT | time to interactive | accessibility | every run: performance / TBT | CPU/Memory Power of the runs | main thread by CPU time: all / longest task / blocking at ${CPU_SLOWDOWN}x |`,
    '|---|---:|---:|---:|---:|---:|---:|---|---|---|',
    ...rows.map(
      ({ label, readings }) =>
        `| ${label} | ${m(readings, 'performance')} | ${s(m(readings, 'fcp'))} | ${s(m(readings, 'lcp'))} | ${Math.round(m(readings, 'tbt'))} ms | ${s(m(readings, 'tti'))} | ${m(readings, 'accessibility')} | ${readings.map((r) => `${r.performance} / ${Math.round(r.tbt)} ms`).join(', ')} | ${readings.map((r) => r.benchmarkIndex).join(', ')} | ${cpuFigures(readings)} |`,
    ),
  ].join('\n');
}

export async function runLighthouseBench(options: LighthouseBenchOptions): Promise<void> {
  if (!fs.existsSync(path.join(options.dist, 'index.html'))) throw new Error(`${options.dist} has no built app: run vite build first`);
  const server = await startServer(options.port, options.dist);
  const base = `http://127.0.0.1:${options.port}`;
  const loadBefore = os.loadavg().map((l) => l.toFixed(1)).join(', ');
  const rows: { label: string; readings: LighthouseReading[] }[] = [];
  try {
    const sevak = DEMO_USERS.find((user) => user.role === 5)!;
    const auth = await apiJson<object>(base, '/api/login', { body: { email: sevak.email, password: DEMO_PASSWORD } });
    const eventId = await openEvent(base);
    const all: (PageToRun & { key: string })[] = [
      { key: 'login', label: '/login, cold', path: '/login' },
      { key: 'form', label: 'public form, step 1, cold (/event/{id}/register)', path: `/event/${eventId}/register` },
      { key: 'home', label: "a sevak's /home (agenda, My Contacts), login stored, cold cache", path: '/home', auth },
      { key: 'home-later', label: "a sevak's /home, a later visit (service worker, kept copies)", path: '/home', auth, visitedBefore: true },
    ];
    // LIGHTHOUSE_PAGES=form,home: only those (a quicker look at one page while changing it)
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = only ? all.filter((page) => only.includes(page.key)) : all;
    for (const page of pages) {
      const readings: LighthouseReading[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const reading = await runOnceOrAgain(base, page);
        readings.push(reading);
        console.log(`${page.label} run ${run}: performance ${reading.performance}, FCP ${s(reading.fcp)}, LCP ${s(reading.lcp)}, TBT ${Math.round(reading.tbt)} ms, TTI ${s(reading.tti)}, accessibility ${reading.accessibility}, CPU/Memory Power ${reading.benchmarkIndex}, main thread by CPU time (all / longest task / blocking at ${CPU_SLOWDOWN}x) ${cpuText(reading.cpu)}`);
      }
      rows.push({ label: page.label, readings });
    }
  } finally {
    server.kill();
  }
  const md = `${lighthouseTable(rows)}\n\nLighthouse 12.2.3, mobile preset, simulated throttling (CPU ${CPU_SLOWDOWN}x${CPU_SLOWDOWN === 4 ? '' : ' (PHONE_CPU_SLOWDOWN)'}, whatever the machine's CPU/Memory Power: Lighthouse's benchmarkIndex, which its docs put at 1500-2000 for a high-end desktop, the host the 4x is meant for); ${options.runs} runs per page, each in a new Chromium${OWN_CORE ? ", the page's renderer on a core of its own (LIGHTHOUSE_OWN_CORE)" : ''}; medians. Load average (1, 5, 15 min) before: ${loadBefore}, after: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} (${os.cpus().length} cores).`;
  console.log(`\n${md}\n`);
  fs.mkdirSync(options.resultsDir, { recursive: true });
  const file = path.join(options.resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  fs.writeFileSync(`${file}.json`, JSON.stringify({ dist: options.dist, loadavg: os.loadavg(), rows }, null, 2));
  fs.writeFileSync(`${file}.md`, `${md}\n`);
}
