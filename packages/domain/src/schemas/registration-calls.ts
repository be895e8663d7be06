import { z } from 'zod';
import { CHOOSE_FROM_LIST, idList } from './fields';
import { ENTER_TEXT, TEXT_TOO_LONG } from './people-messages';
import { REGISTRATION_MESSAGES, type RegistrationField } from './registrations';
import { dataResponseSchema, nullableText, recordId } from './responses';

/**
 * The registration form's calls beyond the form itself (seed 002 §2, §7;
 * docs/api-conventions.md#registrations): the prefill from a member, and the query strings of the public calls and of
 * the invitees' personal links.
 */

// ---- prefill from a member -----------------------------------------------------------------------

/** The member record's fields the form takes over (seed 002 §2: "prefill from a member"). */
export const PREFILL_FIELDS = [
  'salutation', 'firstname', 'lastname', 'hindi_name', 'gender', 'dob', 'profession_id', 'email',
  'mobile_country_code', 'mobile_number', 'whatsapp', 'country', 'state', 'district', 'city', 'address',
  'facebook_id', 'twitter_id', 'website', 'languages_known', 'brief_intro',
] as const satisfies readonly RegistrationField[];
export type RegistrationPrefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string | number>>;

/** A member record (GET api/members/{id}) as the registration's values; MySQL's zero dates are blank. */
export function registrationPrefillOf(member: Record<string, unknown>): RegistrationPrefill {
  const out: RegistrationPrefill = {};
  for (const f of PREFILL_FIELDS) {
    const v = member[f];
    if (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !v.startsWith('0000-00-00'))) out[f] = v;
  }
  return out;
}

// ---- the calls' query strings --------------------------------------------------------------------

/** `?token=` of the public calls: an invitee's or a registrant's signed token (checked by the server). */
export const linkTokenQuerySchema = z.object({ token: z.string({ error: ENTER_TEXT }).max(200, TEXT_TOO_LONG).optional() });

/** `GET api/public/professions?active=1`: the public form lists active professions only, whatever is asked. */
export const publicProfessionsQuerySchema = z.object({ active: z.string({ error: CHOOSE_FROM_LIST }).max(5, CHOOSE_FROM_LIST).optional() });

/** `GET api/events/{id}/personal-links?members=1,2,3`: the page of invitees a list shows. */
export const PERSONAL_LINKS_MAX = 2000;
export const personalLinksQuerySchema = z.object({
  members: idList(CHOOSE_FROM_LIST, PERSONAL_LINKS_MAX).refine((ids) => !!ids?.length, REGISTRATION_MESSAGES.required).transform((ids) => [...new Set(ids)]),
});

// ---- the answers (docs/decisions/098-api-contract.md) --------------------------------------------

/** GET api/public/events/{id}: what a visitor may read of an active event. */
export const publicEventSchema = z.object({
  id: recordId,
  name: z.string(),
  description: nullableText,
  date_from: z.string(),
  date_to: nullableText,
  location_name: nullableText,
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
export const publicEventResponseSchema = dataResponseSchema(publicEventSchema);

/** GET api/public/professions: the active professions, by name. */
export const publicProfessionListResponseSchema = dataResponseSchema(z.array(z.object({ id: recordId, name: z.string() })));

/** GET api/public/events/{id}/prefill: the invitee's own details the form takes over (only those filled). */
const prefillValue = z.union([z.string(), z.number()]).optional();
export const registrationPrefillSchema = z.object(
  Object.fromEntries(PREFILL_FIELDS.map((f) => [f, prefillValue])) as Record<(typeof PREFILL_FIELDS)[number], typeof prefillValue>,
);
export const registrationPrefillResponseSchema = dataResponseSchema(registrationPrefillSchema);

/**
 * GET api/public/form-challenge: an ALTCHA v2 challenge (docs/decisions/078), null when the proof is off.
 * Every field the library writes is named: the browser sends the challenge back signed as it came.
 */
export const formChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export const formChallengeResponseSchema = dataResponseSchema(formChallengeSchema.nullable());

/** GET api/events/{id}/personal-links: the invitees' links, by member (paths on this site). */
export const personalLinkListResponseSchema = dataResponseSchema(z.array(z.object({ member_id: recordId, url: z.string() })));

/** A registrant's pass as GET api/registrations/{id}/pass and api/public/passes/{code} answer it (docs/decisions/038). */
export const passSchema = z.object({
  registration_id: recordId,
  event: z.object({ id: recordId, name: z.string(), date_from: nullableText, date_to: nullableText, location_name: nullableText }),
  fullname: nullableText,
  relationship: recordId.nullable(),
  attendee_type: z.string(),
  status: z.string(),
  code: z.string(),
  /** the registrant's own page of the pass */
  pass_url: z.string(),
});
export type Pass = z.infer<typeof passSchema>;
export const passResponseSchema = dataResponseSchema(passSchema);

/** POST api/events/{id}/gsheet/reset: the event's new Google Sheet address (the old one answers 404). */
export const gsheetRenewedResponseSchema = z.object({ message: z.string(), data: z.object({ gsheet_url: z.string() }) });
