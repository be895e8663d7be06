import {
  ORGANIZATION_MESSAGES,
  organizationCreateSchema,
  organizationListQuerySchema,
  organizationListResponseSchema,
  organizationResponseSchema,
  organizationSavedSchema,
  organizationSearchQuerySchema,
  organizationSearchResponseSchema,
  organizationUpdateSchema,
} from '@sampark/domain/schemas/organizations';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams, rowIn } from '../../http/params';
import { countOrganizations, listOrganizations, searchOrganizations } from './organization-repository';
import { createOrganization, editOrganization, ORGANIZATION_NOT_FOUND, organizationOr404, removeOrganization } from './organization-service';

const tags: ApiTag[] = ['organizations'];

/**
 * Organizations (seed 001 §2, §7; docs/api-conventions.md#roles-and-scope: roles 1-4). GET api/organizations is also the
 * lookup of the members filter, which role 5 uses, so that one list is open to every role.
 */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizations',
    {
      config: { access: 'all' },
      schema: {
        querystring: organizationListQuerySchema,
        tags,
        operationId: 'listOrganizations',
        summary: 'Organizations by name (only active ones unless active=0)',
        response: { 200: organizationListResponseSchema },
      },
    },
    // seed 001 §7: without ?active=0 only active ones; with it, all
    async (req) => ({ data: await listOrganizations(app.db, req.query.active !== '0') }),
  );

  app.post(
    '/api/orgsearch',
    {
      config: { access: 'staff' },
      schema: {
        querystring: organizationSearchQuerySchema,
        tags,
        operationId: 'searchOrganizations',
        summary: 'One page of organizations, or with count=1 their total',
        response: { 200: organizationSearchResponseSchema },
      },
    },
    async (req) => {
      const { count, keyword, ...page } = req.query;
      if (count === '1') return { data: await countOrganizations(app.db, keyword) };
      return { data: await searchOrganizations(app.db, { keyword, ...page }) };
    },
  );

  app.get(
    '/api/organizations/:id',
    {
      config: { access: 'staff' },
      schema: { params: idParams, tags, operationId: 'getOrganization', summary: 'An organization', response: { 200: organizationResponseSchema } },
    },
    async (req) => ({ data: await organizationOr404(app.db, req.params.id) }),
  );

  app.post(
    '/api/organizations',
    {
      config: { access: 'staff' },
      schema: { body: organizationCreateSchema, tags, operationId: 'createOrganization', summary: 'Add an organization', response: { 200: organizationSavedSchema } },
    },
    async (req) => ({ message: ORGANIZATION_MESSAGES.created, data: await createOrganization(app.db, req.user.id, req.body) }),
  );

  app.put(
    '/api/organizations/:id',
    {
      config: { access: 'staff', pathRecord: rowIn('organizations', ORGANIZATION_NOT_FOUND) },
      schema: {
        params: idParams,
        body: organizationUpdateSchema,
        tags,
        operationId: 'updateOrganization',
        summary: 'Change an organization',
        response: { 200: organizationSavedSchema },
      },
    },
    async (req) => ({ message: ORGANIZATION_MESSAGES.updated, data: await editOrganization(app.db, req.user.id, req.params.id, req.body) }),
  );

  // Refused while members still belong to it (docs/decisions/006-organization-delete.md).
  app.delete(
    '/api/organizations/:id',
    {
      config: { access: 'staff' },
      schema: { params: idParams, tags, operationId: 'deleteOrganization', summary: 'Delete an organization no member belongs to', response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await removeOrganization(app.db, req.user.id, req.params.id);
      return { message: ORGANIZATION_MESSAGES.deleted };
    },
  );
};
