import { type CheckinResult, checkinBatchResponseSchema, checkinListResponseSchema, checkinResponseSchema } from '@sampark/domain/schemas/checkin';
import { api } from '../../lib/api-client';
import type { QueuedCheckin } from './checkin-local';
import type { Snapshot } from './checkin-store';

/** The check-in calls (packages/server/src/features/registrations/checkin-routes.ts). */

/** GET api/checkin/registrations: every registrant of the event, or those changed since `since`. */
export async function fetchRegistrants(eventId: number, since?: string): Promise<Snapshot> {
  const { data } = await api.get('/api/checkin/registrations', { query: { event_id: eventId, since }, schema: checkinListResponseSchema });
  return { event: data.event, rows: data.rows, at: data.at, utcOffset: data.utc_offset };
}

/** POST api/checkin: one check-in made online; a refusal is an ApiError (422) with the reason. */
export async function postCheckin(eventId: number, target: { code?: string; registration_id?: number }, method: 'scan' | 'search'): Promise<CheckinResult> {
  const answer = await api.post('/api/checkin', { body: { event_id: eventId, ...target, method }, schema: checkinResponseSchema });
  return answer.data;
}

/** POST api/checkin/batch: the queued check-ins; one answer per check-in, in their order. */
export async function postBatch(eventId: number, device: string, queue: readonly QueuedCheckin[]): Promise<CheckinResult[]> {
  const checkins = queue.map(({ registration_id, code, method, happened_at }) => (code ? { code, method, happened_at } : { registration_id, method, happened_at }));
  const answer = await api.post('/api/checkin/batch', {
    body: { event_id: eventId, device, checkins },
    schema: checkinBatchResponseSchema,
  });
  return answer.data.results;
}
