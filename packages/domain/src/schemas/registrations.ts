import { z } from 'zod';
import { nullableInt, nullableText, recordId } from './responses';
import { canonicalDistrict, canonicalState, findCountry, hasDistricts, hasStates, phoneCodeOf } from '../geo/places';
import {
  ACCOMMODATION_NEEDS,
  ATTENDEE_TYPES,
  BOOK_LATER,
  BOOKING_STATUSES,
  LANGUAGES_UNDERSTOOD,
  OTHER_MEDIA,
  PAST_EVENT_YEARS,
  PICKUP_POINTS,
  RELATIONSHIP_DELEGATE,
  TEA_OR_COFFEE,
  TRAVEL_MODES,
} from '../options/events';
import { canonicalTitle, GENDERS } from '../options/members';
import { LANGUAGES } from '../options/reference';
import { asText, CHOOSE_FROM_LIST, firstFailing, isBlank, MAX_ID, numberOrBlank, requiredId } from './fields';
import { isoDateOf } from './followups';
import { ENTER_A_DATE, ENTER_A_TIME, ENTER_TEXT, TEXT_TOO_LONG } from './people-messages';
import { callingCodeField, emailField, joinedList, mobileField, optionalChoice, optionalMobileField } from './person-fields';
import { type RegistrationContext, registrationWindowIssues, stayDaysOf } from './registration-windows';
import { REGISTRATION_FIELDS, REGISTRATION_STEPS, TRAVEL_FIELDS } from './registration-steps';

/**
 * The event registration form (seed 002 §2 "Registration form", §3 "Registration form member
 * fields", §4, §5 "Registration form", §9): six steps, each checked on its own before Next, and
 * the whole body checked again by the server (POST/PUT api/registrations, api/public/...). The
 * date windows, which need the event and today, live in ./registration-windows.
 * Words the seed does not give: docs/decisions/037-registration-form.md.
 */

// ---- messages ----------------------------------------------------------------------------------

export const REGISTRATION_MESSAGES = {
  required: 'Required',
  email: 'Enter a valid email',
  nameChars: 'Name must contain English alphabets only and not contain any special characters',
  nameLength: 'Name must be less than 50 characters',
  devanagari: 'Field must contain Devanagari (Unicode) characters only',
  devanagariLength: 'Field must be less than 100 characters',
  organizationChars: 'Organization must contain English alphabets only and not contain any special characters',
  organizationLength: 'Organization must be less than 100 characters',
  designationChars: 'Designation must contain English alphabets only and not contain any special characters',
  designationLength: 'Designation must be less than 100 characters',
  mobileLength: 'Mobile number must be in between 10-12 digit',
  briefIntroLength: 'Brief introduction must be at most 1500 characters',
  activitiesLength: 'Activities must be at most 500 characters',
  addressLength: 'Address must be at most 300 characters',
} as const;

/** seed 002 §8 "Success messages". */
export const REGISTRATION_CREATED = 'Member registered successfully';
export const REGISTRATION_UPDATED = 'Registration updated successfully';
export const REGISTRATION_NOT_FOUND = 'Registration not found.';
/** A member registers once as a delegate of an event (a cancelled registration may be made again). */
export const ALREADY_REGISTERED = 'This member is already registered for this event';
/** Issue 26 item 11: one delegate per mobile number and event; the registrant changes the first through its edit link. */
export const MOBILE_ALREADY_REGISTERED =
  'A delegate with this mobile number is already registered for this event. To change that registration, open the edit link you were given when you registered.';
/**
 * Issue 26 item 11: a delegate (relationship 1) registers once per event and mobile number, as
 * typed (spaces removed); the people who come with them (drivers, family) may give the same number.
 */
export const sharesMobileFreely = (relationship: number) => relationship !== RELATIONSHIP_DELEGATE;
/** A personal link whose signature, event or invitee does not hold (the public form says so instead of "Not found."). */
export const LINK_NOT_VALID = 'This registration link is not valid';
/** The history comment of the event member's `registered` change. */
export const REGISTERED_BY_FORM = 'Registered through the registration form';

