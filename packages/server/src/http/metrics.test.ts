import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';

/** Issue 28 item 3: GET /metrics, Prometheus' text format, only for the METRICS_TOKEN bearer. */
describe.each(DIALECTS)('GET /metrics on %s', (dialect) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { METRICS_TOKEN: 'scrape-secret' });
    off = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  const scrape = (app: TestApp, authorization?: string) => app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is 404 when METRICS_TOKEN is unset, even with a token', async () => {
    const res = await scrape(off, 'Bearer scrape-secret');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('is 401 without the token or with another one', async () => {
    for (const header of [undefined, 'Bearer wrong', 'scrape-secret']) {
      const res = await scrape(t, header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers the text format with requests by route and status, latency, memory, event-loop lag, backups', async () => {
    const admin = await t.userOf(1);
    expect((await t.call(admin, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await t.call(null, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const res = await scrape(t, 'Bearer scrape-secret');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toContain('# TYPE sampark_http_requests_total counter');
    expect(text).toContain('sampark_http_requests_total{method="GET",route="/api/user",status="200"} 1');
    expect(text).toContain('sampark_http_requests_total{method="GET",route="/api/user",status="401"} 1');
    expect(text).toContain('# TYPE sampark_http_request_duration_seconds histogram');
    expect(text).toMatch(/sampark_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/user",status="200"\} [01]/);
    expect(text).toContain('# TYPE sampark_process_resident_memory_bytes gauge');
    expect(text).toContain('# TYPE sampark_nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('sampark_last_backup_timestamp_seconds 0');
    expect(text.includes('sampark_db_pool_connections{state="total"}')).toBe(dialect === 'postgres');
    // every sample line is `name{labels} value`: what Prometheus parses
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) expect(line).toMatch(/^[a-z_:][a-z0-9_:]*(\{.*\})? (-?[0-9.e+-]+|NaN)$/i);
    // the scrape itself is not counted
    expect(text).not.toContain('route="/metrics"');
  });

  it('counts exports by route and status', async () => {
    const admin = await t.userOf(1);
    expect((await t.call(admin, { method: 'POST', url: '/api/members/export', payload: {} })).statusCode).toBe(200);
    const text = (await scrape(t, 'Bearer scrape-secret')).body;
    expect(text).toContain('sampark_exports_total{route="/api/members/export",status="200"} 1');
  });
});
