/**
 * Issue 18 "Fast on a slow phone": a sevak's visits (phone-visit.ts) timed in Debian's Chromium
 * on an emulated phone (throttled-phone.ts: 360 px, Fast 3G, CPU 4x slower), against the built
 * web app served by e2e/support/start-server.ts (a fresh SQLite demo database) on its own port.
 *
 *   cd packages/web && WEB_DIST_DIR=/tmp/dist-phone npx vite build
 *   npm run bench -- --only phone --dist /tmp/dist-phone [--port 4108] [--phone-runs 5]
 *
 * Each run is a new phone: a Chromium with a new, empty profile kept on disk as a phone's is (not
 * an off-the-record context, whose later visits never get V8's code cache; decision 111):
 * (1) /login until the form can be used, and until the app has taken it over (login.html's form
 * is usable before the app runs), (2) pressing Login until My Contacts' first card shows, (3) the
 * app opened again (warm cache, and the service worker if the build installs one) until the first
 * card is painted, a script on the page sees it, and the app shows its own, and until a tap on
 * '+ Followup' made as soon as it shows opens the app's dialog (issue 32). Prints the median and
 * the worst of each, with the bytes and requests, and writes bench/results/phone-<time>.{json,md}.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '@sampark/server/src/db/demo/demo-users';
import { type CpuPower, cpuPower, cpuPowerLine } from './cpu-power';
import { type Figure, type PhoneVisit, phoneVisit } from './phone-visit';
import { CHROMIUM_ARGS, CPU_SLOWDOWN, PHONE } from './throttled-phone';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface PhoneBenchOptions {
  port: number;
  /** the built web app (vite build's outDir) */
  dist: string;
  runs: number;
  resultsDir: string;
}

/**
 * Issue 18's and issue 32's targets, in milliseconds. Each paint figure has beside it when the app
 * itself answers (issue 32): a painted form or card that does not yet answer a tap is not yet usable.
 */
