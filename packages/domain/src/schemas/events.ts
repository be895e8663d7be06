import { z } from 'zod';
import { APPROVAL_STATUSES, type PostApprovalField } from '../options/events';
import { POST_APPROVAL_FIELDS, postApprovalValues } from '../events/post-approval-rules';
import { CHOOSE_FROM_LIST, type FormValue, flagField, idList, isBlank, MAX_ID, numberOrBlank, optionalText, requiredId, requiredText, searchText } from './fields';
import { isoDateOf } from './followups';
import { memberFilterSchema } from './member-filter';
import { REQUIRED_FOR_EVENT } from '../events/add-members-rules';
import { dataResponseSchema, messageResponseSchema, nullableInt, nullableText, pageResponseSchema, recordId } from './responses';

/**
 * Events and their members (seed 002 §3 payloads, §5 "Event", "Approval dialog", §7 calls;
 * docs/api-conventions.md#events). The server validates with these schemas and the web builds its forms
 * and requests from the same ones.
 */

export const EVENT_NAME_MAX = 50;
export const EVENT_TEXT_MAX = 1000;
export const APPROVAL_COMMENT_MAX = 1000;
/** One call may add, approve or track this many members (the benchmark adds and approves 10,000). */
export const MAX_EVENT_BATCH = 100_000;
/** Events list: 50 per page, options 10/20/50/100/200/500 (seed 002 §9). */
export const EVENTS_PAGE_SIZES = [10, 20, 50, 100, 200, 500] as const;
export const EVENTS_PAGE_SIZE = 50;
/** Event member tables (seed 002 §9); null is "All". */
export const EVENT_MEMBER_PAGE_SIZES = [10, 100, 500, 1000, 2000, null] as const;
/** docs/api-conventions.md#sorting-and-paging: a larger limit is lowered to this. */
export const MAX_EVENT_PAGE_LIMIT = 5000;

export const EVENT_MESSAGES = {
  // seed 002 §5, word for word
  nameBlank: 'Event name cannot be blank',
  nameTooLong: 'Event name should be less than 50 characters',
  locationBlank: 'Location cannot be blank',
  startBlank: 'Start Date cannot be blank',
  endBlank: 'End Date cannot be blank',
  // this project's (docs/decisions/027-events-api.md)
  typeBlank: 'Event Type cannot be blank',
  invalidDate: 'Please enter a valid date',
  endBeforeStart: 'End Date cannot be before Start Date',
  locationOutOfScope: 'Please choose one of your locations',
  created: 'New Event added successfully',
  // seed 002 §8
  updated: 'Event updated successfully',
  notFound: 'Event not found.',
  memberNotFound: 'Member not found.',
} as const;

export const APPROVAL_MESSAGES = {
  // seed 002 §5, word for word
  statusRequired: 'Status is required',
  commentRequired: 'Please enter comments',
  // this project's
  eventRequired: 'Please choose an event',
  memberRequired: 'Please choose a member',
  membersRequired: 'Please select at least one member',
  tooManyMembers: `Please select at most ${MAX_EVENT_BATCH} members at a time`,
  postStatusRequired: 'Please choose the invitation, registration or attendance status',
  refused: 'Nothing was changed: some of the selected members cannot be given this status.',
  notInEventOrScope: 'Not in this event or outside your locations',
  notFinalApproved: 'Only Final Approved members can be invited, registered or marked as attended',
} as const;

/** A refused batch's 422 (approvals, post-approval, registrations' status): `data` lists every refused id. */
export const refusedBatchDataSchema = z.object({ refused: z.array(recordId) });
export type RefusedBatchData = z.infer<typeof refusedBatchDataSchema>;
export const refusedBatchBodySchema = dataResponseSchema(refusedBatchDataSchema);

/** One refusal line of a batch: the reason and the ids it concerns (the first 20). */
export function refusedMembers(reason: string, ids: readonly number[]): string {
  return `${reason}: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', ...' : ''}`;
}

/** 'First Approved cannot be changed to New'; post-approval lines name the field first. */
export function cannotChange(from: string, to: string, field?: string): string {
  return `${field ? `${field}: ` : ''}${from} cannot be changed to ${to}`;
}

// ---- fields ---------------------------------------------------------------------------------

