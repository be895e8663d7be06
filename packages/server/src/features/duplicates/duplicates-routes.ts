import {
  duplicatesQuerySchema,
  duplicatesResponseSchema,
  type MergeBody,
  mergeBodySchema,
  mergeResponseSchema,
  MEMBERS_MERGED,
  MERGE_UNDONE,
  undoResponseSchema,
} from '@sampark/domain/schemas/duplicates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { findDuplicateGroups } from './duplicate-groups-repository';
import { mergeMembers, undoMerge } from './member-merge';

const tags: ApiTag[] = ['duplicates'];

/** Duplicate members (issue 30): find the groups, merge one, undo a merge. Admin screens: roles 1-2. */
export const duplicateMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/duplicates',
    {
      config: { access: 'admin' },
      schema: {
        querystring: duplicatesQuerySchema,
        tags,
        operationId: 'listDuplicateGroups',
        summary: 'Groups of members sharing a number, an e-mail or a name and birth date, largest first',
        response: { 200: duplicatesResponseSchema },
      },
    },
    async (req) => findDuplicateGroups(app.db, req.query),
  );

  app.post(
    '/api/members/merge',
    {
      config: { access: 'admin' },
      schema: { body: mergeBodySchema, tags, operationId: 'mergeMembers', summary: 'Merge members into the one kept', response: { 200: mergeResponseSchema } },
    },
    async (req) => {
      const data = await app.db.transaction().execute((trx) => mergeMembers(trx, app.dialect, req.user, req.body as MergeBody));
      return { message: MEMBERS_MERGED, data };
    },
  );

  app.post(
    '/api/members/merge/:id/undo',
    {
      config: { access: 'admin' },
      schema: { params: idParams, tags, operationId: 'undoMerge', summary: 'Undo a merge within 30 days', response: { 200: undoResponseSchema } },
    },
    async (req) => {
      await app.db.transaction().execute((trx) => undoMerge(trx, app.dialect, req.user, req.params.id));
      return { message: MERGE_UNDONE };
    },
  );
};
