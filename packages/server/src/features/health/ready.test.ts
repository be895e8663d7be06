import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/connect';
import { createTestDatabase, DIALECTS, TEST_PG_URL, type TestDatabase } from '../../../test/dialects';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 28 item 3: /api/ready is 200 only while the database answers. The PostgreSQL outage: the
 * app reaches the database through a proxy this test holds; the outage refuses new connections
 * and terminates the app's own sessions (found by their application_name: other test files share
 * the server), then ends.
 */

/** A TCP relay to PostgreSQL that can refuse connections (and drop the ones it carries) for a while. */
async function startRelay(target: { host: string; port: number }) {
  let down = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    setDown(value: boolean) {
      down = value;
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(DIALECTS)('GET /api/ready on %s', (dialect) => {
  let base: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  const applicationName = `sampark_ready_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    base = await createTestDatabase(dialect);
    if (dialect === 'postgres') {
      const url = new URL(TEST_PG_URL);
      relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
      url.port = String(relay.port);
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
    await relay?.close();
    await base.close();
  });

  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });

  if (dialect === 'postgres') {
    it('is 503 while the database is unreachable and its sessions are terminated, then 200 again', async () => {
      expect((await ready()).statusCode).toBe(200);
      relay!.setDown(true);
      const admin = new pg.Client({ connectionString: TEST_PG_URL });
      await admin.connect();
      const ended = await admin
        .query(`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1`, [applicationName])
        .finally(() => admin.end());
      expect(ended.rows.length).toBeGreaterThan(0);
      const during = await ready();
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual({ status: 'unavailable' });
      // liveness stays an answer, not a crash
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      relay!.setDown(false);
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
