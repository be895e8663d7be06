import { SOURCE_QUICK_ENTRY } from '@sampark/domain/options/members';
import { quickEntrySchema } from '@sampark/domain/schemas/members';
import { createdResponseSchema } from '@sampark/domain/schemas/member-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { createResultBody } from './member-record-routes';
import { createMember } from './member-record-service';

/**
 * POST api/registerauth: quick entry (seed 001 §2, §5). The source is always Quick Entry; the
 * duplicate check runs again here, whatever the browser did; the member is placed by its
 * state/district and assigned to its creator (docs/decisions/011-member-location.md).
 */
export const quickEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registerauth',
    {
      config: { access: 'all' },
      schema: {
        body: quickEntrySchema,
        tags: ['members'] satisfies ApiTag[],
        operationId: 'quickEntry',
        summary: 'Add a member by quick entry',
        response: { 200: createdResponseSchema },
      },
    },
    async (req) => {
      const fields = { ...req.body, category_id: null, source: SOURCE_QUICK_ENTRY, is_alive: 1 };
      const result = await app.db.transaction().execute((trx) => createMember(trx, req.user, fields));
      return createResultBody(result);
    },
  );
};
