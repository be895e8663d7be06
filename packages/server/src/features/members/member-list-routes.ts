import { addMembersPageResponseSchema, memberListResponseSchema, memberSearchQuerySchema } from '@sampark/domain/schemas/add-members';
import { memberFilterSchema, memberListQuerySchema } from '@sampark/domain/schemas/member-filter';
import { canAccess } from '@sampark/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/errors';
import { addMembersSearch, filterPage } from './member-list-page';
import type { ApiTag } from '../../http/openapi';

/**
 * seed 002 §7: extrainfo is the add-members list, an events screen: role 5 has none (403),
 * decided from the raw query before the body is validated (docs/api-conventions.md#errors-in-this-order: 403 before 422).
 */
async function extraInfoIsStaffOnly(req: FastifyRequest) {
  const extrainfo = (req.query as Record<string, unknown> | undefined)?.extrainfo;
  const asked = extrainfo !== undefined && extrainfo !== '' && String(extrainfo).trim() !== '0';
  if (asked && req.user && !canAccess(req.user.role, 'staff')) throw forbidden();
}

/**
 * The page as the engine wrote it (docs/decisions/020-members-list-answer.md): a JSON text goes out
 * as it is, without the serializer's check; memberListResponseSchema documents it, and the
 * list's tests read it on both engines.
 */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

const tags: ApiTag[] = ['members'];

/**
 * POST api/filter?skip&limit&orderby&ordertype&keyword(&fields)(&extrainfo) with the filter object as
 * the body (seed 000 §7). Every role with a members list (roles 1-4 at /, role 5 at
 * /member/list/:page) calls it; the scope limits what each sees. Answers data.count (exact up to
 * skip + 10,000, else data.count_capped = true) and data.records.
 * The engine writes the answer's JSON (memberPageJson); it is sent as it comes, except with
 * extrainfo=1 (seed 002 §7, the add-members list), where each record also carries event_status
 * and missing for the body's event_id (member-event-info.ts).
 *
 * POST api/search?keyword&skip&limit&orderby&ordertype&event_id (seed 002 §7): the add-members
 * screen's keyword search, within the first 50 matches (member-search.ts), roles 1-4.
 */
export const memberListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/filter',
    {
      config: { access: 'all' },
      onRequest: extraInfoIsStaffOnly,
      schema: {
        querystring: memberListQuerySchema,
        body: memberFilterSchema.nullish(),
        tags,
        operationId: 'listMembers',
        summary: 'A page of the members a filter matches, within the caller\'s scope',
        response: { 200: memberListResponseSchema },
      },
    },
    async (req, reply) => {
      const page = await filterPage(app.db, app.dialect, req.user, req.query, req.body ?? {});
      return typeof page === 'string' ? sendJsonText(reply, page) : page;
    },
  );

  app.post(
    '/api/search',
    {
      config: { access: 'staff' },
      schema: {
        querystring: memberSearchQuerySchema,
        body: memberFilterSchema.nullish(),
        tags,
        operationId: 'searchMembers',
        summary: 'Members matching a keyword, within the first 50 matches (the add-members screen)',
        response: { 200: addMembersPageResponseSchema },
      },
    },
    async (req) => addMembersSearch(app.db, app.dialect, req.user, req.query, req.body ?? {}),
  );
};
