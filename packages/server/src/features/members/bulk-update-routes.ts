import { BULK_MESSAGES, bulkUpdateSchema } from '@sampark/domain/schemas/member-filter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkUpdateMembers } from './bulk-update';

/**
 * POST api/bulkupdate (seed 000 §7): Assign, Update or Delete the selected members (or every
 * member a filter matches). Open to every role that sees a members list ("Bulk actions are
 * available to everyone who sees the members list", seed 000 §6); role 5 may not Delete.
 * Answers {data: {data: count, message}} and the web shows '{count} {message}'.
 */
export const bulkUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/bulkupdate', { config: { access: 'all' }, schema: { body: bulkUpdateSchema, tags: ['members'] } }, async (req) => {
    const count = await bulkUpdateMembers(app.db, app.dialect, req.user, req.body);
    return { data: { data: count, message: BULK_MESSAGES[req.body.action] } };
  });
};
