import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import type { RequestLimiter } from './access';
import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment.';
const WINDOW_MS = 60_000;

/**
 * The API rate limit (docs/decisions/025-errors-and-rate-limits.md): `perMinute` calls per
 * signed-in user, or per client address for anonymous calls, counted in the database so every
 * app server behind a load balancer shares the count. The access hook calls the limiter once it
 * knows the user; the web app's files never pass through it. Undefined when the limit is off.
 */
export async function apiRateLimiter(app: FastifyInstance, perMinute: number): Promise<RequestLimiter | undefined> {
  if (perMinute <= 0) return undefined;
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: WINDOW_MS,
    store: databaseStore(app.db),
    keyGenerator: (req) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  });
  const handler = app.rateLimit();
  return async (req, reply) => {
    await handler.call(app, req, reply);
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
