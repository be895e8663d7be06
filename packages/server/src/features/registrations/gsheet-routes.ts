import { MESSAGES } from '@sampark/domain/messages';
import { gsheetRenewedResponseSchema } from '@sampark/domain/schemas/registration-calls';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { requestOrigin } from '../../http/origin';
import { idParams } from '../../http/params';
import { eventRecord } from '../../shared/events/event-scope';
import { renewGsheetAddress } from '../../shared/events/gsheet-address';
import { gsheetCsv } from './gsheet-feed';

const tags: ApiTag[] = ['registrations'];

/**
 * Connect to Google Sheet (seed 002 §2, issue 31): the CSV at the event's secret address, read by
 * Google without a login, and 'New address' for roles 1-2; the address itself is `gsheet_url`
 * of GET api/events/{id}.
 */
export const gsheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/gsheet/:token',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ token: z.string().max(200) }),
        tags,
        operationId: 'getGsheetCsv',
        summary: "An event's registrations as CSV, for Google Sheets' IMPORTDATA",
        response: { 200: { description: 'UTF-8 CSV without BOM, one line per registration.', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (req, reply) => {
      const lines = await gsheetCsv(app.db, app.dialect, req.params.token);
      if (!lines) throw notFound();
      // a stream is sent as it is, never serialised: the declared string documents its text
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="registrations.csv"')
        .send(Readable.from(lines) as unknown as string);
    },
  );

  app.post(
    '/api/events/:id/gsheet/reset',
    {
      config: { access: 'admin', pathRecord: eventRecord },
      schema: {
        params: idParams,
        tags,
        operationId: 'renewGsheetAddress',
        summary: "Give an event's Google Sheet a new address",
        response: { 200: gsheetRenewedResponseSchema },
      },
    },
    async (req) => {
      const url = await renewGsheetAddress(app.db, req.params.id, requestOrigin(req));
      if (url === null) throw fieldError('connect_gsheet', MESSAGES.gsheet_off);
      return { message: MESSAGES.gsheet_address_renewed, data: { gsheet_url: url } };
    },
  );
};
