import { z } from 'zod';
import { APPROVAL_STATUSES } from '../options/events';
import { DATE_TYPES } from '../options/members';
import { CHOOSE_FROM_LIST, isBlank, MAX_ID, numberOrBlank } from './fields';

/**
 * The members filter object's fields, one row each (seed 000 §3 "Filter object"; seed 002 §2
 * "Add members", §3 "Report filter fields"): the parser the server validates with, the kind of
 * widget and value, the label, where the options come from, and which filters take it. The
 * server's schema and SQL (features/members/member-filter.ts) and the web's filter values,
 * labels, chips and dialog are driven by this table. A new field is this row plus its SQL.
 *
 * The parsers are lenient because forms send what their widgets hold: a blank may arrive as '',
 * null or missing; a number as 5 or '5'; a multi-select as an array, one value or a comma-joined
 * string. All of those mean the same thing.
 */

export const INVALID_DATE = 'Please enter a valid date (YYYY-MM-DD).';
export const INVALID_DATE_TYPE = 'The selected date type is invalid.';
const ENTER_A_NUMBER = 'Please enter a number.';

/** A non-negative id or count (ids are 32-bit: a larger one cannot be in the list). */
const idOrZero = z.number({ error: ENTER_A_NUMBER }).int(ENTER_A_NUMBER).min(0, ENTER_A_NUMBER).max(MAX_ID, CHOOSE_FROM_LIST);

/** An array, one value, or a comma-joined string -> the list of non-blank entries. */
export function asList(v: unknown): unknown[] | undefined {
  if (isBlank(v)) return undefined;
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
  const kept = list.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => !isBlank(x));
  return kept.length ? kept : undefined;
}
const asTexts = (v: unknown) => asList(v)?.map((x) => (typeof x === 'number' ? String(x) : x));

/** One optional text value; blank -> undefined. */
const optText = z.preprocess((v) => (isBlank(v) ? undefined : typeof v === 'number' ? String(v) : v), z.string().trim().max(200).optional());
/** One optional non-negative integer; blank -> undefined; '5' -> 5. */
export const optId = z.preprocess(numberOrBlank, idOrZero.optional());
const multiText = z.preprocess(asTexts, z.array(z.string().trim().max(200)).max(500).optional());
/** Multi-select of ids; 0 is the pseudo-entry 'Unassigned' = "not set". */
const multiId = z.preprocess((v) => asList(v)?.map(numberOrBlank), z.array(idOrZero).max(5000).optional());
/** Text values the output filter takes one at a time (no commas inside values). */
const textList = z.preprocess(asTexts, z.array(z.string().trim().max(200)).max(100).optional());

const flag = z.preprocess((v) => {
  if (isBlank(v)) return undefined;
  if (v === true || v === 'true' || v === 'yes') return true;
  if (v === false || v === 'false' || v === 'no') return false;
  // only text and numbers are read as numbers: Number() of an object with a stray toString throws
  const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
  return n === 1 ? true : n === 0 ? false : v;
}, z.boolean({ error: 'Please enter true or false.' }).optional());

/** 'YYYY-MM-DD' (a longer ISO timestamp is cut to its day). */
const optDay = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string({ error: INVALID_DATE })
    .trim()
    .regex(/^(\d{4})-(\d{2})-(\d{2})/, INVALID_DATE)
    .transform((s) => s.slice(0, 10))
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, INVALID_DATE)
    .optional(),
);

export type DateColumn = (typeof DATE_TYPES)[number]['value'];
/** Accepts the column ('lcd') or the label the seeds show ('Last Contacted On'). */
const dateType = z.preprocess(
  (v) => {
    if (isBlank(v)) return undefined;
    const found = DATE_TYPES.find((d) => d.value === v || d.label.toLowerCase() === String(v).trim().toLowerCase());
    return found ? found.value : v;
  },
  z.enum(DATE_TYPES.map((d) => d.value) as [DateColumn, ...DateColumn[]], { error: INVALID_DATE_TYPE }).optional(),
);

