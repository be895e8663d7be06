import { z } from 'zod';
import { canonicalDistrict, canonicalState, hasDistricts, hasStates, phoneCodeOf } from '../geo/places';
import {
  canonicalTitle,
  GRADE_NOT_SET,
  GRADES,
  MATERIAL_TYPES,
  MEMBER_MARITAL_STATUSES,
  OUTPUTS,
  SOURCES,
} from '../options/members';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE, HOW_KNOW_US } from '../options/reference';
import { isKnownCallingCode, normalisePhone } from '../phone';
import {
  asText,
  blankToUndefined,
  CHOOSE_FROM_LIST,
  firstFailing,
  flagField,
  nullableFlagField,
  numberOrBlank,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
} from './fields';
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
import { isoDateOf } from './followups';

/**
 * Members: the detail screen's edit (seed 001 §5 "Member edit", §8), the full Add New form, quick
 * entry (seed 001 §5 "Quick entry"), member organizations and gifts (seed 001 §5 "Gift and member
 * organization"), and the duplicate alert. The server validates the same bodies with these
 * schemas, so the browser and the API give the same words (docs/decisions/010-member-record.md).
 */

// ---- messages ----------------------------------------------------------------------------------

/** seed 001 §8 (the server's words, also shown by the form) and §5 "Member edit". */
export const MEMBER_MESSAGES = {
  firstname: 'Please enter first name',
  lastname: 'Please enter last name',
  mobile: 'Please enter mobile number',
  country: 'Please select country',
  city: 'Please enter city',
  profession: 'Profession is required',
  category: 'Category is required',
  mobileLength: 'Please check your mobile number',
  whatsappLength: 'Please check your Whatsapp number',
  location: 'Location is required',
} as const;

/** seed 001 §5 "Quick entry" — note the two spaces in `nameChars`, copied from the seed. */
export const QUICK_ENTRY_MESSAGES = {
  source: 'Source is required',
  salutation: 'Salutation is required',
  name: 'Name is required',
  nameChars: 'Name must contain English alphabets only and  not contain any special characters',
  nameLength: 'Name must be less than 50 characters',
  gender: 'Gender is required',
  email: 'Enter a valid email',
  mobile: 'Mobile number is required',
  mobileLength: 'Mobile number must be in between 10-12 digit',
  country: 'Country is required',
  state: 'State is required',
  district: 'District is required',
  city: 'City is required',
  remarks: 'Remarks is required',
} as const;

export const NAME_TOO_LONG = 'Name must be less than 50 characters';
export const BRIEF_INTRO_TOO_LONG = 'Brief introduction must be at most 1500 characters';
export const ADDRESS_TOO_LONG = 'Address must be at most 300 characters';
export { CHOOSE_FROM_LIST, TEXT_TOO_LONG } from './fields';
export const yearJoinedMessage = (year: number) => `Year joined must be between 1900 and ${year}`;

export const MEMBER_CREATED = 'New Member added successfully';
export const MEMBER_UPDATED = 'Member updated successfully';
/** Seekership (Sangathanatmak Rachana) update that changes nothing (seed 000 §5): English, then Hindi. */
export const NO_CHANGES_MESSAGE = 'There are no changes to be made. कोई परिवर्तन नहीं किया गया।';
/** The events screen's update-info dialog (seed 002 §5). */
export const BRIEF_INTRO_REQUIRED = 'Brief introduction is must';
export const PARTICIPATION_REQUIRED = 'Participation is must';
export const ORGANIZATION_REQUIRED = 'Please choose organization';
export const GIFT_TYPE_REQUIRED = 'Please choose type of gift';
export const GIFT_GIVEN_BY_REQUIRED = 'Please enter the name of the seeker who given gift';
export const GIFT_GIVEN_ON_REQUIRED = 'Please choose date of gift given';
export const MEMBER_ORGANIZATION_ADDED = 'Organization added successfully';
export const MEMBER_ORGANIZATION_DELETED = 'Organization removed successfully';
export const GIFT_ADDED = 'Gift added successfully';
export const GIFT_DELETED = 'Gift deleted successfully';

/** The duplicate alert's text (seed 001 §5 "Duplicate phone check"). */
export function duplicateMembersMessage(count: number, number: string): string {
  return `${count} Member(s) with phone number (${number}) already exists.`;
}

