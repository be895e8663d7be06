import {
  ORGANIZATION_MESSAGES,
  organizationCreateSchema,
  organizationLinkedMessage,
  organizationListQuerySchema,
  organizationSearchQuerySchema,
  organizationUpdateSchema,
} from '@sampark/domain/schemas/organizations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, notFound } from '../../http/errors';
import { diffFields, recordAudit } from '../../lib/audit';
import {
  countOrganizationMembers,
  countOrganizations,
  deleteUnlinkedOrganization,
  findOrganization,
  insertOrganization,
  listOrganizations,
  searchOrganizations,
  updateOrganization,
} from './organization-repository';
import { idParams, rowIn } from '../../http/params';

export const ORGANIZATION_NOT_FOUND = 'Organization not found.';
const tags = ['organizations'];

/**
 * Organizations (seed 001 §2, §7; docs/api-conventions.md#roles-and-scope: roles 1-4). GET api/organizations is also the
 * lookup of the members filter, which role 5 uses, so that one list is open to every role.
 */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/organizations', { config: { access: 'all' }, schema: { querystring: organizationListQuerySchema, tags } }, async (req) => ({
    // seed 001 §7: without ?active=0 only active ones; with it, all
    data: await listOrganizations(app.db, req.query.active !== '0'),
  }));

  app.post('/api/orgsearch', { config: { access: 'staff' }, schema: { querystring: organizationSearchQuerySchema, tags } }, async (req) => {
    const { count, keyword, ...page } = req.query;
    if (count === '1') return { data: await countOrganizations(app.db, keyword) };
    return { data: await searchOrganizations(app.db, { keyword, ...page }) };
  });

  app.get('/api/organizations/:id', { config: { access: 'staff' }, schema: { params: idParams, tags } }, async (req) => {
    const row = await findOrganization(app.db, req.params.id);
    if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
    return { data: row };
  });

  app.post('/api/organizations', { config: { access: 'staff' }, schema: { body: organizationCreateSchema, tags } }, async (req) => {
    const row = await app.db.transaction().execute(async (trx) => {
      const created = await insertOrganization(trx, req.body);
      await recordAudit(trx, { table: 'organizations', recordId: created.id, action: 'create', changes: diffFields({}, req.body), userId: req.user.id });
      return created;
    });
    return { message: ORGANIZATION_MESSAGES.created, data: row };
  });

  app.put(
    '/api/organizations/:id',
    { config: { access: 'staff', pathRecord: rowIn('organizations', ORGANIZATION_NOT_FOUND) }, schema: { params: idParams, body: organizationUpdateSchema, tags } },
    async (req) => {
      const { id } = req.params;
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await findOrganization(trx, id);
        if (!before) throw notFound(ORGANIZATION_NOT_FOUND);
        const after = await updateOrganization(trx, id, req.body);
        const { updated_at: _before, ...oldFields } = before;
        const { updated_at: _after, ...newFields } = after;
        await recordAudit(trx, { table: 'organizations', recordId: id, action: 'update', changes: diffFields(oldFields, newFields), userId: req.user.id });
        return after;
      });
      return { message: ORGANIZATION_MESSAGES.updated, data: row };
    },
  );

  // Refused while members still belong to it (docs/decisions/006-organization-delete.md).
  app.delete('/api/organizations/:id', { config: { access: 'staff' }, schema: { params: idParams, tags } }, async (req) => {
    const { id } = req.params;
    await app.db.transaction().execute(async (trx) => {
      const before = await findOrganization(trx, id);
      if (!before) throw notFound(ORGANIZATION_NOT_FOUND);
      const linked = await countOrganizationMembers(trx, id);
      if (linked > 0 || !(await deleteUnlinkedOrganization(trx, id))) {
        throw fieldError('id', organizationLinkedMessage(linked || (await countOrganizationMembers(trx, id))));
      }
      const changes = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, [v, null] as [unknown, unknown]]));
      await recordAudit(trx, { table: 'organizations', recordId: id, action: 'delete', changes, userId: req.user.id });
    });
    return { message: ORGANIZATION_MESSAGES.deleted };
  });
};