/** A required calendar day 'YYYY-MM-DD' (a zone-less timestamp is cut to its day). */
function requiredDay(blank: string) {
  return z.preprocess(
    (v: FormValue) => (isBlank(v) ? undefined : v),
    z
      .string({ error: (issue) => (issue.input === undefined ? blank : EVENT_MESSAGES.invalidDate) })
      .trim()
      .refine((s) => !!isoDateOf(s), EVENT_MESSAGES.invalidDate)
      .transform((s) => isoDateOf(s)!),
  );
}

const eventId = requiredId(APPROVAL_MESSAGES.eventRequired);

const memberIds = idList(CHOOSE_FROM_LIST, MAX_EVENT_BATCH + 1)
  .refine((v) => !!v?.length, APPROVAL_MESSAGES.membersRequired)
  .refine((v) => !v || v.length <= MAX_EVENT_BATCH, APPROVAL_MESSAGES.tooManyMembers)
  .transform((v) => [...new Set(v)]);

/** The calls name the event `event_id` or `id` (seed 002 §3 payloads): `event_id` wins. */
function withEventId(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  return isBlank(o.event_id) ? { ...o, event_id: o.id } : o;
}

// ---- the event form -------------------------------------------------------------------------

const eventFields = {
  name: requiredText(EVENT_MESSAGES.nameBlank, EVENT_NAME_MAX, EVENT_MESSAGES.nameTooLong),
  location_id: requiredId(EVENT_MESSAGES.locationBlank),
  type: requiredId(EVENT_MESSAGES.typeBlank),
  description: optionalText(EVENT_TEXT_MAX),
  date_from: requiredDay(EVENT_MESSAGES.startBlank),
  date_to: requiredDay(EVENT_MESSAGES.endBlank),
  remarks: optionalText(EVENT_TEXT_MAX),
};

/** Compared only when both are days: a field's own message says what is wrong with it otherwise. */
function endNotBeforeStart(e: { date_from?: unknown; date_to?: unknown }): boolean {
  const from = typeof e.date_from === 'string' ? isoDateOf(e.date_from) : undefined;
  const to = typeof e.date_to === 'string' ? isoDateOf(e.date_to) : undefined;
  return !from || !to || to >= from;
}

/**
 * POST api/events. connect_gsheet is roles 1-2's (seed 002 §6): the server drops it for roles
 * 3-4. `inactive` defaults to 0 (active).
 */
export const eventCreateSchema = z
  .object({ ...eventFields, connect_gsheet: flagField().default(0), inactive: flagField().default(0) })
  .refine(endNotBeforeStart, { path: ['date_to'], message: EVENT_MESSAGES.endBeforeStart });
export type EventCreate = z.infer<typeof eventCreateSchema>;

/** PUT api/events/{id}: the same form; a flag left out keeps its stored value. */
export const eventUpdateSchema = z
  .object({ ...eventFields, connect_gsheet: flagField().optional(), inactive: flagField().optional() })
  .refine(endNotBeforeStart, { path: ['date_to'], message: EVENT_MESSAGES.endBeforeStart });
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

/** The event form's values as the browser holds them. */
export type EventFormInput = z.input<typeof eventCreateSchema>;

// ---- lists: paging and sorting --------------------------------------------------------------

export const INVALID_ORDERBY = 'The selected orderby is invalid.';
export const INVALID_ORDERTYPE = 'The ordertype must be asc or desc.';

function orderbyOf<T extends string>(columns: readonly [T, ...T[]]) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(columns, { error: INVALID_ORDERBY }).optional());
}
const ordertype = z.preprocess(
  (v) => (isBlank(v) ? undefined : String(v).toLowerCase()),
  z.enum(['asc', 'desc'], { error: INVALID_ORDERTYPE }).optional(),
);
const skip = z.preprocess(numberOrBlank, z.number().int().min(0).max(MAX_ID).default(0));
/** Without a limit, every row (the screens' "All", docs/api-conventions.md#events); above the cap, the cap. */
const limit = z.preprocess(
  numberOrBlank,
  z
    .number()
    .int()
    .min(1)
    .optional()
    .transform((n) => (n === undefined ? undefined : Math.min(n, MAX_EVENT_PAGE_LIMIT))),
);

/** The events list's sortable columns (seed 002 §2 "Events list"), plus the name. */
export const EVENT_SORT_COLUMNS = ['id', 'name', 'location', 'type', 'created_by', 'created_on'] as const;
export type EventSortColumn = (typeof EVENT_SORT_COLUMNS)[number];

