import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/connect';
import { registerFeatures } from './features';
import { registerAccessControl } from './http/access';
import { registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';

export interface AppOptions {
  database: Database;
  config: Config;
  logger?: boolean;
}

/** Builds the whole app without listening: tests call it through app.inject. */
export async function buildApp({ database, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' });
  }
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sampark API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAccessControl(app);
  await registerFeatures(app, config);
  await serveWebApp(app, config);
  return app;
}

/** The built web app at '/', with every non-API path falling back to index.html (SPA routes). */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const dist = path.resolve(config.webDistDir ?? path.join(import.meta.dirname, '../../web/dist'));
  const hasDist = fs.existsSync(path.join(dist, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, { root: dist, wildcard: false });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || !hasDist || (req.method !== 'GET' && req.method !== 'HEAD')) return reply.status(404).send({ message: 'Not found.' });
    return reply.sendFile('index.html');
  });
}
