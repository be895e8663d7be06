import { isAdminLevel, ROLES } from '@sampark/domain/roles';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { userLocationSubtree } from '../../db/location-tree';

/**
 * Which members a user may see (docs/api-conventions.md#roles-and-scope): roles 1-2 all; role 5 only the
 * members assigned to them; roles 3-4 members whose location lies under any of their locations.
 * The subtree's ids are resolved first: `location_id IN (...)` is the fast plan on both engines.
 */
export type MemberScope = { kind: 'all' } | { kind: 'assigned'; userId: number } | { kind: 'locations'; ids: number[] };

export async function memberScopeOf(db: Db, user: ScopeUser): Promise<MemberScope> {
  if (isAdminLevel(user.role)) return { kind: 'all' };
  if (user.role === ROLES.sevak) return { kind: 'assigned', userId: user.id };
  return { kind: 'locations', ids: await userLocationSubtree(db, user.id) };
}

/** The scope as a WHERE condition on the members table under `alias`. */
export function scopeCondition(scope: MemberScope, alias = 'm') {
  return (eb: ExpressionBuilder<any, any>) => {
    if (scope.kind === 'all') return eb.lit(true);
    if (scope.kind === 'assigned') {
      return eb(`${alias}.id`, 'in', eb.selectFrom('member_assignments as a').select('a.member_id').where('a.assigned_to', '=', scope.userId));
    }
    return scope.ids.length ? eb(`${alias}.location_id`, 'in', scope.ids) : eb.lit(false);
  };
}

export function applyScope<O>(qb: SelectQueryBuilder<DB & { m: DB['members'] }, 'm', O>, scope: MemberScope) {
  return scope.kind === 'all' ? qb : qb.where(scopeCondition(scope) as any);
}

export const MEMBER_NOT_FOUND = 'Member not found.';

/** True when the member exists and the user may see it. */
export async function memberVisibleTo(db: Db, user: ScopeUser, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members as m')
    .select('m.id')
    .where('m.id', '=', memberId)
    .where(scopeCondition(await memberScopeOf(db, user)) as any)
    .executeTakeFirst();
  return !!row;
}

/**
 * 404 unless the member exists and the user may see it. A record reached through its member (a
 * gift, a member's organization) passes its own not-found message, so its answer names it.
 */
export async function assertMemberVisible(db: Db, user: ScopeUser, memberId: number, message = MEMBER_NOT_FOUND): Promise<void> {
  if (!(await memberVisibleTo(db, user, memberId))) throw notFound(message);
}
