import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventTypeRoutes } from './event-type-routes';
import { namedListRoutes } from './named-list-routes';

/** Professions, categories, statuses and event types. */
export const referenceListsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(namedListRoutes);
  await app.register(eventTypeRoutes);
};
