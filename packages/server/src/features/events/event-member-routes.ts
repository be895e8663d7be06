import { approvalSuccessMessage, STATUS_UPDATED } from '@sampark/domain/events/approval-rules';
import { storeMembersMessage } from '@sampark/domain/events/add-members-rules';
import {
  approveMembersSchema,
  EVENT_MESSAGES,
  eventHistoryQuerySchema,
  eventMembersQuerySchema,
  postApprovalSchema,
  storeMembersSchema,
} from '@sampark/domain/schemas/events';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { memberInScope, memberScopeOf } from '../members/member-scope';
import { listEventMembers } from './event-members-list';
import { requireEventInScope } from './event-scope';
import { approveMembers, BatchRefused, listHistory, trackMembers } from './event-status';
import { storeMembers } from './store-members';

const tags = ['events'];

/**
 * An event's members: adding them, the lists, approval, post-approval and the history (seed 002
 * §2, §4, §7; CONTRACT.md "Events"). Roles 1-4; the event must be in the caller's event scope
 * (else 404), and members are read and changed only inside the caller's locations.
 */
export const eventMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/event/storemembers', { config: { access: 'staff' }, schema: { body: storeMembersSchema, tags } }, async (req) => {
    await requireEventInScope(app.db, req.user, req.body.event_id);
    const data = await storeMembers(app.db, app.dialect, req.user, req.body.event_id, req.body.members);
    return { message: storeMembersMessage(data.added.length, data.total), data };
  });

  // seed 002 §7: "body is the event object"; the screen's filters are the query string
  app.post('/api/event/getmembers', { config: { access: 'staff' }, schema: { querystring: eventMembersQuerySchema, tags } }, async (req) => {
    await requireEventInScope(app.db, req.user, req.query.event_id);
    return listEventMembers(app.db, app.dialect, req.user, req.query);
  });

  app.post('/api/event/approvemembers', { config: { access: 'staff' }, schema: { body: approveMembersSchema, tags } }, async (req, reply) => {
    await requireEventInScope(app.db, req.user, req.body.event_id);
    try {
      await approveMembers(app.db, app.dialect, req.user, req.body);
    } catch (err) {
      return refused(reply, err);
    }
    return { message: approvalSuccessMessage(req.body.status) };
  });

  app.post('/api/event/storemembers2', { config: { access: 'staff' }, schema: { body: postApprovalSchema, tags } }, async (req, reply) => {
    await requireEventInScope(app.db, req.user, req.body.event_id);
    try {
      await trackMembers(app.db, app.dialect, req.user, req.body);
    } catch (err) {
      return refused(reply, err);
    }
    return { message: STATUS_UPDATED };
  });

  app.get('/api/event/history', { config: { access: 'staff' }, schema: { querystring: eventHistoryQuerySchema, tags } }, async (req) => {
    const { event_id, member_id } = req.query;
    await requireEventInScope(app.db, req.user, event_id);
    if (!(await memberInScope(app.db, await memberScopeOf(app.db, req.user), member_id))) throw notFound(EVENT_MESSAGES.memberNotFound);
    return { data: await listHistory(app.db, event_id, member_id) };
  });
};

/** A refused batch: 422 naming the members (CONTRACT.md "Events"); anything else goes on to the error handler. */
function refused(reply: FastifyReply, err: unknown) {
  if (!(err instanceof BatchRefused)) throw err;
  return reply.status(422).send({ message: err.message, errors: { members: err.reasons }, data: { refused: err.refused } });
}
