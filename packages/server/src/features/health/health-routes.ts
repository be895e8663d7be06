import { healthResponseSchema, latestBackupResponseSchema, readyResponseSchema, unavailableResponseSchema } from '@sampark/domain/schemas/health';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { newestBackupTime } from '../../db/backup/schedule';
import { pingDatabase } from '../../db/connect';
import type { ApiTag } from '../../http/openapi';

const tags: ApiTag[] = ['health'];

/** /api/ready gives up on the database after this long: a load balancer's check must not hang. */
export const READY_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // liveness: the process answers (and says whether the database does)
  app.get('/api/health', {
      config: { access: 'public' },
      schema: { tags, operationId: 'getHealth', summary: 'Whether the process and its database answer', response: { 200: healthResponseSchema, 503: unavailableResponseSchema } },
    }, async (_req, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // readiness, what a load balancer polls (docs/decisions/083): 200 only while the database answers in time
  app.get('/api/ready', {
      config: { access: 'public', budget: 'none' },
      schema: { tags, operationId: 'getReady', summary: 'Whether the database answers in time (the load balancer polls it)', response: { 200: readyResponseSchema, 503: unavailableResponseSchema } },
    }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(app.db), timeout]);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  // the newest scheduled backup, for the admins' dashboard
  app.get('/api/backups/latest', {
      config: { access: 'admin' },
      schema: { tags, operationId: 'getLatestBackup', summary: 'Whether backups are scheduled and when the newest was taken', response: { 200: latestBackupResponseSchema } },
    }, async () => {
    const at = newestBackupTime(config);
    return { data: { scheduled: Boolean(config.backupDir && config.backupEveryHours), last_backup_at: at?.toISOString() ?? null } };
  });
};
