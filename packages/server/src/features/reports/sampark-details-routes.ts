import { PassThrough } from 'node:stream';
import { memberExportQuerySchema, memberListQuerySchema } from '@sampark/domain/schemas/member-filter';
import { samparkDetailsResponseSchema, samparkDetailsSchema } from '@sampark/domain/schemas/member-reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeMembersWorkbook } from '../../shared/members/member-export';
import { buildMemberQuery } from '../../shared/members/member-filter';
import { memberPageJson, orderedMemberIds, sortOf } from '../../shared/members/member-list';
import type { ApiTag } from '../../http/openapi';
import { SAMPARK_DETAILS_FILE, sendXlsx, XLSX_ANSWER } from './dashboard-export';

const tags: ApiTag[] = ['reports'];

/**
 * The members list's page arrives as JSON text (memberPageJson writes it without building objects),
 * sent as it is: its declared schema documents it and the web checks it, the server does not parse it again.
 */
const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

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
    {
      config: { access: 'staff' },
      schema: {
        querystring: memberListQuerySchema,
        body: samparkDetailsSchema,
        tags,
        operationId: 'getSamparkDetailsReport',
        summary: "One page of the Sampark Details Report: a location's members, as the members list shows them",
        response: { 200: samparkDetailsResponseSchema },
      },
    },
    async (req, reply) => {
      const { skip, limit, orderby, ordertype, keyword, fields } = req.query;
      const q = await buildMemberQuery(app.db, app.dialect, req.user, req.body, keyword);
      const body = await memberPageJson(app.db, q, sortOf(orderby, ordertype), { skip, limit, fields });
      return sendJsonText(reply, body);
    },
  );

  app.post(
    '/api/report/sampark_details_report/export',
    {
      config: { access: 'staff' },
      schema: {
        querystring: memberExportQuerySchema,
        body: samparkDetailsSchema,
        tags,
        operationId: 'exportSamparkDetailsReport',
        summary: 'The Sampark Details Report with every matching member, as Sampark_Details_Report.xlsx',
        response: XLSX_ANSWER,
      },
    },
    async (req, reply) => {
      const { orderby, ordertype, keyword } = req.query;
      const q = await buildMemberQuery(app.db, app.dialect, req.user, req.body, keyword);
      const ids = await orderedMemberIds(app.db, q, sortOf(orderby, ordertype), { skip: 0, limit: null });
      const out = new PassThrough();
      writeMembersWorkbook(app.exportDb, app.dialect, ids, out).catch((err) => {
        req.log.error({ err }, 'sampark details export failed');
        out.destroy(err as Error);
      });
      return sendXlsx(reply, SAMPARK_DETAILS_FILE, out);
    },
  );
};
