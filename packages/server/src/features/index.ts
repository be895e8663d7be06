import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { authRoutes } from './auth/auth-routes';
import { healthRoutes } from './health/health-routes';
import { helpRoutes } from './help/help-routes';

/** Every feature's routes, one line each. */
export async function registerFeatures(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { tokenTtlHours: config.tokenTtlHours });
  await app.register(helpRoutes, { videosDir: config.helpVideosDir });
}
