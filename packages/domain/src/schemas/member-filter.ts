import { z } from 'zod';
import { BULK_ACTIONS, GRADE_NOT_SET, GRADES, OUTPUTS, QUICK_FILTERS } from '../options/members';
import { UNASSIGNED_ID, UNASSIGNED_LABEL } from '../options/reference';
import { CHOOSE_FROM_LIST, idList, isBlank, numberOrBlank, searchText } from './fields';
import { asList, filterShape, optId } from './filter-fields';
import { dataResponseSchema, nullableInt, nullableText, recordId } from './responses';

export { type DateColumn, INVALID_DATE, INVALID_DATE_TYPE } from './filter-fields';

/**
 * The members list's filter object, its query string and the bulk update payload (seed 000 §3
 * "Filter object", "Bulk update payload", §7 `POST api/filter`, `POST api/bulkupdate`;
 * docs/api-conventions.md#sorting-and-paging). The server validates with these schemas and the web builds its requests
 * from the same types.
 *
 * The filter is lenient about shape because forms send what their widgets hold: a blank field may
 * arrive as '', null or missing; a number as 5 or '5'; a multi-select as an array, one value or a
 * comma-joined string. All of those mean the same thing here. Unknown fields are dropped.
 */

// ---- messages -------------------------------------------------------------------------------

export const NO_ROWS_SELECTED = 'Invalid parameters: No rows selected.';
export const INVALID_ORDERBY = 'The selected orderby is invalid.';
export const INVALID_ORDERTYPE = 'The ordertype must be asc or desc.';
export const INVALID_FIELDS = 'The selected fields are invalid.';
export const INVALID_EXTRAINFO = 'The extrainfo must be 0 or 1.';
export const END_BEFORE_START = 'The end date must be a date after or equal to the start date.';
export const INVALID_ACTION = 'The selected action is invalid.';
export const ASSIGNEE_REQUIRED = 'Please select the user to assign.';
export const INVALID_ASSIGNEE = 'The selected user cannot be assigned these members.';
export const NOTHING_TO_UPDATE = 'Please set at least one field to update.';
export const INVALID_GRADE = 'The selected grade is invalid.';
export const INVALID_OUTPUT = 'The selected output is invalid.';
export const INVALID_PROFESSION = 'The selected profession is invalid.';
export const INVALID_CATEGORY = 'The selected category is invalid.';
export const TO_BE_DELETED_MISSING = 'Location ToBeDeleted not found.';
export const categoryNotInBulkEdit = (name: string) => `The category ${name} cannot be set in bulk edit.`;
export const membersNotFound = (ids: readonly number[]) =>
  `Some of the selected members were not found: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', ...' : ''}`;
export const countChanged = (count: number) => `The number of matching members has changed to ${count}.`;

/** Success messages; the web shows '{count} {message}' (seed 000 §8). */
export const BULK_MESSAGES = {
  Assign: 'Members Assigned Successfully',
  Update: 'Members Updated Successfully',
  Delete: 'Members Deleted Successfully',
} as const;

// ---- limits ---------------------------------------------------------------------------------

/** docs/api-conventions.md#sorting-and-paging: limit is capped at 5000; a larger limit is lowered, not refused. */
export const MAX_PAGE_LIMIT = 5000;
export const DEFAULT_PAGE_LIMIT = 100;
/**
 * The list's count is exact up to skip + this many rows; beyond it the server answers
 * count = skip + MEMBER_COUNT_CAP with count_capped = true and the UI shows e.g. '10,000+'
 * (docs/decisions/013-members-count.md).
 */
export const MEMBER_COUNT_CAP = 10_000;
/** The followup-count filters offer 0 to 5; 5 means "5 or more" (nobody is left unreachable). */
export const FOLLOWUP_COUNT_MAX = 5;

// ---- the search box and the quick filter --------------------------------------------------

/** The search box: control characters are removed (issue 12 defect 3), blank -> undefined. */
const keyword = searchText(200);

const quick = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.enum(QUICK_FILTERS.map((q) => q.value) as [string, ...string[]], { error: 'The selected quick filter is invalid.' }).optional(),
);