/** GET api/myevents?skip&limit&keyword&orderby&ordertype (the events list's filter box is `keyword`). */
export const myEventsQuerySchema = z.object({
  skip,
  limit,
  keyword: searchText(),
  orderby: orderbyOf(EVENT_SORT_COLUMNS),
  ordertype,
});
export type MyEventsQuery = z.infer<typeof myEventsQuerySchema>;

/** The event member tables' sortable columns (seed 002 §2 "Event details"); created_at desc by default. */
export const EVENT_MEMBER_SORT_COLUMNS = [
  'id',
  'fullname',
  'location',
  'district',
  'category',
  'profession',
  'grade',
  'status',
  'approved_on',
  'inv_status',
  'registered',
  'attended',
  'created_at',
] as const;
export type EventMemberSortColumn = (typeof EVENT_MEMBER_SORT_COLUMNS)[number];

const approvalStatusFilter = z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(APPROVAL_STATUSES, { error: CHOOSE_FROM_LIST }).optional());

function postApprovalValue(field: PostApprovalField) {
  const values = postApprovalValues(field);
  return z.preprocess(numberOrBlank, z.number({ error: CHOOSE_FROM_LIST }).refine((n) => values.includes(n), CHOOSE_FROM_LIST).optional());
}

const memberFields = memberFilterSchema.shape;

/**
 * POST api/event/getmembers?event_id&status&inv_status&registered&attended&country&state&district
 * &grade&category&profession&event_id_filter&event_status_filter (seed 002 §7) plus skip, limit,
 * keyword, orderby, ordertype (docs/api-conventions.md#events). The member fields read as the members filter
 * reads them; event_status_filter is the approval status in event_id_filter's event.
 */
export const eventMembersQuerySchema = z.object({
  event_id: eventId,
  status: approvalStatusFilter,
  inv_status: postApprovalValue('inv_status'),
  registered: postApprovalValue('registered'),
  attended: postApprovalValue('attended'),
  country: memberFields.country,
  state: memberFields.state,
  district: memberFields.district,
  grade: memberFields.grade,
  category: memberFields.category,
  profession: memberFields.profession,
  event_id_filter: memberFields.event_id_filter,
  event_status_filter: approvalStatusFilter,
  skip,
  limit,
  keyword: searchText(),
  orderby: orderbyOf(EVENT_MEMBER_SORT_COLUMNS),
  ordertype,
});
export type EventMembersQuery = z.infer<typeof eventMembersQuerySchema>;

/** GET api/event/history?event_id&member_id */
export const eventHistoryQuerySchema = z.object({
  event_id: eventId,
  member_id: requiredId(APPROVAL_MESSAGES.memberRequired),
});

// ---- adding, approving, tracking ------------------------------------------------------------

/** POST api/event/storemembers {event_id (or id), members} */
export const storeMembersSchema = z.preprocess(withEventId, z.object({ event_id: eventId, members: memberIds }));
export type StoreMembers = z.infer<typeof storeMembersSchema>;

/** POST api/event/approvemembers {id (event), members, status, comment}: seed 002 §5's messages. */
export const approveMembersSchema = z.preprocess(
  withEventId,
  z.object({
    event_id: eventId,
    members: memberIds,
    status: z.preprocess(
      (v: FormValue) => (isBlank(v) ? undefined : v),
      z.enum(APPROVAL_STATUSES, { error: (issue) => (issue.input === undefined ? APPROVAL_MESSAGES.statusRequired : CHOOSE_FROM_LIST) }),
    ),
    comment: requiredText(APPROVAL_MESSAGES.commentRequired, APPROVAL_COMMENT_MAX),
  }),
);
export type ApproveMembers = z.infer<typeof approveMembersSchema>;

/** The approval dialog in the browser: status and comments (Submit stays disabled until valid). */
export const approvalDialogSchema = z.object({
  status: z.preprocess((v: FormValue) => (isBlank(v) ? undefined : v), z.enum(APPROVAL_STATUSES, { error: APPROVAL_MESSAGES.statusRequired })),
  comment: requiredText(APPROVAL_MESSAGES.commentRequired, APPROVAL_COMMENT_MAX),
});

/**
 * POST api/event/storemembers2 {id, event_id, members, inv_status, registered, attended,
 * attendance_comment} (seed 002 §3): at least one of the four.
 */
