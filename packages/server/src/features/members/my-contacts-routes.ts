import { myContactsResponseSchema } from '@sampark/domain/schemas/member-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiTag } from '../../http/openapi';
import { countMyContacts, listMyContacts } from './my-contacts-repository';

/** Without skip/limit the whole list comes back, up to the contract's cap of 5000 a page. */
export const MY_CONTACTS_MAX_LIMIT = 5000;

const query = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MY_CONTACTS_MAX_LIMIT).default(MY_CONTACTS_MAX_LIMIT),
  keyword: z.string().max(200).optional(),
});

/**
 * GET api/mycontacts (seed 000 §7 "data: array of members"): `data` stays the array of rows; the
 * total matching count sits beside it in `count` (docs/decisions/012-my-contacts.md).
 */
export const myContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mycontacts',
    {
      config: { access: 'all' },
      schema: {
        querystring: query,
        tags: ['members'] satisfies ApiTag[],
        operationId: 'listMyContacts',
        summary: 'The members assigned to the caller, newest first',
        response: { 200: myContactsResponseSchema },
      },
    },
    async (req) => {
      const { skip, limit, keyword } = req.query;
      const [data, count] = await Promise.all([
        listMyContacts(app.db, app.dialect, req.user.id, { skip, limit, keyword }),
        countMyContacts(app.db, app.dialect, req.user.id, keyword),
      ]);
      return { data, count };
    },
  );
};
