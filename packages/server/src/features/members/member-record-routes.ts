import { duplicateMembersMessage, MEMBER_CREATED, MEMBER_UPDATED, memberCreateSchema, memberUpdateSchema } from '@sampark/domain/schemas/members';
import { createdResponseSchema, memberDetailResponseSchema, memberHistoryResponseSchema } from '@sampark/domain/schemas/member-answers';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { ROLES } from '@sampark/domain/roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { findMemberDetail, listMemberHistory } from './member-record-repository';
import { ADMIN_FIELDS_FORBIDDEN, type CreateResult, createMember, updateMember } from './member-record-service';
import { assertMemberVisible, MEMBER_NOT_FOUND, memberVisibleTo } from '../../shared/members/member-scope';
import { MEMBER_MERGED_AWAY } from '@sampark/domain/schemas/duplicates';
import { mergedIntoVisible } from '../../shared/members/merged-member';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { visibleMember } from './member-path-record';

const tags: ApiTag[] = ['members'];

/** The answer of both create forms; the duplicate refusal is a 422 on mobile_number, with the matches in `data`. */
export function createResultBody(result: CreateResult) {
  if ('duplicates' in result) {
    const message = duplicateMembersMessage(result.duplicates.length, result.number);
    throw new HttpError(422, message, { mobile_number: [message] }, result.duplicates);
  }
  return { message: MEMBER_CREATED, data: { id: result.id } };
}

/** A refusal with more than the error body: the old link of a merged member names where it went. */
function sendMergedAway(reply: FastifyReply, into: number) {
  return reply.code(404).send({ message: MEMBER_MERGED_AWAY, merged_into: into });
}

/**
 * One member's record (seed 001 §2 "Member detail screen", §7): read, edit, its history, its
 * events, and the Add New form's create. Every role, within its member scope (404 outside).
 */
export const memberRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members/:id',
    {
      config: { access: 'all' },
      schema: { params: idParams, tags, operationId: 'getMember', summary: "A member's record", response: { 200: memberDetailResponseSchema } },
    },
    async (req, reply) => {
      if (!(await memberVisibleTo(app.db, req.user, req.params.id))) {
        // a merged member's old link leads on to the member it was merged into (issue 30)
        const into = await mergedIntoVisible(app.db, req.user, req.params.id, memberVisibleTo);
        if (into !== undefined) return sendMergedAway(reply, into);
        throw notFound(MEMBER_NOT_FOUND);
      }
      const member = await findMemberDetail(app.db, req.params.id);
      // deleted between the scope check and the read
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      return { data: member };
    },
  );

  app.put(
    '/api/members/:id',
    {
      config: { access: 'all', pathRecord: visibleMember },
      schema: { params: idParams, body: memberUpdateSchema, tags, operationId: 'updateMember', summary: "Change a member's fields", response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await app.db.transaction().execute((trx) => updateMember(trx, req.user, req.params.id, req.body));
      return { message: MEMBER_UPDATED };
    },
  );

  app.post(
    '/api/members',
    {
      config: { access: 'all' },
      schema: { body: memberCreateSchema, tags, operationId: 'createMember', summary: 'Add a member (the Add New form)', response: { 200: createdResponseSchema } },
    },
    async (req) => {
      const { location_id, assigned_to } = req.body;
      // role 5 has no Admin tab: its members stay its own (seed 001 §6)
      if (req.user.role === ROLES.sevak && (location_id != null || (assigned_to != null && assigned_to !== req.user.id))) {
        throw forbidden(ADMIN_FIELDS_FORBIDDEN);
      }
      const result = await app.db.transaction().execute((trx) => createMember(trx, req.user, req.body));
      return createResultBody(result);
    },
  );

  app.get(
    '/api/members/:id/history',
    {
      config: { access: 'all' },
      schema: { params: idParams, tags, operationId: 'listMemberHistory', summary: "A member's changes, one row per changed field, newest first", response: { 200: memberHistoryResponseSchema } },
    },
    async (req) => {
      await assertMemberVisible(app.db, req.user, req.params.id);
      return { data: await listMemberHistory(app.db, req.params.id) };
    },
  );
};
