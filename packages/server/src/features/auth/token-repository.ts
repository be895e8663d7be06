import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect';
import { hashToken } from '../../http/auth-user';
import { nowText } from '../../lib/time';

/** Sessions: issuing and revoking tokens. The access hook finds a token's user (http/auth-user.ts). */

export async function issueToken(db: Db, userId: number, ttlHours: number) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + ttlHours * 3600_000);
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: nowText(), expires_at: expires.toISOString() })
    .execute();
  return { token, expiresAt: expires.toISOString() };
}

export async function revokeToken(db: Db, tokenId: number) {
  await db.updateTable('access_tokens').set({ revoked_at: nowText() }).where('id', '=', tokenId).execute();
}