const REQUIRED = REGISTRATION_MESSAGES.required;
export const NAME_MAX = 50;
export const ORGANIZATION_MAX = 100;
export const DEVANAGARI_MAX = 100;

// ---- field helpers -----------------------------------------------------------------------------

/** English letters, spaces and - # . , + (seed 002 §5). */
const ENGLISH = /^[A-Za-z .#,+-]+$/;
/** Devanagari (with the danda and Vedic signs it shares), the joiners typed with it, and spaces and . , - between words. */
const DEVANAGARI = /^(?:[\p{scx=Devanagari} .,-]|\u200C|\u200D)+$/u;

type Rule = [(v: string) => boolean, string];

const textInput = () => z.string({ error: ENTER_TEXT }).trim();

/** Trimmed text: blank gives 'Required', then the first rule broken (a field's own length rule comes before `max`). */
function requiredText(rules: Rule[] = [], max = 255) {
  return z.preprocess(asText, textInput().superRefine(firstFailing([[(v) => v !== '', REQUIRED], ...rules, [(v) => v.length <= max, TEXT_TOO_LONG]])));
}

/** Trimmed text or blank (null); when given, the first rule broken. */
function optionalText(rules: Rule[] = [], max = 255) {
  const check = firstFailing([...rules, [(v) => v.length <= max, TEXT_TOO_LONG]]);
  return z.preprocess(
    asText,
    textInput()
      .superRefine((v, ctx) => (v === '' ? undefined : check(v, ctx)))
      .transform((v) => (v === '' ? null : v)),
  );
}

const englishRules = (chars: string, max: number, tooLong: string): Rule[] => [
  [(v) => ENGLISH.test(v), chars],
  [(v) => v.length <= max, tooLong],
];
const nameField = () => requiredText(englishRules(REGISTRATION_MESSAGES.nameChars, NAME_MAX, REGISTRATION_MESSAGES.nameLength));
const devanagariRules: Rule[] = [
  [(v) => DEVANAGARI.test(v), REGISTRATION_MESSAGES.devanagari],
  [(v) => v.length <= DEVANAGARI_MAX, REGISTRATION_MESSAGES.devanagariLength],
];

/** One of `list`, required. */
function requiredChoice(list: readonly string[]) {
  return z.preprocess(asText, z.string({ error: CHOOSE_FROM_LIST }).trim().superRefine(firstFailing([[(v) => v !== '', REQUIRED], [(v) => list.includes(v), CHOOSE_FROM_LIST]])));
}

/** A multi-select (comma-joined), at least one entry. */
function requiredList(list: readonly string[]) {
  return joinedList(list, 1000).superRefine((v, ctx) => {
    if (v === null) ctx.addIssue({ code: 'custom', message: REQUIRED });
  });
}

/** The attendee type, 1 Delegate ... 5 Family member. */
const relationshipField = z.preprocess(
  numberOrBlank,
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : CHOOSE_FROM_LIST) })
    .refine((v) => ATTENDEE_TYPES.some((t) => t.value === v), CHOOSE_FROM_LIST),
);

const salutationField = z.preprocess(
  asText,
  textInput().superRefine(firstFailing([[(v) => v !== '', REQUIRED], [(v) => canonicalTitle(v) !== '', CHOOSE_FROM_LIST]])).transform((v) => canonicalTitle(v) as string),
);

const genderOf = (v: string) => GENDERS.find((g) => g.value === v.toUpperCase() || g.label.toLowerCase() === v.toLowerCase())?.value;
const genderField = z.preprocess(
  asText,
  textInput().superRefine(firstFailing([[(v) => v !== '', REQUIRED], [(v) => !!genderOf(v), CHOOSE_FROM_LIST]])).transform((v) => genderOf(v)!),
);