/** Contact Details and Data Completion groups of the member reports (041). */
export const CONTACT_DETAILS = ['Mobile and Email', 'Mobile only', 'Email only', 'Not Set'] as const;
export const DATA_COMPLETION = ['Complete', 'Incomplete'] as const;
const oneOfText = (values: readonly [string, ...string[]]) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(values, { error: CHOOSE_FROM_LIST }).optional());

const approvalStatus = z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(APPROVAL_STATUSES, { error: CHOOSE_FROM_LIST }).optional());

/**
 * multi: a multi-select; single: one value; date: part of the date range (date_type, start_date,
 * end_date: one chip); flag: a checkbox. `value` says whether the widget's strings are ids.
 */
export type FilterKind = 'multi' | 'single' | 'date' | 'flag';

/** Where a field's choices come from: an option list of the domain, or a lookup of the server. */
export type FilterOptions =
  | 'sources'
  | 'how_know_us'
  | 'users'
  | 'locations'
  | 'countries'
  | 'states'
  | 'districts'
  | 'professions'
  | 'categories'
  | 'grades'
  | 'organizations'
  | 'events'
  | 'approval_statuses'
  | 'outputs'
  | 'contact_groups'
  | 'followup_counts'
  | 'contact_statuses'
  | 'contact_responses'
  | 'participation_statuses'
  | 'date_types'
  | 'seekership'
  | 'yes_no';

export interface FilterFieldDef<P extends z.ZodType = z.ZodType> {
  parser: P;
  kind: FilterKind;
  value: 'text' | 'id' | 'day' | 'flag';
  label: string;
  options?: FilterOptions;
  /** The members list's All Filters dialog takes it (seed 000 §3, §5), in this section. */
  list: boolean;
  section?: 'Member' | 'Place' | 'Followups' | 'Dates';
  /** The report filter takes it (seed 002 §3 "Report filter fields"). */
  report: boolean;
  /** The add-members filter takes it (seed 002 §2 "Add members to event"). */
  addMembers: boolean;
}
const field = <const D extends FilterFieldDef<z.ZodType>>(def: D) => def;

