import { type AccessGroup, canAccess } from '@sampark/domain/roles';
import { FILL_IN_THE_FORM } from '@sampark/domain/schemas/people-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Dialect, Db } from '../db/connect';
import { type AuthUser, findUserByToken } from './auth-user';
import { forbidden, notFound, unauthenticated, validationError } from './errors';
import { idParams, type PathRecord, pathIdOf } from './params';

/** Who may call a route: one of the domain's access groups, or 'public' (no login). */
export type RouteAccess = AccessGroup | 'public';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  hasBody: boolean;
}

/** Runs between authentication and the access checks (the API rate limit, keyed by req.user). */
export type RequestLimiter = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** <video> cannot send headers: such routes also accept ?token= */
    tokenInQuery?: boolean;
    /** the record the path's :id names, checked (404) before the body is validated */
    pathRecord?: PathRecord;
    /**
     * 'form': an anonymous call spends the public form's own rate budget, not the address's;
     * 'none': never limited, the load balancer's readiness probe (http/rate-limit.ts)
     */
    budget?: 'form' | 'none';
  }
  interface FastifyRequest {
    /** the signed-in user; null on public routes and before authentication */
    user: AuthUser;
  }
  interface FastifyInstance {
    db: Db;
    /** exports stream their rows through it (db/connect.ts openExportReader) */
    exportDb: Db;
    dialect: Dialect;
    /** every /api route and who may call it, as declared (tests walk them all) */
    apiRoutes: readonly DeclaredRoute[];
  }
}

/** A body that is not an object (null, a string, an array): the form's fields are missing. */
export const BODY_NOT_AN_OBJECT = FILL_IN_THE_FORM;

/** The auth scheme's name is case-insensitive (RFC 9110 §11.1): `bearer x` is `Bearer x`. */
const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const bearer = header && BEARER.exec(header);
  if (bearer) return bearer[1];
  if (req.routeOptions.config.tokenInQuery) {
    const q = (req.query as Record<string, unknown> | undefined)?.token;
    if (typeof q === 'string') return q;
  }
  return undefined;
}

/**
 * Every /api route must declare its access in `config.access` (the app refuses to start
 * otherwise, so a route can never be left open by forgetting a check), and a path `:id` must use
 * the shared idParams (so an impossible id is a 404 everywhere).
 */
function checkRouteDeclarations(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    if (route.url.includes(':id') && route.schema?.params !== idParams) throw new Error(`route ${route.method} ${route.url} must use idParams`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access, hasBody: !!route.schema?.body });
  });
}

/**
 * The checks run in the contract's order before anything reads the body (docs/api-conventions.md#errors-in-this-order): 401 without a valid token, 403 for a role that may not, 404 for a path id that
 * cannot exist or names a record out of the caller's scope; validation (422) only after that.
 */
export function registerAccessControl(app: FastifyInstance, opts: { limit?: RequestLimiter } = {}): void {
  checkRouteDeclarations(app);
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config.access;
    if (!access) return; // the web app's files, the API docs, unknown paths
    const token = access === 'public' ? undefined : bearerToken(req);
    const user = token ? await findUserByToken(app.db, token) : undefined;
    if (user) req.user = user;
    await opts.limit?.(req, reply);
    if (access !== 'public') {
      if (!user) throw unauthenticated();
      if (!canAccess(user.role, access)) throw forbidden();
    }
    await checkPathRecord(app.db, req, user);
  });
  app.addHook('preValidation', async (req) => {
    const body = req.routeOptions.schema?.body as ZodType | undefined;
    // a form is an object; null only where a route says so (the members list: "no filter")
    if (body && !isPlainObject(req.body) && !accepts(body, req.body)) throw validationError({ _: [BODY_NOT_AN_OBJECT] });
  });
}

async function checkPathRecord(db: Db, req: FastifyRequest, user: AuthUser | undefined): Promise<void> {
  if (req.routeOptions.schema?.params !== idParams) return;
  const record = req.routeOptions.config.pathRecord;
  const id = pathIdOf(req);
  if (id === undefined) throw notFound();
  if (record && !(await record.exists(db, user, id))) throw notFound(record.message);
}

/** Some schemas' preprocessing reads fields and throws on null: that is a refusal too. */
function accepts(schema: ZodType, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
