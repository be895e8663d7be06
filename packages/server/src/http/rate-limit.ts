import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import type { RequestLimiter } from './access';
import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment.';
const WINDOW_MS = 60_000;
const FORM_WINDOW_MS = 10 * 60_000;

export interface RateBudgets {
  /** API calls per minute per signed-in user, or per address for anonymous calls */
  perMinute: number;
  /** the public form's submissions (routes with `config.budget: 'form'`) per 10 minutes per address */
  formPer10Minutes: number;
}

/**
 * The API rate limit (docs/decisions/025-errors-and-rate-limits.md): `perMinute` calls per
 * signed-in user, or per client address for anonymous calls, counted in the database so every
 * app server behind a load balancer shares the count. The public form's anonymous submissions
 * have a budget of their own per address (docs/decisions/078-public-form-bot-defence.md), so a
 * bot behind an office's address exhausts that one and not the office's logins and reads. The
 * access hook calls the limiter once it knows the user; the web app's files never pass through
 * it. Undefined when both limits are off.
 */
export async function apiRateLimiter(app: FastifyInstance, budgets: RateBudgets): Promise<RequestLimiter | undefined> {
  if (budgets.perMinute <= 0 && budgets.formPer10Minutes <= 0) return undefined;
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  });
  const limiterOf = (max: number, timeWindow: number, keyOf: (req: FastifyRequest) => string) =>
    max > 0 ? app.rateLimit({ max, timeWindow, keyGenerator: keyOf }) : undefined;
  const api = limiterOf(budgets.perMinute, WINDOW_MS, (req) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`));
  const form = limiterOf(budgets.formPer10Minutes, FORM_WINDOW_MS, (req) => `form:${req.ip}`);
  return async (req, reply) => {
    const budget = req.routeOptions.config.budget;
    // a load balancer polls /api/ready from its own address every few seconds: a 429 there would
    // take a healthy server out of the pool
    if (budget === 'none') return;
    const handler = !req.user && budget === 'form' ? form : api;
    await handler?.call(app, req, reply);
  };
}

/** @fastify/rate-limit's store interface over the rate_limits table (migration 005). */
function databaseStore(db: Db) {
  let prunedAt = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = WINDOW_MS): void {
      const now = Date.now();
      const prune = now - prunedAt >= timeWindow ? ((prunedAt = now), pruneExpired(db, now)) : Promise.resolve();
      prune
        .then(() => countHit(db, key, now, timeWindow))
        .then((row) => callback(null, { current: row.hits, ttl: Number(row.reset_at) - now }), callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** One atomic upsert: a new window starts at 1 hit, a running one counts up. */
function countHit(db: Db, key: string, now: number, timeWindow: number) {
  return db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: now + timeWindow })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('rate_limits.reset_at', '<=', now);
        return {
          hits: eb.case().when(expired).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
          reset_at: eb.case().when(expired).then(now + timeWindow).else(eb.ref('rate_limits.reset_at')).end(),
        };
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
}

/** Windows that ended (about once a window per server), so one-off addresses do not pile up. */
async function pruneExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
