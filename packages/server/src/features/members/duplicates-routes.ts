import { duplicateCheckQuerySchema as query } from '@sampark/domain/schemas/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callingCodeOfParam, findDuplicates } from './duplicates-repository';

/** POST api/checkduplicate?phone_number=&country= (seed 001 §7): every role, whole organisation. */
export const duplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/checkduplicate', { config: { access: 'all' }, schema: { querystring: query, tags: ['members'] } }, async (req) => ({
    data: await findDuplicates(app.db, req.query.phone_number, callingCodeOfParam(req.query.country)),
  }));
};
