import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE } from '../options/reference';
import type { RegistrationField } from './registrations';

/**
 * The registration form's steps, fields and defaults (seed 002 §2, §3, §5), apart from its rules in
 * ./registrations.ts (which re-exports them): the public form shows its first step before it has
 * loaded zod, and loads the rules at the first Next (docs/decisions/116-public-form-rules-at-first-next.md).
 */

/** The public form's proof of work was missing, wrong, expired or used before (issue 27 item 4); the form sends again by itself. */
export const FORM_NOT_CHECKED = 'Your form could not be checked. Please press Submit again.';

/** The journey's fields, asked unless the registrant will book later (seed 002 §5). */
export const TRAVEL_FIELDS = [
  'arrival_by', 'arrival_date', 'arrival_time', 'pickup_point', 'arrival_details',
  'departure_by', 'departure_date', 'departure_time', 'dropoff_point', 'departure_details',
] as const satisfies readonly RegistrationField[];

/** The form's steps (seed 002 §2) and the fields each one shows, in the order of seed 002 §3. */
export const REGISTRATION_STEPS = [
  {
    key: 'personal',
    title: 'Personal Details',
    fields: ['relationship', 'email', 'recommended_by', 'salutation', 'firstname', 'lastname', 'hindi_name', 'gender', 'profession_id', 'dob'],
  },
  {
    key: 'contact',
    title: 'Contact Details',
    fields: ['mobile_country_code', 'mobile_number', 'country', 'state', 'district', 'city', 'address', 'whatsapp'],
  },
  { key: 'social', title: 'Social Media Info', fields: ['facebook_id', 'twitter_id', 'website', 'instagram', 'other_media'] },
  {
    key: 'planning',
    title: 'Info for Planning',
    fields: ['languages_understood', 'languages_known', 'pastevents', 'organization', 'designation', 'org_hindi', 'brief_intro', 'activities'],
  },
  { key: 'stay', title: 'Diet/Stay Details', fields: ['days_of_stay', 'accommodation_needs', 'tea_or_coffee', 'diet_restrictions', 'remarks'] },
  { key: 'travel', title: 'Travel Details', fields: ['booking_status', 'booking_date', ...TRAVEL_FIELDS] },
] as const satisfies readonly { key: string; title: string; fields: readonly RegistrationField[] }[];
export type RegistrationStepKey = (typeof REGISTRATION_STEPS)[number]['key'];

/** Every field of the form, in the steps' order. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = REGISTRATION_STEPS.flatMap((s) => s.fields);

/** The step (0-5) that shows `field`; -1 for none. */
export function registrationStepOf(field: string): number {
  return REGISTRATION_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
}

/** seed 002 §5: default country INDIA, and 91 as its calling code. */
export const REGISTRATION_DEFAULTS = { country: DEFAULT_COUNTRY, mobile_country_code: DEFAULT_COUNTRY_CODE, relationship: 1 } as const;
