import { eventNameListResponseSchema } from '@sampark/domain/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { eventScopeOf } from '../../shared/events/event-scope';
import { listEventNames } from './event-repository';

/**
 * GET api/events as the members filter's lookup (seed 000 §7): [{id, name}] of the active events
 * the caller may manage (docs/api-conventions.md#events: the same events as api/myevents), by name. Staff
 * only, like the events area itself (role 5 has no events).
 */
export const eventLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['events'] satisfies ApiTag[],
        operationId: 'listEventNames',
        summary: 'The names of the active events the caller may manage',
        response: { 200: eventNameListResponseSchema },
      },
    },
    async (req) => {
      const scope = await eventScopeOf(app.db, req.user);
      return { data: await listEventNames(app.db, scope) };
    },
  );
};
