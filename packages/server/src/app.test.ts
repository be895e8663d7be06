import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-harness';
import { DIALECTS } from '../test/dialects';
import { registerAccessControl } from './http/access';

describe.each(DIALECTS)('app on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the health check when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves OpenAPI documentation listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user', '/api/reset']));
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('access control', () => {
  it('refuses to start when an API route declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow('route GET /api/forgotten declares no access');
    await app.close();
  });

  it('refuses to start when a path id does not use the shared idParams', async () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/api/things/:id', { config: { access: 'all' } }, async () => ({ ok: true }))).toThrow('route GET /api/things/:id must use idParams');
    await app.close();
  });
});
