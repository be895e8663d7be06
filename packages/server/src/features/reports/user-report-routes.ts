import { PassThrough } from 'node:stream';
import {
  locationAccessQuerySchema,
  orgStatsSchema,
  USERS_EXPORT_FILE,
  userAccessExportQuerySchema,
  userAccessQuerySchema,
  userStatsSchema,
} from '@sampark/domain/schemas/other-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_TYPE } from '../../shared/members/member-export';
import { locationAccess } from './location-report';
import { orgStats } from './org-report';
import { userAccess, userStats } from './user-report';
import { writeUsersWorkbook } from './user-report-export';

const tags = ['reports'];

/**
 * The user, location and organisation reports (seed 002 §2 "Reports and dashboards", §7;
 * docs/api-conventions.md#reports). Roles 1-4 (role 5: 403), every figure scoped to the caller.
 */
export const userReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/report/userstats', { config: { access: 'staff' }, schema: { body: userStatsSchema, tags } }, async (req) => ({
    data: await userStats(app.db, app.dialect, req.user, req.body),
  }));

  app.post('/api/report/orgstats', { config: { access: 'staff' }, schema: { body: orgStatsSchema, tags } }, async (req) => ({
    data: await orgStats(app.db, app.dialect, req.user, req.body),
  }));

  app.get('/api/report/user_access', { config: { access: 'staff' }, schema: { querystring: userAccessQuerySchema, tags } }, async (req) =>
    userAccess(app.db, app.dialect, req.user, req.query),
  );

  app.get('/api/report/user_access/export', { config: { access: 'staff' }, schema: { querystring: userAccessExportQuerySchema, tags } }, async (req, reply) => {
    const out = new PassThrough();
    // Headers go out with the first bytes; a failure after that can only cut the download short.
    writeUsersWorkbook(app.exportDb, app.dialect, req.user, req.query, out).catch((err) => {
      req.log.error({ err }, 'users export failed');
      out.destroy(err as Error);
    });
    return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${USERS_EXPORT_FILE}"`).send(out);
  });

  app.get('/api/report/location_access', { config: { access: 'staff' }, schema: { querystring: locationAccessQuerySchema, tags } }, async (req) =>
    locationAccess(app.db, app.dialect, req.user, req.query),
  );
};
