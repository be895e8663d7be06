import { memberFilterSchema } from '@sampark/domain/schemas/member-filter';
import { memberStatsSchema } from '@sampark/domain/schemas/member-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberStats, pendingStats } from './member-report';

/**
 * POST api/report/memberstats (the dashboard's members tab) and POST api/report/pending_stats
 * (the Pending Report): the report filter object (+ `type`) -> {"data": [{label, id?, count}]}
 * (docs/api-conventions.md#reports), scoped as the members list. Roles 1-4.
 */
export const memberReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/report/memberstats', { config: { access: 'staff' }, schema: { body: memberStatsSchema, tags: ['reports'] } }, async (req) => {
    const { type, ...filter } = req.body;
    return { data: await memberStats(app.db, app.dialect, req.user, filter, type) };
  });

  app.post('/api/report/pending_stats', { config: { access: 'staff' }, schema: { body: memberFilterSchema.nullish(), tags: ['reports'] } }, async (req) => ({
    data: await pendingStats(app.db, app.dialect, req.user, req.body ?? {}),
  }));
};
