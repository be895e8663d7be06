import { FOLLOWUP_ADDED, FOLLOWUP_SERVER_MESSAGES, makeFollowupSchema } from '@sampark/domain/schemas/followups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayText } from '../../lib/time';
import { assertMemberVisible } from '../members/member-scope';
import { addFollowup, listFollowups } from './followup-repository';
import { idParams } from '../../http/params';

const tags = ['followups'];
/** The API's messages; "today" is the organisation's day, not the server clock's zone. */
const followupBody = makeFollowupSchema({ messages: FOLLOWUP_SERVER_MESSAGES, today: todayText });

/** Followups of a member (seed 000 §3-§5, §7; seed 001 §7). Every role, within its member scope. */
export const followupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/followups', { config: { access: 'all' }, schema: { body: followupBody, tags } }, async (req) => {
    await assertMemberVisible(app.db, req.user, req.body.member_id);
    const id = await app.db.transaction().execute((trx) => addFollowup(trx, app.dialect, req.body, req.user.id));
    // seed 000 §7 reads data.message, seed 001 §7 reads message: both are given
    return { message: FOLLOWUP_ADDED, data: { message: FOLLOWUP_ADDED, id } };
  });

  app.get('/api/followups/member/:id', { config: { access: 'all' }, schema: { params: idParams, tags } }, async (req) => {
    await assertMemberVisible(app.db, req.user, req.params.id);
    return { data: await listFollowups(app.db, req.params.id) };
  });
};
