import { canAccess, canManageRole, isAdminLevel } from '@sampark/domain/roles';
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  MOBILE_TAKEN,
  SUPER_ADMIN_ONLY,
  SUPER_ADMIN_ROLE_ONLY,
  UNKNOWN_LOCATION,
  USER_CREATED,
  USER_DELETED,
  USER_UPDATED,
  userCreateSchema,
  userHasMembersMessage,
  userUpdateSchema,
} from '@sampark/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { type Changes, diffFields, recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { nowText } from '../../lib/time';
import { revokeUserTokens } from '../../shared/users/user-sessions';
import { subUsersOf } from '../../shared/users/sub-users';
import {
  countAssignedMembers,
  deleteUser,
  findUser,
  findUserRole,
  insertUser,
  listUsers,
  setUserLocations,
  takenContactField,
  unknownLocationIds,
  updateUser,
} from './user-repository';
import { idParams, type PathRecord } from '../../http/params';

const listQuery = z.object({ active: z.coerce.number().int().min(0).max(1).optional() });

/** Email and mobile are unique (the login accepts either); every chosen location must exist. */
async function checkUniqueAndLocations(db: Db, body: { email: string | null; mobile_no: string; locations: number[] }, exceptId?: number) {
  const taken = await takenContactField(db, body.email, body.mobile_no, exceptId);
  if (taken === 'email') throw fieldError('email', EMAIL_TAKEN);
  if (taken === 'mobile_no') throw fieldError('mobile_no', MOBILE_TAKEN);
  if ((await unknownLocationIds(db, body.locations)).length) throw fieldError('locations', UNKNOWN_LOCATION);
}

/**
 * Only a Super Admin creates, changes, resets or deletes a Super Admin (issue 12 defect 13,
 * docs/decisions/026-user-roles.md): acting on one is refused outright (403); asking for role 1
 * is a refused choice on the form's role field (422).
 */
function checkMayManage(actorRole: number, target: { role: number }): void {
  if (!canManageRole(actorRole, target.role)) throw forbidden(SUPER_ADMIN_ONLY);
}
function checkMayGiveRole(actorRole: number, role: number): void {
  if (!canManageRole(actorRole, role)) throw fieldError('role', SUPER_ADMIN_ROLE_ONLY);
}

/**
 * `config.pathRecord` of PUT and DELETE: 404 for a missing user and 403 for one the caller may not
 * manage, before the body is read. The handlers check again on the row they lock and change.
 */
const manageableUser: PathRecord = {
  message: 'Not found.',
  exists: async (db, user, id) => {
    const row = await findUserRole(db, id);
    if (row && user) checkMayManage(user.role, row);
    return !!row;
  },
};

/** What the audit log keeps of a user: never the password, only that it changed. */
const audited = (u: { name: string; email: string | null; mobile_no: string; role: number; active: number; locations: number[] }) => ({
  name: u.name,
  email: u.email,
  mobile_no: u.mobile_no,
  role: u.role,
  active: u.active,
  locations: [...u.locations].sort((a, b) => a - b).join(','),
});
const PASSWORD_CHANGED: [unknown, unknown] = ['(hidden)', '(changed)'];

/**
 * Users (seed 001 §2 "Users", §5, §7, §8): admin-only, except that any signed-in user may read a
 * user's name (GET api/users/{id}) and their own assignment targets (GET api/subusers).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/subusers', { config: { access: 'all' }, schema: { tags: ['users'] } }, async (req) => ({
    data: await subUsersOf(app.db, req.user),
  }));

  app.get('/api/users', { config: { access: 'admin' }, schema: { querystring: listQuery, tags: ['users'] } }, async (req) => ({
    data: await listUsers(app.db, req.query.active),
  }));

  app.get('/api/users/:id', { config: { access: 'all' }, schema: { params: idParams, tags: ['users'] } }, async (req) => {
    const user = await findUser(app.db, req.params.id);
    if (!user) throw notFound();
    return { data: canAccess(req.user.role, 'admin') ? user : { id: user.id, name: user.name } };
  });

  app.post('/api/users', { config: { access: 'admin' }, schema: { body: userCreateSchema, tags: ['users'] } }, async (req) => {
    const { password, locations, ...fields } = req.body;
    checkMayGiveRole(req.user.role, fields.role);
    const hash = await hashPassword(password);
    const id = await app.db.transaction().execute(async (trx) => {
      await checkUniqueAndLocations(trx, req.body);
      const now = nowText();
      const newId = await insertUser(trx, { ...fields, password_hash: hash, created_at: now, updated_at: now });
      await setUserLocations(trx, newId, locations);
      const changes = diffFields({}, audited(req.body));
      await recordAudit(trx, { table: 'users', recordId: newId, action: 'create', changes: { ...changes, password: PASSWORD_CHANGED }, userId: req.user.id });
      return newId;
    });
    return { message: USER_CREATED, data: await findUser(app.db, id) };
  });

  app.put(
    '/api/users/:id',
    { config: { access: 'admin', pathRecord: manageableUser }, schema: { params: idParams, body: userUpdateSchema, tags: ['users'] } },
    async (req) => {
      const { id } = req.params;
      const { password, locations, ...fields } = req.body;
      const self = id === req.user.id;
      if (self && fields.active === 0) throw fieldError('active', CANNOT_DEACTIVATE_SELF);
      if (self && !isAdminLevel(fields.role)) throw fieldError('role', CANNOT_DEMOTE_SELF);
      const hash = password ? await hashPassword(password) : undefined;
      await app.db.transaction().execute(async (trx) => {
        const before = await findUser(trx, id);
        if (!before) throw notFound();
        checkMayManage(req.user.role, before);
        checkMayGiveRole(req.user.role, fields.role);
        await checkUniqueAndLocations(trx, req.body, id);
        await updateUser(trx, id, { ...fields, ...(hash ? { password_hash: hash } : {}), updated_at: nowText() });
        await setUserLocations(trx, id, locations);
        // A deactivated user, or one whose password was reset, is signed out everywhere at once
        // (an admin resetting their own password keeps this session).
        if ((before.active === 1 && fields.active === 0) || hash) await revokeUserTokens(trx, id, self ? req.user.tokenId : undefined);
        const changes: Changes = diffFields(audited(before), audited(req.body));
        if (hash) changes.password = PASSWORD_CHANGED;
        await recordAudit(trx, { table: 'users', recordId: id, action: 'update', changes, userId: req.user.id });
      });
      return { message: USER_UPDATED, data: await findUser(app.db, id) };
    },
  );

  app.delete('/api/users/:id', { config: { access: 'admin', pathRecord: manageableUser }, schema: { params: idParams, tags: ['users'] } }, async (req) => {
    const { id } = req.params;
    if (id === req.user.id) throw fieldError('id', CANNOT_DELETE_SELF);
    await app.db.transaction().execute(async (trx) => {
      const before = await findUser(trx, id);
      if (!before) throw notFound();
      checkMayManage(req.user.role, before);
      const assigned = await countAssignedMembers(trx, id);
      if (assigned > 0) throw fieldError('id', userHasMembersMessage(assigned));
      await deleteUser(trx, id);
      const changes: Changes = Object.fromEntries(Object.entries(audited(before)).map(([k, v]) => [k, [v, null]]));
      await recordAudit(trx, { table: 'users', recordId: id, action: 'delete', changes, userId: req.user.id });
    });
    return { message: USER_DELETED };
  });
};