const emailRequired = emailField(REGISTRATION_MESSAGES.email).superRefine((v, ctx) => {
  if (v === null) ctx.addIssue({ code: 'custom', message: REQUIRED });
});

const countryField = z.preprocess(
  asText,
  textInput()
    .superRefine(firstFailing([[(v) => v !== '', REQUIRED], [(v) => !!findCountry(v), CHOOSE_FROM_LIST]]))
    .transform((v) => findCountry(v)?.name ?? v),
);

/** 'YYYY-MM-DD' or blank (null); the window is checked with the event (./registration-windows). */
const dateField = z.preprocess(
  asText,
  z
    .string({ error: ENTER_A_DATE })
    .trim()
    .refine((v) => v === '' || !!isoDateOf(v), ENTER_A_DATE)
    .transform((v) => (v === '' ? null : isoDateOf(v)!)),
);

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const timeField = z.preprocess(
  asText,
  z
    .string({ error: ENTER_A_TIME })
    .trim()
    .refine((v) => v === '' || TIME.test(v), ENTER_A_TIME)
    .transform((v) => (v === '' ? null : v.slice(0, 5))),
);

/** Days of stay: real dates, sorted, comma-joined (seed 002 §3 "days_of_stay (list of dates)"). */
const stayDaysField = z.preprocess(
  (v) => (Array.isArray(v) ? v.map(asText).join(',') : asText(v)),
  z
    .string({ error: ENTER_A_DATE })
    .refine((v) => v.split(',').every((d) => d.trim() === '' || !!isoDateOf(d.trim())), ENTER_A_DATE)
    .transform((v) => {
      const days = [...new Set(stayDaysOf(v))].sort();
      return days.length ? days.join(',') : null;
    }),
);

/** The member the registrant is (a delegate) or comes with; 0 or blank when none (seed 002 §2). */
const memberIdField = z.preprocess(
  (v) => numberOrBlank(v) ?? 0,
  z.number({ error: CHOOSE_FROM_LIST }).int(CHOOSE_FROM_LIST).min(0, CHOOSE_FROM_LIST).max(MAX_ID, CHOOSE_FROM_LIST),
);

// ---- the fields ----------------------------------------------------------------------------------

/** Every field a registrant fills (seed 002 §3), with its own rule. */
const registrationShape = {
  // 1 Personal Details
  relationship: relationshipField,
  email: emailRequired,
  recommended_by: requiredText([], 100),
  salutation: salutationField,
  firstname: nameField(),
  lastname: nameField(),
  hindi_name: requiredText(devanagariRules, DEVANAGARI_MAX),
  gender: genderField,
  profession_id: requiredId(REQUIRED),
  dob: dateField,
  // 2 Contact Details
  mobile_country_code: callingCodeField,
  mobile_number: mobileField(REQUIRED, REGISTRATION_MESSAGES.mobileLength),
  whatsapp: optionalMobileField(REGISTRATION_MESSAGES.mobileLength),
  country: countryField,
  state: optionalText([], 100),
  district: optionalText([], 100),
  city: requiredText([], 100),
  address: optionalText([[(v) => v.length <= 300, REGISTRATION_MESSAGES.addressLength]], 300),
  // 3 Social Media Info
  facebook_id: optionalText([], 100),
  twitter_id: optionalText([], 100),
  website: optionalText([], 255),
  instagram: optionalText([], 100),
  other_media: joinedList(OTHER_MEDIA, 1000),
  // 4 Info for Planning
  languages_understood: requiredChoice(LANGUAGES_UNDERSTOOD),
  languages_known: requiredList(LANGUAGES),
  pastevents: requiredList(PAST_EVENT_YEARS),
  organization: requiredText(englishRules(REGISTRATION_MESSAGES.organizationChars, ORGANIZATION_MAX, REGISTRATION_MESSAGES.organizationLength), ORGANIZATION_MAX),
  designation: requiredText(englishRules(REGISTRATION_MESSAGES.designationChars, ORGANIZATION_MAX, REGISTRATION_MESSAGES.designationLength), ORGANIZATION_MAX),
  org_hindi: requiredText(devanagariRules, DEVANAGARI_MAX),
  brief_intro: requiredText([[(v) => v.length <= 1500, REGISTRATION_MESSAGES.briefIntroLength]], 1500),
  activities: requiredText([[(v) => v.length <= 500, REGISTRATION_MESSAGES.activitiesLength]], 500),
  // 5 Diet/Stay Details
  days_of_stay: stayDaysField,
  accommodation_needs: requiredChoice(ACCOMMODATION_NEEDS),
  tea_or_coffee: requiredChoice(TEA_OR_COFFEE),
  diet_restrictions: requiredText([], 300),
  remarks: optionalText([], 1500),
  // 6 Travel Details: which of these are asked depends on booking_status (travelRule)
  booking_status: requiredChoice(BOOKING_STATUSES),
  booking_date: dateField,
  arrival_by: optionalChoice(TRAVEL_MODES),
  arrival_date: dateField,
  arrival_time: timeField,
  pickup_point: optionalChoice(PICKUP_POINTS),
  arrival_details: optionalText([], 300),
  departure_by: optionalChoice(TRAVEL_MODES),
  departure_date: dateField,
  departure_time: timeField,
  dropoff_point: optionalChoice(PICKUP_POINTS),
  departure_details: optionalText([], 300),
};
export type RegistrationField = keyof typeof registrationShape;


