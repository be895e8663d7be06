import { PassThrough } from 'node:stream';
import { memberExportQuerySchema, memberListQuerySchema } from '@sampark/domain/schemas/member-filter';
import { samparkDetailsSchema } from '@sampark/domain/schemas/member-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeMembersWorkbook, XLSX_TYPE } from '../../shared/members/member-export';
import { buildMemberQuery } from '../../shared/members/member-filter';
import { memberPageJson, orderedMemberIds, sortOf } from '../../shared/members/member-list';
import { SAMPARK_DETAILS_FILE } from './dashboard-export';

/**
 * The Sampark Details Report (seed 002 §2): the members list of a location, in the members
 * list's views and columns, so its rows and count are the list's (docs/decisions/041).
 * POST api/report/sampark_details_report?skip&limit&orderby&ordertype&keyword&fields -> as
 * POST api/filter; .../export -> Sampark_Details_Report.xlsx with every matching member.
 * Without a location: 422 'Please select location'.
 */
export const samparkDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report/sampark_details_report',
    { config: { access: 'staff' }, schema: { querystring: memberListQuerySchema, body: samparkDetailsSchema, tags: ['reports'] } },
    async (req, reply) => {
      const { skip, limit, orderby, ordertype, keyword, fields } = req.query;
      const q = await buildMemberQuery(app.db, app.dialect, req.user, req.body, keyword);
      const body = await memberPageJson(app.db, q, sortOf(orderby, ordertype), { skip, limit, fields });
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/api/report/sampark_details_report/export',
    { config: { access: 'staff' }, schema: { querystring: memberExportQuerySchema, body: samparkDetailsSchema, tags: ['reports'] } },
    async (req, reply) => {
      const { orderby, ordertype, keyword } = req.query;
      const q = await buildMemberQuery(app.db, app.dialect, req.user, req.body, keyword);
      const ids = await orderedMemberIds(app.db, q, sortOf(orderby, ordertype), { skip: 0, limit: null });
      const out = new PassThrough();
      writeMembersWorkbook(app.exportDb, app.dialect, ids, out).catch((err) => {
        req.log.error({ err }, 'sampark details export failed');
        out.destroy(err as Error);
      });
      return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${SAMPARK_DETAILS_FILE}"`).send(out);
    },
  );
};
