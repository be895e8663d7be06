import { seekerListQuerySchema, seekerListResponseSchema } from '@sampark/domain/schemas/seeker-list';
import {
  duplicateSeekersMessage,
  SEEKER_CREATED,
  SEEKER_DELETED,
  SEEKER_NOT_FOUND,
  SEEKER_UPDATED,
  seekerDetailResponseSchema,
  seekerSavedResponseSchema,
  seekerSchema,
  seekerUpdateSchema,
} from '@sampark/domain/schemas/seekers';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { listSeekers } from './seeker-list';
import { findSeekerDetail } from './seeker-repository';
import { seekerScopeOf, visibleSeeker } from './seeker-scope';
import { createSeeker, deleteSeeker, type SaveResult, updateSeeker } from './seeker-service';

const tags: ApiTag[] = ['seekers'];
const access = 'seekers' as const;

/** A mobile number someone already has: 422 on mobile_number with the matches in `data` (as quick entry). */
function savedBody(result: SaveResult, message: string) {
  if ('duplicates' in result) {
    const text = duplicateSeekersMessage(result.duplicates.length, result.number);
    throw new HttpError(422, text, { mobile_number: [text] }, result.duplicates);
  }
  return { message, data: { id: result.id } };
}

/**
 * Seekers (seed 001 §2, §7 `api/seekers`; issue 15): roles 1-3, each within its scope (404
 * outside, before the body is read). docs/decisions/028-seekers.md.
 */
export const seekerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seekers',
    {
      config: { access },
      schema: {
        querystring: seekerListQuerySchema,
        tags,
        operationId: 'listSeekers',
        summary: 'A page of the seekers in the caller\'s scope',
        response: { 200: seekerListResponseSchema },
      },
    },
    async (req) => listSeekers(app.db, app.dialect, await seekerScopeOf(app.db, req.user), req.query),
  );

  app.get(
    '/api/seekers/:id',
    {
      config: { access, pathRecord: visibleSeeker },
      schema: { params: idParams, tags, operationId: 'getSeeker', summary: "A seeker's record", response: { 200: seekerDetailResponseSchema } },
    },
    async (req) => {
      const seeker = await findSeekerDetail(app.db, req.params.id);
      // deleted between the scope check and the read
      if (!seeker) throw notFound(SEEKER_NOT_FOUND);
      return { data: seeker };
    },
  );

  app.post(
    '/api/seekers',
    {
      config: { access },
      schema: { body: seekerSchema, tags, operationId: 'createSeeker', summary: 'Add a seeker', response: { 200: seekerSavedResponseSchema } },
    },
    async (req) => savedBody(await app.db.transaction().execute((trx) => createSeeker(trx, req.user, req.body)), SEEKER_CREATED),
  );

  app.put(
    '/api/seekers/:id',
    {
      config: { access, pathRecord: visibleSeeker },
      schema: {
        params: idParams,
        body: seekerUpdateSchema,
        tags,
        operationId: 'updateSeeker',
        summary: "Change a seeker's fields",
        response: { 200: seekerSavedResponseSchema },
      },
    },
    async (req) => savedBody(await app.db.transaction().execute((trx) => updateSeeker(trx, req.user, req.params.id, req.body)), SEEKER_UPDATED),
  );

  app.delete(
    '/api/seekers/:id',
    {
      config: { access, pathRecord: visibleSeeker },
      schema: { params: idParams, tags, operationId: 'deleteSeeker', summary: 'Delete a seeker', response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await app.db.transaction().execute((trx) => deleteSeeker(trx, req.user, req.params.id));
      return { message: SEEKER_DELETED };
    },
  );
};
