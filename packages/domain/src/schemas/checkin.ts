import { z } from 'zod';
import { CHECKIN_MESSAGES } from '../events/checkin-rules';
import { isBlank, numberOrBlank, optionalId, requiredId } from './fields';

/**
 * The check-in calls (issue 16; docs/decisions/039-offline-checkin.md): one check-in made online,
 * a batch of check-ins a phone made offline, and the event's registrants for the phone to keep.
 */

const eventId = requiredId('Please choose an event');
const code = z.preprocess((v) => (isBlank(v) ? undefined : v), z.string({ error: CHECKIN_MESSAGES.invalidPass }).trim().max(100, CHECKIN_MESSAGES.invalidPass).optional());
export const CHECKIN_METHODS = ['scan', 'search'] as const;
const method = z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(CHECKIN_METHODS).default('search'));

const hasPassOrRegistrant = (c: { code?: string; registration_id: number | null }) => !!c.code || c.registration_id !== null;
const passOrRegistrantRule = { path: ['code'], message: CHECKIN_MESSAGES.passOrRegistrant };

/** `POST api/checkin {event_id, code | registration_id, method}`: a scanned pass, or a registrant found by search. */
export const checkinSchema = z
  .object({ event_id: eventId, code, registration_id: optionalId(), method })
  .refine(hasPassOrRegistrant, passOrRegistrantRule);
export type CheckinInput = z.output<typeof checkinSchema>;

/** One batch may carry this many check-ins (a phone offline through a busy morning). */
export const MAX_CHECKIN_BATCH = 5000;

/** When it happened on the phone: epoch milliseconds (the phone's clock). */
const happenedAt = z.preprocess(numberOrBlank, z.number().int().min(0).max(8.64e15));

/**
 * `POST api/checkin/batch {event_id, device, checkins: [{code | registration_id, method, happened_at}]}`:
 * what a phone queued while offline, sent when the network returns.
 */
export const checkinBatchSchema = z.object({
  event_id: eventId,
  device: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().max(100).optional()),
  checkins: z
    .array(z.object({ code, registration_id: optionalId(), method, happened_at: happenedAt }).refine(hasPassOrRegistrant, passOrRegistrantRule))
    .min(1)
    .max(MAX_CHECKIN_BATCH),
});
export type CheckinBatch = z.output<typeof checkinBatchSchema>;

/** `GET api/checkin/registrations?event_id&since` and `GET api/checkin/counts?event_id` */
export const checkinListQuerySchema = z.object({
  event_id: eventId,
  since: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).optional()),
});

/**
 * One registrant as the phone keeps it: [id, full name, mobile, attendee type, status,
 * checked in at, checked in by, the pass's signature]. Tuples keep 20,000 registrants near 1.5 MB.
 */
export type CheckinRow = [number, string, string | null, number | null, string, string | null, string | null, string];

export interface CheckinCounts {
  /** every registration that is not cancelled */
  registered: number;
  /** of those, the ones checked in */
  arrived: number;
}

/** What a check-in answers: the registrant as it now stands. */
export interface CheckinResult {
  registration_id: number;
  fullname: string | null;
  relationship: number | null;
  status: string;
  checked_in_at: string | null;
  checked_in_by: string | null;
  outcome: 'checked_in' | 'earlier' | 'already' | 'refused';
  message: string;
}
