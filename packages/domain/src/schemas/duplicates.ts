import { z } from 'zod';
import { formatMessage } from '../messages';
import { CHOOSE_FROM_LIST, idNumber, isBlank, numberOrBlank, requiredId } from './fields';

/**
 * Duplicate members (issue 30): the groups the admin screen lists, the merge of a group into one
 * member and its undo. docs/decisions/092-member-merge.md.
 */

export const DUPLICATE_REASONS = ['mobile', 'email', 'name_dob'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** A merge takes at most this many members into the kept one (issue 30). */
export const MAX_MERGED = 10;
/** Days during which a merge can be undone. */
export const UNDO_DAYS = 30;
/** Groups per page: each carries its members, so the page stays small. */
export const MAX_GROUPS_PAGE = 100;

export const MEMBERS_MERGED = formatMessage('members_merged');
export const MERGE_UNDONE = formatMessage('merge_undone');
export const MERGE_NOT_FOUND = formatMessage('merge_not_found');
export const MEMBER_MERGED_AWAY = formatMessage('member_merged_away');
export const MERGE_MEMBER_TWICE = formatMessage('merge_member_twice');
export const MERGE_KEEP_INSIDE = formatMessage('merge_keep_inside');
export const MERGE_TOO_MANY = formatMessage('merge_too_many', { max: MAX_MERGED });
export const MERGE_CHOOSE_KEPT = formatMessage('merge_choose_kept');
export const MERGE_CHOOSE_MERGED = formatMessage('merge_choose_merged');
export const MERGE_ALREADY_UNDONE = formatMessage('merge_already_undone');
export const mergeOutOfReach = (ids: number[]) => formatMessage('merge_out_of_reach', { members: ids.join(', ') });
export const mergeFieldNotInMerge = (id: number) => formatMessage('merge_field_not_in_merge', { id });
export const mergeTooOld = (date: string) => formatMessage('merge_too_old', { days: UNDO_DAYS, date });
export const mergeUndoRefused = (changes: string[]) => formatMessage('merge_undo_refused', { changes: changes.join('; ') });

/**
 * The member fields a merge chooses one value of (a radio per field on the screen); fullname and
 * the normalised numbers follow from them, the followup-derived fields are recomputed.
 */
export const MERGE_FIELDS = [
  'salutation', 'firstname', 'lastname', 'hindi_name', 'gender', 'dob', 'marital_status', 'education',
  'languages_known', 'mobile_country_code', 'mobile_number', 'whatsapp', 'email', 'facebook_id', 'twitter_id',
  'website', 'location_id', 'country', 'state', 'district', 'city', 'address', 'pincode', 'profession_id',
  'profession_description', 'category_id', 'grade', 'how_know_us', 'source', 'output', 'brief_intro',
  'participation', 'can_take_responsibility', 'study_about_responsibility', 'bhav_satsang', 'is_alive',
  'vakta_info', 'internal_remark', 'remarks', 'year_joined', 'qualities', 'pds', 'ashram_visits',
  'spiritual_practice', 'periodicals_subscription', 'objections', 'met_sr', 'sr_observations', 'seeker_extra_info',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
/** Chosen like a field, kept in member_assignments. */
export const ASSIGNED_TO = 'assigned_to';
const CHOOSABLE: readonly string[] = [...MERGE_FIELDS, ASSIGNED_TO];

/** A member's field with nothing in it, as a merge sees it. */
export const isEmptyValue = (v: unknown): boolean => v === null || v === undefined || v === '';

/**
 * Whose value a merge keeps for a field nobody chose: the kept member's own, else the first merged
 * member's that has one (issue 30). `members` is in that order, the kept member first; the server
 * merges by it and the screen preselects its radios by it.
 */
export function defaultValueSource<T>(members: readonly [T, ...T[]], hasValue: (member: T) => boolean): T {
  return members.find(hasValue) ?? members[0];
}

const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/** `GET api/duplicates?skip&limit&reason` */
export const duplicatesQuerySchema = z.object({
  skip: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(20)
      .transform((n) => Math.min(n, MAX_GROUPS_PAGE)),
  ),
  reason: z.preprocess(blankToUndefined, z.enum(DUPLICATE_REASONS, { error: CHOOSE_FROM_LIST }).optional()),
});
export type DuplicatesQuery = z.infer<typeof duplicatesQuerySchema>;

/** `POST api/members/merge` `{keep, merge: [ids], fields: {field: id}}` */
export const mergeBodySchema = z
  .object({
    keep: requiredId(MERGE_CHOOSE_KEPT),
    merge: z.preprocess(
      (v) => (Array.isArray(v) ? v.map(numberOrBlank) : isBlank(v) ? undefined : [numberOrBlank(v)]),
      z.array(idNumber(CHOOSE_FROM_LIST), { error: MERGE_CHOOSE_MERGED }).min(1, MERGE_CHOOSE_MERGED).max(MAX_MERGED, MERGE_TOO_MANY),
    ),
    fields: z
      .record(z.string(), z.preprocess(numberOrBlank, idNumber(CHOOSE_FROM_LIST)), { error: CHOOSE_FROM_LIST })
      .optional()
      .default({}),
  })
  .superRefine((body, ctx) => {
    const ids = [body.keep, ...body.merge];
    if (new Set(body.merge).size !== body.merge.length) ctx.addIssue({ code: 'custom', path: ['merge'], message: MERGE_MEMBER_TWICE });
    else if (body.keep !== undefined && body.merge.includes(body.keep)) ctx.addIssue({ code: 'custom', path: ['keep'], message: MERGE_KEEP_INSIDE });
    for (const [field, id] of Object.entries(body.fields)) {
      if (!CHOOSABLE.includes(field)) ctx.addIssue({ code: 'custom', path: ['fields', field], message: CHOOSE_FROM_LIST });
      else if (!ids.includes(id)) ctx.addIssue({ code: 'custom', path: ['fields', field], message: mergeFieldNotInMerge(id) });
    }
  });
export type MergeBody = { keep: number; merge: number[]; fields: Record<string, number> };

/** One member of a duplicate group, as the list shows it. */
export const duplicateMemberSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  source: z.string().nullable(),
  location: z.string().nullable(),
  mobile_number: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  followups: z.number().int(),
});
export type DuplicateMember = z.infer<typeof duplicateMemberSchema>;

/** `GET api/duplicates` */
export const duplicatesResponseSchema = z.object({
  data: z.array(z.object({ key: z.string(), reason: z.enum(DUPLICATE_REASONS), members: z.array(duplicateMemberSchema) })),
  count: z.number().int(),
});
export type DuplicateGroup = z.infer<typeof duplicatesResponseSchema>['data'][number];

/** Where both were in one event: the kept member's row stays, the other's is left out. */
export const mergeConflictSchema = z.object({ event_id: z.number().int(), event: z.string(), member_id: z.number().int(), status: z.string() });
export type MergeConflict = z.infer<typeof mergeConflictSchema>;

/** `POST api/members/merge` */
export const mergeResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), merge_id: z.number().int(), conflicts: z.array(mergeConflictSchema) }),
});
export type MergeResult = z.infer<typeof mergeResponseSchema>['data'];

/** `POST api/members/merge/{id}/undo` */
export const undoResponseSchema = z.object({ message: z.string() });