// ---- shared helpers ----------------------------------------------------------------------------

export const NAME_MAX = 50;
const QUICK_NAME = /^[A-Za-z .#,-]+$/;

/** fullname as stored and searched: first and last name (the salutation is a column of its own). */
export function memberFullname(m: { firstname?: string | null; lastname?: string | null }): string {
  return [m.firstname, m.lastname].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
}

/** The calling code a member's numbers are read with: the stored code, else the country's, else 91. */
export function callingCodeOf(mobileCountryCode: string | null | undefined, country: string | null | undefined): string {
  const code = (mobileCountryCode ?? '').replace(/\D/g, '');
  return code || phoneCodeOf(country) || DEFAULT_COUNTRY_CODE;
}

/** mobile_norm / whatsapp_norm: the national number without country code (docs/api-conventions.md#duplicates). */
export function phoneNorm(raw: string | null | undefined, callingCode: string): string | null {
  const text = (raw ?? '').trim();
  if (!text) return null;
  return normalisePhone(text, callingCode)?.national ?? (text.replace(/\D/g, '') || null);
}

/** The record's checkboxes: 0/1, '0'/'1' or true/false. */
const flag = flagField(CHOOSE_FROM_LIST, { booleans: true });
const nullableFlag = nullableFlagField(CHOOSE_FROM_LIST, { booleans: true });

const yearJoinedField = z.preprocess(
  numberOrBlank,
  z
    .number({ error: () => yearJoinedMessage(new Date().getFullYear()) })
    .int({ error: () => yearJoinedMessage(new Date().getFullYear()) })
    .optional()
    .superRefine((v, ctx) => {
      const year = new Date().getFullYear();
      if (v !== undefined && (v < 1900 || v > year)) ctx.addIssue({ code: 'custom', message: yearJoinedMessage(year) });
    })
    .transform((v) => v ?? null),
);

/** A salutation outside the titles resets to empty (seed 001 §5); variants map to their title. */
const salutationField = z.preprocess(
  asText,
  z.string().transform((v) => canonicalTitle(v) || null),
);

const gradeField = z.preprocess(
  (v) => (v === GRADE_NOT_SET ? '' : v),
  optionalChoice(GRADES),
);

// ---- member edit and Add New ---------------------------------------------------------------

const nameField = (required: string) => requiredText(required, NAME_MAX, NAME_TOO_LONG);

/**
 * The member fields a user may write (seed 001 §3 "Member (detail screen)"). Read-only fields of
 * that record (id, source, created_*, updated_*, contact fields, verified flags, names of linked
 * records) are not here: the detail screen may send the record back whole and they are dropped.
 */
const memberShape = {
  salutation: salutationField,
  firstname: nameField(MEMBER_MESSAGES.firstname),
  lastname: nameField(MEMBER_MESSAGES.lastname),
  hindi_name: optionalText(100),
  email: emailField(),
  gender: genderField(CHOOSE_FROM_LIST, false),
  mobile_number: mobileField(MEMBER_MESSAGES.mobile, MEMBER_MESSAGES.mobileLength),
  mobile_country_code: callingCodeField,
  whatsapp: optionalMobileField(MEMBER_MESSAGES.whatsappLength),
  country: requiredText(MEMBER_MESSAGES.country, 100),
  state: optionalText(100),
  district: optionalText(100),
  city: requiredText(MEMBER_MESSAGES.city, 100),
  address: optionalText(300, ADDRESS_TOO_LONG),
  pincode: optionalText(20),
  dob: dobField,
  profession_id: requiredId(MEMBER_MESSAGES.profession),
  profession_description: optionalText(500),
  category_id: requiredId(MEMBER_MESSAGES.category),
  grade: gradeField,
  education: optionalText(255),
  marital_status: optionalChoice(MEMBER_MARITAL_STATUSES),
  languages_known: joinedList(),
  how_know_us: optionalText(100),
  facebook_id: optionalText(255),
  twitter_id: optionalText(255),
  website: optionalText(255),
  brief_intro: optionalText(1500, BRIEF_INTRO_TOO_LONG),
  participation: optionalText(1500),
  vakta_info: optionalText(1500),
  location_id: requiredId(MEMBER_MESSAGES.location),
  assigned_to: z.preprocess((v) => (v === 0 || v === '0' ? null : v), optionalId()),
  is_alive: flag,
  can_take_responsibility: nullableFlag,
  study_about_responsibility: nullableFlag,
  bhav_satsang: nullableFlag,
  seeker_extra_info: optionalText(1500),
  internal_remark: optionalText(1500),
  remarks: optionalText(1500),
  year_joined: yearJoinedField,
  qualities: optionalText(1500),
  pds: optionalText(1500),
  ashram_visits: optionalText(1500),
  spiritual_practice: optionalText(1500),
  periodicals_subscription: optionalText(1500),
  output: joinedList(OUTPUTS),
  objections: optionalText(1500),
  met_sr: optionalText(1500),
  sr_observations: optionalText(1500),
};

/** The Admin tab's controls (seed 001 §6): role 5 may not change them. */
export const ADMIN_TAB_FIELDS = ['location_id', 'assigned_to', 'category_id'] as const;
/** The Sangathanatmak Rachana view's update (seed 000 §3). */
export const SEEKERSHIP_FIELDS = ['can_take_responsibility', 'study_about_responsibility'] as const;
/** The events screen's update-info dialog (seed 002 §7). */
export const UPDATE_INFO_FIELDS = ['brief_intro', 'participation'] as const;

/**
 * PUT api/members/{id}: any subset of the member fields. A field that is sent is checked (a
 * required one may not be blanked); a field left out is not changed.
 */
export const memberUpdateSchema = z.object(memberShape).partial();
export type MemberUpdateInput = z.output<typeof memberUpdateSchema>;

/** Saves of the member edit (any tab); the update-info dialog and the seekership view are forms of their own. */
export function isMemberEditSave(fields: readonly string[]): boolean {
  const only = (allowed: readonly string[]) => fields.length > 0 && fields.every((f) => allowed.includes(f));
  return !only(UPDATE_INFO_FIELDS) && !only(SEEKERSHIP_FIELDS);
}

/**
 * Member edit requires a category and a profession (seed 001 §5), so a save from any tab of a
 * member that lacks one is refused until it is chosen (issue 26); `record` is the member as the
 * save would leave it. Quick entry, the seekers and the import may create members without them.
 */
export function missingEditFields(record: { category_id?: number | string | null; profession_id?: number | string | null }) {
  const errors: Partial<Record<'profession_id' | 'category_id', string>> = {};
  if (record.profession_id == null || record.profession_id === '') errors.profession_id = MEMBER_MESSAGES.profession;
  if (record.category_id == null || record.category_id === '') errors.category_id = MEMBER_MESSAGES.category;
  return errors;
}

/**
 * POST api/members (the Add New form at /register): the edit rules with every required field
 * required. location_id and assigned_to may be left out (the server chooses, see quick entry);
 * `source` is the type of entry.
 */
export const memberCreateSchema = z.object({
  ...memberShape,
  location_id: optionalId(),
  is_alive: flag.default(1),
  source: optionalChoice(SOURCES),
});
export type MemberCreateInput = z.output<typeof memberCreateSchema>;

// ---- quick entry -------------------------------------------------------------------------------

const quickName = z.preprocess(
  asText,
  z
    .string({ error: QUICK_ENTRY_MESSAGES.name })
    .trim()
    .superRefine(
      firstFailing([
        [(v) => v !== '', QUICK_ENTRY_MESSAGES.name],
        [(v) => QUICK_NAME.test(v), QUICK_ENTRY_MESSAGES.nameChars],
        [(v) => v.length <= NAME_MAX, QUICK_ENTRY_MESSAGES.nameLength],
      ]),
    ),
);

/**
 * POST api/registerauth (/quickentry/create). Country defaults to INDIA and the mobile country
 * code to the country's (91 for INDIA). State is required only when the country has states,
 * district only when the state has districts; both are stored in the list's spelling.
 */
export const quickEntrySchema = z
  .object({
    how_know_us: z.preprocess(
      asText,
      z.string({ error: QUICK_ENTRY_MESSAGES.source }).trim().refine((v) => (HOW_KNOW_US as readonly string[]).includes(v), QUICK_ENTRY_MESSAGES.source),
    ),
    salutation: z.preprocess(
      asText,
      z
        .string({ error: QUICK_ENTRY_MESSAGES.salutation })
        .transform((v) => canonicalTitle(v))
        .refine((v) => v !== '', QUICK_ENTRY_MESSAGES.salutation),
    ),
    firstname: quickName,
    lastname: quickName,
    gender: genderField(QUICK_ENTRY_MESSAGES.gender, true),
    email: emailField(),
    mobile_number: mobileField(QUICK_ENTRY_MESSAGES.mobile, QUICK_ENTRY_MESSAGES.mobileLength),
    mobile_country_code: callingCodeField,
    whatsapp: optionalMobileField(MEMBER_MESSAGES.whatsappLength),
    country: z.preprocess((v) => (v === undefined || v === null ? DEFAULT_COUNTRY : v), requiredText(QUICK_ENTRY_MESSAGES.country, 100)),
    state: optionalText(100),
    district: optionalText(100),
    city: requiredText(QUICK_ENTRY_MESSAGES.city, 100),
    address: optionalText(300, ADDRESS_TOO_LONG),
    dob: dobField,
    profession_id: optionalId(),
    brief_intro: requiredText(QUICK_ENTRY_MESSAGES.remarks, 1500, BRIEF_INTRO_TOO_LONG),
  })
  .superRefine(
    (v, ctx) => {
      // runs even when other fields failed (`when`), so values may be unparsed: read them as text
      const str = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
      const [country, state, district] = [str(v.country), str(v.state), str(v.district)];
      if (hasStates(country) && !(state && canonicalState(country, state))) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: QUICK_ENTRY_MESSAGES.state });
      } else if (state && hasDistricts(country, state) && !(district && canonicalDistrict(country, state, district))) {
        ctx.addIssue({ code: 'custom', path: ['district'], message: QUICK_ENTRY_MESSAGES.district });
      }
    },
    { when: () => true },
  )
  .transform((v) => ({
    ...v,
    state: v.state ? canonicalState(v.country, v.state) ?? v.state : null,
    district: v.state && v.district ? canonicalDistrict(v.country, v.state, v.district) ?? v.district : null,
    mobile_country_code: v.mobile_country_code ?? phoneCodeOf(v.country) ?? null,
  }));
