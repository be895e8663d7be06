import { activeQuerySchema, EVENT_TYPE_MESSAGES, eventTypeCreateSchema, eventTypeUpdateSchema } from '@sampark/domain/schemas/reference-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, rowIn } from '../../http/params';
import { listEventTypes } from './event-type-repository';
import { createEventType, editEventType, EVENT_TYPE_NOT_FOUND, eventTypeOr404 } from './event-type-service';

const tags = ['event_types'];

/**
 * api/event_types (seed 002 §7). The list feeds the event forms and reports of roles 1-4
 * (`?active=1`: only those not inactive); the rest is the admin screen's (roles 1-2).
 */
export const eventTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/event_types', { config: { access: 'staff' }, schema: { querystring: activeQuerySchema, tags } }, async (req) => ({
    data: await listEventTypes(app.db, req.query.active === '1'),
  }));

  app.get('/api/event_types/:id', { config: { access: 'admin' }, schema: { params: idParams, tags } }, async (req) => ({
    data: await eventTypeOr404(app.db, req.params.id),
  }));

  app.post('/api/event_types', { config: { access: 'admin' }, schema: { body: eventTypeCreateSchema, tags } }, async (req) => ({
    message: EVENT_TYPE_MESSAGES.created,
    data: await createEventType(app.db, req.user.id, req.body),
  }));

  app.put(
    '/api/event_types/:id',
    { config: { access: 'admin', pathRecord: rowIn('event_types', EVENT_TYPE_NOT_FOUND) }, schema: { params: idParams, body: eventTypeUpdateSchema, tags } },
    async (req) => ({ message: EVENT_TYPE_MESSAGES.updated, data: await editEventType(app.db, req.user.id, req.params.id, req.body) }),
  );
};
