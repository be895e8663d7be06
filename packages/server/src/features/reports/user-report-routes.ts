import { PassThrough } from 'node:stream';
import {
  locationAccessQuerySchema,
  locationAccessResponseSchema,
  orgStatsResponseSchema,
  orgStatsSchema,
  USERS_EXPORT_FILE,
  userAccessExportQuerySchema,
  userAccessQuerySchema,
  userAccessResponseSchema,
  userStatsResponseSchema,
  userStatsSchema,
} from '@sampark/domain/schemas/other-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { sendXlsx, XLSX_ANSWER } from './dashboard-export';
import { locationAccess } from './location-report';
import { orgStats } from './org-report';
import { userAccess, userStats } from './user-report';
import { writeUsersWorkbook } from './user-report-export';

const tags: ApiTag[] = ['reports'];

/**
 * The user, location and organisation reports (seed 002 §2 "Reports and dashboards", §7;
 * docs/api-conventions.md#reports). Roles 1-4 (role 5: 403), every figure scoped to the caller.
 */
export const userReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report/userstats',
    {
      config: { access: 'staff' },
      schema: {
        body: userStatsSchema,
        tags,
        operationId: 'getUserStats',
        summary: "The dashboard's user report: the caller's users by role, counted as the report type says",
        response: { 200: userStatsResponseSchema },
      },
    },
    async (req) => ({ data: await userStats(app.db, app.dialect, req.user, req.body) }),
  );

  app.post(
    '/api/report/orgstats',
    {
      config: { access: 'staff' },
      schema: {
        body: orgStatsSchema,
        tags,
        operationId: 'getOrgStats',
        summary: "The dashboard's organisation report: the filter's members per organisation",
        response: { 200: orgStatsResponseSchema },
      },
    },
    async (req) => ({ data: await orgStats(app.db, app.dialect, req.user, req.body) }),
  );

  app.get(
    '/api/report/user_access',
    {
      config: { access: 'staff' },
      schema: {
        querystring: userAccessQuerySchema,
        tags,
        operationId: 'getUserAccessReport',
        summary: 'One page of the User Access Report: users with their role, locations and last login',
        response: { 200: userAccessResponseSchema },
      },
    },
    async (req) => userAccess(app.db, app.dialect, req.user, req.query),
  );

  app.get(
    '/api/report/user_access/export',
    {
      config: { access: 'staff' },
      schema: {
        querystring: userAccessExportQuerySchema,
        tags,
        operationId: 'exportUserAccessReport',
        summary: 'The User Access Report with every user of its filter, as users.xlsx',
        response: XLSX_ANSWER,
      },
    },
    async (req, reply) => {
      const out = new PassThrough();
      // Headers go out with the first bytes; a failure after that can only cut the download short.
      writeUsersWorkbook(app.exportDb, app.dialect, req.user, req.query, out).catch((err) => {
        req.log.error({ err }, 'users export failed');
        out.destroy(err as Error);
      });
      return sendXlsx(reply, USERS_EXPORT_FILE, out);
    },
  );

  app.get(
    '/api/report/location_access',
    {
      config: { access: 'staff' },
      schema: {
        querystring: locationAccessQuerySchema,
        tags,
        operationId: 'getLocationAccessReport',
        summary: 'One page of the Location Access Report: locations with their active and inactive users',
        response: { 200: locationAccessResponseSchema },
      },
    },
    async (req) => locationAccess(app.db, app.dialect, req.user, req.query),
  );
};
