import { isAdminLevel } from '@sampark/domain/roles';
import { SEEKER_NOT_FOUND, SEEKER_PLACE_OUT_OF_SCOPE } from '@sampark/domain/schemas/seekers';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { fieldError } from '../../http/errors';
import type { PathRecord } from '../../http/params';
import { userLocationSubtree } from '../../db/location-tree';

/**
 * Which seekers a user may see and write (docs/decisions/028-seekers.md): roles 1-2 all; role 3
 * those placed at a location in the subtree of one of their locations. Roles 4-5 never get here
 * (the routes' access group 'seekers').
 */
export type SeekerScope = { kind: 'all' } | { kind: 'locations'; ids: number[] };
type Caller = Pick<AuthUser, 'id' | 'role'>;

export async function seekerScopeOf(db: Db, user: Caller): Promise<SeekerScope> {
  return isAdminLevel(user.role) ? { kind: 'all' } : { kind: 'locations', ids: await userLocationSubtree(db, user.id) };
}

/** The scope as a WHERE condition on `seekers s`. */
export function seekerScopeCondition(scope: SeekerScope) {
  return (eb: ExpressionBuilder<DB & { s: DB['seekers'] }, 's'>) => {
    if (scope.kind === 'all') return eb.lit(true);
    return scope.ids.length ? eb('s.location_id', 'in', scope.ids) : eb.lit(false);
  };
}

export async function seekerInScope(db: Db, scope: SeekerScope, id: number): Promise<boolean> {
  const row = await db.selectFrom('seekers as s').select('s.id').where('s.id', '=', id).where(seekerScopeCondition(scope)).executeTakeFirst();
  return !!row;
}

/** `config.pathRecord` of the routes whose :id is a seeker: 404 unless it exists in the caller's scope. */
export const visibleSeeker: PathRecord = {
  message: SEEKER_NOT_FOUND,
  exists: async (db, user, id) => !!user && (await seekerInScope(db, await seekerScopeOf(db, user), id)),
};

// ---- placement ---------------------------------------------------------------------------------

export interface SeekerPlaceFields {
  state: string | null;
  district: string | null;
}

/**
 * The location a seeker belongs to: the active location named like its district (preferring one
 * under a location named like its state), else the one named like its state. A place the tree
 * does not have goes to the caller's first location (admins: the root). A coordinator may not
 * place a seeker at a known location outside their own: 422 on the district.
 */
export async function seekerLocationFor(db: Db, user: Caller, place: SeekerPlaceFields): Promise<number> {
  const named = (place.district && (await namedLocation(db, place.district, place.state))) || (place.state && (await namedLocation(db, place.state, null)));
  if (isAdminLevel(user.role)) return named || (await rootId(db));
  const own = await userLocationSubtree(db, user.id);
  if (named) {
    if (!own.includes(named)) throw fieldError(place.district ? 'district' : 'state', SEEKER_PLACE_OUT_OF_SCOPE);
    return named;
  }
  const first = await db.selectFrom('user_locations').select('location_id').where('user_id', '=', user.id).orderBy('location_id').executeTakeFirst();
  if (!first) throw fieldError('district', SEEKER_PLACE_OUT_OF_SCOPE);
  return first.location_id;
}

async function namedLocation(db: Db, name: string, parentName: string | null): Promise<number | undefined> {
  const rows = await db
    .selectFrom('locations as l')
    .leftJoin('locations as parent', 'parent.id', 'l.parent_id')
    .select(['l.id', 'parent.name_key as parent_key'])
    .where('l.name_key', '=', name.trim().toLowerCase())
    .where('l.active', '=', 1)
    .orderBy('l.id')
    .execute();
  const parentKey = parentName?.trim().toLowerCase();
  return (rows.find((r) => parentKey && r.parent_key === parentKey) ?? rows[0])?.id;
}

async function rootId(db: Db): Promise<number> {
  const root = await db.selectFrom('locations').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  return root.id;
}
