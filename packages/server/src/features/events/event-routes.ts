import { isAdminLevel } from '@sampark/domain/roles';
import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import {
  EVENT_MESSAGES,
  type EventCreate,
  eventCreateSchema,
  eventPageResponseSchema,
  eventResponseSchema,
  eventSavedResponseSchema,
  type EventUpdate,
  eventUpdateSchema,
  myEventsQuerySchema,
} from '@sampark/domain/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/auth-user';
import { fieldError, notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { diffFields, recordAudit } from '../../lib/audit';
import { userLocationSubtree } from '../../db/location-tree';
import { requestOrigin } from '../../http/origin';
import { eventGsheetUrl, renewGsheet } from '../../shared/events/gsheet-address';
import { eventTypeExists, findEvent, insertEvent, listMyEvents, locationExists, updateEvent } from './event-repository';
import { eventRecord, eventScopeOf } from '../../shared/events/event-scope';

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
    async (req) => {
    return listMyEvents(app.db, app.dialect, await eventScopeOf(app.db, req.user), req.query);
    },
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: 'staff', pathRecord: eventRecord },
      schema: { params: idParams, tags, operationId: 'getEvent', summary: 'One event', response: { 200: eventResponseSchema } },
    },
    async (req) => {
      const event = await findEvent(app.db, req.params.id);
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      // the sheet's secret address is roles 1-2's, like the option (seed 002 §6; issue 31)
      if (!isAdminLevel(req.user.role)) return { data: event };
      return { data: { ...event, gsheet_url: await eventGsheetUrl(app.db, event.id, requestOrigin(req)) } };
    },
  );

  app.post(
    '/api/events',
    {
      config: { access: 'staff' },
      schema: { body: eventCreateSchema, tags, operationId: 'createEvent', summary: 'Add an event', response: { 200: eventSavedResponseSchema } },
    },
    async (req) => {
    const values: EventCreate = { ...req.body, connect_gsheet: isAdminLevel(req.user.role) ? req.body.connect_gsheet : 0 };
    const data = await app.db.transaction().execute(async (trx) => {
      await checkChoices(trx, req.user, values);
      const id = await insertEvent(trx, values, req.user.id);
      await recordAudit(trx, { table: 'events', recordId: id, action: 'create', changes: diffFields({}, values), userId: req.user.id });
      return (await findEvent(trx, id))!;
    });
    return { message: EVENT_MESSAGES.created, data };
    },
  );

  app.put(
    '/api/events/:id',
    {
      config: { access: 'staff', pathRecord: eventRecord },
      schema: { params: idParams, body: eventUpdateSchema, tags, operationId: 'updateEvent', summary: 'Change an event', response: { 200: eventSavedResponseSchema } },
    },
    async (req) => {
      const { id } = req.params;
      // seed 002 §6: Connect to Google Sheet is roles 1-2's; from roles 3-4 it is ignored
      const values: EventUpdate = { ...req.body, connect_gsheet: isAdminLevel(req.user.role) ? req.body.connect_gsheet : undefined };
      const data = await app.db.transaction().execute(async (trx) => {
        const before = await findEvent(trx, id);
        if (!before) throw notFound(EVENT_MESSAGES.notFound);
        await checkChoices(trx, req.user, values, before.location_id);
        await updateEvent(trx, id, values);
        // turned off: the address given out stops answering, and turning it on again gives a new one
        if (before.connect_gsheet === 1 && values.connect_gsheet === 0) await renewGsheet(trx, id);
        const after = await findEvent(trx, id);
        await recordAudit(trx, { table: 'events', recordId: id, action: 'update', changes: diffFields(before, pick(after!, values)), userId: req.user.id });
        return after!;
      });
      return { message: EVENT_MESSAGES.updated, data };
    },
  );
};

/**
 * The location and type must exist; roles 3-4 place an event only inside their own locations
 * (an event they see above them keeps its location when they edit it).
 */
async function checkChoices(db: Db, user: AuthUser, values: { location_id: number; type: number }, currentLocation?: number): Promise<void> {
  if (!(await locationExists(db, values.location_id))) throw fieldError('location_id', CHOOSE_FROM_LIST);
  if (!isAdminLevel(user.role) && values.location_id !== currentLocation) {
    const mine = await userLocationSubtree(db, user.id);
    if (!mine.includes(values.location_id)) throw fieldError('location_id', EVENT_MESSAGES.locationOutOfScope);
  }
  if (!(await eventTypeExists(db, values.type))) throw fieldError('type', CHOOSE_FROM_LIST);
}

/** The stored fields the form can change, for the audit diff. */
function pick(row: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(values).map((k) => [k, row[k]]));
}
