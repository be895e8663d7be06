import {
  activeQuerySchema,
  EVENT_TYPE_MESSAGES,
  eventTypeCreateSchema,
  eventTypeUpdateSchema,
} from '@sampark/domain/schemas/reference-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, notFound } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import {
  eventTypeTaken,
  findEventType,
  insertEventType,
  listEventTypes,
  updateEventType,
} from './event-type-repository';
import { idParams, rowIn } from '../../http/params';
import { isUniqueViolation } from '../../db/unique-violation';

export const EVENT_TYPE_NOT_FOUND = 'Event Type not found.';
const tags = ['event_types'];
const duplicate = () => fieldError('type', EVENT_TYPE_MESSAGES.duplicate);
const mapUnique = (err: unknown) => Promise.reject(isUniqueViolation(err) ? duplicate() : err);

/**
 * api/event_types (seed 002 §7). The list feeds the event forms and reports of roles 1-4
 * (`?active=1`: only those not inactive); the rest is the admin screen's (roles 1-2).
 */
export const eventTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/event_types', { config: { access: 'staff' }, schema: { querystring: activeQuerySchema, tags } }, async (req) => ({
    data: await listEventTypes(app.db, req.query.active === '1'),
  }));

  app.get('/api/event_types/:id', { config: { access: 'admin' }, schema: { params: idParams, tags } }, async (req) => {
    const row = await findEventType(app.db, req.params.id);
    if (!row) throw notFound(EVENT_TYPE_NOT_FOUND);
    return { data: row };
  });

  app.post('/api/event_types', { config: { access: 'admin' }, schema: { body: eventTypeCreateSchema, tags } }, async (req) => {
    const row = await app.db
      .transaction()
      .execute(async (trx) => {
        if (await eventTypeTaken(trx, req.body.type)) throw duplicate();
        const created = await insertEventType(trx, req.body);
        await recordAudit(trx, { table: 'event_types', recordId: created.id, action: 'create', changes: diffFields({}, created), userId: req.user.id });
        return created;
      })
      .catch(mapUnique);
    return { message: EVENT_TYPE_MESSAGES.created, data: row };
  });

  app.put(
    '/api/event_types/:id',
    { config: { access: 'admin', pathRecord: rowIn('event_types', EVENT_TYPE_NOT_FOUND) }, schema: { params: idParams, body: eventTypeUpdateSchema, tags } },
    async (req) => {
      const { id } = req.params;
      const row = await app.db
        .transaction()
        .execute(async (trx) => {
          const before = await findEventType(trx, id);
          if (!before) throw notFound(EVENT_TYPE_NOT_FOUND);
          if (await eventTypeTaken(trx, req.body.type, id)) throw duplicate();
          const after = await updateEventType(trx, id, req.body);
          await recordAudit(trx, { table: 'event_types', recordId: id, action: 'update', changes: diffFields(before, after), userId: req.user.id });
          return after;
        })
        .catch(mapUnique);
      return { message: EVENT_TYPE_MESSAGES.updated, data: row };
    },
  );
};
