import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { nowText } from '../../lib/time';
import { revokeUserTokens } from '../../shared/users/user-sessions';

/** Login accepts the e-mail address or the mobile number (docs/api-conventions.md#login). */
export async function findUserForLogin(db: Db, identifier: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'active', 'password_hash', 'language'])
    .where((eb) => eb.or([eb('email', '=', identifier), eb('mobile_no', '=', identifier)]))
    .executeTakeFirst();
}

/** The signed-in user as GET api/user returns it: never the password hash. */
export async function getUserProfile(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'mobile_no', 'role', 'active', 'created_at', 'updated_at', 'last_login_date', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const locs = await db.selectFrom('user_locations').select('location_id').where('user_id', '=', userId).execute();
  return { ...user, locations: locs.map((l) => l.location_id) };
}

export async function markLoggedIn(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ last_login_date: nowText() }).where('id', '=', userId).execute();
}

export async function setLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: nowText() }).where('id', '=', userId).execute();
}

/** The new password hash; the user's other sessions (a lost phone) end, `keepTokenId` stays so the user is not thrown out. */
export function changePassword(db: Kysely<DB>, userId: number, hash: string, keepTokenId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash, updated_at: nowText() }).where('id', '=', userId).execute();
    await revokeUserTokens(trx, userId, keepTokenId);
  });
}
