import type { CheckinResult, CheckinRow } from '@sampark/domain/schemas/checkin';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import type { QueuedCheckin } from './checkin-local';
import type { Snapshot } from './checkin-store';

/** The check-in calls (packages/server/src/features/registrations/checkin-routes.ts). */

const text = z.string().nullable();
const int = z.number().int();

const rowSchema = z.tuple([int, z.string(), text, int.nullable(), z.string(), text, text, z.string()]);
const countsSchema = z.object({ registered: int, arrived: int });
const resultSchema = z.object({
  registration_id: int,
  fullname: text,
  relationship: int.nullable(),
  status: z.string(),
  checked_in_at: text,
  checked_in_by: text,
  outcome: z.enum(['checked_in', 'earlier', 'already', 'refused']),
  message: z.string(),
});

const listSchema = z.object({
  data: z.object({
    event: z.object({ id: int, name: z.string(), date_from: text, date_to: text }),
    rows: z.array(rowSchema),
    counts: countsSchema,
    at: z.string(),
    utc_offset: int,
  }),
});

/** GET api/checkin/registrations: every registrant of the event, or those changed since `since`. */
export async function fetchRegistrants(eventId: number, since?: string): Promise<Snapshot> {
  const { data } = await api.get('/api/checkin/registrations', { query: { event_id: eventId, since }, schema: listSchema });
  return { event: data.event, rows: data.rows as CheckinRow[], at: data.at, utcOffset: data.utc_offset };
}

/** POST api/checkin: one check-in made online; a refusal is an ApiError (422) with the reason. */
export async function postCheckin(eventId: number, target: { code?: string; registration_id?: number }, method: 'scan' | 'search'): Promise<CheckinResult> {
  const answer = await api.post('/api/checkin', { body: { event_id: eventId, ...target, method }, schema: z.object({ message: z.string(), data: resultSchema }) });
  return answer.data;
}

/** POST api/checkin/batch: the queued check-ins; one answer per check-in, in their order. */
export async function postBatch(eventId: number, device: string, queue: readonly QueuedCheckin[]): Promise<CheckinResult[]> {
  const checkins = queue.map(({ registration_id, code, method, happened_at }) => (code ? { code, method, happened_at } : { registration_id, method, happened_at }));
  const answer = await api.post('/api/checkin/batch', {
    body: { event_id: eventId, device, checkins },
    schema: z.object({ message: z.string(), data: z.object({ results: z.array(resultSchema), counts: countsSchema }) }),
  });
  return answer.data.results;
}