export type QuickEntryInput = z.output<typeof quickEntrySchema>;

// ---- member organizations and gifts ------------------------------------------------------------

export const memberOrganizationSchema = z.object({
  member_id: requiredId('Member is required'),
  organization_id: requiredId(ORGANIZATION_REQUIRED),
  position: optionalText(255),
});
export type MemberOrganizationInput = z.output<typeof memberOrganizationSchema>;

export const giftSchema = z.object({
  member_id: requiredId('Member is required'),
  gift_type: z.preprocess(
    asText,
    z.string({ error: GIFT_TYPE_REQUIRED }).trim().refine((v) => (MATERIAL_TYPES as readonly string[]).includes(v), GIFT_TYPE_REQUIRED),
  ),
  gift_description: optionalText(1500),
  given_by: requiredText(GIFT_GIVEN_BY_REQUIRED, 100),
  given_on: z.preprocess(
    asText,
    z
      .string({ error: GIFT_GIVEN_ON_REQUIRED })
      .trim()
      .refine((v) => !!isoDateOf(v), GIFT_GIVEN_ON_REQUIRED)
      .transform((v) => isoDateOf(v)!),
  ),
});
export type GiftInput = z.output<typeof giftSchema>;

// ---- duplicate check ---------------------------------------------------------------------------

/**
 * `POST api/checkduplicate?phone_number=&country=` (seed 001 §7): `country` is a calling code
 * ('91', '+91') or a country name; a code the phone library does not know is refused (issue 12
 * defect 4), an unknown name falls back to 91.
 */
export const duplicateCheckQuerySchema = z.object({
  phone_number: z.preprocess((v) => v ?? '', z.string({ error: QUICK_ENTRY_MESSAGES.mobile }).trim().min(1, QUICK_ENTRY_MESSAGES.mobile)),
  country: z.preprocess(
    blankToUndefined,
    z
      .string({ error: CHOOSE_FROM_LIST })
      .trim()
      .refine((v) => !/^\+?\d+$/.test(v) || isKnownCallingCode(v.replace('+', '')), CHOOSE_FROM_LIST)
      .optional(),
  ),
});

// ---- answers (docs/decisions/098-api-contract.md) ------------------------------------------------
