import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';
import type { TestUser } from '../../test/factories';
import { miniatureWebDist } from '../../test/web-dist';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Issue 27 item 5: personal data is not cached, `bearer` is `Bearer`, HSTS only over TLS. */
describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let t: TestApp;
  let behindProxy: TestApp;
  let admin: TestUser;
  let dist: string;
  beforeAll(async () => {
    dist = miniatureWebDist();
    [t, behindProxy] = await Promise.all([createTestApp(dialect, { WEB_DIST_DIR: dist }), createTestApp(dialect, { TRUST_PROXY: '10.0.0.5', WEB_DIST_DIR: dist })]);
    admin = await t.userOf(2);
  });
  afterAll(async () => {
    await Promise.all([t.close(), behindProxy.close()]);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends Cache-Control: no-store on signed-in answers, their errors, and the public registration answers', async () => {
    const answers = await Promise.all([
      t.call(admin, { method: 'GET', url: '/api/organizations' }),
      t.call(admin, { method: 'GET', url: '/api/members/999999999' }),
      t.call(null, { method: 'GET', url: '/api/organizations' }),
      t.call(null, { method: 'GET', url: '/api/public/professions' }),
      t.call(null, { method: 'GET', url: '/api/public/events/999999999' }),
      t.call(null, { method: 'POST', url: '/api/public/registrations', payload: { event_id: 999999999 } }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
      [200, 'no-store'], [404, 'no-store'], [401, 'no-store'], [200, 'no-store'], [404, 'no-store'], [422, 'no-store'],
    ]);
    // the web app's own files keep their caching (app.ts cacheControlFor): its page is checked again, not forbidden to keep
    const page = await t.call(null, { method: 'GET', url: '/members' });
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('reads the Bearer scheme in any case, and refuses other schemes', async () => {
    const as = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/organizations', headers: { authorization } });
    const answers = await Promise.all([as(`bearer ${admin.token}`), as(`BEARER ${admin.token}`), as(`Bearer  ${admin.token} `), as(`Basic ${admin.token}`), as(`Bearer${admin.token}`)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 401]);
  });

  it('sends HSTS only on a request that came over TLS per a trusted proxy', async () => {
    const health = (app: TestApp, remoteAddress: string, proto?: string) =>
      app.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: proto ? { 'x-forwarded-proto': proto } : {} });
    const answers = await Promise.all([
      health(t, '10.0.0.5'),
      health(t, '10.0.0.5', 'https'),
      health(behindProxy, '10.0.0.5', 'http'),
      health(behindProxy, '10.0.0.9', 'https'),
      health(behindProxy, '10.0.0.5', 'https'),
    ]);
    expect(answers.map((r) => r.headers['strict-transport-security'])).toEqual([undefined, undefined, undefined, undefined, HSTS]);
  });
});
