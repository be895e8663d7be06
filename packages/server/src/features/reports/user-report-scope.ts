import { isAdminLevel } from '@sampark/domain/roles';
import { type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { ScopeUser } from '../../http/auth-user';
import { subtreeIds, userLocationSubtree } from '../../db/location-tree';

/**
 * Which users the user reports count (docs/decisions/042): roles 1-2 every user; roles 3-4 the
 * users whose locations all lie inside the caller's subtrees (the sub-users rule of
 * docs/api-conventions.md#sub-users, without its role condition), so a report never shows someone who also works
 * above or beside the caller. A report's location filter keeps users holding a location in it.
 */
export type UserScope = { kind: 'all' } | { kind: 'locations'; ids: number[] };

export async function userScopeOf(db: Db, user: ScopeUser): Promise<UserScope> {
  if (isAdminLevel(user.role)) return { kind: 'all' };
  return { kind: 'locations', ids: await userLocationSubtree(db, user.id) };
}

const inIds = (dialect: Dialect, column: string, ids: readonly number[]) => isOneOf(dialect, sql.ref(column), ids);

/** The scope as a condition on `users u`. */
export function userScopeSql(dialect: Dialect, scope: UserScope) {
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  if (!scope.ids.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from user_locations s where s.user_id = u.id)
    and not exists (select 1 from user_locations s where s.user_id = u.id and not (${inIds(dialect, 's.location_id', scope.ids)}))`;
}

/** The report filter's location (with include_sublocation: its subtree) as a condition on `users u`. */
export async function userLocationFilterSql(db: Db, dialect: Dialect, filter: { location_id?: number; include_sublocation?: number | boolean }) {
  if (filter.location_id === undefined) return sql<SqlBool>`1 = 1`;
  const ids = filter.include_sublocation ? await subtreeIds(db, [filter.location_id]) : [filter.location_id];
  return sql<SqlBool>`exists (select 1 from user_locations f where f.user_id = u.id and ${inIds(dialect, 'f.location_id', ids)})`;
}

/** The locations the caller may report on, as a condition on `locations l`. */
export function locationScopeSql(dialect: Dialect, scope: UserScope) {
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  return scope.ids.length ? inIds(dialect, 'l.id', scope.ids) : sql<SqlBool>`1 = 0`;
}
