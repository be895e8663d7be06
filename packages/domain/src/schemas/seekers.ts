import { z } from 'zod';
import { dataResponseSchema, messageResponseSchema, nullableInt, nullableText, recordId } from './responses';
import { canonicalDistrict, canonicalState, findCountry, hasDistricts, hasStates, phoneCodeOf } from '../geo/places';
import { canonicalTitle } from '../options/members';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE, DEGREES, HOW_KNOW_US, LANGUAGES } from '../options/reference';
import {
  DISTRESS_LEVELS,
  LEVELS_OF_RESPONSIBILITY,
  ORG_RESPONSIBILITIES,
  SADHANA_STATES,
  SEEKER_MARITAL_STATUSES,
  SEEKER_TYPES,
  SEVA_ACTIVITIES,
  SEVA_DAYS,
  SKILLS,
  TYPES_OF_SEEKER,
} from '../options/seekers';
import { asText, CHOOSE_FROM_LIST, firstFailing, flagField, numberOrBlank, optionalText } from './fields';
import { NAME_MAX } from './members';
import {
  callingCodeField,
  dobField,
  emailField,
  genderField,
  joinedList,
  mobileField,
  optionalChoice,
  optionalMobileField,
} from './person-fields';

/**
 * The add-seeker wizard and the seeker edits (seed 001 §2 "Add seeker", "Simple edit seeker",
 * §3 "Seeker (add form)", §5 "Seeker form", §9). The server validates the same bodies with these
 * schemas (POST/PUT api/seekers), so the wizard and the API give the same words.
 * The fields a member's record shares come from ./person-fields.
 */

// ---- messages ----------------------------------------------------------------------------------

/** seed 001 §5 "Seeker form", word for word (one space in `nameChars`, unlike quick entry's two). */
export const SEEKER_MESSAGES = {
  salutation: 'Salutation is required',
  gender: 'Gender is required',
  name: 'Name is required',
  nameChars: 'Name must contain English alphabets only and not contain any special characters',
  nameLength: 'Name must be less than 50 characters',
  // "City is required, with the same character rule": the seed gives only the first message
  city: 'City is required',
  cityChars: 'City must contain English alphabets only and not contain any special characters',
  cityLength: 'City must be less than 50 characters',
  country: 'Country is required',
  state: 'State is required',
  district: 'District is required',
  mobile: 'Mobile number is required',
  mobileLength: 'Mobile number must be in between 10-12 digit',
  email: 'Enter a valid email',
  spiLevel: 'Spiritual leval must be between 30-100, leave blank if not known',
  // the level is a whole number (an integer column); 50.5 is in range, so the range message would be untrue (issue 26)
  spiLevelWhole: 'Spiritual level must be a whole number, leave blank if not known',
  upayHours: 'Upay hrs must be between 0-24 hrs',
  sevaHours: 'Seva hrs must be between 0-24 hrs',
} as const;

/** Year joined "must not exceed the current year and must be above 1990" (seed 001 §5, §9). */
export const SEEKER_YEAR_JOINED_MIN = 1991;
export const seekerYearJoinedMessage = (year: number) => `Year joined must be between ${SEEKER_YEAR_JOINED_MIN} and ${year}`;

export const SEEKER_CREATED = 'New Seeker added successfully';
export const SEEKER_UPDATED = 'Seeker updated successfully';
export const SEEKER_DELETED = 'Seeker deleted successfully';
export const SEEKER_NOT_FOUND = 'Seeker not found.';
/** A coordinator enters and sees the seekers of their own locations (docs/decisions/028-seekers.md). */
export const SEEKER_PLACE_OUT_OF_SCOPE = 'This district is outside your locations';

/** fullname as stored, listed and searched: first, father's or husband's, and last name. */
export function seekerFullname(s: { firstname?: string | null; middlename?: string | null; lastname?: string | null }): string {
  return [s.firstname, s.middlename, s.lastname].map((x) => (x ?? '').trim()).filter(Boolean).join(' ');
}

/** A save whose mobile number another seeker or member already has (seed 001 §5: what it returns "is not shown"). */
export function duplicateSeekersMessage(count: number, number: string): string {
  return `${count} Member(s) or Seeker(s) with phone number (${number}) already exists.`;
}

/** The wizard's starting values (seed 001 §9: default country INDIA, code 91, active 1). */
export const SEEKER_DEFAULTS = { country: DEFAULT_COUNTRY, mobile_country_code: DEFAULT_COUNTRY_CODE, active: 1 } as const;

// ---- field helpers -----------------------------------------------------------------------------

