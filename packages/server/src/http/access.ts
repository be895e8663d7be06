import { type AccessGroup, canAccess, type Role } from '@sampark/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Dialect, Db } from '../db/connect';
import { findUserByToken } from '../features/auth/token-repository';
import { forbidden, unauthenticated } from './errors';

/** Who may call a route: one of the domain's access groups, or 'public' (no login). */
export type RouteAccess = AccessGroup | 'public';

export interface AuthUser {
  id: number;
  name: string;
  role: Role;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** <video> cannot send headers: such routes also accept ?token= */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
  }
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  if (req.routeOptions.config.tokenInQuery) {
    const q = (req.query as Record<string, unknown> | undefined)?.token;
    if (typeof q === 'string') return q;
  }
  return undefined;
}

/**
 * Every /api route must declare its access in `config.access`; the app refuses to start
 * otherwise, so a route can never be left open by forgetting a check.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
  });
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    const user = await findUserByToken(app.db, token);
    if (!user) throw unauthenticated();
    req.user = user;
    if (!canAccess(user.role, access)) throw forbidden();
  });
}