// ---- the six steps (./registration-steps.ts) -----------------------------------------------------
export * from './registration-steps';

// a field in no step fails to compile here
type NoneMissing<T extends never> = T;
type _EveryFieldInAStep = NoneMissing<Exclude<RegistrationField, (typeof REGISTRATION_STEPS)[number]['fields'][number]>>;



// ---- rules across fields -------------------------------------------------------------------------

const textOf = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
type Ctx = z.RefinementCtx;

/** State where the country has states, District where the state has districts; both from the lists. */
function placeRule(v: { country?: unknown; state?: unknown; district?: unknown }, ctx: Ctx) {
  const [country, state, district] = [textOf(v.country), textOf(v.state), textOf(v.district)];
  if (!hasStates(country)) return;
  if (!state) return ctx.addIssue({ code: 'custom', path: ['state'], message: REQUIRED });
  if (!canonicalState(country, state)) return ctx.addIssue({ code: 'custom', path: ['state'], message: CHOOSE_FROM_LIST });
  if (!hasDistricts(country, state)) return;
  if (!district) return ctx.addIssue({ code: 'custom', path: ['district'], message: REQUIRED });
  if (!canonicalDistrict(country, state, district)) ctx.addIssue({ code: 'custom', path: ['district'], message: CHOOSE_FROM_LIST });
}

/** 'I will book later' asks only the booking date; any other choice every arrival and departure field. */
function travelRule(v: Record<string, unknown>, ctx: Ctx) {
  const status = textOf(v.booking_status);
  if (!status) return;
  const asked = status === BOOK_LATER ? ['booking_date'] : TRAVEL_FIELDS;
  for (const f of asked) if (isBlank(v[f])) ctx.addIssue({ code: 'custom', path: [f], message: REQUIRED });
}

function windowRule(context: RegistrationContext | undefined, fields?: readonly string[]) {
  return (v: Record<string, unknown>, ctx: Ctx) => {
    if (!context) return;
    for (const issue of registrationWindowIssues(v, context, fields)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  };
}

const ALWAYS = { when: () => true };

/** What is stored: state and district as the lists spell them, the country's calling code, the unasked travel fields blank. */
function canonical<T extends Record<string, unknown> & { country: string; state: string | null; district: string | null; mobile_country_code: string | null; booking_status: string }>(v: T): T {
  const state = v.state ? (canonicalState(v.country, v.state) ?? v.state) : null;
  const district = state && v.district ? (canonicalDistrict(v.country, state, v.district) ?? v.district) : null;
  const later = v.booking_status === BOOK_LATER;
  const travel = Object.fromEntries(TRAVEL_FIELDS.map((f) => [f, later ? null : v[f]]));
  return {
    ...v,
    ...travel,
    state: hasStates(v.country) ? state : null,
    district: hasStates(v.country) ? district : null,
    mobile_country_code: v.mobile_country_code || phoneCodeOf(v.country) || null,
    booking_date: later ? v.booking_date : null,
  };
}

function pick<K extends RegistrationField>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, registrationShape[k]])) as Pick<typeof registrationShape, K>;
}

