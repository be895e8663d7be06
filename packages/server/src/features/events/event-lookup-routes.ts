import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventScopeCondition, eventScopeOf } from '../../shared/events/event-scope';

/**
 * GET api/events as the members filter's lookup (seed 000 §7): [{id, name}] of the active events
 * the caller may manage (CONTRACT.md "Events": the same events as api/myevents), by name. Staff
 * only, like the events area itself (role 5 has no events).
 */
export const eventLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/events', { config: { access: 'staff' }, schema: { tags: ['events'] } }, async (req) => {
    const scope = await eventScopeOf(app.db, req.user);
    const data = await app.db
      .selectFrom('events as e')
      .select(['e.id', 'e.name'])
      .where('e.inactive', '=', 0)
      .where(eventScopeCondition(scope))
      .orderBy('e.name')
      .orderBy('e.id')
      .execute();
    return { data };
  });
};
