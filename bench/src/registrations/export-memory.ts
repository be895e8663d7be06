import fs from 'node:fs';
import http from 'node:http';
import ExcelJS from 'exceljs';
import type { RegistrationsWorld } from './bench-event';
import { memoryMb } from './server-process';

/**
 * Issue 16 "Speed": Export To Excel of the 20,000 registrations (Event_Registrations.xlsx) streams
 * with flat memory. The server's resident memory is read from /proc while the file downloads (every
 * 10 ms), its peak counter reset first (clear_refs), so "peak" is this export's alone. The rows of
 * the file are counted and must equal the list's count: a fast export that lost rows means nothing.
 */

export interface ExportRun {
  rows: number;
  bytes: number;
  ms: number;
  /** ms until the first bytes arrived: the download starts before the file is written */
  firstByteMs: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
}

/** Resets the process's VmHWM to its current RSS (Linux, our own child). */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function download(port: number, path: string, token: string): Promise<{ body: Buffer; firstByteMs: number; status: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      let firstByteMs = 0;
      res.on('data', (c: Buffer) => {
        if (!chunks.length) firstByteMs = performance.now() - t0;
        chunks.push(c);
      });
      res.on('end', () => resolve({ body: Buffer.concat(chunks), firstByteMs, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function sheetRows(file: Buffer): Promise<number> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  return wb.getWorksheet('Registrations')!.rowCount - 1;
}

export async function benchExport(port: number, pid: number, w: RegistrationsWorld, expectedRows: number): Promise<ExportRun> {
  await new Promise((r) => setTimeout(r, 200));
  resetPeak(pid);
  const rssBeforeMb = memoryMb(pid, 'VmRSS');
  let sampledPeak = rssBeforeMb;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryMb(pid, 'VmRSS'));
  }, 10);
  const t0 = performance.now();
  // every status: the whole event, as "every row of the screen's filter" at its widest
  const res = await download(port, `/api/registrations/export?event_id=${w.listEvent}&status=Registered,Cancelled,Arrived,Attended,Not%20Attended`, w.admin.token);
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`export: HTTP ${res.status} ${res.body.toString('utf8').slice(0, 300)}`);
  const rssPeakMb = Math.max(sampledPeak, memoryMb(pid, 'VmHWM'));
  await new Promise((r) => setTimeout(r, 200));
  const rssAfterMb = memoryMb(pid, 'VmRSS');
  const rows = await sheetRows(res.body);
  if (rows !== expectedRows) throw new Error(`export: ${rows} rows, the list counts ${expectedRows}`);
  return { rows, bytes: res.body.length, ms, firstByteMs: res.firstByteMs, rssBeforeMb, rssAfterMb, rssPeakMb };
}
