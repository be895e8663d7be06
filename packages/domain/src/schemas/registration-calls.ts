import { z } from 'zod';
import { CHOOSE_FROM_LIST, idList } from './fields';
import { ENTER_TEXT, TEXT_TOO_LONG } from './people-messages';
import { REGISTRATION_MESSAGES, type RegistrationField } from './registrations';

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
export type RegistrationPrefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string | number | null>>;

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