const TARGETS: Record<keyof PhoneVisit, { label: string; ms?: number }> = {
  loginPage: { label: 'login page: a form shown and editable, cold (paint)', ms: 2000 },
  loginAppStarted: { label: "login page: the app's own form, its field tapped once usable (interactive), cold", ms: undefined },
  // the cards are the app's own: painted and interactive are one moment
  loginToCards: { label: "Login pressed to the app's first My Contacts card (interactive), cold", ms: 3000 },
  laterVisit: { label: 'later visit: first card painted (warm cache)', ms: undefined },
  // Playwright's own check, which runs on the page's main thread
  laterSeen: { label: 'later visit: a card seen by a script on the page', ms: undefined },
  laterAppStarted: { label: "later visit: the app's own cards (interactive)", ms: undefined },
  laterFollowup: { label: "later visit: '+ Followup' tapped when shown, the app's dialog open", ms: 1500 },
};

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** e2e's server (demo data, rate limit off) as its own process, serving `dist`. */
export async function startServer(port: number, dist: string): Promise<ChildProcess> {
  if (await healthy(`http://127.0.0.1:${port}/api/health`)) throw new Error(`port ${port} is in use`);
  const child = spawn(process.execPath, ['--import', 'tsx', './support/start-server.ts'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, E2E_PORT: String(port), WEB_DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await healthy(`http://127.0.0.1:${port}/api/health`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the server did not start in 3 minutes');
}

/**
 * A phone for one run: Chromium with a new, empty profile on disk. Playwright's `newContext()` is
 * off the record, like a private window: V8 keeps no code cache there, so every later visit
 * compiled the app's code again, which a phone's browser or installed app does not
 * (docs/decisions/111-phone-bench-in-an-ordinary-profile.md).
 */
export async function newPhone(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-phone-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ...PHONE,
    reducedMotion: 'reduce',
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The results table of bench/README.md: one row per figure, over every run. */
export function phoneTable(visits: PhoneVisit[]): string {
  const rows = (Object.keys(TARGETS) as (keyof PhoneVisit)[]).map((key) => {
    const figures: Figure[] = visits.map((visit) => visit[key]);
    const ms = figures.map((f) => f.ms);
    const worst = Math.max(...ms);
    const target = TARGETS[key].ms;
    const met = target === undefined ? '-' : worst <= target ? 'yes' : median(ms) <= target ? 'median only' : 'NO';
    const bytes = median(figures.map((f) => f.traffic.bytes));
    const network = median(figures.map((f) => f.traffic.network));
    const requests = median(figures.map((f) => f.traffic.requests));
    const scripts = median(figures.map((f) => f.traffic.scripts.length));
    return `| ${TARGETS[key].label} | ${seconds(median(ms))} s | ${seconds(worst)} s | ${target === undefined ? '-' : `<= ${seconds(target)} s`} | ${met} | ${kb(bytes)} KB | ${network} of ${requests} (${scripts} scripts) | ${ms.map(seconds).join(', ')} |`;
  });
  return [
    '| figure | median | worst | target | met | received (median) | network fetches of page requests, median (scripts) | every run (s) |',
    '|---|---:|---:|---:|:---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

export async function runPhoneBench(options: PhoneBenchOptions): Promise<void> {
  if (!fs.existsSync(path.join(options.dist, 'index.html'))) throw new Error(`${options.dist} has no built app: run vite build first`);
  const sevak = DEMO_USERS.find((user) => user.role === 5)!;
  const server = await startServer(options.port, options.dist);
  const loadBefore = os.loadavg().map((l) => l.toFixed(1)).join(', ');
  const visits: PhoneVisit[] = [];
  let power: CpuPower | undefined;
  let chromiumVersion = '';
  try {
    for (let run = 1; run <= options.runs; run++) {
      const phone = await newPhone();
      try {
        if (run === 1) {
          // before the runs, on a page of its own: the machine the figures were taken on
          chromiumVersion = phone.context.browser()?.version() ?? 'unknown';
          const blank = await phone.context.newPage();
          power = await cpuPower(blank, CPU_SLOWDOWN);
          await blank.close();
          console.log(`${cpuPowerLine(power)}; Chromium ${chromiumVersion}`);
        }
        const visit = await phoneVisit(phone.context, `http://127.0.0.1:${options.port}`, { email: sevak.email, password: DEMO_PASSWORD });
        visits.push(visit);
        console.log(
          `run ${run}: login page ${seconds(visit.loginPage.ms)} s, app took over ${seconds(visit.loginAppStarted.ms)} s (${kb(visit.loginPage.traffic.bytes)} KB, ${visit.loginPage.traffic.network} network fetches), ` +
            `login to cards ${seconds(visit.loginToCards.ms)} s (${kb(visit.loginToCards.traffic.bytes)} KB, ${visit.loginToCards.traffic.network} network fetches), ` +
            `later visit ${seconds(visit.laterVisit.ms)} s, seen ${seconds(visit.laterSeen.ms)} s, app's cards ${seconds(visit.laterAppStarted.ms)} s, followup dialog ${seconds(visit.laterFollowup.ms)} s (${kb(visit.laterVisit.traffic.bytes)} KB, ${visit.laterVisit.traffic.network} network fetches for ${visit.laterVisit.traffic.requests} requests)`,
        );
      } finally {
        await phone.close();
      }
    }
  } finally {
    server.kill();
  }
  const md = `${phoneTable(visits)}\n\n${options.runs} runs, each on a new phone (a new Chromium profile on disk); ${cpuPowerLine(power!)}, before the runs; Chromium ${chromiumVersion}; load average (1, 5, 15 min) before: ${loadBefore}, after: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} (${os.cpus().length} cores).`;
  console.log(`\n${md}\n`);
  fs.mkdirSync(options.resultsDir, { recursive: true });
  const base = path.join(options.resultsDir, `phone-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  fs.writeFileSync(`${base}.json`, JSON.stringify({ dist: options.dist, loadavg: os.loadavg(), cpuPower: power, chromium: chromiumVersion, visits }, null, 2));
  fs.writeFileSync(`${base}.md`, `${md}\n`);
}
