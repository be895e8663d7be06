import { memberFilterSchema } from '@sampark/domain/schemas/member-filter';
import { memberReportResponseSchema, memberStatsSchema } from '@sampark/domain/schemas/member-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { memberStats, pendingStats } from './member-report';

const tags: ApiTag[] = ['reports'];

/**
 * POST api/report/memberstats (the dashboard's members tab) and POST api/report/pending_stats
 * (the Pending Report): the report filter object (+ `type`) -> {"data": [{label, id?, count}]}
 * (docs/api-conventions.md#reports), scoped as the members list. Roles 1-4.
 */
export const memberReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report/memberstats',
    {
      config: { access: 'staff' },
      schema: {
        body: memberStatsSchema,
        tags,
        operationId: 'getMemberStats',
        summary: "The dashboard's member report: the filter's members counted by the report type's groups",
        response: { 200: memberReportResponseSchema },
      },
    },
    async (req) => {
    const { type, ...filter } = req.body;
    return { data: await memberStats(app.db, app.dialect, req.user, filter, type) };
    },
  );

  app.post(
    '/api/report/pending_stats',
    {
      config: { access: 'staff' },
      schema: {
        body: memberFilterSchema.nullish(),
        tags,
        operationId: 'getPendingStats',
        summary: "The Pending Report: the filter's pending members counted by location",
        response: { 200: memberReportResponseSchema },
      },
    },
    async (req) => ({
      data: await pendingStats(app.db, app.dialect, req.user, req.body ?? {}),
    }),
  );
};
