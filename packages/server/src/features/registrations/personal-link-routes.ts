import { personalLinkListResponseSchema, personalLinksQuerySchema } from '@sampark/domain/schemas/registration-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { eventRecord } from '../../shared/events/event-scope';
import { personalLinkPath } from './registration-links';
import { invitedInReach } from './registration-repository';

const tags: ApiTag[] = ['registrations'];

/**
 * The personal links the post-approval lists offer to copy or share (issue 16): `GET
 * api/events/{id}/personal-links?members=1,2,3` -> `{data: [{member_id, url}]}` for the given
 * members that are Final Approved in the event and inside the caller's locations; the others are
 * left out. Roles 1-4 (role 5: 403), the event in the caller's scope (else 404).
 */
export const personalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/personal-links',
    {
      config: { access: 'staff', pathRecord: eventRecord },
      schema: {
        params: idParams,
        querystring: personalLinksQuerySchema,
        tags,
        operationId: 'listPersonalLinks',
        summary: "The personal registration links of an event's Final Approved invitees",
        response: { 200: personalLinkListResponseSchema },
      },
    },
    async (req) => {
      const ids = await invitedInReach(app.db, app.dialect, req.user, req.params.id, req.query.members);
      const data = [];
      for (const member_id of ids) data.push({ member_id, url: await personalLinkPath(app.db, req.params.id, member_id) });
      return { data };
    },
  );
};