const ENGLISH_NAME = /^[A-Za-z .#,-]+$/;

/** Required, trimmed, English letters and . # , - only, at most 50 (seed 001 §5). */
function englishName(required: string, chars: string, tooLong: string) {
  return z.preprocess(
    asText,
    z
      .string({ error: required })
      .trim()
      .superRefine(
        firstFailing([
          [(v) => v !== '', required],
          [(v) => ENGLISH_NAME.test(v), chars],
          [(v) => v.length <= NAME_MAX, tooLong],
        ]),
      ),
  );
}

const nameField = englishName(SEEKER_MESSAGES.name, SEEKER_MESSAGES.nameChars, SEEKER_MESSAGES.nameLength);

/** A number in [min, max] or blank (null); anything else gives `message`. */
function numberBetween(min: number, max: number, message: string, wholeMessage?: string) {
  return z.preprocess(
    numberOrBlank,
    z
      .number({ error: message })
      .superRefine((v, ctx) => {
        if (v < min || v > max) ctx.addIssue({ code: 'custom', message });
        else if (wholeMessage && !Number.isInteger(v)) ctx.addIssue({ code: 'custom', message: wholeMessage });
      })
      .optional()
      .transform((v) => v ?? null),
  );
}

const yearJoinedField = z.preprocess(
  numberOrBlank,
  z
    .number({ error: () => seekerYearJoinedMessage(new Date().getFullYear()) })
    .optional()
    .superRefine((v, ctx) => {
      const year = new Date().getFullYear();
      if (v !== undefined && !(Number.isInteger(v) && v >= SEEKER_YEAR_JOINED_MIN && v <= year)) {
        ctx.addIssue({ code: 'custom', message: seekerYearJoinedMessage(year) });
      }
    })
    .transform((v) => v ?? null),
);

const salutationField = z.preprocess(
  asText,
  z
    .string({ error: SEEKER_MESSAGES.salutation })
    .transform((v) => canonicalTitle(v))
    .refine((v) => v !== '', SEEKER_MESSAGES.salutation),
);

/** The list's spelling of a known country; anything else is refused. */
const countryField = z.preprocess(
  asText,
  z
    .string({ error: SEEKER_MESSAGES.country })
    .trim()
    .superRefine(
      firstFailing([
        [(v) => v !== '', SEEKER_MESSAGES.country],
        [(v) => !!findCountry(v), CHOOSE_FROM_LIST],
      ]),
    )
    .transform((v) => findCountry(v)?.name ?? v),
);


/** A seeker's multi-selects are stored in text columns of at most 1,000 characters. */
const seekerList = (list?: readonly string[]) => joinedList(list, 1000);

const longText = () => optionalText(1500);

/** seed 001 §4: the active flag; 1 unless set (create and the wizard's last step default it). */
const activeField = flagField(CHOOSE_FROM_LIST, { booleans: true });

// ---- the record ----------------------------------------------------------------------------------

/** Every field of the wizard (seed 001 §3 "Seeker (add form)"). */
const seekerShape = {
  // Identity
  salutation: salutationField,
  firstname: nameField,
  /** father or husband name */
  middlename: nameField,
  lastname: nameField,
  gender: genderField(SEEKER_MESSAGES.gender, true),
  dob: dobField,
  marital_status: optionalChoice(SEEKER_MARITAL_STATUSES),
  // Place
  country: countryField,
  state: optionalText(100),
  district: optionalText(100),
  city: englishName(SEEKER_MESSAGES.city, SEEKER_MESSAGES.cityChars, SEEKER_MESSAGES.cityLength),
  address: optionalText(300),
  postal_code: optionalText(20),
  // Contact
  mobile_country_code: callingCodeField,
  mobile_number: mobileField(SEEKER_MESSAGES.mobile, SEEKER_MESSAGES.mobileLength),
  // WhatsApp: optional, with the mobile's 10-12 digit rule and message
  whatsapp: optionalMobileField(SEEKER_MESSAGES.mobileLength),
  email: emailField(SEEKER_MESSAGES.email),
  languages_known: seekerList(LANGUAGES),
  // Work (profession: names from the professions table, checked by the server)
  education: seekerList(DEGREES),
  profession: seekerList(),
  profession_description: optionalText(500),
  professional_experience: optionalText(500),
  // Organisation
  jila: optionalText(100),
  kendra: optionalText(100),
  upkendra: optionalText(100),
  year_joined: yearJoinedField,
  how_know_us: optionalChoice(HOW_KNOW_US),
  seeker_type: optionalChoice(SEEKER_TYPES),
  type_of_seeker: optionalChoice(TYPES_OF_SEEKER),
  // Sadhana
  spi_status: optionalChoice(SADHANA_STATES),
  spi_level: numberBetween(30, 100, SEEKER_MESSAGES.spiLevel, SEEKER_MESSAGES.spiLevelWhole),
  spi_distress: optionalChoice(DISTRESS_LEVELS),
  upay_hours: numberBetween(0, 24, SEEKER_MESSAGES.upayHours),
  spi_qualities: longText(),
  spi_defects: longText(),
  // Seva
  seva_days: seekerList(SEVA_DAYS),
  seva_hours: numberBetween(0, 24, SEEKER_MESSAGES.sevaHours),
  current_responsibility: longText(),
  limitations_in_responsibility: longText(),
  incorrect_attitude_in_seva: longText(),
  follow_seva_practices: longText(),
  accepting_mistakes: longText(),
  // Responsibility
  skills: seekerList(SKILLS),
  level_of_responsibility: seekerList(LEVELS_OF_RESPONSIBILITY),
  org_responsibility_responsibility: seekerList(ORG_RESPONSIBILITIES),
  responsibility_at_district_level: longText(),
  which_responsibilities_capable: seekerList(SEVA_ACTIVITIES),
  // Other
  remarks: longText(),
  srs_observations: longText(),
  active: activeField,
};
type SeekerField = keyof typeof seekerShape;

// ---- place: country, state, district -----------------------------------------------------------

export interface SeekerPlace {
  country?: unknown;
  state?: unknown;
  district?: unknown;
}

const textOf = (x: unknown) => (typeof x === 'string' ? x.trim() : '');

/**
 * 'State is required' where the country has a list of states, 'District is required' where the
 * state has districts (seed 001 §4, §5); both must then be from the list. Values may be unparsed.
 */
export function seekerPlaceIssue(place: SeekerPlace): { path: 'state' | 'district'; message: string } | undefined {
  const [country, state, district] = [textOf(place.country), textOf(place.state), textOf(place.district)];
  if (hasStates(country) && !(state && canonicalState(country, state))) return { path: 'state', message: SEEKER_MESSAGES.state };
  if (state && hasDistricts(country, state) && !(district && canonicalDistrict(country, state, district))) {
    return { path: 'district', message: SEEKER_MESSAGES.district };
  }
  return undefined;
}

/** State and district in the list's spelling (null when blank). */
export function canonicalSeekerPlace(country: string, state: string | null | undefined, district: string | null | undefined) {
  const s = state ? (canonicalState(country, state) ?? state) : null;
  return { state: s, district: s && district ? (canonicalDistrict(country, s, district) ?? district) : null };
}

/** The mobile country code: the one given, else the country's ("91 for INDIA", seed 001 §5). */
export function seekerCallingCode(code: string | null | undefined, country: string | null | undefined): string | null {
  return code || phoneCodeOf(country) || null;
}

function placeRule(v: SeekerPlace, ctx: z.RefinementCtx) {
  const issue = seekerPlaceIssue(v);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

// ---- the four steps ----------------------------------------------------------------------------

/** The wizard's steps (seed 001 §2 "Add seeker") and the fields each one shows. */
export const SEEKER_STEPS = [
  {
    key: 'primary',
    title: 'Primary information',
    fields: [
      'salutation', 'firstname', 'middlename', 'lastname', 'gender', 'dob', 'marital_status',
      'country', 'state', 'district', 'city', 'address', 'postal_code',
      'mobile_country_code', 'mobile_number', 'whatsapp', 'email', 'languages_known',
      'education', 'profession', 'profession_description', 'professional_experience',
    ],
  },
  {
    key: 'sadhana',
    title: 'Sadhana information',
    fields: ['spi_status', 'spi_level', 'spi_distress', 'upay_hours', 'spi_qualities', 'spi_defects'],
  },
  {
    key: 'seva',
    title: 'Seva related information',
    fields: [
      'seva_days', 'seva_hours', 'current_responsibility', 'limitations_in_responsibility',
      'incorrect_attitude_in_seva', 'follow_seva_practices', 'accepting_mistakes',
    ],
  },
  {
    key: 'sangathan',
    title: 'Sangathanatmak rachana information',
    fields: [
      'jila', 'kendra', 'upkendra', 'year_joined', 'how_know_us', 'seeker_type', 'type_of_seeker',
      'skills', 'level_of_responsibility', 'org_responsibility_responsibility',
      'responsibility_at_district_level', 'which_responsibilities_capable', 'remarks', 'srs_observations', 'active',
    ],
  },
] as const satisfies readonly { key: string; title: string; fields: readonly SeekerField[] }[];
export type SeekerStepKey = (typeof SEEKER_STEPS)[number]['key'];
// a wizard field in no step fails to compile here
type NoneMissing<T extends never> = T;
type _EveryFieldInAStep = NoneMissing<Exclude<SeekerField, (typeof SEEKER_STEPS)[number]['fields'][number]>>;

function pick<K extends SeekerField>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, seekerShape[k]])) as Pick<typeof seekerShape, K>;
}