// ---- the filter object ----------------------------------------------------------------------

/**
 * The fields are the table of filter-fields.ts. Semantics (server: features/members/member-filter.ts):
 * - multi fields match any of their values; several fields must all match;
 * - profession, category (ids) and grade: 0 / 'Unassigned' / 'Not Set' = the field is not set;
 * - assigned_to: a user id, or 0 = Unassigned;
 * - location_id with include_sublocation: that location or its whole subtree;
 * - output: the member's comma-joined output contains any of the values;
 * - organization_id / event_id_filter: members of that organization / event; with
 *   event_status_filter, only those whose row in event_id_filter's event has that approval
 *   status (seed 002 §2 "Add members"); event_id is carried, not a condition;
 * - contact_status / contact_response / participation: the latest followup's values;
 * - date_type picks created_at / updated_at / lcd (default created_at); end_date is inclusive;
 * - successful_followups / unsuccessful_followups: counts 0-5, where 5 = 5 or more;
 * - quick: all | my (assigned to the caller) | unassigned | pending | followup (contact group
 *   Unsuccessful) | meetings (last status 'Called for meeting'), applied with the other fields;
 * - keyword: the query string's keyword; the body may carry one for bulk actions by filter.
 */
export const memberFilterSchema = z
  .object({ ...filterShape(), quick, keyword })
  .refine((f) => !f.start_date || !f.end_date || f.end_date >= f.start_date, { path: ['end_date'], message: END_BEFORE_START });
export type MemberFilter = z.infer<typeof memberFilterSchema>;
/** What a form may send: every field optional and loosely typed. */
export type MemberFilterInput = z.input<typeof memberFilterSchema>;

/** Grade filter values meaning "no grade". */
export function isUnsetGrade(v: string | number): boolean {
  return v === UNASSIGNED_ID || v === String(UNASSIGNED_ID) || v === UNASSIGNED_LABEL || v === GRADE_NOT_SET;
}

// ---- sorting and paging ---------------------------------------------------------------------

/**
 * The list-row fields the list may be sorted by (docs/api-conventions.md#sorting-and-paging: anything else is a 422). created_at,
 * updated_at, lcd and id walk an index; the others sort the matching rows.
 */
export const MEMBER_SORT_COLUMNS = [
  'id',
  'source',
  'fullname',
  'location',
  'country',
  'state',
  'district',
  'city',
  'dob',
  'education',
  'mobile',
  'whatsapp',
  'email',
  'profession',
  'category',
  'grade',
  'how_know_us',
  'lcd',
  'cg',
  'cs',
  'cr',
  'ps',
  'sf',
  'uf',
  'pending_days',
  'assigned_to',
  'assigned_to_name',
  'responsibility',
  'adhyayan',
  'contact_group',
  'last_contact_status',
  'last_contact_response',
  'last_participation_status',
  'last_contacted_by',
  'last_contacted_date',
  'created_at',
  'updated_at',
] as const;
export type MemberSortColumn = (typeof MEMBER_SORT_COLUMNS)[number];
/** Without orderby the server sorts by lcd ascending, then id (seed 000 §9). */
export const DEFAULT_MEMBER_SORT: { orderby: MemberSortColumn; ordertype: 'asc' | 'desc' } = { orderby: 'lcd', ordertype: 'asc' };

const orderby = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.enum(MEMBER_SORT_COLUMNS, { error: INVALID_ORDERBY }).optional(),
);
const ordertype = z.preprocess(
  (v) => (isBlank(v) ? undefined : String(v).toLowerCase()),
  z.enum(['asc', 'desc'], { error: INVALID_ORDERTYPE }).optional(),
);

