import { PassThrough } from 'node:stream';
import {
  REGISTRATION_LIST_MESSAGES,
  REGISTRATIONS_EXPORT_FILE,
  registrationBulkResponseSchema,
  registrationBulkSchema,
  registrationExportQuerySchema,
  registrationListQuerySchema,
  registrationPageResponseSchema,
} from '@sampark/domain/schemas/registrations-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiTag } from '../../http/openapi';
import { requireEventInScope } from '../../shared/events/event-scope';
import { XLSX_TYPE } from '../../shared/members/member-export';
import { bulkUpdateRegistrations } from './registration-bulk';
import { writeRegistrationsWorkbook } from './registration-export';
import { listRegistrations } from './registrations-list';

const tags: ApiTag[] = ['registrations'];

/**
 * The registrations screen's calls (seed 002 §2, §7; docs/api-conventions.md#registrations): the list, the
 * bulk Update Status and Export To Excel. Roles 1-4; the event must be in the caller's event
 * scope (features/events/event-scope.ts), else 404.
 */
export const registrationsListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registrations/event',
    {
      config: { access: 'staff' },
      schema: {
        querystring: registrationListQuerySchema,
        tags,
        operationId: 'listEventRegistrations',
        summary: "One page of an event's registrations",
        response: { 200: registrationPageResponseSchema },
      },
    },
    async (req) => {
      await requireEventInScope(app.db, req.user, req.query.event_id);
      return listRegistrations(app.db, app.dialect, req.query);
    },
  );

  app.post(
    '/api/registrations/bulkupdate',
    {
      config: { access: 'staff' },
      schema: {
        body: registrationBulkSchema,
        tags,
        operationId: 'updateRegistrationStatuses',
        summary: 'Set the status of several registrations of an event',
        response: { 200: registrationBulkResponseSchema },
      },
    },
    async (req) => {
      await requireEventInScope(app.db, req.user, req.body.event_id);
      await bulkUpdateRegistrations(app.db, app.dialect, req.user, req.body);
      return { message: REGISTRATION_LIST_MESSAGES.updated };
    },
  );

  app.get(
    '/api/registrations/export',
    {
      config: { access: 'staff' },
      schema: {
        querystring: registrationExportQuerySchema,
        tags,
        operationId: 'exportEventRegistrations',
        summary: "An event's registrations as an Excel workbook",
        response: { 200: { description: 'The workbook (Event_Registrations.xlsx).', content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } } },
      },
    },
    async (req, reply) => {
    await requireEventInScope(app.db, req.user, req.query.event_id);
    const out = new PassThrough();
    // Headers go out with the first bytes; a failure after that can only cut the download short.
    writeRegistrationsWorkbook(app.exportDb, app.dialect, req.query, out).catch((err) => {
      req.log.error({ err }, 'registrations export failed');
      out.destroy(err as Error);
    });
    // a stream is sent as it is, never serialised: the declared string documents its bytes
    return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${REGISTRATIONS_EXPORT_FILE}"`).send(out as unknown as string);
    },
  );
};
