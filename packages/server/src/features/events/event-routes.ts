import {
  EVENT_MESSAGES,
  eventCreateSchema,
  eventPageResponseSchema,
  eventResponseSchema,
  eventSavedResponseSchema,
  eventUpdateSchema,
  myEventsQuerySchema,
} from '@sampark/domain/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { requestOrigin } from '../../http/origin';
import { eventRecord, eventScopeOf } from '../../shared/events/event-scope';
import { listMyEvents } from './event-repository';
import { createEvent, editEvent, eventForCaller } from './event-service';

const tags: ApiTag[] = ['events'];

/**
 * The events list and the add and edit event form (seed 002 §2 "Events list", "Add event and
 * edit event", §5, §7; docs/api-conventions.md#events). Roles 1-4, each within its event scope.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/myevents',
    {
      config: { access: 'staff' },
      schema: {
        querystring: myEventsQuerySchema,
        tags,
        operationId: 'listMyEvents',
        summary: 'One page of the events the caller may manage',
        response: { 200: eventPageResponseSchema },
      },
    },
    async (req) => listMyEvents(app.db, app.dialect, await eventScopeOf(app.db, req.user), req.query),
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: 'staff', pathRecord: eventRecord },
      schema: { params: idParams, tags, operationId: 'getEvent', summary: 'One event', response: { 200: eventResponseSchema } },
    },
    async (req) => ({ data: await eventForCaller(app.db, req.user, req.params.id, requestOrigin(req)) }),
  );

  app.post(
    '/api/events',
    {
      config: { access: 'staff' },
      schema: { body: eventCreateSchema, tags, operationId: 'createEvent', summary: 'Add an event', response: { 200: eventSavedResponseSchema } },
    },
    async (req) => ({ message: EVENT_MESSAGES.created, data: await createEvent(app.db, req.user, req.body) }),
  );

  app.put(
    '/api/events/:id',
    {
      config: { access: 'staff', pathRecord: eventRecord },
      schema: { params: idParams, body: eventUpdateSchema, tags, operationId: 'updateEvent', summary: 'Change an event', response: { 200: eventSavedResponseSchema } },
    },
    async (req) => ({ message: EVENT_MESSAGES.updated, data: await editEvent(app.db, req.user, req.params.id, req.body) }),
  );
};
