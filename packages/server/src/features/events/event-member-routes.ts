import { approvalSuccessMessage, STATUS_UPDATED } from '@sampark/domain/events/approval-rules';
import { storeMembersMessage } from '@sampark/domain/events/add-members-rules';
import {
  approveMembersSchema,
  EVENT_MESSAGES,
  eventHistoryQuerySchema,
  eventHistoryResponseSchema,
  eventMemberPageResponseSchema,
  eventMembersChangedResponseSchema,
  eventMembersQuerySchema,
  postApprovalSchema,
  storeMembersResponseSchema,
  storeMembersSchema,
} from '@sampark/domain/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMemberVisible } from '../../shared/members/member-scope';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { listEventMembers } from './event-members-list';
import { requireEventInScope } from '../../shared/events/event-scope';
import { listHistory } from './event-repository';
import { approveMembers, trackMembers } from './event-status';
import { listMemberEvents } from './member-events';
import { memberEventsResponseSchema } from '@sampark/domain/schemas/member-answers';
import { storeMembers } from './store-members';

const tags: ApiTag[] = ['events'];

/**
 * An event's members: adding them, the lists, approval, post-approval and the history (seed 002
 * §2, §4, §7; docs/api-conventions.md#events). Roles 1-4; the event must be in the caller's event scope
 * (else 404), and members are read and changed only inside the caller's locations.
 */
export const eventMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/event/storemembers',
    {
      config: { access: 'staff' },
      schema: {
        body: storeMembersSchema,
        tags,
        operationId: 'addEventMembers',
        summary: 'Add members to an event',
        response: { 200: storeMembersResponseSchema },
      },
    },
    async (req) => {
    await requireEventInScope(app.db, req.user, req.body.event_id);
    const data = await storeMembers(app.db, app.dialect, req.user, req.body.event_id, req.body.members);
    return { message: storeMembersMessage(data.added.length, data.total), data };
    },
  );

  // seed 002 §7: "body is the event object"; the screen's filters are the query string
  app.post(
    '/api/event/getmembers',
    {
      config: { access: 'staff' },
      schema: {
        querystring: eventMembersQuerySchema,
        tags,
        operationId: 'listEventMembers',
        summary: "One page of an event's members",
        response: { 200: eventMemberPageResponseSchema },
      },
    },
    async (req) => {
    await requireEventInScope(app.db, req.user, req.query.event_id);
    return listEventMembers(app.db, app.dialect, req.user, req.query);
    },
  );

  app.post(
    '/api/event/approvemembers',
    {
      config: { access: 'staff' },
      schema: {
        body: approveMembersSchema,
        tags,
        operationId: 'approveEventMembers',
        summary: "Change the approval status of an event's members",
        response: { 200: eventMembersChangedResponseSchema },
      },
    },
    async (req) => {
    await requireEventInScope(app.db, req.user, req.body.event_id);
    await approveMembers(app.db, app.dialect, req.user, req.body);
    return { message: approvalSuccessMessage(req.body.status) };
    },
  );

  app.post(
    '/api/event/storemembers2',
    {
      config: { access: 'staff' },
      schema: {
        body: postApprovalSchema,
        tags,
        operationId: 'trackEventMembers',
        summary: "Set an event's members' invitation, registration or attendance",
        response: { 200: eventMembersChangedResponseSchema },
      },
    },
    async (req) => {
    await requireEventInScope(app.db, req.user, req.body.event_id);
    await trackMembers(app.db, app.dialect, req.user, req.body);
    return { message: STATUS_UPDATED };
    },
  );

  app.get(
    '/api/event/history',
    {
      config: { access: 'staff' },
      schema: {
        querystring: eventHistoryQuerySchema,
        tags,
        operationId: 'listEventMemberHistory',
        summary: "A member's history in an event, newest first",
        response: { 200: eventHistoryResponseSchema },
      },
    },
    async (req) => {
    const { event_id, member_id } = req.query;
    await requireEventInScope(app.db, req.user, event_id);
    await assertMemberVisible(app.db, req.user, member_id, EVENT_MESSAGES.memberNotFound);
    return { data: await listHistory(app.db, event_id, member_id) };
    },
  );

  // The member detail's Events tab, hidden from role 5 (seed 001 §6; events are roles 1-4).
  app.get(
    '/api/members/:id/events',
    {
      config: { access: 'staff' },
      schema: { params: idParams, tags: ['members'], operationId: 'listMemberEvents', summary: "A member's events the caller may manage, latest first", response: { 200: memberEventsResponseSchema } },
    },
    async (req) => {
      await assertMemberVisible(app.db, req.user, req.params.id);
      return { data: await listMemberEvents(app.db, req.user, req.params.id) };
    },
  );
};
