import { seekerListQuerySchema } from '@sampark/domain/schemas/seeker-list';
import {
  duplicateSeekersMessage,
  SEEKER_CREATED,
  SEEKER_DELETED,
  SEEKER_UPDATED,
  seekerSchema,
  seekerUpdateSchema,
} from '@sampark/domain/schemas/seekers';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../http/params';
import { listSeekers } from './seeker-list';
import { findSeekerDetail } from './seeker-repository';
import { seekerScopeOf, visibleSeeker } from './seeker-scope';
import { createSeeker, deleteSeeker, type SaveResult, updateSeeker } from './seeker-service';

const tags = ['seekers'];
const access = 'seekers' as const;

/** A mobile number someone already has: 422 on mobile_number with the matches in `data` (as quick entry). */
function send(reply: FastifyReply, result: SaveResult, message: string) {
  if ('duplicates' in result) {
    const text = duplicateSeekersMessage(result.duplicates.length, result.number);
    return reply.status(422).send({ message: text, errors: { mobile_number: [text] }, data: result.duplicates });
  }
  return reply.send({ message, data: { id: result.id } });
}

/**
 * Seekers (seed 001 §2, §7 `api/seekers`; issue 15): roles 1-3, each within its scope (404
 * outside, before the body is read). docs/decisions/028-seekers.md.
 */
export const seekerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/seekers', { config: { access }, schema: { querystring: seekerListQuerySchema, tags } }, async (req) =>
    listSeekers(app.db, app.dialect, await seekerScopeOf(app.db, req.user), req.query),
  );

  app.get('/api/seekers/:id', { config: { access, pathRecord: visibleSeeker }, schema: { params: idParams, tags } }, async (req) => ({
    data: await findSeekerDetail(app.db, req.params.id),
  }));

  app.post('/api/seekers', { config: { access }, schema: { body: seekerSchema, tags } }, async (req, reply) => {
    const result = await app.db.transaction().execute((trx) => createSeeker(trx, req.user, req.body));
    return send(reply, result, SEEKER_CREATED);
  });

  app.put(
    '/api/seekers/:id',
    { config: { access, pathRecord: visibleSeeker }, schema: { params: idParams, body: seekerUpdateSchema, tags } },
    async (req, reply) => {
      const result = await app.db.transaction().execute((trx) => updateSeeker(trx, req.user, req.params.id, req.body));
      return send(reply, result, SEEKER_UPDATED);
    },
  );

  app.delete('/api/seekers/:id', { config: { access, pathRecord: visibleSeeker }, schema: { params: idParams, tags } }, async (req) => {
    await app.db.transaction().execute((trx) => deleteSeeker(trx, req.user, req.params.id));
    return { message: SEEKER_DELETED };
  });
};
