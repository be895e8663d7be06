import { z } from 'zod';
import { ATTENDEE_TYPES, REGISTRATION_BULK_STATUSES, RELATIONSHIP_DELEGATE, type RegistrationView } from '../options/events';
import { CHOOSE_FROM_LIST, type FormValue, idList, isBlank, MAX_ID, numberOrBlank, requiredId, searchText } from './fields';
import { messageResponseSchema, nullableInt, nullableText, pageResponseSchema, recordId } from './responses';
import { END_BEFORE_START, INVALID_DATE, INVALID_ORDERBY, INVALID_ORDERTYPE } from './member-filter';

/**
 * The registrations screen (seed 002 §2 "Registrations screen", §7, §9;
 * docs/api-conventions.md#registrations): `GET api/registrations/event?event_id&relationship&status` with the screen's
 * All Filters, search, sort and server paging -> `{data: rows, count}`; the bulk Update Status
 * (`POST api/registrations/bulkupdate`) and the export (Event_Registrations.xlsx) of the same rows.
 */

/** seed 002 §9 */
export const REGISTRATION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const REGISTRATIONS_EXPORT_FILE = 'Event_Registrations.xlsx';
/** docs/api-conventions.md#sorting-and-paging: a larger limit is lowered to this. */
const MAX_LIMIT = 5000;

/** A registration's status (docs/api-conventions.md#registrations); Registered on create. */
export const REGISTRANT_STATUSES = ['Registered', 'Cancelled', 'Arrived', 'Attended', 'Not Attended'] as const;
export type RegistrantStatus = (typeof REGISTRANT_STATUSES)[number];
export const CANCELLED = 'Cancelled' satisfies RegistrantStatus;

/** The screen's columns, in the seed's order (seed 002 §2); ID and Full Name cannot be unchosen. */
export const REGISTRATION_COLUMNS = [
  { key: 'id', label: 'ID', locked: true },
  { key: 'member_id', label: 'Member ID' },
  { key: 'relationship', label: 'Relationship' },
  { key: 'salutation', label: 'Salutation' },
  { key: 'firstname', label: 'First Name' },
  { key: 'lastname', label: 'Last Name' },
  { key: 'fullname', label: 'Full Name', locked: true },
  { key: 'country', label: 'Country' },
  { key: 'state', label: 'State' },
  { key: 'district', label: 'District' },
  { key: 'city', label: 'City' },
  { key: 'address', label: 'Address' },
  { key: 'mobile_number', label: 'Mobile Number' },
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'email', label: 'Email' },
  { key: 'facebook_id', label: 'Facebook ID' },
  { key: 'twitter_id', label: 'Twitter ID' },
  { key: 'website', label: 'Website' },
  { key: 'profession', label: 'Profession' },
  { key: 'created_at', label: 'Created At' },
  { key: 'created_by', label: 'Created By' },
  { key: 'updated_at', label: 'Updated At' },
  { key: 'updated_by', label: 'Updated By' },
  { key: 'status', label: 'Status' },
] as const satisfies readonly { key: string; label: string; locked?: boolean }[];
export type RegistrationColumnKey = (typeof REGISTRATION_COLUMNS)[number]['key'];

/** Shown until the user chooses otherwise: the columns a phone-width table can hold first. */
export const REGISTRATION_DEFAULT_COLUMNS: readonly RegistrationColumnKey[] = [
  'id', 'relationship', 'fullname', 'mobile_number', 'email', 'district', 'state', 'profession', 'created_at', 'status',
];

/** One row of the list and of the export; names where the table holds ids (profession, users). */
export const registrationListRowSchema = z.object({
  id: recordId,
  event_id: recordId,
  member_id: recordId.nullable(),
  /** the attendee type, 1 Delegate ... 5 Family member */
  relationship: nullableInt,
  salutation: nullableText,
  firstname: nullableText,
  lastname: nullableText,
  fullname: nullableText,
  country: nullableText,
  state: nullableText,
  district: nullableText,
  city: nullableText,
  address: nullableText,
  mobile_number: nullableText,
  whatsapp: nullableText,
  email: nullableText,
  facebook_id: nullableText,
  twitter_id: nullableText,
  website: nullableText,
  profession: nullableText,
  created_at: z.string(),
  created_by: nullableText,
  updated_at: z.string(),
  updated_by: nullableText,
  status: z.string(),
});
export type RegistrationListRow = z.infer<typeof registrationListRowSchema>;
/** GET api/registrations/event */
export const registrationPageResponseSchema = pageResponseSchema(registrationListRowSchema);
/** POST api/registrations/bulkupdate */
export const registrationBulkResponseSchema = messageResponseSchema;

/** 'Delegate', 'Driver' ...; blank when not set. */
export function attendeeTypeLabel(relationship: number | null | undefined): string {
  return ATTENDEE_TYPES.find((t) => t.value === relationship)?.label ?? '';
}

/**
 * The toggle views as the call's parameters (docs/api-conventions.md#registrations: relationship 1 = delegates, otherwise
 * accompanying personnel; the Cancelled view is status=Cancelled). The Delegates and Accompanying
 * Personnel views leave the cancelled registrations to the Cancelled view.
 */
export function registrationViewParams(view: RegistrationView): { relationship?: number; status?: string } {
  if (view === 'Delegates') return { relationship: RELATIONSHIP_DELEGATE };
  if (view === 'Accompanying Personnel') return { relationship: 0 };
  return { status: CANCELLED };
}

// ---- the list's query -----------------------------------------------------------------------

