import { MEMBER_ORGANIZATION_ADDED, MEMBER_ORGANIZATION_DELETED, memberOrganizationSchema } from '@sampark/domain/schemas/members';
import { createdResponseSchema, memberOrgsResponseSchema } from '@sampark/domain/schemas/member-answers';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { assertMemberVisible } from '../../shared/members/member-scope';
import { addMemberOrg, deleteMemberOrg, listMemberOrgs } from './member-orgs-repository';

const tags: ApiTag[] = ['members'];

/**
 * The member's Organizations tab (seed 001 §2, §5, §7). Hidden from role 5, so roles 1-4, within
 * the member scope. Adding and removing are logged on the member's history.
 */
export const memberOrgsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members/:id/orgs',
    {
      config: { access: 'staff' },
      schema: { params: idParams, tags, operationId: 'listMemberOrganizations', summary: "A member's organisations and positions", response: { 200: memberOrgsResponseSchema } },
    },
    async (req) => {
      await assertMemberVisible(app.db, req.user, req.params.id);
      return { data: await listMemberOrgs(app.db, req.params.id) };
    },
  );

  app.post(
    '/api/member_organizations',
    {
      config: { access: 'staff' },
      schema: {
        body: memberOrganizationSchema,
        tags,
        operationId: 'addMemberOrganization',
        summary: 'Add a member to an organisation',
        response: { 200: createdResponseSchema },
      },
    },
    async (req) => {
      await assertMemberVisible(app.db, req.user, req.body.member_id);
      return { message: MEMBER_ORGANIZATION_ADDED, data: { id: await addMemberOrg(app.db, req.body, req.user.id) } };
    },
  );

  app.delete(
    '/api/member_organizations/:id',
    {
      config: { access: 'staff' },
      schema: { params: idParams, tags, operationId: 'removeMemberOrganization', summary: 'Remove a member from an organisation', response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await deleteMemberOrg(app.db, req.user, req.params.id);
      return { message: MEMBER_ORGANIZATION_DELETED };
    },
  );
};