/** One schema per step, so the wizard checks a step before Next (the first step has the place rule). */
export const seekerStepSchemas = {
  primary: z.object(pick(SEEKER_STEPS[0].fields)).superRefine(placeRule, { when: () => true }),
  sadhana: z.object(pick(SEEKER_STEPS[1].fields)),
  seva: z.object(pick(SEEKER_STEPS[2].fields)),
  sangathan: z.object({ ...pick(SEEKER_STEPS[3].fields), active: activeField.default(1) }),
} satisfies Record<SeekerStepKey, z.ZodType>;

// ---- create, full edit, simple edit ------------------------------------------------------------

/**
 * POST api/seekers and the wizard's Submit: every field, the place rule, state and district in
 * the list's spelling, the mobile country code from the country when none is given.
 */
export const seekerSchema = z
  .object({ ...seekerShape, active: activeField.default(1) })
  .superRefine(placeRule, { when: () => true })
  .transform((v) => ({
    ...v,
    ...canonicalSeekerPlace(v.country, v.state, v.district),
    mobile_country_code: seekerCallingCode(v.mobile_country_code, v.country),
  }));
export type SeekerInput = z.output<typeof seekerSchema>;
export type SeekerFormValues = z.input<typeof seekerSchema>;

/** "Simple edit seeker: name and active" (seed 001 §2): the three name fields and the flag. */
export const SEEKER_SIMPLE_EDIT_FIELDS = ['firstname', 'middlename', 'lastname', 'active'] as const;
export const seekerSimpleEditSchema = z.object(pick(SEEKER_SIMPLE_EDIT_FIELDS));
export type SeekerSimpleEditInput = z.output<typeof seekerSimpleEditSchema>;

