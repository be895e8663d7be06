import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect';
import { DIALECTS, TEST_PG_URL } from '../../test/dialects';
import { createUser } from '../../test/factories';
import { haproxyConfig, httpsCall, makeCertificate, startProxy } from '../../test/deploy-proxy';
import { freePort, stop, waitForLine } from '../../test/processes';
import { TOO_MANY_ATTEMPTS } from '../features/auth/account-service';
import { TOO_MANY_REQUESTS } from './rate-limit';

/**
 * Issue 12 defect 15: two real app servers (`node main.ts`) on one PostgreSQL database behind
 * Debian's haproxy (round robin, loopback only). Nothing that decides an answer may live in one
 * server's memory: tokens, the login throttle and the API rate limit hold across both.
 * PostgreSQL only by nature (SQLite is one file for one server).
 */

const REPO = path.resolve(import.meta.dirname, '../../../..');
const LIMIT = 12;
const ADMIN = { email: 'admin@scale.sampark', password: 'Admin@12345' };

describe('the scale-out set-up', () => {
  it("is the deployment guide's haproxy.cfg with TLS, on loopback only, balancing round robin and setting the client's address", () => {
    const cfg = haproxyConfig({ tls: 41443, http: 41080, pem: '/tmp/t/sampark.pem' }, [41001, 41002]);
    expect(cfg).toContain('  bind 127.0.0.1:41443 ssl crt /tmp/t/sampark.pem\n  bind 127.0.0.1:41080\n');
    expect(cfg).toContain('  http-request redirect scheme https unless { ssl_fc }\n');
    expect(cfg).not.toMatch(/bind :|10\.0\.0\./);
    expect(cfg).toContain('  balance roundrobin\n');
    expect(cfg).toContain('  http-request set-header X-Forwarded-For %[src]\n');
    expect(cfg).toContain('  http-request deny if { path /metrics }\n');
    expect(cfg).toContain('  option httpchk GET /api/ready\n');
    expect(cfg).toContain('  server app1 127.0.0.1:41001 check\n  server app2 127.0.0.1:41002 check\n');
  });

  it('is refused a port another proxy holds, rather than sharing it (SO_REUSEPORT)', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-proxy-'));
    const { pem } = makeCertificate(tmp);
    const { proxy, front } = await startProxy(tmp, pem, [await freePort()]);
    try {
      fs.writeFileSync(path.join(tmp, 'second.cfg'), haproxyConfig(front, [await freePort()]));
      const second = spawnSync('haproxy', ['-db', '-f', path.join(tmp, 'second.cfg')], { timeout: 10_000 });
      expect(second.status).toBe(1);
      expect(second.stderr.toString()).toContain('cannot bind socket (Address already in use)');
    } finally {
      await stop(proxy);
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

if (DIALECTS.includes('postgres')) {
  describe('two app servers behind haproxy on one PostgreSQL', () => {
    const children: ChildProcess[] = [];
    const dbName = `sampark_scale_${randomBytes(4).toString('hex')}`;
    const dbUrl = TEST_PG_URL.replace(/\/[^/]*$/, `/${dbName}`);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-scale-'));
    let base = '';
    let plainBase = '';
    let ca = '';
    // the last resort if the run is interrupted: no server or proxy outlives it
    const killAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));

    beforeAll(async () => {
      process.once('exit', killAll);
      const haproxy = spawnSync('haproxy', ['-v']);
      if (haproxy.error) throw new Error('haproxy is not installed: run scripts/ensure-test-services.sh');
      await adminQuery(`CREATE DATABASE ${dbName}`);
      const ports = [await freePort(), await freePort()];
      // one after the other: the first migrates and seeds, the second finds it done
      for (const port of ports) {
        const env = {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: dbUrl,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          RATE_LIMIT_PER_MINUTE: String(LIMIT),
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: tmp,
        };
        const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: REPO, env, stdio: 'pipe' });
        children.push(child);
        await waitForLine(child, 'Sampark is running at', 45_000);
      }
      const certificate = makeCertificate(tmp);
      ca = certificate.cert;
      const { proxy, front } = await startProxy(tmp, certificate.pem, ports);
      children.push(proxy);
      base = `https://127.0.0.1:${front.tls}`;
      plainBase = `http://127.0.0.1:${front.http}`;
    }, 120_000);

    afterAll(async () => {
      await Promise.all(children.map(stop));
      process.off('exit', killAll);
      fs.rmSync(tmp, { recursive: true, force: true });
      await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }, 30_000);

    /** One request through the proxy; `server` is which app server answered it. */
    async function call(method: string, url: string, opts: { token?: string; body?: unknown } = {}) {
      const res = await httpsCall(ca, `${base}${url}`, {
        method,
        headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.body ? { 'content-type': 'application/json' } : {}) },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
      });
      return { status: res.status, server: (res.headers['x-served-by'] as string | undefined) ?? null, body: JSON.parse(res.text) as Record<string, unknown> };
    }
    const login = (email: string, password: string) => call('POST', '/api/login', { body: { email, password } });

    it('redirects plain HTTP to HTTPS, and keeps /metrics from the outside', async () => {
      const plain = await fetch(`${plainBase}/api/health`, { redirect: 'manual' });
      expect(plain.status).toBe(302);
      expect(plain.headers.get('location')).toBe(`https://127.0.0.1:${plainBase.split(':')[2]}/api/health`);
      const secure = await httpsCall(ca, `${base}/api/health`, { method: 'GET', headers: {} });
      expect([secure.status, JSON.parse(secure.text)]).toEqual([200, { status: 'ok' }]);
      const metrics = await httpsCall(ca, `${base}/metrics`, { method: 'GET', headers: { authorization: 'Bearer anything' } });
      expect(metrics.status).toBe(403);
    });

    it('logs in through one server and works through the other; a logout through one is refused by both', async () => {
      const db = openDatabase(dbUrl);
      const sevak = await createUser(db.db, { role: 5, password: 'Sevak@1234' }).finally(() => db.close());
      const signedIn = await login(sevak.email, 'Sevak@1234');
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.token as string;
      const reads = [await call('GET', '/api/user', { token }), await call('GET', '/api/user', { token })];
      expect(reads.map((r) => r.status)).toEqual([200, 200]);
      expect(new Set([signedIn.server, ...reads.map((r) => r.server)])).toEqual(new Set(['app1', 'app2']));
      expect(reads[0].server).not.toBe(reads[1].server);

      const out = await call('POST', '/api/logout', { token });
      expect(out.status).toBe(200);
      const after = [await call('GET', '/api/user', { token }), await call('GET', '/api/user', { token })];
      expect(after.map((r) => [r.status, r.body])).toEqual([
        [401, { message: 'Unauthenticated.' }],
        [401, { message: 'Unauthenticated.' }],
      ]);
      expect(new Set(after.map((r) => r.server))).toEqual(new Set(['app1', 'app2']));
    });

    it('holds the API rate limit across both servers', async () => {
      const { token } = (await login(ADMIN.email, ADMIN.password)).body as { token: string };
      const answers: Array<{ status: number; server: string | null }> = [];
      for (let i = 0; i < LIMIT + 2; i++) answers.push(await call('GET', '/api/user', { token }));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
      const refused = answers.slice(LIMIT);
      expect(refused.map((a) => a.status)).toEqual([429, 429]);
      expect(new Set(refused.map((a) => a.server))).toEqual(new Set(['app1', 'app2']));
      expect((await call('GET', '/api/user', { token })).body).toEqual({ message: TOO_MANY_REQUESTS });
    });

    it('holds the login throttle across both servers', async () => {
      const db = openDatabase(dbUrl);
      const user = await createUser(db.db, { role: 4, password: 'Region@1234' }).finally(() => db.close());
      const failures = [];
      for (let i = 0; i < 5; i++) failures.push(await login(user.email, 'wrong-password'));
      expect(failures.map((f) => f.status)).toEqual([422, 422, 422, 422, 422]);
      expect(new Set(failures.map((f) => f.server))).toEqual(new Set(['app1', 'app2']));
      const blocked = [await login(user.email, 'Region@1234'), await login(user.email, 'Region@1234')];
      expect(blocked.map((b) => [b.status, b.body.message])).toEqual([
        [429, TOO_MANY_ATTEMPTS],
        [429, TOO_MANY_ATTEMPTS],
      ]);
      expect(new Set(blocked.map((b) => b.server))).toEqual(new Set(['app1', 'app2']));
    });
  });
}
