import { canonicalDistrict, canonicalState } from '@sampark/domain/geo/places';
import { splitList } from '@sampark/domain/options/option';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE } from '@sampark/domain/options/reference';
import { memberCreateSchema } from '@sampark/domain/schemas/members';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The member form's values (seed 001 §3 "Member (detail screen)") as the inputs hold them: text,
 * lists for the multi-selects, a boolean for the alive switch. The domain schemas turn them into
 * the API body, so the browser gives the server's messages (docs/decisions/010-member-record.md).
 */
export interface MemberFormValues {
  salutation: string;
  firstname: string;
  lastname: string;
  hindi_name: string;
  gender: string;
  dob: string;
  marital_status: string;
  email: string;
  mobile_country_code: string;
  mobile_number: string;
  whatsapp: string;
  country: string;
  state: string;
  district: string;
  city: string;
  address: string;
  pincode: string;
  profession_id: string;
  profession_description: string;
  category_id: string;
  grade: string;
  education: string;
  languages_known: string[];
  how_know_us: string;
  facebook_id: string;
  twitter_id: string;
  website: string;
  brief_intro: string;
  participation: string;
  vakta_info: string;
  year_joined: string;
  output: string[];
  is_alive: boolean;
  can_take_responsibility: string;
  study_about_responsibility: string;
  bhav_satsang: string;
  qualities: string;
  pds: string;
  ashram_visits: string;
  spiritual_practice: string;
  periodicals_subscription: string;
  objections: string;
  met_sr: string;
  sr_observations: string;
  seeker_extra_info: string;
  internal_remark: string;
  remarks: string;
  location_id: string;
  assigned_to: string;
}
export type MemberField = keyof MemberFormValues;

export const IDENTITY_FIELDS = ['salutation', 'firstname', 'lastname', 'hindi_name', 'gender', 'dob', 'marital_status'] as const;
export const CONTACT_FIELDS = ['email', 'mobile_country_code', 'mobile_number', 'whatsapp'] as const;
export const PLACE_FIELDS = ['country', 'state', 'district', 'city', 'address', 'pincode'] as const;
/** The Basic tab: identity, contact and place. */
export const BASIC_FIELDS: readonly MemberField[] = [...IDENTITY_FIELDS, ...CONTACT_FIELDS, ...PLACE_FIELDS];
/** The long free texts at the end of the Additional tab, one textarea each. */
export const NOTE_FIELDS = [
  'qualities',
  'pds',
  'ashram_visits',
  'spiritual_practice',
  'periodicals_subscription',
  'objections',
  'met_sr',
  'sr_observations',
  'seeker_extra_info',
  'internal_remark',
  'remarks',
] as const;
/** The Additional tab: every other member field except the Admin tab's. */
export const ADDITIONAL_FIELDS: readonly MemberField[] = [
  'profession_id',
  'profession_description',
  'education',
  'grade',
  'languages_known',
  'how_know_us',
  'facebook_id',
  'twitter_id',
  'website',
  'brief_intro',
  'participation',
  'vakta_info',
  'year_joined',
  'output',
  'is_alive',
  'can_take_responsibility',
  'study_about_responsibility',
  'bhav_satsang',
  ...NOTE_FIELDS,
];

/** The Admin tab's fields (admin-tab.tsx); Add New asks role 5 for the category only. */
export const ADMIN_FIELDS = ['category_id', 'location_id', 'assigned_to'] as const;

/** Every field of the form, tab by tab; the shown labels are the `members` catalogue's `fields.<name>`. */
export const MEMBER_FIELDS: readonly MemberField[] = [...BASIC_FIELDS, ...ADDITIONAL_FIELDS, ...ADMIN_FIELDS];

/** The fields' labels in the current language: the inputs and the History tab use the same words. */
export function useFieldLabels(): Record<MemberField, string> {
  const { t } = useTranslation('members');
  return useMemo(() => Object.fromEntries(MEMBER_FIELDS.map((f) => [f, t(`fields.${f}`)])) as Record<MemberField, string>, [t]);
}

export const EMPTY_MEMBER: MemberFormValues = {
  ...(Object.fromEntries(MEMBER_FIELDS.map((k) => [k, ''])) as unknown as MemberFormValues),
  country: DEFAULT_COUNTRY,
  mobile_country_code: DEFAULT_COUNTRY_CODE,
  languages_known: [],
  output: [],
  is_alive: true,
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A stored member (GET api/members/{id}) as form values; state and district in the list's spelling. */
export function memberToFormValues(m: Record<string, unknown>): MemberFormValues {
  const values = { ...EMPTY_MEMBER };
  const target = values as unknown as Record<string, unknown>;
  for (const key of MEMBER_FIELDS) {
    if (key === 'languages_known' || key === 'output') target[key] = splitList(text(m[key]));
    else if (key === 'is_alive') target[key] = m.is_alive !== 0;
    else target[key] = text(m[key]);
  }
  values.dob = values.dob.startsWith('0000') ? '' : values.dob.slice(0, 10);
  values.state = canonicalState(values.country, values.state) ?? values.state;
  values.district = canonicalDistrict(values.country, values.state, values.district) ?? values.district;
  return values;
}

/** The Add New form's schema (POST api/members), restricted to `fields` for one tab's save. */
export function memberSchemaFor(fields: readonly MemberField[]): z.ZodType<Record<string, unknown>> {
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as Record<MemberField, true>;
  return memberCreateSchema.pick(mask) as unknown as z.ZodType<Record<string, unknown>>;
}

/** Only the given fields of the form, for a tab's PUT. */
export function pickValues(values: MemberFormValues, fields: readonly MemberField[]): Partial<MemberFormValues> {
  return Object.fromEntries(fields.map((f) => [f, values[f]])) as Partial<MemberFormValues>;
}
