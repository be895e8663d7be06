import type { FastifyPluginAsync } from 'fastify';
import { personalLinkRoutes } from './personal-link-routes';
import { publicRegistrationRoutes } from './public-registration-routes';
import { registrationRoutes } from './registration-routes';

/**
 * The registration form (issue 16, "The form"): its public calls, the logged-in calls and the
 * invitees' personal links. One line in features/index.ts registers them.
 */
export const registrationFormFeature: FastifyPluginAsync<{ proofMaxCounter: number }> = async (app, opts) => {
  await app.register(publicRegistrationRoutes, opts);
  await app.register(registrationRoutes);
  await app.register(personalLinkRoutes);
};