/**
 * PUT api/seekers/{id}: the wizard's whole record (Edit) or the simple edit, or any other subset.
 * A field that is sent is checked (a required one may not be blanked); a field left out is not
 * changed. The server applies the place rule to the record as it will be stored.
 */
export const seekerUpdateSchema = z.object(seekerShape).partial();
export type SeekerUpdateInput = z.output<typeof seekerUpdateSchema>;

// ---- answers (docs/decisions/098-api-contract.md) ------------------------------------------------

/** GET api/seekers/{id}: the stored record with the names of who created and changed it. */
export const seekerDetailSchema = z.object({
  id: recordId,
  salutation: nullableText,
  firstname: nullableText,
  middlename: nullableText,
  lastname: nullableText,
  fullname: z.string(),
  gender: nullableText,
  dob: nullableText,
  marital_status: nullableText,
  country: nullableText,
  state: nullableText,
  district: nullableText,
  city: nullableText,
  address: nullableText,
  postal_code: nullableText,
  mobile_country_code: nullableText,
  mobile_number: nullableText,
  whatsapp: nullableText,
  email: nullableText,
  languages_known: nullableText,
  education: nullableText,
  profession: nullableText,
  profession_description: nullableText,
  professional_experience: nullableText,
  jila: nullableText,
  kendra: nullableText,
  upkendra: nullableText,
  year_joined: nullableInt,
  how_know_us: nullableText,
  seeker_type: nullableText,
  type_of_seeker: nullableText,
  spi_status: nullableText,
  spi_level: nullableInt,
  spi_distress: nullableText,
  upay_hours: z.number().nullable(),
  spi_qualities: nullableText,
  spi_defects: nullableText,
  seva_days: nullableText,
  seva_hours: z.number().nullable(),
  current_responsibility: nullableText,
  limitations_in_responsibility: nullableText,
  incorrect_attitude_in_seva: nullableText,
  follow_seva_practices: nullableText,
  accepting_mistakes: nullableText,
  skills: nullableText,
  level_of_responsibility: nullableText,
  org_responsibility_responsibility: nullableText,
  responsibility_at_district_level: nullableText,
  which_responsibilities_capable: nullableText,
  remarks: nullableText,
  srs_observations: nullableText,
  active: z.number().int(),
  location_id: nullableInt,
  mobile_norm: nullableText,
  whatsapp_norm: nullableText,
  created_by: nullableInt,
  created_at: z.string(),
  updated_by: nullableInt,
  updated_at: z.string(),
  created_by_name: nullableText,
  updated_by_name: nullableText,
  /** the district's location, told apart by its ancestors when its name is shared */
  location: nullableText,
});
export type SeekerDetail = z.infer<typeof seekerDetailSchema>;
export const seekerDetailResponseSchema = dataResponseSchema(seekerDetailSchema);

/** POST api/seekers, PUT api/seekers/{id}: the seeker's id; a taken number is a 422 with the matches in `data`. */
export const seekerSavedResponseSchema = messageResponseSchema.extend({ data: z.object({ id: recordId }) });
