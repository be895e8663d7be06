import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import { isAdminLevel } from '@sampark/domain/roles';
import {
  type FlatLocation,
  type LocationDetail,
  LOCATION_PARENT_REQUIRED,
  type locationCreateSchema,
  type locationUpdateSchema,
} from '@sampark/domain/schemas/locations';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { deleteLeafLocation, insertLocation, isInSubtree, moveLocation, userLocationSubtree } from '../../db/location-tree';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { fieldError, notFound } from '../../http/errors';
import { type Changes, diffFields, recordAudit } from '../../lib/audit';
import { findLocation, flatLocations, locationUsage, type LocationUsage, siblingNameTaken, updateLocation } from './location-repository';

/**
 * Saving locations (POST, PUT, DELETE api/locations): the tree's rules, each write with its audit
 * row in one transaction this module opens. The SQL is in location-repository.ts and, for the
 * tree's path and closure table, db/location-tree.ts.
 */

export const LOCATION_NAME_TAKEN = 'A location with this name already exists under the same parent.';
export const LOCATION_CYCLE = 'A location cannot be moved under itself or one of its own sub-locations.';
export const TO_BE_DELETED_LOCKED = 'The location ToBeDeleted cannot be renamed, moved or removed.';
export const TO_BE_DELETED_RESERVED = 'The name ToBeDeleted is reserved.';
export const PARENT_NOT_FOUND = 'The parent location does not exist.';

export function locationInUseMessage(u: LocationUsage): string {
  const parts = [
    [u.children, 'sub-location(s)'],
    [u.members, 'member(s)'],
    [u.users, 'user(s)'],
    [u.events, 'event(s)'],
    [u.seekers, 'seeker(s)'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, what]) => `${n} ${what}`);
  return `This location cannot be deleted: it has ${parts.join(', ')}.`;
}

const isToBeDeleted = (name: string) => name.trim().toLowerCase() === TO_BE_DELETED.toLowerCase();

/** The parent must exist and the name must be free under it; the name ToBeDeleted stays unique. */
async function checkPlacement(db: Db, name: string, parentId: number | null, exceptId?: number) {
  if (parentId != null && !(await findLocation(db, parentId))) throw fieldError('parent_id', PARENT_NOT_FOUND);
  if (isToBeDeleted(name)) throw fieldError('name', TO_BE_DELETED_RESERVED);
  if (await siblingNameTaken(db, parentId, name, exceptId)) throw fieldError('name', LOCATION_NAME_TAKEN);
}

/** A location by id, or 404. */
export async function locationOr404(db: Db, id: number): Promise<LocationDetail> {
  const loc = await findLocation(db, id);
  if (!loc) throw notFound();
  return loc;
}

/** GET api/mylocs: every location for roles 1-2, else the caller's own subtrees. */
export async function myLocations(db: Db, user: ScopeUser): Promise<FlatLocation[]> {
  const ids = isAdminLevel(user.role) ? undefined : await userLocationSubtree(db, user.id);
  return flatLocations(db, ids);
}

/** POST api/locations: the new location as GET api/locations/{id} shows it. */
export async function createLocation(db: Kysely<DB>, userId: number, body: z.output<typeof locationCreateSchema>): Promise<LocationDetail> {
  const { name, parent_id, active } = body;
  const id = await db.transaction().execute(async (trx) => {
    await checkPlacement(trx, name, parent_id);
    const newId = await insertLocation(trx, { name, parent_id, active });
    await recordAudit(trx, { table: 'locations', recordId: newId, action: 'create', changes: diffFields({}, { name, parent_id, active }), userId });
    return newId;
  });
  return locationOr404(db, id);
}

/** PUT api/locations/{id}: renames, moves (the subtree goes along) and (de)activates; the location after. */
export async function editLocation(db: Kysely<DB>, userId: number, id: number, body: z.output<typeof locationUpdateSchema>): Promise<LocationDetail> {
  const { name, parent_id, active } = body;
  await db.transaction().execute(async (trx) => {
    const before = await locationOr404(trx, id);
    const moving = parent_id !== before.parent_id;
    if (isToBeDeleted(before.name)) {
      if (name !== before.name) throw fieldError('name', TO_BE_DELETED_LOCKED);
      if (moving) throw fieldError('parent_id', TO_BE_DELETED_LOCKED);
    }
    // Only the root has no parent; it cannot get one either (everything lies under it).
    if (parent_id == null && before.parent_id != null) throw fieldError('parent_id', LOCATION_PARENT_REQUIRED);
    if (parent_id != null && moving && (await isInSubtree(trx, id, parent_id))) throw fieldError('parent_id', LOCATION_CYCLE);
    // ToBeDeleted keeps its (reserved) name and place, so only the others need the checks.
    if (!isToBeDeleted(before.name)) await checkPlacement(trx, name, parent_id, id);

    if (moving && parent_id != null) await moveLocation(trx, id, parent_id);
    await updateLocation(trx, id, name, active);
    const changes = diffFields(before, { name, parent_id, active });
    await recordAudit(trx, { table: 'locations', recordId: id, action: moving ? 'move' : 'update', changes, userId });
  });
  return locationOr404(db, id);
}

/** DELETE api/locations/{id}: only a leaf nothing points at, never ToBeDeleted. */
export async function removeLocation(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await locationOr404(trx, id);
    if (isToBeDeleted(before.name)) throw fieldError('id', TO_BE_DELETED_LOCKED);
    const usage = await locationUsage(trx, id);
    if (Object.values(usage).some((n) => n > 0)) throw fieldError('id', locationInUseMessage(usage));
    await deleteLeafLocation(trx, id);
    const changes: Changes = { name: [before.name, null], parent_id: [before.parent_id, null], active: [before.active, null] };
    await recordAudit(trx, { table: 'locations', recordId: id, action: 'delete', changes, userId });
  });
}
