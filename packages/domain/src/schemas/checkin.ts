import { z } from 'zod';
import { CHECKIN_MESSAGES } from '../events/checkin-rules';
import { isBlank, numberOrBlank, optionalId, requiredId } from './fields';
import { dataResponseSchema, nullableInt, nullableText, recordId } from './responses';

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
export const checkinRowSchema = z.tuple([recordId, z.string(), nullableText, nullableInt, z.string(), nullableText, nullableText, z.string()]);
export type CheckinRow = z.infer<typeof checkinRowSchema>;

export const checkinCountsSchema = z.object({
  /** every registration that is not cancelled */
  registered: z.number().int(),
  /** of those, the ones checked in */
  arrived: z.number().int(),
});
export type CheckinCounts = z.infer<typeof checkinCountsSchema>;

/** What a check-in answers: the registrant as it now stands. */
export const checkinResultSchema = z.object({
  registration_id: recordId,
  fullname: nullableText,
  relationship: nullableInt,
  status: z.string(),
  checked_in_at: nullableText,
  checked_in_by: nullableText,
  outcome: z.enum(['checked_in', 'earlier', 'already', 'refused']),
  message: z.string(),
});
export type CheckinResult = z.infer<typeof checkinResultSchema>;

// ---- the answers (docs/decisions/098-api-contract.md) --------------------------------------------

/** POST api/checkin */
export const checkinResponseSchema = z.object({ message: z.string(), data: checkinResultSchema });
/** POST api/checkin/batch: one result per check-in, in their order, and the counts after them. */
export const checkinBatchResponseSchema = z.object({ message: z.string(), data: z.object({ results: z.array(checkinResultSchema), counts: checkinCountsSchema }) });
/** GET api/checkin/registrations: `at` is when the list was read (the next call's `since`), `utc_offset` the organisation's zone. */
export const checkinListResponseSchema = dataResponseSchema(
  z.object({
    event: z.object({ id: recordId, name: z.string(), date_from: z.string(), date_to: nullableText }),
    rows: z.array(checkinRowSchema),
    counts: checkinCountsSchema,
    at: z.string(),
    utc_offset: z.number().int(),
  }),
);
export const checkinCountsResponseSchema = dataResponseSchema(checkinCountsSchema);
