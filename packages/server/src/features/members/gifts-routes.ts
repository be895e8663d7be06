import { GIFT_ADDED, GIFT_DELETED, giftSchema } from '@sampark/domain/schemas/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { assertMemberVisible } from '../../shared/members/member-scope';
import { idParams } from '../../http/params';

export const GIFT_NOT_FOUND = 'Gift not found.';
const tags = ['members'];

const giftLabel = (g: { gift_type: string; given_by: string; given_on: string; gift_description: string | null }) =>
  [g.gift_type, g.gift_description, `given by ${g.given_by} on ${g.given_on}`].filter(Boolean).join(' | ');

/**
 * The member's Gifts tab (seed 001 §2, §5, §7). Hidden from role 5, so roles 1-4, within the
 * member scope. Adding and deleting are logged on the member's history.
 */
export const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/gifts/member/:id', { config: { access: 'staff' }, schema: { params: idParams, tags } }, async (req) => {
    await assertMemberVisible(app.db, req.user, req.params.id);
    const data = await app.db
      .selectFrom('gifts')
      .select(['id', 'member_id', 'gift_type', 'gift_description', 'given_by', 'given_on', 'created_at', 'updated_at'])
      .where('member_id', '=', req.params.id)
      .orderBy('given_on', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { data };
  });

  app.post('/api/gifts', { config: { access: 'staff' }, schema: { body: giftSchema, tags } }, async (req) => {
    await assertMemberVisible(app.db, req.user, req.body.member_id);
    const id = await app.db.transaction().execute(async (trx) => {
      const now = nowText();
      const row = await trx
        .insertInto('gifts')
        .values({ ...req.body, created_by: req.user.id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { table: 'members', recordId: req.body.member_id, action: 'update', changes: { gift: [null, giftLabel(req.body)] }, userId: req.user.id });
      return row.id;
    });
    return { message: GIFT_ADDED, data: { id } };
  });

  app.delete('/api/gifts/:id', { config: { access: 'staff' }, schema: { params: idParams, tags } }, async (req) => {
    await app.db.transaction().execute(async (trx) => {
      const gift = await trx.selectFrom('gifts').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!gift) throw notFound(GIFT_NOT_FOUND);
      await assertMemberVisible(trx, req.user, gift.member_id, GIFT_NOT_FOUND);
      await trx.deleteFrom('gifts').where('id', '=', req.params.id).execute();
      await recordAudit(trx, { table: 'members', recordId: gift.member_id, action: 'update', changes: { gift: [giftLabel(gift), null] }, userId: req.user.id });
    });
    return { message: GIFT_DELETED };
  });
};
