import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET api/events as the members filter's lookup (seed 000 §7): [{id, name}] of the active
 * events, by name. Staff only, like the events area itself (role 5 has no events).
 */
export const eventLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/events', { config: { access: 'staff' }, schema: { tags: ['events'] } }, async () => {
    const data = await app.db.selectFrom('events').select(['id', 'name']).where('inactive', '=', 0).orderBy('name').orderBy('id').execute();
    return { data };
  });
};
