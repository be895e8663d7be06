import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The registrations bench's server: packages/server/src/main.ts as its own process (as
 * imports/import-bench.ts starts one), so the load generator and the server do not share an event
 * loop and the server's memory can be read from /proc. The environment is the caller's: the public
 * submissions run with the deployment's rate limit behind a trusted proxy, the list without limit.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** the server's log (warnings and errors), to read when a call failed */
  logFile: string;
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

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

/** The V8 heap `npm run serve` gives the server (package.json), so a bench measures the server as it runs. */
export function serveHeapMb(): number | undefined {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  // serve's flag is --max-old-space-size=${SERVER_HEAP_MB:-320}: the default is the number
  const match = /--max-old-space-size=(?:\$\{SERVER_HEAP_MB:-)?(\d+)/.exec(pkg.scripts?.serve ?? '');
  return match ? Number(match[1]) : undefined;
}

export async function startServer(url: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `sampark-reg-bench-server-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const heapMb = serveHeapMb();
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const child = spawn(process.execPath, [...heap, '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  fs.closeSync(log);
  for (let i = 0; i < 600; i++) {
    if (await healthy(port)) return { child, port, logFile };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** A line of /proc/<pid>/status in MB: VmRSS (resident now) or VmHWM (peak since start). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
}
