import { isAdminLevel } from '@sampark/domain/roles';
import { CHOOSE_FROM_LIST, MEMBER_MESSAGES } from '@sampark/domain/schemas/members';
import type { Db } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { fieldError } from '../../http/errors';
import { isSubUser } from '../users/sub-users';
import { userLocationSubtree } from '../../db/location-tree';

/**
 * Checks a member save needs beyond its zod schema: linked records exist, the location lies in
 * the caller's scope, the assignee is one of the caller's sub-users; and where a new member is
 * placed (docs/decisions/011-member-location.md).
 */

export const LOCATION_OUT_OF_SCOPE = 'The selected location is outside your locations.';
export const ASSIGNEE_NOT_ALLOWED = 'The selected user cannot be assigned this member.';

export async function checkProfession(db: Db, id: number | null | undefined): Promise<void> {
  if (id == null) return;
  const row = await db.selectFrom('professions').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw fieldError('profession_id', MEMBER_MESSAGES.profession);
}

export async function checkCategory(db: Db, id: number | null | undefined): Promise<void> {
  if (id == null) return;
  const row = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw fieldError('category_id', MEMBER_MESSAGES.category);
}

/** Admins may place a member anywhere; others only inside their own location subtrees. */
export async function checkLocation(db: Db, user: ScopeUser, locationId: number): Promise<void> {
  const exists = await db.selectFrom('locations').select('id').where('id', '=', locationId).executeTakeFirst();
  if (!exists) throw fieldError('location_id', CHOOSE_FROM_LIST);
  if (isAdminLevel(user.role)) return;
  if (!(await userLocationSubtree(db, user.id)).includes(locationId)) throw fieldError('location_id', LOCATION_OUT_OF_SCOPE);
}

/** Assignment targets are the caller's sub-users (docs/api-conventions.md#sub-users); null unassigns. */
export async function checkAssignee(db: Db, user: ScopeUser, assignedTo: number | null | undefined): Promise<void> {
  if (assignedTo == null) return;
  if (!(await isSubUser(db, user, assignedTo))) throw fieldError('assigned_to', ASSIGNEE_NOT_ALLOWED);
}

/**
 * Where a new member goes when the form names no location: the location named like the member's
 * district (preferring one under a location named like the state), else one named like the state,
 * within what the caller may see; otherwise the caller's first location; otherwise the root.
 */
export async function chooseMemberLocation(
  db: Db,
  user: ScopeUser,
  place: { state?: string | null; district?: string | null },
): Promise<number> {
  const allowed = isAdminLevel(user.role) ? null : new Set(await userLocationSubtree(db, user.id));
  for (const name of [place.district, place.state]) {
    const match = name ? await namedLocation(db, name, place.state ?? null, allowed) : undefined;
    if (match) return match;
  }
  const own = await db.selectFrom('user_locations').select('location_id').where('user_id', '=', user.id).orderBy('location_id').executeTakeFirst();
  if (own) return own.location_id;
  const root = await db.selectFrom('locations').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  return root.id;
}

async function namedLocation(db: Db, name: string, state: string | null, allowed: Set<number> | null): Promise<number | undefined> {
  const rows = await db
    .selectFrom('locations as l')
    .leftJoin('locations as parent', 'parent.id', 'l.parent_id')
    .select(['l.id', 'parent.name_key as parent_key'])
    .where('l.name_key', '=', name.trim().toLowerCase())
    .where('l.active', '=', 1)
    .orderBy('l.id')
    .execute();
  const usable = rows.filter((r) => !allowed || allowed.has(r.id));
  const stateKey = state?.trim().toLowerCase();
  return (usable.find((r) => stateKey && r.parent_key === stateKey) ?? usable[0])?.id;
}
