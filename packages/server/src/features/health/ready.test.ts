import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/connect';
import { createTestDatabase, DIALECTS, TEST_PG_URL, type TestDatabase } from '../../../test/dialects';
import { terminateSessions } from '../../../test/pg-sessions';
import { tcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 28 item 3: /api/ready is 200 only while the database answers. The PostgreSQL outage: the
 * app reaches the database through a proxy this test holds; the outage terminates the app's own
 * sessions (found by their application_name: other test files share the server) and cuts the
 * proxy, which refuses new connections until it starts again.
 */
describe.each(DIALECTS)('GET /api/ready on %s', (dialect) => {
  let base: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let proxy: TcpProxy | undefined;
  const applicationName = `sampark_ready_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    base = await createTestDatabase(dialect);
    if (dialect === 'postgres') {
      const url = new URL(TEST_PG_URL);
      proxy = await tcpProxy(url.hostname, Number(url.port || 5432));
      url.port = String(proxy.port);
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(base.db)).rows[0]!.s;
      database = openDatabase(url.toString(), { pgSchema: schema, poolSize: 2, applicationName });
    } else {
      database = base;
    }
    app = await buildApp({ database, config: loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }) });
  });
  afterAll(async () => {
    await app.close();
    if (database !== base) await database.close();
    await proxy?.stop();
    await base.close();
  });

  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });

  if (dialect === 'postgres') {
    it('is 503 while the database is unreachable and its sessions are terminated, then 200 again', async () => {
      expect((await ready()).statusCode).toBe(200);
      expect(await terminateSessions(applicationName)).toBeGreaterThan(0);
      await proxy!.stop();
      const during = await ready();
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual({ status: 'unavailable' });
      // liveness stays an answer, not a crash
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      await proxy!.start();
      const after = await ready();
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ status: 'ready' });
    });
  } else {
    it('is 200 while the database answers and 503 once it is gone', async () => {
      const res = await ready();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready' });
      database.sqlite!.close();
      const gone = await ready();
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'unavailable' });
    });
  }
});
