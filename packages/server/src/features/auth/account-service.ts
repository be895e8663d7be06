import type { Role } from '@sampark/domain/roles';
import type { Language, LoginInput, LoginResponse } from '@sampark/domain/schemas/account';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { fieldError, HttpError } from '../../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { revokeUserTokens } from '../../shared/users/user-sessions';
import { clearLoginFailures, countRecentLoginFailures, recordLoginFailure } from './login-failure-repository';
import { findUserForLogin, markLoggedIn, setPasswordHash } from './profile-repository';
import { issueToken } from './token-repository';

/** Signing in and changing one's own password: the rules, and the transaction of each write; the SQL is in the repositories. */

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const INACTIVE_USER = 'Your account is inactive. Please contact the administrator.';
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';
const MAX_FAILURES = 5;

/**
 * POST api/login (docs/api-conventions.md#login): the e-mail address or mobile number and the
 * password, at most 5 failures per identifier and IP in 15 minutes. A failure is recorded outside
 * any transaction, so the refusal that follows it cannot roll it back.
 */
export async function logIn(db: Kysely<DB>, credentials: LoginInput, ip: string, tokenTtlHours: number): Promise<LoginResponse> {
  const identifier = credentials.email.trim().toLowerCase();
  const key = `${identifier}|${ip}`;
  if ((await countRecentLoginFailures(db, key)) >= MAX_FAILURES) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  const user = await findUserForLogin(db, identifier);
  // an unknown account costs the same password work as a wrong password (issue 12 defect 10)
  const matches = await verifyPassword(credentials.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !matches) {
    await recordLoginFailure(db, key);
    throw fieldError('email', BAD_CREDENTIALS);
  }
  if (user.active !== 1) throw fieldError('email', INACTIVE_USER);
  const { token, expiresAt } = await db.transaction().execute(async (trx) => {
    await clearLoginFailures(trx, key);
    await markLoggedIn(trx, user.id);
    return issueToken(trx, user.id, tokenTtlHours);
  });
  // the columns hold only what the schemas let in: a role 1-5, a language of the list
  const answerUser = { id: user.id, name: user.name, role: user.role as Role, language: user.language as Language };
  return { token, token_type: 'Bearer', expires_at: expiresAt, user: answerUser };
}

/** PUT api/reset: the new password; the user's other sessions (a lost phone) end, this one stays so the user is not thrown out. */
export async function changeOwnPassword(db: Kysely<DB>, user: Pick<AuthUser, 'id' | 'tokenId'>, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, hash);
    await revokeUserTokens(trx, user.id, user.tokenId);
  });
}
