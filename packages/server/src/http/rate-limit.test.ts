import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';
import { miniatureWebDist } from '../../test/web-dist';
import { TOO_MANY_REQUESTS } from './rate-limit';

const LIMIT = 3;

/** Issue 12 defects 8, 9 and 15 (docs/decisions/025-errors-and-rate-limits.md). */
describe.each(DIALECTS)('API rate limit on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = miniatureWebDist();
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: String(LIMIT), WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const user = (u: { token: string }, ip: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${u.token}` }, remoteAddress: ip });

  it('counts per signed-in user, not per address: colleagues behind one office address go on working', async () => {
    const [asha, ravi] = [await t.userOf(3), await t.userOf(3)];
    for (let i = 0; i < LIMIT; i++) expect((await user(asha, '10.1.0.1')).statusCode).toBe(200);
    const limited = await user(asha, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address does not help the same user; another user at the same address is not limited
    expect((await user(asha, '10.1.0.2')).statusCode).toBe(429);
    expect((await user(ravi, '10.1.0.1')).statusCode).toBe(200);
  });

  it('counts anonymous calls per address, and an unknown token as anonymous', async () => {
    const health = (ip: string, headers = {}) => t.app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress: ip });
    for (let i = 0; i < LIMIT; i++) expect((await health('10.2.0.1')).statusCode).toBe(200);
    expect((await health('10.2.0.1')).statusCode).toBe(429);
    const forged = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer forged' }, remoteAddress: '10.2.0.1' });
    expect(forged.statusCode).toBe(429);
    expect((await health('10.2.0.2')).statusCode).toBe(200);
  });

  it("never limits the load balancer's readiness probe, which polls from one address", async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/ready', remoteAddress: '10.4.0.1' });
    for (let i = 0; i < LIMIT + 3; i++) expect((await ready()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.4.0.1' })).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For from a client when no proxy is trusted', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': `203.0.113.${i}` }, remoteAddress: '10.3.0.1' });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.99' }, remoteAddress: '10.3.0.1' });
    expect(res.statusCode).toBe(429);
  });

  it('never limits the web app files, and lets browsers keep the hashed assets', async () => {
    for (let i = 0; i < LIMIT * 3; i++) {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a9c.js', remoteAddress: '10.4.0.1' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/members/list', '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '10.4.0.1' });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.4.0.1' })).statusCode).toBe(200);
  });

  it('shares the count between app servers on one database', async () => {
    const other = await buildApp({ database: t.database, config: loadConfig({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }) });
    try {
      const asha = await t.userOf(4);
      expect((await user(asha, '10.5.0.1')).statusCode).toBe(200);
      const viaOther = () => other.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${asha.token}` }, remoteAddress: '10.5.0.1' });
      expect((await viaOther()).statusCode).toBe(200);
      expect((await user(asha, '10.5.0.1')).statusCode).toBe(200);
      expect((await viaOther()).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe.each(DIALECTS)('trusted proxies on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '10.9.0.1' });
  });
  afterAll(() => t.close());

  const health = (remoteAddress: string, client: string) =>
    t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': client }, remoteAddress });

  it('takes the client address from a proxy named in TRUST_PROXY, and only from it', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await health('10.9.0.1', '198.51.100.1')).statusCode).toBe(200);
    expect((await health('10.9.0.1', '198.51.100.1')).statusCode).toBe(429);
    expect((await health('10.9.0.1', '198.51.100.2')).statusCode).toBe(200);
    // the same header from anyone else names nobody
    for (let i = 0; i < LIMIT; i++) expect((await health('10.9.0.2', `198.51.100.${10 + i}`)).statusCode).toBe(200);
    expect((await health('10.9.0.2', '198.51.100.99')).statusCode).toBe(429);
  });
});
