import type { Db } from '../../db/connect';
import { nowText } from '../../lib/time';

/** Deactivating a user or changing their password ends every session they have. */
export async function revokeUserTokens(db: Db, userId: number, exceptTokenId?: number) {
  let q = db.updateTable('access_tokens').set({ revoked_at: nowText() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptTokenId) q = q.where('id', '!=', exceptTokenId);
  await q.execute();
}
