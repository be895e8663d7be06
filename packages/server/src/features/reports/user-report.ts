import { LOGIN_STALE_DAYS, type UserAccessFilter, type UserAccessQuery, type UserAccessRow, type UserStatsBody, type UserStatsRow } from '@sampark/domain/schemas/other-reports';
import { ROLE_OPTIONS, roleLabel } from '@sampark/domain/roles';
import { type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { daysSince, todayText } from '../../lib/time';
import { locationLabels } from '../../shared/locations/location-labels';
import { paged } from '../../db/paging';
import { userLocationFilterSql, userScopeOf, userScopeSql } from './user-report-scope';

/** The day before which a last login counts as "over 180 days ago" ('YYYY-MM-DD', organisation's calendar). */
export function staleLoginDay(today = todayText()): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - LOGIN_STALE_DAYS);
  return d.toISOString().slice(0, 10);
}

/** What each user report type counts, as a condition on `users u` (docs/decisions/042). */
function typeCondition(type: UserStatsBody['type']) {
  switch (type) {
    case 'Active':
      return sql<SqlBool>`1 = 1`; // split into Active / Inactive columns
    case 'Login':
      return sql<SqlBool>`u.active = 1 and u.last_login_date is not null and u.last_login_date < ${staleLoginDay()}`;
    case 'Never Logged In':
      return sql<SqlBool>`u.active = 1 and u.last_login_date is null`;
  }
}

/**
 * POST api/report/userstats: users by role. 'Active' answers Active and Inactive columns; 'Login'
 * (active users whose last login is over 180 days ago) and 'Never Logged In' a `count`.
 */
export async function userStats(db: Db, dialect: Dialect, user: ScopeUser, body: UserStatsBody): Promise<UserStatsRow[]> {
  const scope = userScopeOf(db, user);
  const where = sql<SqlBool>`${userScopeSql(dialect, await scope)} and ${await userLocationFilterSql(db, dialect, body)} and ${typeCondition(body.type)}`;
  const rows = await db
    .selectFrom('users as u')
    .select(['u.role', 'u.active', (eb) => eb.fn.countAll<number>().as('n')])
    .where(where)
    .groupBy(['u.role', 'u.active'])
    .execute();
  const byRole = (role: number, active?: number) =>
    rows.filter((r) => r.role === role && (active === undefined || Number(r.active) === active)).reduce((sum, r) => sum + Number(r.n), 0);
  return ROLE_OPTIONS.map(({ value, label }): UserStatsRow =>
    body.type === 'Active' ? { label, Active: byRole(value, 1), Inactive: byRole(value, 0) } : { label, count: byRole(value) },
  );
}

/** The users of the User Access Report for `filter` (a dashboard user report row's drill-down uses role, active and stale_login). */
function userAccessQuery(db: Db, dialect: Dialect, scopeSql: ReturnType<typeof userScopeSql>, filter: UserAccessFilter) {
  return db
    .selectFrom('users as u')
    .where(scopeSql)
    .$if(filter.never_logged_in === 1, (qb) => qb.where('u.last_login_date', 'is', null))
    .$if(filter.never_logged_in === 0, (qb) => qb.where('u.last_login_date', 'is not', null))
    .$if(filter.role !== undefined, (qb) => qb.where('u.role', '=', filter.role!))
    .$if(filter.active !== undefined, (qb) => qb.where('u.active', '=', filter.active!))
    .$if(filter.stale_login === 1, (qb) => qb.where('u.last_login_date', 'is not', null).where('u.last_login_date', '<', staleLoginDay()))
    .$if(filter.stale_login === 0, (qb) => qb.where((eb) => eb.or([eb('u.last_login_date', 'is', null), eb('u.last_login_date', '>=', staleLoginDay())])));
}

/** GET api/report/user_access: users with role, locations, last login and days since; paged. */
export async function userAccess(db: Db, dialect: Dialect, user: ScopeUser, query: UserAccessQuery): Promise<{ data: UserAccessRow[]; count: number }> {
  const scopeSql = userScopeSql(dialect, await userScopeOf(db, user));
  const base = userAccessQuery(db, dialect, scopeSql, query);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const data = await userAccessRows(db, dialect, base, query.skip, query.limit);
  return { data, count: Number(count) };
}

/** One page of rows (also the export's chunks). */
export async function userAccessRows(db: Db, dialect: Dialect, base: ReturnType<typeof userAccessQuery>, skip: number, limit: number | undefined) {
  const users = await paged(
    base.select(['u.id', 'u.name', 'u.email', 'u.mobile_no', 'u.role', 'u.active', 'u.last_login_date']).orderBy('u.name').orderBy('u.id'),
    dialect,
    skip,
    limit,
  ).execute();
  const names = await locationNames(db, users.map((u) => u.id));
  const today = todayText();
  return users.map((u) => ({
    ...u,
    role_name: roleLabel(u.role),
    locations: (names.get(u.id) ?? []).join(', '),
    days_since: daysSince(u.last_login_date, today),
  }));
}

export { userAccessQuery };

async function locationNames(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!userIds.length) return out;
  const rows = await db
    .selectFrom('user_locations as ul')
    .innerJoin('locations as l', 'l.id', 'ul.location_id')
    .select(['ul.user_id', 'l.id', 'l.name'])
    .where('ul.user_id', 'in', userIds)
    .orderBy('l.name')
    .execute();
  // same-named places are told apart by their ancestors (issue 26)
  const labels = rows.length ? await locationLabels(db) : new Map<number, string>();
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), labels.get(r.id) ?? r.name]);
  return out;
}
