import { PassThrough } from 'node:stream';
import { dashboardExportSchema } from '@sampark/domain/schemas/member-reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { DASHBOARD_FILE, figureKeys, headerOf, totalRow, sendXlsx, writeReportWorkbook, XLSX_ANSWER } from './dashboard-export';

/** The report's own refusal (403, 422...), passed on as it was given. */
const passOn = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('application/json; charset=utf-8').send(body);

/**
 * POST api/report/dashboard/export {"report": "memberstats" | "eventstats" | "userstats" |
 * "orgstats", ...that report's body} -> Dashboard.xlsx (seed 002 §2, §9): the same grouped rows
 * the tab shows, with its Total row. The report is asked for through the app itself with the
 * caller's token, so the file is exactly the screen's answer (same scope, same rules, same
 * 422 / 403), whichever feature answers it.
 */
export const dashboardExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report/dashboard/export',
    {
      config: { access: 'staff' },
      schema: {
        body: dashboardExportSchema,
        tags: ['reports'] satisfies ApiTag[],
        operationId: 'exportDashboard',
        summary: "A dashboard tab's report as Dashboard.xlsx, with its Total row",
        response: XLSX_ANSWER,
      },
    },
    async (req, reply) => {
      const { report, ...body } = req.body;
      const res = await app.inject({ method: 'POST', url: `/api/report/${report}`, headers: { authorization: req.headers.authorization ?? '' }, payload: body });
      if (res.statusCode !== 200) return passOn(reply, res.statusCode, res.body);
      const rows = ((res.json() as { data?: unknown }).data ?? []) as Record<string, unknown>[];
      const keys = figureKeys(rows);
      const columns = ['label', ...keys].map((key) => ({ key, header: key === 'label' ? 'Type' : headerOf(key) }));
      const out = new PassThrough();
      writeReportWorkbook(out, 'Dashboard', columns, rows, totalRow(rows, keys)).catch((err) => {
        req.log.error({ err }, 'dashboard export failed');
        out.destroy(err as Error);
      });
      return sendXlsx(reply, DASHBOARD_FILE, out);
    },
  );
};
