import { FINAL_APPROVED } from '@sampark/domain/options/events';
import { personalLinksQuerySchema } from '@sampark/domain/schemas/registration-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { AuthUser } from '../../http/auth-user';
import { idParams } from '../../http/params';
import { eventRecord } from '../../shared/events/event-scope';
import { memberScopeOf, scopeCondition } from '../../shared/members/member-scope';
import { personalLinkPath } from './registration-links';

const tags = ['registrations'];

/**
 * The personal links the post-approval lists offer to copy or share (issue 16): `GET
 * api/events/{id}/personal-links?members=1,2,3` -> `{data: [{member_id, url}]}` for the given
 * members that are Final Approved in the event and inside the caller's locations; the others are
 * left out. Roles 1-4 (role 5: 403), the event in the caller's scope (else 404).
 */
export const personalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/personal-links',
    { config: { access: 'staff', pathRecord: eventRecord }, schema: { params: idParams, querystring: personalLinksQuerySchema, tags } },
    async (req) => {
      const ids = await invitedInReach(app.db, app.dialect, req.user, req.params.id, req.query.members);
      const data = [];
      for (const member_id of ids) data.push({ member_id, url: await personalLinkPath(app.db, req.params.id, member_id) });
      return { data };
    },
  );
};

/** Which of `memberIds` are the event's Final Approved members the user may see, in the order asked. */
async function invitedInReach(db: Db, dialect: Dialect, user: AuthUser, eventId: number, memberIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('event_members as em')
    .innerJoin('members as m', 'm.id', 'em.member_id')
    .select('em.member_id')
    .where('em.event_id', '=', eventId)
    .where('em.status', '=', FINAL_APPROVED)
    .where(isOneOf(dialect, sql.ref('em.member_id'), memberIds))
    .where(scopeCondition(await memberScopeOf(db, user)) as never)
    .execute();
  const found = new Set(rows.map((r) => r.member_id));
  return memberIds.filter((id) => found.has(id));
}
