import type { Role } from '@sampark/domain/roles';
import type { Language, UserProfile } from '@sampark/domain/schemas/account';
import type { Db } from '../../db/connect';
import { notFound } from '../../http/errors';
import { nowText } from '../../lib/time';

/** Login accepts the e-mail address or the mobile number (docs/api-conventions.md#login). */
export async function findUserForLogin(db: Db, identifier: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'active', 'password_hash', 'language'])
    .where((eb) => eb.or([eb('email', '=', identifier), eb('mobile_no', '=', identifier)]))
    .executeTakeFirst();
}

/** The signed-in user as GET api/user returns it: never the password hash. */
export async function getUserProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'mobile_no', 'role', 'active', 'created_at', 'updated_at', 'last_login_date', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const locs = await db.selectFrom('user_locations').select('location_id').where('user_id', '=', userId).execute();
  // the columns hold only what the schemas let in: a role 1-5, a language of the list
  return { ...user, role: user.role as Role, language: user.language as Language, locations: locs.map((l) => l.location_id) };
}

export async function markLoggedIn(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ last_login_date: nowText() }).where('id', '=', userId).execute();
}

export async function setLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: nowText() }).where('id', '=', userId).execute();
}

/** The new password hash (account-service.ts ends the user's other sessions in the same transaction). */
export async function setPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: nowText() }).where('id', '=', userId).execute();
}
