import type { Kysely } from 'kysely';

/**
 * The API rate limit's counters, one row per key (a user or an anonymous IP) and window, in the
 * database like the login failures: several app servers behind a load balancer share one count
 * (docs/decisions/025-errors-and-rate-limits.md). `reset_at` is epoch milliseconds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}