/** Every field of MemberListRow, in its order: what `fields` may name. */
export const MEMBER_LIST_ROW_FIELDS = [
  'id', 'source', 'fullname', 'location_id', 'location', 'country', 'state', 'district', 'city', 'address', 'dob',
  'education', 'mobile', 'whatsapp', 'email', 'facebook_id', 'twitter_id', 'website', 'profession_id', 'profession',
  'profession_description', 'category_id', 'category', 'grade', 'how_know_us', 'lcd', 'cg', 'cs', 'cr', 'ps',
  'pending_days', 'sf', 'uf', 'assigned_to', 'assigned_to_name', 'output', 'brief_intro', 'participation',
  'responsibility', 'adhyayan', 'vakta_info', 'internal_remark', 'remarks', 'is_alive', 'bhav_satsang', 'contact_group',
  'last_contact_status', 'last_contact_response', 'last_participation_status', 'lastcomment', 'last_contacted_by',
  'last_contacted_date', 'created_at', 'created_by', 'created_by_name', 'updated_at', 'updated_by', 'updated_by_name',
] as const satisfies readonly (keyof MemberListRow)[];
export type MemberListField = (typeof MEMBER_LIST_ROW_FIELDS)[number];
// a key of MemberListRow missing from the list fails to compile here (`satisfies` checks the other way)
type NoneMissing<T extends never> = T;
type _EveryFieldListed = NoneMissing<Exclude<keyof MemberListRow, MemberListField>>;

/** `POST api/filter?skip&limit&orderby&ordertype&keyword` */
export const memberListQuerySchema = z.object({
  skip: z.preprocess((v) => (isBlank(v) ? undefined : v), z.coerce.number().int().min(0).default(0)),
  limit: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_PAGE_LIMIT)
      .transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
  ),
  orderby,
  ordertype,
  keyword,
  /**
   * Beyond the seeds: the list row's fields to send, comma-separated (the screen asks for the
   * columns it shows); `id` always comes. Without it, every field (seed 000 §3).
   */
  fields: z.preprocess(
    (v) => (isBlank(v) ? undefined : String(v).split(',').map((f) => f.trim()).filter(Boolean)),
    z
      .array(z.string())
      .refine((list) => list.every((f) => (MEMBER_LIST_ROW_FIELDS as readonly string[]).includes(f)), { error: INVALID_FIELDS })
      .transform((list) => list as MemberListField[])
      .optional(),
  ),
  /**
   * seed 002 §7 `POST api/filter?extrainfo=1` (the add-members list): each row also says what
   * adding it to the body's event_id would meet (docs/decisions/030-add-members-list.md).
   */
  extrainfo: z.preprocess(numberOrBlank, z.union([z.literal(0), z.literal(1)], { error: INVALID_EXTRAINFO }).optional()),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** `POST api/members/export?orderby&ordertype&keyword`: the list's query without paging. */
export const memberExportQuerySchema = z.object({ orderby, ordertype, keyword });
export type MemberExportQuery = z.infer<typeof memberExportQuerySchema>;

// ---- the list row ---------------------------------------------------------------------------

/** One row of `data.records` (seed 000 §3 "Member (list row)" plus the Sampark view fields). */
export const memberListRowSchema = z.object({
  id: recordId,
  source: nullableText,
  fullname: z.string(),
  location_id: recordId,
  location: nullableText,
  country: nullableText,
  state: nullableText,
  district: nullableText,
  city: nullableText,
  address: nullableText,
  dob: nullableText,
  education: nullableText,
  mobile: nullableText,
  whatsapp: nullableText,
  email: nullableText,
  facebook_id: nullableText,
  twitter_id: nullableText,
  website: nullableText,
  profession_id: nullableInt,
  profession: nullableText,
  profession_description: nullableText,
  category_id: nullableInt,
  category: nullableText,
  grade: nullableText,
  how_know_us: nullableText,
  lcd: nullableText,
  cg: z.string(),
  cs: nullableText,
  cr: nullableText,
  ps: nullableText,
  pending_days: z.number().int(),
  sf: z.number().int(),
  uf: z.number().int(),
  assigned_to: nullableInt,
  assigned_to_name: nullableText,
  output: nullableText,
  brief_intro: nullableText,
  participation: nullableText,
  /** can_take_responsibility (seekership 0/1) */
  responsibility: nullableInt,
  /** study_about_responsibility */
  adhyayan: nullableInt,
  vakta_info: nullableText,
  internal_remark: nullableText,
  remarks: nullableText,
  is_alive: z.number().int(),
  bhav_satsang: nullableInt,
  contact_group: z.string(),
  last_contact_status: nullableText,
  last_contact_response: nullableText,
  last_participation_status: nullableText,
  lastcomment: nullableText,
  last_contacted_by: nullableText,
  last_contacted_date: nullableText,
  created_at: z.string(),
  created_by: nullableInt,
  created_by_name: nullableText,
  updated_at: z.string(),
  updated_by: nullableInt,
  updated_by_name: nullableText,
});
export type MemberListRow = z.infer<typeof memberListRowSchema>;

