import { MESSAGES } from '@sampark/domain/messages';
import {
  FOLLOWUP_ADDED,
  FOLLOWUP_KEY_PATTERN,
  FOLLOWUP_SERVER_MESSAGES,
  followupAddedResponseSchema,
  followupListResponseSchema,
  makeFollowupSchema,
} from '@sampark/domain/schemas/followups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayText } from '../../lib/time';
import { assertMemberVisible } from '../../shared/members/member-scope';
import { addFollowup, listFollowups } from './followup-repository';
import { fieldError } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { isUniqueViolation } from '../../db/unique-violation';

const tags: ApiTag[] = ['followups'];
/** The API's messages; "today" is the organisation's day, not the server clock's zone. */
const followupBody = makeFollowupSchema({ messages: FOLLOWUP_SERVER_MESSAGES, today: todayText });

/**
 * The Idempotency-Key a phone sends with a followup it queued offline (decision 056), or null.
 * Checked after authorization and the body, like the body's own fields.
 */
function clientKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !FOLLOWUP_KEY_PATTERN.test(header)) throw fieldError('idempotency_key', MESSAGES.check_the_format);
  return header;
}

/** Followups of a member (seed 000 §3-§5, §7; seed 001 §7). Every role, within its member scope. */
export const followupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/followups',
    {
      config: { access: 'all' },
      schema: {
        body: followupBody,
        tags,
        operationId: 'addFollowup',
        summary: 'Log a followup of a member',
        response: { 200: followupAddedResponseSchema },
      },
    },
    async (req) => {
    await assertMemberVisible(app.db, req.user, req.body.member_id);
    const key = clientKey(req.headers['idempotency-key']);
    const id = await app.db
      .transaction()
      .execute((trx) => addFollowup(trx, app.dialect, req.body, req.user.id, key))
      // the key of another member's followup: a client's mistake, refused like a malformed key
      .catch((err: unknown) => Promise.reject(isUniqueViolation(err) ? fieldError('idempotency_key', MESSAGES.check_this_value) : err));
    // seed 000 §7 reads data.message, seed 001 §7 reads message: both are given
    return { message: FOLLOWUP_ADDED, data: { message: FOLLOWUP_ADDED, id } };
    },
  );

  app.get(
    '/api/followups/member/:id',
    {
      config: { access: 'all' },
      schema: {
        params: idParams,
        tags,
        operationId: 'listMemberFollowups',
        summary: "A member's followups, newest first",
        response: { 200: followupListResponseSchema },
      },
    },
    async (req) => {
    await assertMemberVisible(app.db, req.user, req.params.id);
    return { data: await listFollowups(app.db, req.params.id) };
    },
  );
};
