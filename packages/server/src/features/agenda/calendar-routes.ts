import { MESSAGES } from '@sampark/domain/messages';
import { calendarAddressResponseSchema, calendarRenewedResponseSchema } from '@sampark/domain/schemas/agenda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { requestOrigin } from '../../http/origin';
import { calendarFeed, calendarUrl, resetCalendar } from './calendar';

const tags: ApiTag[] = ['agenda'];
const feedParams = z.object({ token: z.string().max(200) });

/**
 * The calendar feed of a user's meetings (issue 31, docs/decisions/090-calendar-feed.md): its
 * secret address for the signed-in user, a new address on request, and the feed itself, read
 * without a login by a phone's calendar app; a token that is not the current one is 404.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/calendar',
    {
      config: { access: 'all' },
      schema: { tags, operationId: 'getCalendarAddress', summary: "The secret address of the caller's meeting calendar", response: { 200: calendarAddressResponseSchema } },
    },
    async (req) => ({ data: { url: await calendarUrl(app.db, req.user.id, requestOrigin(req)) } }),
  );

  app.post(
    '/api/user/calendar/reset',
    {
      config: { access: 'all' },
      schema: { tags, operationId: 'renewCalendarAddress', summary: 'Give the calendar a new address; the old one stops', response: { 200: calendarRenewedResponseSchema } },
    },
    async (req) => ({
      message: MESSAGES.calendar_address_renewed,
      data: { url: await resetCalendar(app.db, req.user.id, requestOrigin(req)) },
    }),
  );

  app.get(
    '/api/calendar/:token',
    {
      config: { access: 'public' },
      schema: {
        params: feedParams,
        tags,
        operationId: 'getCalendarFeed',
        summary: "A user's meetings as an iCalendar (RFC 5545) feed",
        response: { 200: { content: { 'text/calendar': { schema: z.string() } } } },
      },
    },
    async (req, reply) => {
      const feed = await calendarFeed(app.db, req.params.token, requestOrigin(req));
      if (feed === undefined) throw notFound();
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="sampark-meetings.ics"').send(feed);
    },
  );
};
