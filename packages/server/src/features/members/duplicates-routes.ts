import { QUICK_ENTRY_MESSAGES } from '@sampark/domain/schemas/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callingCodeOfParam, findDuplicates } from './duplicates-repository';

const query = z.object({
  phone_number: z.preprocess((v) => v ?? '', z.string().trim().min(1, QUICK_ENTRY_MESSAGES.mobile)),
  country: z.string().optional(),
});

/** POST api/checkduplicate?phone_number=&country= (seed 001 §7): every role, whole organisation. */
export const duplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/checkduplicate', { config: { access: 'all' }, schema: { querystring: query, tags: ['members'] } }, async (req) => ({
    data: await findDuplicates(app.db, req.query.phone_number, callingCodeOfParam(req.query.country)),
  }));
};
