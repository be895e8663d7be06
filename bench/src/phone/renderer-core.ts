/**
 * LIGHTHOUSE_OWN_CORE=1 (Linux, util-linux's `taskset`): the page's renderer gets the machine's
 * last core to itself, and Chromium's other processes (browser, GPU with its software compositor,
 * utilities) and this bench's own process (Lighthouse) share the first. The e2e server stays free.
 *
 * Why: Lighthouse's simulated throttling multiplies each main-thread task's observed wall time by
 * 4, and on a two-core machine that wall time is mostly the page waiting for a core (bench/README,
 * "Lighthouse"). Lighthouse's docs ask for 2 dedicated cores at least and recommend 4
 * (docs/variability.md, "Run on Adequate Hardware"); this approximates the page's share of such a
 * host. A diagnostic, not the bench's default: the README gives the figures with and without it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** How often new Chromium processes are looked for (ms): a renderer starts with each navigation. */
const POLL_MS = 20;

function pin(pid: number, cpu: number): void {
  try {
    // -a: every thread the process has; the threads it makes later inherit the mask
    execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
  } catch {
    // the process ended meanwhile
  }
}

/** Chromium's processes now: pid -> whether it is a renderer (its command line says which). */
function chromiumProcesses(): Map<number, boolean> {
  const found = new Map<number, boolean>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.includes('chromium')) found.set(Number(entry), cmdline.includes('--type=renderer'));
  }
  return found;
}

/** Starts keeping Chromium's renderers on the last core; returns the function that stops it. */
export function keepRenderersOnTheirOwnCore(): () => void {
  const first = 0;
  const last = os.cpus().length - 1;
  pin(process.pid, first);
  const applied = new Map<number, number>();
  const step = () => {
    for (const [pid, renderer] of chromiumProcesses()) {
      // a renderer forked by the zygote shows the zygote's command line until it renames itself,
      // so a process is looked at again on every step and moved when what it is becomes clear
      const cpu = renderer ? last : first;
      if (applied.get(pid) === cpu) continue;
      applied.set(pid, cpu);
      pin(pid, cpu);
    }
  };
  step();
  const timer = setInterval(step, POLL_MS);
  return () => clearInterval(timer);
}
