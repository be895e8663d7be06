import type { GiftInput } from '@sampark/domain/schemas/members';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { assertMemberVisible } from '../../shared/members/member-scope';

export const GIFT_NOT_FOUND = 'Gift not found.';

const giftLabel = (g: { gift_type: string; given_by: string; given_on: string; gift_description: string | null }) =>
  [g.gift_type, g.gift_description, `given by ${g.given_by} on ${g.given_on}`].filter(Boolean).join(' | ');

/** A member's gifts, newest first. */
export function listGifts(db: Db, memberId: number) {
  return db
    .selectFrom('gifts')
    .select(['id', 'member_id', 'gift_type', 'gift_description', 'given_by', 'given_on', 'created_at', 'updated_at'])
    .where('member_id', '=', memberId)
    .orderBy('given_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Adds a gift and logs it on the member's history, in one transaction. */
export function addGift(db: Kysely<DB>, gift: GiftInput, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowText();
    const row = await trx
      .insertInto('gifts')
      .values({ ...gift, created_by: userId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { table: 'members', recordId: gift.member_id, action: 'update', changes: { gift: [null, giftLabel(gift)] }, userId });
    return row.id;
  });
}

/** Deletes a gift of a member in the caller's scope (404 otherwise) and logs it, in one transaction. */
export function deleteGift(db: Kysely<DB>, user: ScopeUser, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const gift = await trx.selectFrom('gifts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!gift) throw notFound(GIFT_NOT_FOUND);
    await assertMemberVisible(trx, user, gift.member_id, GIFT_NOT_FOUND);
    await trx.deleteFrom('gifts').where('id', '=', id).execute();
    await recordAudit(trx, { table: 'members', recordId: gift.member_id, action: 'update', changes: { gift: [giftLabel(gift), null] }, userId: user.id });
  });
}
