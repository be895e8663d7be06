import { z } from 'zod';
import { dataResponseSchema, messageResponseSchema, nullableInt, nullableText, pageResponseSchema, recordId } from './responses';

/**
 * What the members' routes answer (docs/decisions/098-api-contract.md), apart from their input
 * schemas in members.ts: these import nothing but zod, so the sevak's screens that check them do not
 * load the place lists and phone rules the forms need.
 */

/** A duplicate-check row (seed 001 §3): nothing else of the matched member (or seeker) is shown. */
export const duplicateRowSchema = z.object({
  id: recordId,
  source: nullableText,
  fullname: z.string(),
  location: nullableText,
  created_by: nullableText,
  created_at: z.string(),
});
export type DuplicateRow = z.infer<typeof duplicateRowSchema>;
/** POST api/checkduplicate; a create's 422 carries the same rows in `data`. */
export const duplicateCheckResponseSchema = dataResponseSchema(z.array(duplicateRowSchema));
/** A create's 422 for a taken number (member or seeker): `data` holds the members that have it. */
export const duplicateRefusalBodySchema = dataResponseSchema(z.array(duplicateRowSchema).min(1));

/** POST api/members, api/registerauth, api/gifts, api/member_organizations: the new record's id. */
export const createdResponseSchema = messageResponseSchema.extend({ data: z.object({ id: recordId }) });

/**
 * GET api/members/{id} (seed 001 §3 "Member (detail screen)"): the stored row, its assignee and
 * names; not the server's own columns (the duplicate keys mobile_norm and whatsapp_norm, and
 * deleted_from_location_id), which the answer's schema strips.
 */
export const memberDetailSchema = z.object({
  id: recordId,
  salutation: nullableText,
  firstname: nullableText,
  lastname: nullableText,
  fullname: z.string(),
  hindi_name: nullableText,
  gender: nullableText,
  dob: nullableText,
  marital_status: nullableText,
  education: nullableText,
  languages_known: nullableText,
  mobile_number: nullableText,
  mobile_country_code: nullableText,
  whatsapp: nullableText,
  email: nullableText,
  email_verified: z.number().int(),
  mobile_verified: z.number().int(),
  facebook_id: nullableText,
  twitter_id: nullableText,
  website: nullableText,
  location_id: recordId,
  country: nullableText,
  state: nullableText,
  district: nullableText,
  city: nullableText,
  address: nullableText,
  pincode: nullableText,
  profession_id: nullableInt,
  profession_description: nullableText,
  category_id: nullableInt,
  grade: nullableText,
  how_know_us: nullableText,
  source: nullableText,
  output: nullableText,
  brief_intro: nullableText,
  participation: nullableText,
  can_take_responsibility: nullableInt,
  study_about_responsibility: nullableInt,
  bhav_satsang: nullableInt,
  is_alive: z.number().int(),
  vakta_info: nullableText,
  internal_remark: nullableText,
  remarks: nullableText,
  year_joined: nullableInt,
  qualities: nullableText,
  pds: nullableText,
  ashram_visits: nullableText,
  spiritual_practice: nullableText,
  periodicals_subscription: nullableText,
  objections: nullableText,
  met_sr: nullableText,
  sr_observations: nullableText,
  seeker_extra_info: nullableText,
  contact_group: z.string(),
  last_contact_status: nullableText,
  last_contact_response: nullableText,
  last_participation_status: nullableText,
  last_comment: nullableText,
  last_contacted_by: nullableText,
  lcd: nullableText,
  sf: z.number().int(),
  uf: z.number().int(),
  created_at: z.string(),
  created_by: nullableInt,
  updated_at: z.string(),
  updated_by: nullableInt,
  assigned_to: nullableInt,
  created_by_name: nullableText,
  updated_by_name: nullableText,
  assigned_to_name: nullableText,
  /** the location's name */
  location: nullableText,
  /** the names from the root down to the member's location */
  locations: z.array(z.string()),
  profession: nullableText,
  category: nullableText,
  pending_days: z.number().int(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
export const memberDetailResponseSchema = dataResponseSchema(memberDetailSchema);

/** One changed field of one save (the History tab), newest first; `from`/`to` as the audit log keeps them. */
export const memberHistoryRowSchema = z.object({
  audit_id: recordId,
  created_at: z.string(),
  user_id: nullableInt,
  user_name: nullableText,
  action: z.string(),
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type MemberHistoryRow = z.infer<typeof memberHistoryRowSchema>;
export const memberHistoryResponseSchema = dataResponseSchema(z.array(memberHistoryRowSchema));

/** GET api/members/{id}/events (the Events tab): the member's events the caller may manage, latest first. */
export const memberEventRowSchema = z.object({
  id: recordId,
  event_id: recordId,
  name: z.string(),
  date_from: z.string(),
  status: z.string(),
  approval_comments: nullableText,
  approved_by: nullableText,
  approved_on: nullableText,
  inv_status: z.number().int(),
  registered: z.number().int(),
  attended: z.number().int(),
  attendance_comment: nullableText,
});
export type MemberEventRow = z.infer<typeof memberEventRowSchema>;
export const memberEventsResponseSchema = dataResponseSchema(z.array(memberEventRowSchema));

/** GET api/members/{id}/orgs (the Organizations tab), the latest changed first. */
export const memberOrgRowSchema = z.object({
  id: recordId,
  member_id: recordId,
  organization_id: recordId,
  name: z.string(),
  position: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
});
export type MemberOrgRow = z.infer<typeof memberOrgRowSchema>;
export const memberOrgsResponseSchema = dataResponseSchema(z.array(memberOrgRowSchema));

/** GET api/gifts/member/{id} (the Gifts tab), newest first. */
export const giftRowSchema = z.object({
  id: recordId,
  member_id: recordId,
  gift_type: z.string(),
  gift_description: nullableText,
  given_by: z.string(),
  given_on: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GiftRow = z.infer<typeof giftRowSchema>;
export const giftsResponseSchema = dataResponseSchema(z.array(giftRowSchema));

/** A row of GET api/mycontacts (seed 000 §2 columns and details card); `type` is the source's first letter. */
export const myContactSchema = z.object({
  id: recordId,
  source: nullableText,
  salutation: nullableText,
  fullname: z.string(),
  location_id: recordId,
  location: nullableText,
  city: nullableText,
  profession: nullableText,
  category: nullableText,
  mobile_country_code: nullableText,
  mobile_number: nullableText,
  whatsapp: nullableText,
  email: nullableText,
  contact_group: z.string(),
  last_contact_status: nullableText,
  last_contact_response: nullableText,
  last_participation_status: nullableText,
  lcd: nullableText,
  sf: z.number().int(),
  uf: z.number().int(),
  brief_intro: nullableText,
  participation: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
  type: z.string(),
  pending_days: z.number().int(),
});
export type MyContact = z.infer<typeof myContactSchema>;
/** `data` is the page of rows (seed 000 §7), `count` the total (docs/decisions/012-my-contacts.md). */
export const myContactsResponseSchema = pageResponseSchema(myContactSchema);
export type MyContactsResponse = z.infer<typeof myContactsResponseSchema>;