export const postApprovalSchema = z.preprocess(
  withEventId,
  z
    .object({
      event_id: eventId,
      members: memberIds,
      inv_status: postApprovalValue('inv_status'),
      registered: postApprovalValue('registered'),
      attended: postApprovalValue('attended'),
      attendance_comment: optionalText(EVENT_TEXT_MAX).optional(),
    })
    .refine((b) => POST_APPROVAL_FIELDS.some((f) => b[f] !== undefined) || b.attendance_comment !== undefined, {
      path: ['inv_status'],
      message: APPROVAL_MESSAGES.postStatusRequired,
    }),
);
export type PostApproval = z.infer<typeof postApprovalSchema>;

// ---- the answers (docs/decisions/098-api-contract.md) --------------------------------------------

/** The Event of seed 002 §3 as GET api/myevents and every events call answer it. */
export const eventRowSchema = z.object({
  id: recordId,
  name: z.string(),
  description: nullableText,
  location_id: recordId,
  /** told apart by its ancestors when another place has the same name ('Adilabad (Telangana)') */
  location_name: z.string(),
  type: recordId,
  type_name: z.string(),
  date_from: z.string(),
  date_to: nullableText,
  remarks: nullableText,
  connect_gsheet: z.number().int(),
  inactive: z.number().int(),
  created_by: recordId.nullable(),
  username: nullableText,
  created_on: z.string(),
});
export type EventRow = z.infer<typeof eventRowSchema>;

/** GET api/events/{id}: roles 1-2 also get the Google Sheet address, null while the option is off (issue 31). */
export const eventDetailSchema = eventRowSchema.extend({ gsheet_url: nullableText.optional() });
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventPageResponseSchema = pageResponseSchema(eventRowSchema);
export const eventResponseSchema = dataResponseSchema(eventDetailSchema);
/** POST api/events and PUT api/events/{id}: the message and the event as saved. */
export const eventSavedResponseSchema = z.object({ message: z.string(), data: eventRowSchema });

/** GET api/events: the members filter's lookup, [{id, name}] of the active events in the caller's scope. */
export const eventNameListResponseSchema = dataResponseSchema(z.array(z.object({ id: recordId, name: z.string() })));

/** The Event member row of seed 002 §3 as POST api/event/getmembers answers it (`id` is the member's). */
export const eventMemberRowSchema = z.object({
  id: recordId,
  event_member_id: recordId,
  fullname: z.string(),
  location: nullableText,
  district: nullableText,
  state: nullableText,
  country: nullableText,
  category: nullableText,
  profession: nullableText,
  grade: nullableText,
  brief_intro: nullableText,
  participation: nullableText,
  internal_remark: nullableText,
  source: nullableText,
  how_know_us: nullableText,
  dob: nullableText,
  year_joined: nullableInt,
  languages_known: nullableText,
  successful_followups: z.number().int(),
  unsuccessful_followups: z.number().int(),
  status: z.string(),
  approved_by: nullableText,
  approved_on: nullableText,
  approval_comments: nullableText,
  inv_status: z.number().int(),
  registered: z.number().int(),
  attended: z.number().int(),
  attendance_comment: nullableText,
  created_at: z.string(),
});
export type EventMemberRow = z.infer<typeof eventMemberRowSchema>;

/** getmembers stops counting past the page when it must read member rows to count: then `count_capped`. */
export const eventMemberPageResponseSchema = pageResponseSchema(eventMemberRowSchema).extend({ count_capped: z.boolean() });
export type EventMemberPage = z.infer<typeof eventMemberPageResponseSchema>;

/** POST api/event/storemembers: who was added, and why the others were not (seed 002 §4). */
export const storeMembersResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    total: z.number().int(),
    added: z.array(recordId),
    not_added: z.array(
      z.object({
        id: recordId,
        reason: z.enum(['incomplete', 'already added', 'outside your locations']),
        /** only for 'incomplete' */
        missing: z.array(z.enum(REQUIRED_FOR_EVENT)).optional(),
      }),
    ),
  }),
});

/** POST api/event/approvemembers and api/event/storemembers2. */
export const eventMembersChangedResponseSchema = messageResponseSchema;

/** A value in the history: a status is text, the post-approval fields are numbers. */
const historyValue = z.union([z.string(), z.number()]).nullable();

/** GET api/event/history: the member's timeline in the event, newest first. */
export const eventHistoryEntrySchema = z.object({
  changed_at: z.string(),
  user_name: nullableText,
  field: z.string(),
  from: historyValue,
  to: historyValue,
  comment: nullableText,
});
export type EventHistoryEntry = z.infer<typeof eventHistoryEntrySchema>;
export const eventHistoryResponseSchema = dataResponseSchema(z.array(eventHistoryEntrySchema));
