/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * How fast the machine's CPU is, in Lighthouse's own measure ("CPU/Memory Power", its
 * benchmarkIndex: string building and array copying for a second in the page). The phone's CPU
 * throttling slows the machine's CPU by a factor, so a figure of one machine compares with another's
 * only beside this. Lighthouse's docs (docs/throttling.md) put a high-end desktop at 1500-2000 and a
 * mid-tier phone at 125-800; DevTools' calibration takes 1000 for a Pixel 5 and 264 for a low-end
 * phone (a Moto G4 Power 2022).
 */
export interface CpuPower {
  /** the machine's, unthrottled: the median of three readings after one to warm up */
  host: number;
  /** the same page at the bench's CPU throttling: the phone's CPU as emulated */
  emulated: number;
  /** that throttling rate */
  rate: number;
}

const median3 = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;

async function readings(page: Page, count: number): Promise<number[]> {
  const values: number[] = [];
  for (let i = 0; i < count; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return values;
}

/** Measures on `page` (an empty one: about:blank), then leaves it unthrottled. */
export async function cpuPower(page: Page, rate: number): Promise<CpuPower> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await readings(page, 1); // V8 optimises the loops on the first reading
    const host = median3(await readings(page, 3));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const emulated = median3(await readings(page, 3));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { host: Math.round(host), emulated: Math.round(emulated), rate };
  } finally {
    await cdp.detach();
  }
}

export const cpuPowerLine = (p: CpuPower) =>
  `CPU/Memory Power (Lighthouse's benchmarkIndex): this machine ${p.host}, the emulated phone (${p.rate}x slower) ${p.emulated}`;
