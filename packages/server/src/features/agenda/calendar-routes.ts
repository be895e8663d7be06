import { MESSAGES } from '@sampark/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { requestOrigin } from '../../http/origin';
import { calendarFeed, calendarUrl, resetCalendar } from './calendar';

const tags = ['agenda'];
const urlResponse = z.object({ message: z.string().optional(), data: z.object({ url: z.string() }) });
const feedParams = z.object({ token: z.string().max(200) });

/**
 * The calendar feed of a user's meetings (issue 31, docs/decisions/090-calendar-feed.md): its
 * secret address for the signed-in user, a new address on request, and the feed itself, read
 * without a login by a phone's calendar app; a token that is not the current one is 404.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/calendar', { config: { access: 'all' }, schema: { response: { 200: urlResponse }, tags } }, async (req) => ({
    data: { url: await calendarUrl(app.db, req.user.id, requestOrigin(req)) },
  }));

  app.post('/api/user/calendar/reset', { config: { access: 'all' }, schema: { response: { 200: urlResponse }, tags } }, async (req) => ({
    message: MESSAGES.calendar_address_renewed,
    data: { url: await resetCalendar(app.db, req.user.id, requestOrigin(req)) },
  }));

  app.get('/api/calendar/:token', { config: { access: 'public' }, schema: { params: feedParams, tags } }, async (req, reply) => {
    const feed = await calendarFeed(app.db, req.params.token, requestOrigin(req));
    if (feed === undefined) throw notFound();
    return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="sampark-meetings.ics"').send(feed);
  });
};
