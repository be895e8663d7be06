import { duplicatesQuerySchema, type MergeBody, mergeBodySchema, MEMBERS_MERGED, MERGE_UNDONE } from '@sampark/domain/schemas/duplicates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../http/params';
import { findDuplicateGroups } from './duplicate-groups-repository';
import { mergeMembers, undoMerge } from './member-merge';

const tags = ['duplicates'];

/** Duplicate members (issue 30): find the groups, merge one, undo a merge. Admin screens: roles 1-2. */
export const duplicateMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/duplicates', { config: { access: 'admin' }, schema: { querystring: duplicatesQuerySchema, tags } }, async (req) => findDuplicateGroups(app.db, req.query));

  app.post('/api/members/merge', { config: { access: 'admin' }, schema: { body: mergeBodySchema, tags } }, async (req) => {
    const data = await app.db.transaction().execute((trx) => mergeMembers(trx, app.dialect, req.user, req.body as MergeBody));
    return { message: MEMBERS_MERGED, data };
  });

  app.post('/api/members/merge/:id/undo', { config: { access: 'admin' }, schema: { params: idParams, tags } }, async (req) => {
    await app.db.transaction().execute((trx) => undoMerge(trx, app.dialect, req.user, req.params.id));
    return { message: MERGE_UNDONE };
  });
};
