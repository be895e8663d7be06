import type { Db } from '../../db/connect';

/**
 * Failed logins are counted in the database, not in memory, so the limit holds across several
 * app servers behind a load balancer (docs/api-conventions.md#login: 5 failures per identifier+IP per 15 minutes).
 */
const WINDOW_MS = 15 * 60_000;

export async function countRecentLoginFailures(db: Db, key: string): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a failure and forgets every failure older than the window (they no longer count). */
export async function recordLoginFailure(db: Db, key: string) {
  const now = Date.now();
  await db.deleteFrom('login_failures').where('failed_at', '<=', new Date(now - WINDOW_MS).toISOString()).execute();
  await db.insertInto('login_failures').values({ key, failed_at: new Date(now).toISOString() }).execute();
}

export async function clearLoginFailures(db: Db, key: string) {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
