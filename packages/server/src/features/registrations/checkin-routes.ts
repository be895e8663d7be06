import {
  checkinBatchResponseSchema,
  checkinBatchSchema,
  checkinCountsResponseSchema,
  checkinListQuerySchema,
  checkinListResponseSchema,
  checkinResponseSchema,
  checkinSchema,
} from '@sampark/domain/schemas/checkin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { nowText, toLocalText } from '../../lib/time';
import { requireEventInScope } from '../../shared/events/event-scope';
import { applyCheckin, applyCheckinBatch, type CheckinContext, checkinList } from './checkin';
import { checkinCounts } from './checkin-list';
import { passKeyOf } from './pass';

const tags: ApiTag[] = ['checkin'];

/** A phone's clock can be ahead: a check-in cannot have happened after the server heard of it. */
function happenedAtOf(ms: number, now: string): string {
  const at = toLocalText(new Date(ms));
  return at > now ? now : at;
}

/**
 * Check-in at the venue (issue 16; docs/decisions/039-offline-checkin.md), roles 1-4 with the
 * event in their scope: one check-in made online, a phone's batch of offline check-ins, the
 * event's registrants for the phone to keep, and the live counts.
 */
export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = async (user: CheckinContext['user'], eventId: number, device: string | null, offline: boolean): Promise<CheckinContext> => {
    await requireEventInScope(app.db, user, eventId);
    return { eventId, user, device, offline, passKey: await passKeyOf(app.db) };
  };

  app.post(
    '/api/checkin',
    {
      config: { access: 'staff' },
      schema: {
        body: checkinSchema,
        tags,
        operationId: 'checkIn',
        summary: 'Check a registrant in, by pass or by search',
        response: { 200: checkinResponseSchema },
      },
    },
    async (req) => {
      const ctx = await contextOf(req.user, req.body.event_id, null, false);
      const answer = await app.db.transaction().execute((trx) => applyCheckin(trx, app.dialect, ctx, { ...req.body, happenedAt: nowText() }));
      if ('refused' in answer) throw fieldError(answer.refused.field, answer.refused.message);
      return { message: answer.message, data: answer };
    },
  );

  app.post(
    '/api/checkin/batch',
    {
      config: { access: 'staff' },
      schema: {
        body: checkinBatchSchema,
        tags,
        operationId: 'checkInBatch',
        summary: "A phone's check-ins made offline",
        response: { 200: checkinBatchResponseSchema },
      },
    },
    async (req) => {
      const ctx = await contextOf(req.user, req.body.event_id, req.body.device ?? null, true);
      const now = nowText();
      const requests = req.body.checkins.map((c) => ({ ...c, happenedAt: happenedAtOf(c.happened_at, now) }));
      const data = await applyCheckinBatch(app.db, app.dialect, ctx, requests);
      return { message: `${data.results.filter((r) => r.outcome !== 'refused').length} of ${data.results.length} check-ins saved`, data };
    },
  );

  app.get(
    '/api/checkin/registrations',
    {
      config: { access: 'staff' },
      schema: {
        querystring: checkinListQuerySchema,
        tags,
        operationId: 'listCheckinRegistrants',
        summary: "An event's registrants for a phone to keep, or those changed since a time",
        response: { 200: checkinListResponseSchema },
      },
    },
    async (req) => {
      await requireEventInScope(app.db, req.user, req.query.event_id);
      return { data: await checkinList(app.db, req.query.event_id, req.query.since) };
    },
  );

  app.get(
    '/api/checkin/counts',
    {
      config: { access: 'staff' },
      schema: {
        querystring: checkinListQuerySchema,
        tags,
        operationId: 'getCheckinCounts',
        summary: "An event's registered and arrived counts",
        response: { 200: checkinCountsResponseSchema },
      },
    },
    async (req) => {
      await requireEventInScope(app.db, req.user, req.query.event_id);
      return { data: await checkinCounts(app.db, req.query.event_id) };
    },
  );
};
