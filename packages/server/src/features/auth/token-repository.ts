import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@sampark/domain/roles';
import type { Db } from '../../db/connect';
import { nowText } from '../../lib/time';
import type { AuthUser } from '../../http/access';

/** Tokens are random; only their SHA-256 is stored, so a leaked table cannot log anyone in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, ttlHours: number) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + ttlHours * 3600_000);
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: nowText(), expires_at: expires.toISOString() })
    .execute();
  return { token, expiresAt: expires.toISOString() };
}

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

export async function revokeToken(db: Db, tokenId: number) {
  await db.updateTable('access_tokens').set({ revoked_at: nowText() }).where('id', '=', tokenId).execute();
}

/** Deactivating a user or changing their password ends every session they have. */
export async function revokeUserTokens(db: Db, userId: number, exceptTokenId?: number) {
  let q = db.updateTable('access_tokens').set({ revoked_at: nowText() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptTokenId) q = q.where('id', '!=', exceptTokenId);
  await q.execute();
}