/**
 * One step's check before Next: its fields, its cross-field rule, and its date windows once the
 * event is known. The other steps' values pass through unread (the departure window reads the
 * stay days), so the whole form's values may be given.
 */
export function registrationStepSchema(step: number, context?: RegistrationContext) {
  const { key, fields } = REGISTRATION_STEPS[step];
  const schema = z.looseObject(pick(fields));
  const withRule = key === 'contact' ? schema.superRefine(placeRule, ALWAYS) : key === 'travel' ? schema.superRefine(travelRule, ALWAYS) : schema;
  return withRule.superRefine(windowRule(context, fields), ALWAYS);
}

// ---- the whole body ------------------------------------------------------------------------------

const formObject = z.object(registrationShape);

/** The form's values as they are sent (any step may be incomplete when typed). */
export type RegistrationFormInput = z.input<typeof formObject>;

/**
 * PUT api/registrations/{id} and api/public/registrations/{id}: every field and the rules across
 * fields; the date windows are checked by the server with the registration's event.
 */
export const registrationUpdateSchema = formObject.superRefine(placeRule, ALWAYS).superRefine(travelRule, ALWAYS).transform(canonical);
export type RegistrationValues = z.output<typeof registrationUpdateSchema>;

/** POST api/registrations and api/public/registrations: the event, the member (0: none) and the form. */
export const registrationCreateSchema = formObject
  .extend({ event_id: requiredId('Event is required'), member_id: memberIdField })
  .superRefine(placeRule, ALWAYS)
  .superRefine(travelRule, ALWAYS)
  .transform(canonical);
export type RegistrationCreate = z.output<typeof registrationCreateSchema>;

/** The whole form with the windows of `context` (the browser's Submit, and the tests). */
export function registrationFormSchema(context: RegistrationContext) {
  return formObject.superRefine(placeRule, ALWAYS).superRefine(travelRule, ALWAYS).superRefine(windowRule(context), ALWAYS).transform(canonical);
}


/** fullname as stored and listed: first and last name. */
export function registrationFullname(v: { firstname?: string | null; lastname?: string | null }): string {
  return [v.firstname, v.lastname].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
}

// ---- the answers (docs/decisions/098-api-contract.md) --------------------------------------------

/** The form's fields the table keeps as numbers; every other field is text. */
type NumberField = 'relationship' | 'profession_id';
const NUMBER_FIELDS: readonly RegistrationField[] = ['relationship', 'profession_id'];
const storedShape = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, NUMBER_FIELDS.includes(f) ? nullableInt : nullableText])) as {
  [F in RegistrationField]: F extends NumberField ? typeof nullableInt : typeof nullableText;
};

/** A registration as GET api/registrations/{id} and api/public/registrations/{id} answer it: every field of the form as stored. */
export const registrationRecordSchema = z.object({ id: recordId, event_id: recordId, member_id: recordId.nullable(), status: z.string(), ...storedShape });
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;
export const registrationResponseSchema = z.object({ data: registrationRecordSchema });

/** What a save answers: the new or changed registration, its edit link and its pass. */
export const registrationSavedSchema = z.object({ id: recordId, edit_url: z.string(), pass_url: z.string() });
export type SavedRegistration = z.infer<typeof registrationSavedSchema>;
export const registrationSavedResponseSchema = z.object({ message: z.string(), data: registrationSavedSchema });
