import { isAdminLevel } from '@sampark/domain/roles';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/access';
import { subtreeIds } from '../locations/location-tree';

/**
 * Which members a user may see (CONTRACT.md "Roles and scope"): roles 1-2 all; role 5 only the
 * members assigned to them; roles 3-4 members whose location lies under any of their locations.
 * The subtree's ids are resolved first: `location_id IN (...)` is the fast plan on both engines.
 */
export type MemberScope = { kind: 'all' } | { kind: 'assigned'; userId: number } | { kind: 'locations'; ids: number[] };

export async function memberScopeOf(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<MemberScope> {
  if (isAdminLevel(user.role)) return { kind: 'all' };
  if (user.role === 5) return { kind: 'assigned', userId: user.id };
  return { kind: 'locations', ids: await userLocationSubtree(db, user.id) };
}

export async function userLocationSubtree(db: Db, userId: number): Promise<number[]> {
  const roots = await db.selectFrom('user_locations').select('location_id').where('user_id', '=', userId).execute();
  return subtreeIds(db, roots.map((r) => r.location_id));
}

/** The scope as a WHERE condition on the members table under `alias`. */
export function scopeCondition(scope: MemberScope, alias = 'm') {
  return (eb: ExpressionBuilder<any, any>) => {
    if (scope.kind === 'all') return eb.lit(true);
    if (scope.kind === 'assigned') return eb(`${alias}.assigned_to`, '=', scope.userId);
    return scope.ids.length ? eb(`${alias}.location_id`, 'in', scope.ids) : eb.lit(false);
  };
}

export function applyScope<O>(qb: SelectQueryBuilder<DB & { m: DB['members'] }, 'm', O>, scope: MemberScope) {
  return scope.kind === 'all' ? qb : qb.where(scopeCondition(scope) as any);
}

/** True when the member exists and the user may see it; callers answer 404 otherwise. */
export async function memberInScope(db: Db, scope: MemberScope, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members as m')
    .select('m.id')
    .where('m.id', '=', memberId)
    .where(scopeCondition(scope) as any)
    .executeTakeFirst();
  return !!row;
}

/** The subset of ids outside the scope (or missing); a bulk action refuses them all. */
export async function idsOutsideScope(db: Db, scope: MemberScope, ids: number[]): Promise<number[]> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const rows = await db
      .selectFrom('members as m')
      .select('m.id')
      .where('m.id', 'in', chunk)
      .where(scopeCondition(scope) as any)
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return ids.filter((id) => !found.has(id));
}
