import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import { isAdminLevel } from '@sampark/domain/roles';
import {
  LOCATION_CREATED,
  LOCATION_DELETED,
  LOCATION_PARENT_REQUIRED,
  LOCATION_UPDATED,
  locationCreateSchema,
  locationUpdateSchema,
} from '@sampark/domain/schemas/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { fieldError, notFound } from '../../http/errors';
import { type Changes, diffFields, recordAudit } from '../../lib/audit';
import { findLocation, flatLocations, locationTree, locationUsage, type LocationUsage, siblingNameTaken, updateLocation } from './location-repository';
import { deleteLeafLocation, insertLocation, isInSubtree, moveLocation, userLocationSubtree } from '../../db/location-tree';
import { idParams, rowIn } from '../../http/params';

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

const listQuery = z.object({ active: z.coerce.number().int().min(0).max(1).optional() });

const isToBeDeleted = (name: string) => name.trim().toLowerCase() === TO_BE_DELETED.toLowerCase();

/** The parent must exist and the name must be free under it; the name ToBeDeleted stays unique. */
async function checkPlacement(db: Db, name: string, parentId: number | null, exceptId?: number) {
  if (parentId != null && !(await findLocation(db, parentId))) throw fieldError('parent_id', PARENT_NOT_FOUND);
  if (isToBeDeleted(name)) throw fieldError('name', TO_BE_DELETED_RESERVED);
  if (await siblingNameTaken(db, parentId, name, exceptId)) throw fieldError('name', LOCATION_NAME_TAKEN);
}

async function loadOr404(db: Db, id: number) {
  const loc = await findLocation(db, id);
  if (!loc) throw notFound();
  return loc;
}

/**
 * Locations (seed 001 §2 "Locations", §7). The tree screens are admin-only; api/mylocs feeds the
 * location pickers of every screen, limited to the caller's own subtrees.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/locjson', { config: { access: 'admin' }, schema: { tags: ['locations'] } }, async () => locationTree(app.db));

  app.get('/api/mylocs', { config: { access: 'all' }, schema: { tags: ['locations'] } }, async (req) => {
    const ids = isAdminLevel(req.user.role) ? undefined : await userLocationSubtree(app.db, req.user.id);
    return { data: await flatLocations(app.db, ids) };
  });

  app.get('/api/locations', { config: { access: 'admin' }, schema: { querystring: listQuery, tags: ['locations'] } }, async (req) => {
    const rows = await flatLocations(app.db);
    return { data: req.query.active == null ? rows : rows.filter((r) => r.active === req.query.active) };
  });

  app.get('/api/locations/:id', { config: { access: 'admin' }, schema: { params: idParams, tags: ['locations'] } }, async (req) => ({
    data: await loadOr404(app.db, req.params.id),
  }));

  app.post('/api/locations', { config: { access: 'admin' }, schema: { body: locationCreateSchema, tags: ['locations'] } }, async (req) => {
    const { name, parent_id, active } = req.body;
    const id = await app.db.transaction().execute(async (trx) => {
      await checkPlacement(trx, name, parent_id);
      const newId = await insertLocation(trx, { name, parent_id, active });
      await recordAudit(trx, { table: 'locations', recordId: newId, action: 'create', changes: diffFields({}, { name, parent_id, active }), userId: req.user.id });
      return newId;
    });
    return { message: LOCATION_CREATED, data: await loadOr404(app.db, id) };
  });

  app.put(
    '/api/locations/:id',
    { config: { access: 'admin', pathRecord: rowIn('locations') }, schema: { params: idParams, body: locationUpdateSchema, tags: ['locations'] } },
    async (req) => {
      const { id } = req.params;
      const { name, parent_id, active } = req.body;
      await app.db.transaction().execute(async (trx) => {
        const before = await loadOr404(trx, id);
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
        await recordAudit(trx, { table: 'locations', recordId: id, action: moving ? 'move' : 'update', changes, userId: req.user.id });
      });
      return { message: LOCATION_UPDATED, data: await loadOr404(app.db, id) };
    },
  );

  app.delete('/api/locations/:id', { config: { access: 'admin' }, schema: { params: idParams, tags: ['locations'] } }, async (req) => {
    const { id } = req.params;
    await app.db.transaction().execute(async (trx) => {
      const before = await loadOr404(trx, id);
      if (isToBeDeleted(before.name)) throw fieldError('id', TO_BE_DELETED_LOCKED);
      const usage = await locationUsage(trx, id);
      if (Object.values(usage).some((n) => n > 0)) throw fieldError('id', locationInUseMessage(usage));
      await deleteLeafLocation(trx, id);
      const changes: Changes = { name: [before.name, null], parent_id: [before.parent_id, null], active: [before.active, null] };
      await recordAudit(trx, { table: 'locations', recordId: id, action: 'delete', changes, userId: req.user.id });
    });
    return { message: LOCATION_DELETED };
  });
};
