import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Servers a test starts as processes of their own (scale-out.test.ts, compiled-server.test.ts). */

/** ports the developer's server and the browser tests use (e2e/playwright.config.ts) */
const TAKEN_PORTS = [3000, 3100];

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
      srv.on('error', reject);
    });
    if (!TAKEN_PORTS.includes(port)) return port;
  }
}

/** Resolves when the process prints `line`; rejects when it exits first or after `ms`. */
export function waitForLine(child: ChildProcess, line: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no "${line}" within ${ms} ms:\n${out}`)), ms);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before "${line}":\n${out}`));
    });
  });
}

/** SIGTERM, then SIGKILL if it has not exited within 5 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

