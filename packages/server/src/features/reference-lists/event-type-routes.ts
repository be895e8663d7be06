import {
  activeQuerySchema,
  EVENT_TYPE_MESSAGES,
  eventTypeCreateSchema,
  eventTypeListResponseSchema,
  eventTypeResponseSchema,
  eventTypeSavedSchema,
  eventTypeUpdateSchema,
} from '@sampark/domain/schemas/reference-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams, rowIn } from '../../http/params';
import { listEventTypes } from './event-type-repository';
import { createEventType, editEventType, EVENT_TYPE_NOT_FOUND, eventTypeOr404 } from './event-type-service';

const tags: ApiTag[] = ['event_types'];

/**
 * api/event_types (seed 002 §7). The list feeds the event forms and reports of roles 1-4
 * (`?active=1`: only those not inactive); the rest is the admin screen's (roles 1-2).
 */
export const eventTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/event_types',
    {
      config: { access: 'staff' },
      schema: {
        querystring: activeQuerySchema,
        tags,
        operationId: 'listEventTypes',
        summary: 'Event types by type (only active ones with active=1)',
        response: { 200: eventTypeListResponseSchema },
      },
    },
    async (req) => ({ data: await listEventTypes(app.db, req.query.active === '1') }),
  );

  app.get(
    '/api/event_types/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, tags, operationId: 'getEventType', summary: 'An event type', response: { 200: eventTypeResponseSchema } },
    },
    async (req) => ({ data: await eventTypeOr404(app.db, req.params.id) }),
  );

  app.post(
    '/api/event_types',
    {
      config: { access: 'admin' },
      schema: { body: eventTypeCreateSchema, tags, operationId: 'createEventType', summary: 'Add an event type', response: { 200: eventTypeSavedSchema } },
    },
    async (req) => ({ message: EVENT_TYPE_MESSAGES.created, data: await createEventType(app.db, req.user.id, req.body) }),
  );

  app.put(
    '/api/event_types/:id',
    {
      config: { access: 'admin', pathRecord: rowIn('event_types', EVENT_TYPE_NOT_FOUND) },
      schema: { params: idParams, body: eventTypeUpdateSchema, tags, operationId: 'updateEventType', summary: 'Change an event type', response: { 200: eventTypeSavedSchema } },
    },
    async (req) => ({ message: EVENT_TYPE_MESSAGES.updated, data: await editEventType(app.db, req.user.id, req.params.id, req.body) }),
  );
};
