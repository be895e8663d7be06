import { PassThrough } from 'node:stream';
import { memberFilterSchema } from '@sampark/domain/schemas/member-filter';
import { districtReportResponseSchema, reportPageQuerySchema } from '@sampark/domain/schemas/member-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { DISTRICT_FILE, sendXlsx, writeReportWorkbook, XLSX_ANSWER } from './dashboard-export';

const tags: ApiTag[] = ['reports'];
import { districtPlaces, districtQuery } from './district-report';

export const DISTRICT_COLUMNS = [
  { key: 'country', header: 'Country' },
  { key: 'state', header: 'State' },
  { key: 'label', header: 'District' },
  { key: 'count', header: 'Total' },
  { key: 'pending', header: 'Pending' },
  { key: 'unsuccessful', header: 'Unsuccessful' },
  { key: 'active', header: 'Active' },
  { key: 'passive', header: 'Passive' },
  { key: 'spam', header: 'Spam' },
];

/**
 * POST api/report/district_report?skip&limit -> {"data": [rows], "count": places} and
 * POST api/report/district_report/export -> District_Report.xlsx with every place (seed 002 §9).
 */
export const districtReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report/district_report',
    {
      config: { access: 'staff' },
      schema: {
        querystring: reportPageQuerySchema,
        body: memberFilterSchema.nullish(),
        tags,
        operationId: 'getDistrictReport',
        summary: "One page of the District Report: the filter's members by place and contact group",
        response: { 200: districtReportResponseSchema },
      },
    },
    async (req) => {
      const q = await districtQuery(app.db, app.dialect, req.user, req.body ?? {});
      const places = await districtPlaces(app.db, q);
      return { data: places.slice(req.query.skip, req.query.skip + req.query.limit), count: places.length };
    },
  );

  app.post(
    '/api/report/district_report/export',
    {
      config: { access: 'staff' },
      schema: {
        body: memberFilterSchema.nullish(),
        tags,
        operationId: 'exportDistrictReport',
        summary: 'The District Report with every place, as District_Report.xlsx',
        response: XLSX_ANSWER,
      },
    },
    async (req, reply) => {
      const q = await districtQuery(app.db, app.dialect, req.user, req.body ?? {});
      const rows = await districtPlaces(app.db, q);
      const out = new PassThrough();
      writeReportWorkbook(out, 'District Report', DISTRICT_COLUMNS, rows).catch((err) => {
        req.log.error({ err }, 'district report export failed');
        out.destroy(err as Error);
      });
      return sendXlsx(reply, DISTRICT_FILE, out);
    },
  );
};