export const REGISTRATION_LIST_MESSAGES = {
  eventRequired: 'Please choose an event',
  // seed 002 §5 "Approval dialog" says it for a status; the same words here
  statusRequired: 'Status is required',
  registrationsRequired: 'Please select at least one registration',
  notInEvent: 'Not a registration of this event',
  updated: 'Status Updated Successfully',
  notFound: 'Registration not found.',
} as const;

const blankIsUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

function asList(v: unknown): string[] | undefined {
  if (isBlank(v)) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : isBlank(x) ? [] : [String(x)]));
  const kept = parts.map((x) => x.trim()).filter(Boolean);
  return kept.length ? kept : undefined;
}

const statusList = z.preprocess(asList, z.array(z.enum(REGISTRANT_STATUSES, { error: CHOOSE_FROM_LIST })).max(REGISTRANT_STATUSES.length).optional());
const attendeeTypes = z.preprocess(
  (v) => asList(v)?.map(Number),
  z
    .array(z.number({ error: CHOOSE_FROM_LIST }).refine((n) => ATTENDEE_TYPES.some((t) => t.value === n), CHOOSE_FROM_LIST))
    .max(ATTENDEE_TYPES.length)
    .optional(),
);
const placeText = z.preprocess(blankIsUndefined, z.string().trim().max(200).optional());

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function isRealDay(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return DAY.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
const optDay = z.preprocess(
  blankIsUndefined,
  z
    .string({ error: INVALID_DATE })
    .trim()
    .transform((s) => s.slice(0, 10))
    .refine(isRealDay, INVALID_DATE)
    .optional(),
);

/** Every column of the screen sorts (created_by and updated_by by the user's name). */
export const REGISTRATION_SORT_COLUMNS = REGISTRATION_COLUMNS.map((c) => c.key) as [RegistrationColumnKey, ...RegistrationColumnKey[]];
/** Newest first unless the screen asks otherwise. */
export const DEFAULT_REGISTRATION_SORT = { orderby: 'id', ordertype: 'desc' } as const;

/**
 * The screen's filters: relationship (1 delegates, any other number accompanying personnel),
 * status (one or more; without it every status but Cancelled), and All Filters' attendee types,
 * places, profession and the day registered. Shared by the list and the export.
 */
export const registrationFilterShape = {
  event_id: requiredId(REGISTRATION_LIST_MESSAGES.eventRequired),
  relationship: z.preprocess(numberOrBlank, z.number({ error: CHOOSE_FROM_LIST }).int(CHOOSE_FROM_LIST).min(0, CHOOSE_FROM_LIST).max(MAX_ID, CHOOSE_FROM_LIST).optional()),
  status: statusList,
  attendee_type: attendeeTypes,
  country: placeText,
  state: placeText,
  district: placeText,
  profession_id: idList(CHOOSE_FROM_LIST, 500),
  start_date: optDay,
  end_date: optDay,
  keyword: searchText(200),
  orderby: z.preprocess(blankIsUndefined, z.enum(REGISTRATION_SORT_COLUMNS, { error: INVALID_ORDERBY }).default(DEFAULT_REGISTRATION_SORT.orderby)),
  ordertype: z.preprocess(
    (v) => (isBlank(v) ? undefined : String(v).toLowerCase()),
    z.enum(['asc', 'desc'], { error: INVALID_ORDERTYPE }).default(DEFAULT_REGISTRATION_SORT.ordertype),
  ),
};

const datesInOrder = (f: { start_date?: string; end_date?: string }) => !f.start_date || !f.end_date || f.end_date >= f.start_date;

/** `GET api/registrations/export?...`: the list's filter, every row. */
export const registrationExportQuerySchema = z.object(registrationFilterShape).refine(datesInOrder, { path: ['end_date'], message: END_BEFORE_START });
export type RegistrationFilter = z.output<typeof registrationExportQuerySchema>;

/** `GET api/registrations/event?...&skip&limit`: without a limit every row (the seed's call). */
export const registrationListQuerySchema = z
  .object({
    ...registrationFilterShape,
    skip: z.preprocess(numberOrBlank, z.number({ error: CHOOSE_FROM_LIST }).int().min(0).max(MAX_ID).default(0)),
    limit: z.preprocess(
      numberOrBlank,
      z
        .number({ error: CHOOSE_FROM_LIST })
        .int()
        .min(1)
        .optional()
        .transform((n) => (n === undefined ? undefined : Math.min(n, MAX_LIMIT))),
    ),
  })
  .refine(datesInOrder, { path: ['end_date'], message: END_BEFORE_START });
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;
export type RegistrationListQueryInput = z.input<typeof registrationListQuerySchema>;

// ---- bulk Update Status ---------------------------------------------------------------------

/** One call may change this many registrations (an event of 20,000 at once). */
export const MAX_REGISTRATION_BATCH = 50_000;

/** `POST api/registrations/bulkupdate {registrations, event_id, status}` */
export const registrationBulkSchema = z.object({
  event_id: requiredId(REGISTRATION_LIST_MESSAGES.eventRequired),
  registrations: idList(CHOOSE_FROM_LIST, MAX_REGISTRATION_BATCH)
    .refine((v) => !!v?.length, REGISTRATION_LIST_MESSAGES.registrationsRequired)
    .transform((v) => [...new Set(v)]),
  status: z.preprocess(
    (v: FormValue) => (isBlank(v) ? undefined : v),
    z.enum(REGISTRATION_BULK_STATUSES, { error: (issue) => (issue.input === undefined ? REGISTRATION_LIST_MESSAGES.statusRequired : CHOOSE_FROM_LIST) }),
  ),
});
export type RegistrationBulk = z.output<typeof registrationBulkSchema>;
