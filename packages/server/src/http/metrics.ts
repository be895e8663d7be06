import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import { newestBackupTime } from '../db/backup/schedule';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics in Prometheus' text format (docs/decisions/083-metrics-and-readiness.md): requests
 * by route and status, their latency, the process (memory, event-loop lag: prom-client's defaults),
 * the PostgreSQL pool's use, imports and exports, the newest scheduled backup. Each app has its
 * own registry (tests build many apps in one process). Only with METRICS_TOKEN as a bearer token;
 * 404 when there is none, as if there were no such page.
 */
export function registerMetrics(app: FastifyInstance, database: Database, config: Config) {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'sampark_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'sampark_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [register] });
  const latency = new Histogram({
    name: 'sampark_http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [register],
  });
  const imports = new Counter({ name: 'sampark_imports_total', help: 'Import uploads (dry runs and imports) answered, by kind and status', labelNames: ['kind', 'status'], registers: [register] });
  const exports = new Counter({ name: 'sampark_exports_total', help: 'Exports answered, by route and status', labelNames: ['route', 'status'], registers: [register] });
  new Gauge({
    name: 'sampark_last_backup_timestamp_seconds',
    help: 'When the newest backup in BACKUP_DIR was taken (Unix time; 0: none)',
    registers: [register],
    collect() {
      this.set((newestBackupTime(config)?.getTime() ?? 0) / 1000);
    },
  });
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'sampark_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', async (req, reply) => {
    // the route's pattern (/api/members/:id), not its address, so the labels stay few
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const labels = { method: req.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (route.startsWith('/api/import/')) imports.inc({ kind: route.slice('/api/import/'.length), status: labels.status });
    if (route.endsWith('/export')) exports.inc({ route, status: labels.status });
  });

  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    if (!config.metricsToken) return reply.status(404).send({ message: 'Not found.' });
    if (!sameSecret(req.headers.authorization ?? '', `Bearer ${config.metricsToken}`)) return reply.status(401).send({ message: 'Unauthenticated.' });
    return reply.type(register.contentType).send(await register.metrics());
  });
}

/** Compared in constant time (of their hashes, which have one length), so a guess learns nothing from the timing. */
function sameSecret(given: string, expected: string): boolean {
  const hash = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(hash(given), hash(expected));
}
