import { GIFT_ADDED, GIFT_DELETED, giftSchema } from '@sampark/domain/schemas/members';
import { createdResponseSchema, giftsResponseSchema } from '@sampark/domain/schemas/member-answers';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { assertMemberVisible } from '../../shared/members/member-scope';
import { addGift, deleteGift, listGifts } from './gift-repository';

const tags: ApiTag[] = ['members'];

/**
 * The member's Gifts tab (seed 001 §2, §5, §7). Hidden from role 5, so roles 1-4, within the
 * member scope. Adding and deleting are logged on the member's history.
 */
export const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/gifts/member/:id',
    {
      config: { access: 'staff' },
      schema: { params: idParams, tags, operationId: 'listMemberGifts', summary: "A member's gifts, newest first", response: { 200: giftsResponseSchema } },
    },
    async (req) => {
      await assertMemberVisible(app.db, req.user, req.params.id);
      return { data: await listGifts(app.db, req.params.id) };
    },
  );

  app.post(
    '/api/gifts',
    {
      config: { access: 'staff' },
      schema: { body: giftSchema, tags, operationId: 'addGift', summary: 'Record a gift given to a member', response: { 200: createdResponseSchema } },
    },
    async (req) => {
      await assertMemberVisible(app.db, req.user, req.body.member_id);
      return { message: GIFT_ADDED, data: { id: await addGift(app.db, req.body, req.user.id) } };
    },
  );

  app.delete(
    '/api/gifts/:id',
    {
      config: { access: 'staff' },
      schema: { params: idParams, tags, operationId: 'deleteGift', summary: "Delete a gift from a member's record", response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await deleteGift(app.db, req.user, req.params.id);
      return { message: GIFT_DELETED };
    },
  );
};
