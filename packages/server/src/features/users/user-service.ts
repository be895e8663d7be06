import { canManageRole, isAdminLevel } from '@sampark/domain/roles';
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  MOBILE_TAKEN,
  SUPER_ADMIN_ONLY,
  SUPER_ADMIN_ROLE_ONLY,
  UNKNOWN_LOCATION,
  type UserCreateInput,
  userHasMembersMessage,
  type UserRow,
  type UserUpdateInput,
} from '@sampark/domain/schemas/users';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { fieldError, forbidden, notFound } from '../../http/errors';
import type { PathRecord } from '../../http/params';
import { type Changes, diffFields, recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { nowText } from '../../lib/time';
import { revokeUserTokens } from '../../shared/users/user-sessions';
import {
  countAssignedMembers,
  deleteUser,
  findUser,
  findUserRole,
  insertUser,
  setUserLocations,
  takenContactField,
  unknownLocationIds,
  updateUser,
} from './user-repository';

/**
 * Saving users (POST, PUT, DELETE api/users): the rules the schemas cannot check, each write with
 * its audit row in one transaction this module opens. No SQL here: user-repository.ts holds it.
 */

type Caller = Pick<AuthUser, 'id' | 'role' | 'tokenId'>;

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
 * manage, before the body is read. The writes check again on the row they change.
 */
export const manageableUser: PathRecord = {
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

/** POST api/users: the new user as GET api/users/{id} shows it. */
export async function createUser(db: Kysely<DB>, caller: Caller, body: UserCreateInput): Promise<UserRow> {
  const { password, locations, ...fields } = body;
  checkMayGiveRole(caller.role, fields.role);
  const hash = await hashPassword(password);
  const id = await db.transaction().execute(async (trx) => {
    await checkUniqueAndLocations(trx, body);
    const now = nowText();
    const newId = await insertUser(trx, { ...fields, password_hash: hash, created_at: now, updated_at: now });
    await setUserLocations(trx, newId, locations);
    const changes = diffFields({}, audited(body));
    await recordAudit(trx, { table: 'users', recordId: newId, action: 'create', changes: { ...changes, password: PASSWORD_CHANGED }, userId: caller.id });
    return newId;
  });
  return savedUser(db, id);
}

/** The user as just saved (a 404 only if someone deleted it in between). */
async function savedUser(db: Db, id: number): Promise<UserRow> {
  const user = await findUser(db, id);
  if (!user) throw notFound();
  return user;
}

/** PUT api/users/{id}: the user after the change. */
export async function editUser(db: Kysely<DB>, caller: Caller, id: number, body: UserUpdateInput): Promise<UserRow> {
  const { password, locations, ...fields } = body;
  const self = id === caller.id;
  if (self && fields.active === 0) throw fieldError('active', CANNOT_DEACTIVATE_SELF);
  if (self && !isAdminLevel(fields.role)) throw fieldError('role', CANNOT_DEMOTE_SELF);
  const hash = password ? await hashPassword(password) : undefined;
  await db.transaction().execute(async (trx) => {
    const before = await findUser(trx, id);
    if (!before) throw notFound();
    checkMayManage(caller.role, before);
    checkMayGiveRole(caller.role, fields.role);
    await checkUniqueAndLocations(trx, body, id);
    await updateUser(trx, id, { ...fields, ...(hash ? { password_hash: hash } : {}), updated_at: nowText() });
    await setUserLocations(trx, id, locations);
    // A deactivated user, or one whose password was reset, is signed out everywhere at once
    // (an admin resetting their own password keeps this session).
    if ((before.active === 1 && fields.active === 0) || hash) await revokeUserTokens(trx, id, self ? caller.tokenId : undefined);
    const changes: Changes = diffFields(audited(before), audited(body));
    if (hash) changes.password = PASSWORD_CHANGED;
    await recordAudit(trx, { table: 'users', recordId: id, action: 'update', changes, userId: caller.id });
  });
  return savedUser(db, id);
}

/** DELETE api/users/{id}: refused for oneself and while members are still assigned to the user. */
export async function removeUser(db: Kysely<DB>, caller: Caller, id: number): Promise<void> {
  if (id === caller.id) throw fieldError('id', CANNOT_DELETE_SELF);
  await db.transaction().execute(async (trx) => {
    const before = await findUser(trx, id);
    if (!before) throw notFound();
    checkMayManage(caller.role, before);
    const assigned = await countAssignedMembers(trx, id);
    if (assigned > 0) throw fieldError('id', userHasMembersMessage(assigned));
    await deleteUser(trx, id);
    const changes: Changes = Object.fromEntries(Object.entries(audited(before)).map(([k, v]) => [k, [v, null]]));
    await recordAudit(trx, { table: 'users', recordId: id, action: 'delete', changes, userId: caller.id });
  });
}
