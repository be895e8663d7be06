import type { LocationAccessQuery, LocationAccessRow } from '@sampark/domain/schemas/other-reports';
import { type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { locationLabels } from '../../shared/locations/location-labels';
import type { ScopeUser } from '../../http/auth-user';
import { paged } from '../../db/paging';
import { escapeLike } from '../../shared/members/member-keyword';
import { locationScopeSql, userScopeOf, userScopeSql } from './user-report-scope';

/**
 * GET api/report/location_access (seed 002 §2 "Location Access Report: location, active,
 * inactive"): every location the caller may report on with the number of active and inactive
 * users holding it (only users the caller's user reports count), by name; paged. A name other
 * locations share is shown with its ancestors ('Adilabad (Telangana)').
 */
export async function locationAccess(db: Db, dialect: Dialect, user: ScopeUser, query: LocationAccessQuery): Promise<{ data: LocationAccessRow[]; count: number }> {
  const scope = await userScopeOf(db, user);
  const where = locationScopeSql(dialect, scope);
  const named = query.keyword ? sql<SqlBool>`lower(l.name) like ${`%${escapeLike(query.keyword.toLowerCase())}%`} escape '\\'` : sql<SqlBool>`1 = 1`;
  const { count } = await db
    .selectFrom('locations as l')
    .where(where)
    .where(named)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const users = sql`(select ul.location_id, u.active from user_locations ul join users u on u.id = ul.user_id where ${userScopeSql(dialect, scope)})`;
  const rows = await paged(
    db
      .selectFrom('locations as l')
      .leftJoin(users.as('x') as any, 'x.location_id' as any, 'l.id')
      .where(where)
      .where(named)
      .select([
        'l.id',
        'l.name as location',
        sql<number>`sum(case when x.active = 1 then 1 else 0 end)`.as('active'),
        sql<number>`sum(case when x.active = 0 then 1 else 0 end)`.as('inactive'),
      ])
      .groupBy(['l.id', 'l.name'])
      .orderBy('l.name')
      .orderBy('l.id'),
    dialect,
    query.skip,
    query.limit,
  ).execute();
  // same-named places (two Adilabads) are told apart by their ancestors (issue 26)
  const labels = await locationLabels(db);
  return {
    data: rows.map((r) => ({ id: r.id, location: labels.get(r.id) ?? r.location, active: Number(r.active), inactive: Number(r.inactive) })),
    count: Number(count),
  };
}
