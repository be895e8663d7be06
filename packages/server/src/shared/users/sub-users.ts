import { isAdminLevel } from '@sampark/domain/roles';
import type { Db } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { userLocationSubtree } from '../../db/location-tree';

/**
 * Assignment targets (docs/api-conventions.md#sub-users): the caller, plus active users whose locations all
 * lie inside the caller's subtrees and whose role number is >= the caller's. Roles 1-2: every
 * active user.
 */
export async function subUsersOf(db: Db, user: ScopeUser): Promise<{ id: number; name: string }[]> {
  const active = await db.selectFrom('users').select(['id', 'name', 'role']).where('active', '=', 1).orderBy('name').execute();
  if (isAdminLevel(user.role)) return active.map(({ id, name }) => ({ id, name }));
  const subtree = new Set(await userLocationSubtree(db, user.id));
  const links = await db.selectFrom('user_locations').select(['user_id', 'location_id']).execute();
  const locsByUser = new Map<number, number[]>();
  for (const l of links) locsByUser.set(l.user_id, [...(locsByUser.get(l.user_id) ?? []), l.location_id]);
  return active
    .filter((u) => {
      if (u.id === user.id) return true;
      const locs = locsByUser.get(u.id) ?? [];
      return u.role >= user.role && locs.length > 0 && locs.every((l) => subtree.has(l));
    })
    .map(({ id, name }) => ({ id, name }));
}

export async function isSubUser(db: Db, user: ScopeUser, targetId: number): Promise<boolean> {
  return (await subUsersOf(db, user)).some((u) => u.id === targetId);
}
