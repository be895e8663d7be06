import { memberFilterSchema, memberListQuerySchema } from '@sampark/domain/schemas/member-filter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildMemberQuery } from './member-filter';
import { memberPageJson, sortOf } from './member-list';

/**
 * POST api/filter?skip&limit&orderby&ordertype&keyword(&fields) with the filter object as the body
 * (seed 000 §7). Every role with a members list (roles 1-4 at /, role 5 at /member/list/:page)
 * calls it; the scope limits what each sees. Answers data.count (exact up to skip + 10,000,
 * else data.count_capped = true) and data.records.
 * The engine writes the answer's JSON (memberPageJson); it is sent as it comes.
 */
export const memberListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/filter',
    { config: { access: 'all' }, schema: { querystring: memberListQuerySchema, body: memberFilterSchema.nullish(), tags: ['members'] } },
    async (req, reply) => {
      const { skip, limit, orderby, ordertype, keyword, fields } = req.query;
      const q = await buildMemberQuery(app.db, app.dialect, req.user, req.body ?? {}, keyword);
      const body = await memberPageJson(app.db, q, sortOf(orderby, ordertype), { skip, limit, fields });
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
