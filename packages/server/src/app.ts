import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { LOGIN_PATH, PUBLIC_FORM_PATH } from '@sampark/domain/page-paths';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/connect';
import { registerFeatures } from './features';
import { registerAccessControl } from './http/access';
import { registerErrorHandler } from './http/errors';
import { registerMetrics } from './http/metrics';
import { OPENAPI_OPTIONS } from './http/openapi';
import { apiRateLimiter } from './http/rate-limit';
import { loggerOptions } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTextInputCheck } from './http/text-input';

export interface AppOptions {
  database: Database;
  config: Config;
  logger?: boolean;
  /** where the log goes when `logger` is on (default stdout); tests read it */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole app without listening: tests call it through app.inject. */
export async function buildApp({ database, config, logger = false, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (default: none)
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('exportDb', database.exportDb);
  app.decorate('dialect', database.dialect);
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  const limit = await apiRateLimiter(app, { perMinute: config.rateLimitPerMinute, formPer10Minutes: config.formSubmitsPer10Minutes });
  await app.register(swagger, OPENAPI_OPTIONS);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAccessControl(app, { limit });
  registerTextInputCheck(app);
  registerMetrics(app, database, config);
  await registerFeatures(app, config);
  await serveWebApp(app, config);
  return app;
}

/**
 * The public registration form's addresses (the web app's registration-form-routes.tsx) get the
 * form's own small page, which loads none of the staff app (docs/decisions/045-javascript-budgets.md).
 * index.html has the same routes, so an address missing here still works, only heavier.
 */
const PUBLIC_FORM_PAGE = 'public-form.html';

/**
 * /login gets the login form already rendered, usable before the app's scripts arrive (issue 18,
 * docs/decisions/060-prerendered-login.md); a build without it sends index.html, as before.
 */
const LOGIN_PAGE = 'login.html';

/**
 * A path ending in the extension of a file a web build serves asks for a file; one the build
 * lacks (an old /assets/x.js, /sw.js) is a 404, not index.html, which a browser would try to run
 * as a script (issue 26). Other names with a dot are screens of the app: /help/{video}.mp4, a
 * pass's /pass/{event}.{id}.{signature}, a form's /forms/{event}-{token}/…
 */
const MISSING_FILE = /\.(?:m?js|css|map|json|webmanifest|html?|txt|xml|wasm|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|br|gz)$/i;

/** The built web app at '/', with every non-API path falling back to index.html (SPA routes), the public form's page or the login page. */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const dist = path.resolve(config.webDistDir ?? path.join(import.meta.dirname, '../../web/dist'));
  const hasDist = fs.existsSync(path.join(dist, 'index.html'));
  const hasPublicForm = fs.existsSync(path.join(dist, PUBLIC_FORM_PAGE));
  const hasLoginPage = fs.existsSync(path.join(dist, LOGIN_PAGE));
  // the app's pages' inline scripts: index.html's early calls (decision 102), which login.html keeps beside its own (060)
  const pageScripts = new Map([LOGIN_PAGE, 'index.html'].map((page) => [page, inlineScriptHashes(path.join(dist, page))]));
  const cacheControl = cacheControlFor(dist);
  const setHeaders = (res: SetHeadersResponse, filePath: string) => {
    cacheControl(res, filePath);
    // x.html, x.html.br and x.html.gz
    const page = path.basename(filePath).replace(/\.(br|gz)$/, '');
    allowScripts(res, pageScripts.get(page) ?? []);
  };
  // preCompressed: the build writes x.br and x.gz beside each file (packages/web/vite.config.ts), sent as they are
  if (hasDist) await app.register(fastifyStatic, { root: dist, wildcard: false, preCompressed: true, cacheControl: false, setHeaders });
  const pageFor = (url: string) => {
    const pathname = url.split('?')[0]!;
    return hasPublicForm && PUBLIC_FORM_PATH.test(pathname) ? PUBLIC_FORM_PAGE : hasLoginPage && LOGIN_PATH.test(pathname) ? LOGIN_PAGE : 'index.html';
  };
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0]!;
    const page = !req.url.startsWith('/api') && hasDist && (req.method === 'GET' || req.method === 'HEAD') && !MISSING_FILE.test(pathname);
    if (!page) return reply.status(404).send({ message: 'Not found.' });
    return reply.sendFile(pageFor(req.url));
  });
}

/** The CSP hashes ('sha256-...') of a page's inline scripts (none when there is no such page). */
function inlineScriptHashes(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

/** A page's inline scripts (index.html's early calls; login.html's also hold a press of Login until the app runs) are allowed by their hashes, and no other. */
function allowScripts(res: SetHeadersResponse, hashes: string[]) {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string' && hashes.length) res.setHeader('content-security-policy', policy.replace(/script-src [^;]*/, (directive) => `${directive} ${hashes.join(' ')}`));
}

/**
 * Vite names the files in assets/ by their content, so a browser may keep them for good; every
 * other file (index.html above all, which names the current assets) is checked on each load. A
 * file's body depends on the request's Accept-Encoding (brotli, gzip or none), which caches must know.
 */
function cacheControlFor(dist: string) {
  const assets = path.join(dist, 'assets') + path.sep;
  return (res: { setHeader(name: string, value: string): void }, filePath: string) => {
    res.setHeader('Cache-Control', filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
  };
}
