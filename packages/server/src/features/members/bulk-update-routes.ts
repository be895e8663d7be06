import { BULK_MESSAGES, bulkUpdateResponseSchema, bulkUpdateSchema } from '@sampark/domain/schemas/member-filter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { bulkUpdateMembers } from './bulk-update';

const tags: ApiTag[] = ['members'];

/**
 * POST api/bulkupdate (seed 000 §7): Assign, Update or Delete the selected members (or every
 * member a filter matches). Bulk edit is for roles 1-4 (docs/api-conventions.md#roles-and-scope): role 5
 * changes its contacts one at a time, where `PUT api/members/{id}` refuses what it may not set
 * (issue 12 defect 6: Assign and Update, category_id included, were open to role 5 here).
 * Answers {data: {data: count, message}} and the web shows '{count} {message}'.
 */
export const bulkUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bulkupdate',
    {
      config: { access: 'staff' },
      schema: {
        body: bulkUpdateSchema,
        tags,
        operationId: 'bulkUpdateMembers',
        summary: 'Assign, update or delete the chosen members, or every member a filter matches',
        response: { 200: bulkUpdateResponseSchema },
      },
    },
    async (req) => {
      const count = await bulkUpdateMembers(app.db, app.dialect, req.user, req.body);
      return { data: { data: count, message: BULK_MESSAGES[req.body.action] } };
    },
  );
};
