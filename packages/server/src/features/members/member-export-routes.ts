import { PassThrough } from 'node:stream';
import { memberExportQuerySchema, memberFilterSchema } from '@sampark/domain/schemas/member-filter';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiTag } from '../../http/openapi';
import { buildMemberQuery } from '../../shared/members/member-filter';
import { MEMBERS_EXPORT_FILE, XLSX_TYPE, writeMembersWorkbook } from '../../shared/members/member-export';
import { orderedMemberIds, sortOf } from '../../shared/members/member-list';

/** The workbook as it is written: a stream, where the declared answer names only its media type. */
function sendWorkbook(reply: FastifyReply, out: PassThrough) {
  return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${MEMBERS_EXPORT_FILE}"`).send(out);
}

/**
 * POST api/members/export?orderby&ordertype&keyword with the list's filter object: every
 * matching member in the list's order, as Members.xlsx. Staff only (roles 1-4).
 */
export const memberExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/members/export',
    {
      config: { access: 'staff' },
      schema: {
        querystring: memberExportQuerySchema,
        body: memberFilterSchema.nullish(),
        tags: ['members'] satisfies ApiTag[],
        operationId: 'exportMembers',
        summary: 'Every member a filter matches, in the list\'s order, as Members.xlsx',
        response: { 200: { content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } } },
      },
    },
    async (req, reply) => {
      const { orderby, ordertype, keyword } = req.query;
      const q = await buildMemberQuery(app.db, app.dialect, req.user, req.body ?? {}, keyword);
      const ids = await orderedMemberIds(app.db, q, sortOf(orderby, ordertype), { skip: 0, limit: null });
      const out = new PassThrough();
      // Headers go out with the first bytes; a failure after that can only cut the download short.
      writeMembersWorkbook(app.exportDb, app.dialect, ids, out).catch((err) => {
        req.log.error({ err }, 'members export failed');
        out.destroy(err as Error);
      });
      return sendWorkbook(reply, out);
    },
  );
};
