import {
  MEMBER_ORGANIZATION_ADDED,
  MEMBER_ORGANIZATION_DELETED,
  memberOrganizationSchema,
  ORGANIZATION_REQUIRED,
} from '@sampark/domain/schemas/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, notFound } from '../../http/errors';
import { recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { assertMemberVisible } from '../../shared/members/member-scope';
import { idParams } from '../../http/params';

export const ALREADY_MEMBER_OF = 'The member already belongs to this organization.';
export const MEMBER_ORGANIZATION_NOT_FOUND = 'Organization membership not found.';
const tags = ['members'];

/**
 * The member's Organizations tab (seed 001 §2, §5, §7). Hidden from role 5, so roles 1-4, within
 * the member scope. Adding and removing are logged on the member's history.
 */
export const memberOrgsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/members/:id/orgs', { config: { access: 'staff' }, schema: { params: idParams, tags } }, async (req) => {
    await assertMemberVisible(app.db, req.user, req.params.id);
    const data = await app.db
      .selectFrom('member_organizations as mo')
      .innerJoin('organizations as o', 'o.id', 'mo.organization_id')
      .select(['mo.id', 'mo.member_id', 'mo.organization_id', 'o.name', 'mo.position', 'mo.created_at', 'mo.updated_at'])
      .where('mo.member_id', '=', req.params.id)
      .orderBy('mo.updated_at', 'desc')
      .orderBy('mo.id', 'desc')
      .execute();
    return { data };
  });

  app.post('/api/member_organizations', { config: { access: 'staff' }, schema: { body: memberOrganizationSchema, tags } }, async (req) => {
    const { member_id, organization_id, position } = req.body;
    await assertMemberVisible(app.db, req.user, member_id);
    const id = await app.db.transaction().execute(async (trx) => {
      const org = await trx.selectFrom('organizations').select('name').where('id', '=', organization_id).executeTakeFirst();
      if (!org) throw fieldError('organization_id', ORGANIZATION_REQUIRED);
      const existing = await trx
        .selectFrom('member_organizations')
        .select('id')
        .where('member_id', '=', member_id)
        .where('organization_id', '=', organization_id)
        .executeTakeFirst();
      if (existing) throw fieldError('organization_id', ALREADY_MEMBER_OF);
      const now = nowText();
      const row = await trx
        .insertInto('member_organizations')
        .values({ member_id, organization_id, position, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const label = position ? `${org.name} (${position})` : org.name;
      await recordAudit(trx, { table: 'members', recordId: member_id, action: 'update', changes: { organization: [null, label] }, userId: req.user.id });
      return row.id;
    });
    return { message: MEMBER_ORGANIZATION_ADDED, data: { id } };
  });

  app.delete('/api/member_organizations/:id', { config: { access: 'staff' }, schema: { params: idParams, tags } }, async (req) => {
    await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('member_organizations as mo')
        .innerJoin('organizations as o', 'o.id', 'mo.organization_id')
        .select(['mo.member_id', 'mo.position', 'o.name'])
        .where('mo.id', '=', req.params.id)
        .executeTakeFirst();
      if (!row) throw notFound(MEMBER_ORGANIZATION_NOT_FOUND);
      await assertMemberVisible(trx, req.user, row.member_id, MEMBER_ORGANIZATION_NOT_FOUND);
      await trx.deleteFrom('member_organizations').where('id', '=', req.params.id).execute();
      const label = row.position ? `${row.name} (${row.position})` : row.name;
      await recordAudit(trx, { table: 'members', recordId: row.member_id, action: 'update', changes: { organization: [label, null] }, userId: req.user.id });
    });
    return { message: MEMBER_ORGANIZATION_DELETED };
  });
};
