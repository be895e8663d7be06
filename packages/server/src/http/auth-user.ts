import { createHash } from 'node:crypto';
import type { Role } from '@sampark/domain/roles';
import type { AuthUser as AccountUser } from '@sampark/domain/schemas/account';
import type { Db } from '../db/connect';

/**
 * The signed-in user of a request (`req.user`): the user the login answer carries (the domain's
 * AuthUser), plus the session's token so logout and password change can act on it. The one
 * type of the signed-in user on the server: everything that takes a user takes this.
 */
export interface AuthUser extends AccountUser {
  tokenId: number;
}

/** What the scope rules read of the user (members, events, sub-users); tests and bench pass just these. */
export type ScopeUser = Pick<AuthUser, 'id' | 'role'>;

/**
 * Tokens are random; only their SHA-256 is stored, so a leaked table cannot log anyone in. It
 * lives here, not in features/auth, because the access hook reads tokens and http/ imports no
 * feature (features/auth issues and revokes them with the same hash).
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user behind a live token: not expired, not revoked, user active and not deleted. */
export async function findUserByToken(db: Db, token: string): Promise<AuthUser | undefined> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id as tokenId', 'u.id', 'u.name', 'u.role'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date().toISOString())
    .where('u.active', '=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, role: row.role as Role, tokenId: row.tokenId } : undefined;
}