/** In the dialog's and the chips' order. */
export const FILTER_FIELDS = {
  source: field({ parser: multiText, kind: 'multi', value: 'text', label: 'Type of Entry', options: 'sources', list: true, section: 'Member', report: true, addMembers: false }),
  how_know_us: field({ parser: multiText, kind: 'multi', value: 'text', label: 'How do you know us', options: 'how_know_us', list: true, section: 'Member', report: true, addMembers: false }),
  assigned_to: field({ parser: optId, kind: 'single', value: 'id', label: 'Assigned To', options: 'users', list: true, section: 'Member', report: true, addMembers: false }),
  location_id: field({ parser: optId, kind: 'single', value: 'id', label: 'Location', options: 'locations', list: true, section: 'Place', report: true, addMembers: true }),
  include_sublocation: field({ parser: flag, kind: 'flag', value: 'flag', label: 'Include sublocations', list: true, section: 'Place', report: true, addMembers: true }),
  country: field({ parser: optText, kind: 'single', value: 'text', label: 'Country', options: 'countries', list: true, section: 'Place', report: true, addMembers: true }),
  state: field({ parser: optText, kind: 'single', value: 'text', label: 'State', options: 'states', list: true, section: 'Place', report: true, addMembers: true }),
  district: field({ parser: optText, kind: 'single', value: 'text', label: 'District', options: 'districts', list: true, section: 'Place', report: true, addMembers: true }),
  profession: field({ parser: multiId, kind: 'multi', value: 'id', label: 'Profession', options: 'professions', list: true, section: 'Member', report: true, addMembers: true }),
  category: field({ parser: multiId, kind: 'multi', value: 'id', label: 'Category', options: 'categories', list: true, section: 'Member', report: true, addMembers: true }),
  grade: field({ parser: multiText, kind: 'multi', value: 'text', label: 'Grade', options: 'grades', list: true, section: 'Member', report: true, addMembers: true }),
  organization_id: field({ parser: optId, kind: 'single', value: 'id', label: 'Organization', options: 'organizations', list: true, section: 'Member', report: true, addMembers: false }),
  /** The event a report or the add-members list is about (seed 002 §7 `api/filter?extrainfo=1`): not a condition. */
  event_id: field({ parser: optId, kind: 'single', value: 'id', label: 'For event', options: 'events', list: false, report: true, addMembers: false }),
  event_id_filter: field({ parser: optId, kind: 'single', value: 'id', label: 'Event', options: 'events', list: true, section: 'Member', report: true, addMembers: true }),
  event_status_filter: field({ parser: approvalStatus, kind: 'single', value: 'text', label: 'Event Status', options: 'approval_statuses', list: false, report: false, addMembers: true }),
  output: field({ parser: textList, kind: 'multi', value: 'text', label: 'Output', options: 'outputs', list: true, section: 'Member', report: true, addMembers: false }),
  contact_group: field({ parser: multiText, kind: 'multi', value: 'text', label: 'Contact Group', options: 'contact_groups', list: true, section: 'Followups', report: true, addMembers: true }),
  contact_status: field({ parser: multiText, kind: 'multi', value: 'text', label: 'Contact Status', options: 'contact_statuses', list: true, section: 'Followups', report: false, addMembers: true }),
  contact_response: field({ parser: multiText, kind: 'multi', value: 'text', label: 'Contact Response', options: 'contact_responses', list: true, section: 'Followups', report: false, addMembers: true }),
  participation: field({ parser: multiText, kind: 'multi', value: 'text', label: 'Participation Status', options: 'participation_statuses', list: true, section: 'Followups', report: false, addMembers: true }),
  successful_followups: field({ parser: multiId, kind: 'multi', value: 'id', label: 'Successful Followups', options: 'followup_counts', list: true, section: 'Followups', report: false, addMembers: false }),
  unsuccessful_followups: field({ parser: multiId, kind: 'multi', value: 'id', label: 'Unsuccessful Followups', options: 'followup_counts', list: true, section: 'Followups', report: false, addMembers: false }),
  date_type: field({ parser: dateType, kind: 'date', value: 'text', label: 'Date Type', options: 'date_types', list: true, section: 'Dates', report: true, addMembers: false }),
  start_date: field({ parser: optDay, kind: 'date', value: 'day', label: 'Start Date', list: true, section: 'Dates', report: true, addMembers: false }),
  end_date: field({ parser: optDay, kind: 'date', value: 'day', label: 'End Date', list: true, section: 'Dates', report: true, addMembers: false }),
  seekership: field({ parser: optId, kind: 'single', value: 'id', label: 'Seekership', options: 'seekership', list: true, section: 'Member', report: false, addMembers: false }),
  bhav_satsang: field({ parser: optId, kind: 'single', value: 'id', label: 'Bhav Satsang', options: 'yes_no', list: true, section: 'Member', report: false, addMembers: false }),
  is_alive: field({ parser: optId, kind: 'single', value: 'id', label: 'Is Alive', options: 'yes_no', list: true, section: 'Member', report: false, addMembers: false }),
  /** A dashboard row's drill-down (docs/decisions/041-member-reports.md): not in any dialog. */
  contact_details: field({ parser: oneOfText(CONTACT_DETAILS), kind: 'single', value: 'text', label: 'Contact Details', list: false, report: false, addMembers: false }),
  data_completion: field({ parser: oneOfText(DATA_COMPLETION), kind: 'single', value: 'text', label: 'Data Completion', list: false, report: false, addMembers: false }),
};

export type FilterFieldName = keyof typeof FILTER_FIELDS;
export const FILTER_FIELD_NAMES = Object.keys(FILTER_FIELDS) as FilterFieldName[];

/** The zod shape of the table: each field's parser under its name. */
export type FilterShape = { [K in FilterFieldName]: (typeof FILTER_FIELDS)[K]['parser'] };
export function filterShape(): FilterShape {
  return Object.fromEntries(FILTER_FIELD_NAMES.map((name) => [name, FILTER_FIELDS[name].parser])) as FilterShape;
}

/** One row, as the general row type (optional columns readable). */
export const filterField = (name: FilterFieldName): FilterFieldDef => FILTER_FIELDS[name];

/** The fields a filter takes: the members list's dialog, the report filter or the add-members filter. */
export const fieldsOf = (filter: 'list' | 'report' | 'addMembers'): FilterFieldName[] => FILTER_FIELD_NAMES.filter((name) => FILTER_FIELDS[name][filter]);