/** A row as the list sends it: `id` and the fields `fields` names (every field without it). */
export const memberPageRowSchema = memberListRowSchema.partial().required({ id: true });
export type MemberPageRow = z.infer<typeof memberPageRowSchema>;

/** `{data: {count, count_capped, records}}`: count is exact up to skip + MEMBER_COUNT_CAP, else count_capped. */
export const memberPageSchema = <T extends z.ZodType>(row: T) =>
  dataResponseSchema(z.object({ count: z.number().int(), count_capped: z.boolean(), records: z.array(row) }));

// ---- bulk update ----------------------------------------------------------------------------

const gradeValue = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .refine((g) => (GRADES as readonly string[]).includes(g) || isUnsetGrade(g), INVALID_GRADE)
    .optional(),
);

const outputValue = z.preprocess(
  asList,
  z
    .array(z.string())
    .refine((list) => list.every((o) => (OUTPUTS as readonly string[]).includes(o)), INVALID_OUTPUT)
    .transform((list) => [...new Set(list)].join(','))
    .optional(),
);

/**
 * `POST api/bulkupdate`. Either `members` (ids) or `filter` (+ `keyword`) = every member the
 * filter matches in the caller's scope. A blank field leaves the members' value alone;
 * assigned_to, profession_id and category_id 0 and grade 'Unassigned'/0 clear the field.
 * `location_id` (Delete) is accepted for the seeds' client and ignored: the server always moves
 * members to ToBeDeleted. `expected_count` (optional, by filter) refuses the action when the
 * filter now matches a different number of members than the user confirmed.
 */
export const bulkUpdateSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: INVALID_ACTION }),
    members: idList(CHOOSE_FROM_LIST, 100_000),
    filter: memberFilterSchema.optional(),
    keyword,
    expected_count: optId,
    assigned_to: optId,
    profession_id: optId,
    profession_description: z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().max(500).optional()),
    category_id: optId,
    grade: gradeValue,
    output: outputValue,
    location_id: optId,
  })
  .superRefine((b, ctx) => {
    if (!b.filter && !b.members?.length) ctx.addIssue({ code: 'custom', path: ['members'], message: NO_ROWS_SELECTED });
    if (b.action === 'Assign' && b.assigned_to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['assigned_to'], message: ASSIGNEE_REQUIRED });
    }
    if (b.action === 'Update' && !bulkUpdateFields(b).length) ctx.addIssue({ code: 'custom', path: ['fields'], message: NOTHING_TO_UPDATE });
  });
export type BulkUpdateInput = z.input<typeof bulkUpdateSchema>;
export type BulkUpdate = z.infer<typeof bulkUpdateSchema>;

/** The member fields bulk Edit may set. */
export const BULK_EDIT_FIELDS = ['profession_id', 'profession_description', 'category_id', 'grade', 'output'] as const;
export type BulkEditField = (typeof BULK_EDIT_FIELDS)[number];

/** The Edit fields present in a payload. */
export function bulkUpdateFields(b: Partial<Record<BulkEditField, unknown>>): BulkEditField[] {
  return BULK_EDIT_FIELDS.filter((f) => b[f] !== undefined);
}

/** POST api/bulkupdate: how many members changed, and the action's message ('{count} {message}'). */
export const bulkUpdateResponseSchema = dataResponseSchema(z.object({ data: z.number().int(), message: z.string() }));
export type BulkUpdateResponse = z.infer<typeof bulkUpdateResponseSchema>;
