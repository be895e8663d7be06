import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, TEST_PG_URL } from '../test/dialects';
import { httpsCall, makeCertificate, startProxy } from '../test/deploy-proxy';
import { freePort, stop, waitForLine } from '../test/processes';

/**
 * Issue 28 item 5: the deployment guide's systemd unit (deploy/sampark.service) is a file that
 * systemd accepts, and the server it starts — its ExecStart with its Environment lines — runs,
 * answers the load balancer's readiness probe, takes its first scheduled backup and serves
 * metrics to the unit's token, behind the guide's haproxy with TLS in front. The machines here have no systemd as PID 1, so the unit is checked
 * by `systemd-analyze verify` and its command is run by this test; only the paths the unit names
 * on a real server (database, backup disk, working directory) and the port are put elsewhere.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const UNIT = path.join(REPO, 'deploy/sampark.service');

/** `KEY=value` (or `"KEY=value with spaces"`) assignments of one Environment= line, as systemd splits them. */
function assignments(value: string): Array<[string, string]> {
  const words = value.match(/"[^"]*"|\S+/g) ?? [];
  return words.map((w) => w.replace(/^"|"$/g, '')).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]);
}

/** The [Service] section's environment, working directory and command line. */
function readUnit(text: string) {
  const env: Record<string, string> = {};
  let exec: string[] = [];
  let cwd = '';
  for (const line of text.split('\n')) {
    const [key, ...rest] = line.split('=');
    const value = rest.join('=');
    if (key === 'Environment') Object.assign(env, Object.fromEntries(assignments(value)));
    if (key === 'ExecStart') exec = value.split(/\s+/);
    if (key === 'WorkingDirectory') cwd = value;
  }
  return { env, exec, cwd };
}

/** Until haproxy answers 200 through TLS (it starts in well under a second). */
async function waitForProxy(probe: () => Promise<{ status: number }>) {
  for (let i = 0; ; i++) {
    const status = await probe().then((r) => r.status, () => 0);
    if (status === 200) return;
    if (i > 100) throw new Error(`haproxy did not answer 200 (last: ${status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

describe('the systemd unit of the deployment guide', () => {
  it('passes systemd-analyze verify with no warning', () => {
    const run = spawnSync('systemd-analyze', ['verify', UNIT], { encoding: 'utf8' });
    if (run.error) throw new Error('systemd-analyze is not installed: run scripts/ensure-test-services.sh');
    expect({ status: run.status, output: `${run.stdout}${run.stderr}` }).toEqual({ status: 0, output: '' });
  });

  it('names the compiled server in plain node, the single-machine SQLite set-up and scheduled backups', () => {
    const unit = readUnit(fs.readFileSync(UNIT, 'utf8'));
    expect(unit.exec).toEqual(['/usr/bin/node', '--max-old-space-size=320', 'packages/server/dist/main.js']);
    expect(unit.cwd).toBe('/opt/sampark');
    expect(unit.env).toEqual({
      NODE_ENV: 'production',
      DATABASE_URL: 'sqlite:/var/lib/sampark/sampark.db',
      HOST: '127.0.0.1',
      PORT: '3000',
      TRUST_PROXY: 'loopback',
      BACKUP_DIR: '/mnt/backup-disk/sampark',
      BACKUP_EVERY_HOURS: '6',
      BACKUP_KEEP: '28',
      METRICS_TOKEN: 'change-me',
    });
  });
});

describe.each(DIALECTS)("the unit's command and environment, run (%s)", (dialect) => {
  const unit = readUnit(fs.readFileSync(UNIT, 'utf8'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-unit-'));
  const backupDir = path.join(tmp, 'backup-disk');
  const dbName = `sampark_unit_${randomBytes(4).toString('hex')}`;
  const dbUrl = dialect === 'sqlite' ? `sqlite:${path.join(tmp, 'sampark.db')}` : TEST_PG_URL.replace(/\/[^/]*$/, `/${dbName}`);
  let server: ChildProcess;
  let proxy: ChildProcess;
  let base = '';
  let secureBase = '';
  let ca = '';

  beforeAll(async () => {
    if (dialect === 'postgres') await adminQuery(`CREATE DATABASE ${dbName}`);
    const port = await freePort();
    // systemd starts the service with only the unit's environment (and PATH); so does this test
    const env = { PATH: process.env.PATH!, ...unit.env, DATABASE_URL: dbUrl, BACKUP_DIR: backupDir, PORT: String(port), WEB_DIST_DIR: tmp, LOG_LEVEL: 'info' };
    const [program, ...args] = unit.exec;
    server = spawn(program!, args, { cwd: REPO, env, stdio: 'pipe' });
    await waitForLine(server, 'scheduled backup written', 60_000);
    base = `http://127.0.0.1:${port}`;

    const certificate = makeCertificate(tmp);
    ca = certificate.cert;
    const started = await startProxy(tmp, certificate.pem, [port]);
    proxy = started.proxy;
    secureBase = `https://127.0.0.1:${started.front.tls}`;
    await waitForProxy(() => httpsCall(ca, `${secureBase}/api/ready`, { method: 'GET', headers: {} }));
  }, 90_000);

  afterAll(async () => {
    await stop(proxy);
    await stop(server);
    fs.rmSync(tmp, { recursive: true, force: true });
    if (dialect === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('is ready, has written its first backup to BACKUP_DIR, and serves metrics to the unit token only', async () => {
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(fs.readdirSync(backupDir)).toHaveLength(1);

    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${unit.env.METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^sampark_last_backup_timestamp_seconds [1-9]\d*/m);
  });

  it('answers through the TLS reverse proxy', async () => {
    const health = await httpsCall(ca, `${secureBase}/api/health`, { method: 'GET', headers: {} });
    expect([health.status, JSON.parse(health.text)]).toEqual([200, { status: 'ok' }]);
  });

  it('stops on SIGTERM (systemctl stop) with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
