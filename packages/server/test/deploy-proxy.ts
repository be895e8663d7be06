import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort, waitForLine } from './processes';

/**
 * The deployment guide's reverse proxy (deploy/haproxy.cfg, docs/deploy.md) as the tests run it:
 * scale-out.test.ts with two app servers on PostgreSQL, deploy-unit.test.ts with the systemd
 * unit's one server on SQLite.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');

/** Where the proxy listens in the test: TLS and plain HTTP on loopback, with openssl's certificate. */
export interface Front {
  tls: number;
  http: number;
  pem: string;
}

/**
 * The deployment guide's haproxy configuration (deploy/haproxy.cfg, docs/deploy.md), run here on
 * loopback: the same lines, TLS included, with the test's certificate, free ports for its two binds,
 * the test's two servers, and each answer saying which server gave it (X-Served-By). One line
 * more, `noreuseport`: haproxy otherwise binds with SO_REUSEPORT, and two tests' proxies handed the
 * same port would both listen on it, each answering some of the other's requests.
 */
export function haproxyConfig(front: Front, backendPorts: number[]): string {
  const lines = fs.readFileSync(path.join(REPO, 'deploy/haproxy.cfg'), 'utf8').split('\n');
  const kept = lines
    .filter((l) => !/^\s*server /.test(l))
    .map((l) => l.replace(/^(\s*)bind :443 ssl crt \S+$/, `$1bind 127.0.0.1:${front.tls} ssl crt ${front.pem}`))
    .map((l) => l.replace(/^(\s*)bind :80$/, `$1bind 127.0.0.1:${front.http}`));
  const at = kept.findIndex((l) => l.trim() === 'balance roundrobin') + 1;
  kept.splice(at, 0, '  http-response set-header X-Served-By %[srv_name]');
  kept.splice(kept.indexOf('global') + 1, 0, '  noreuseport');
  return [...kept.filter((l) => l.trim()), ...backendPorts.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`), ''].join('\n');
}

/**
 * haproxy with `haproxyConfig` in front of `backendPorts`, started: its master prints "Loading
 * success." once every listener is bound. A port from `freePort()` is free only when it is asked
 * for, and test files run side by side; a bind that finds its port taken (the proxy exits, thanks
 * to `noreuseport`) is tried again on two new ports.
 */
export async function startProxy(dir: string, pem: string, backendPorts: number[]): Promise<{ proxy: ChildProcess; front: Front }> {
  for (let attempt = 1; ; attempt++) {
    const front = { tls: await freePort(), http: await freePort(), pem };
    const cfg = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(front, backendPorts));
    const proxy = spawn('haproxy', ['-W', '-db', '-f', cfg], { stdio: 'pipe' });
    try {
      await waitForLine(proxy, 'Loading success.', 10_000);
      return { proxy, front };
    } catch (error) {
      proxy.kill('SIGKILL');
      if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

/** A self-signed certificate for 127.0.0.1 (key and certificate in one file, as haproxy reads it). */
export function makeCertificate(dir: string): { pem: string; cert: string } {
  const key = path.join(dir, 'key.pem');
  const crt = path.join(dir, 'cert.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', crt], { stdio: 'pipe' });
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr?.toString()}`);
  const pem = path.join(dir, 'sampark.pem');
  fs.writeFileSync(pem, fs.readFileSync(crt, 'utf8') + fs.readFileSync(key, 'utf8'));
  return { pem, cert: fs.readFileSync(crt, 'utf8') };
}

/** One HTTPS request that trusts only `ca` (Node's fetch takes no CA of its own). */
export function httpsCall(ca: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = https.request(url, { method: init.method, headers: init.headers, ca }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

