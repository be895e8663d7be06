import { formatDate } from '../../lib/dates';
import { hasDistricts, hasStates } from '@sampark/domain/geo/places';
import { DATE_TYPES, type QuickFilter, SEEKERSHIP } from '@sampark/domain/options/members';
import { labelOf } from '@sampark/domain/options/option';
import { UNASSIGNED_ID, UNASSIGNED_LABEL } from '@sampark/domain/options/reference';
import { END_BEFORE_START, type MemberFilterInput } from '@sampark/domain/schemas/member-filter';

/**
 * The All Filters dialog's state and the filter object it becomes (seed 000 §3 "Filter object",
 * §5 "Filter dialog"). Widgets hold strings; `toFilterBody` turns them into the request body.
 */

type MultiField =
  | 'source'
  | 'how_know_us'
  | 'profession'
  | 'category'
  | 'grade'
  | 'output'
  | 'contact_group'
  | 'successful_followups'
  | 'unsuccessful_followups'
  | 'contact_status'
  | 'contact_response'
  | 'participation';

type SingleField =
  | 'assigned_to'
  | 'location_id'
  | 'country'
  | 'state'
  | 'district'
  | 'organization_id'
  | 'event_id_filter'
  | 'date_type'
  | 'start_date'
  | 'end_date'
  | 'seekership'
  | 'bhav_satsang'
  | 'is_alive';

export type FilterValues = Record<MultiField, string[]> & Record<SingleField, string | null> & { include_sublocation: boolean };

export const EMPTY_FILTER: FilterValues = {
  source: [],
  how_know_us: [],
  assigned_to: null,
  location_id: null,
  include_sublocation: false,
  country: null,
  state: null,
  district: null,
  profession: [],
  category: [],
  grade: [],
  organization_id: null,
  event_id_filter: null,
  output: [],
  contact_group: [],
  successful_followups: [],
  unsuccessful_followups: [],
  contact_status: [],
  contact_response: [],
  participation: [],
  date_type: null,
  start_date: null,
  end_date: null,
  seekership: null,
  bhav_satsang: null,
  is_alive: null,
};

/** The select values of the pseudo-entry 'Unassigned' (seed 000 §3). */
export const UNASSIGNED_ID_VALUE = String(UNASSIGNED_ID);
export const UNASSIGNED_GRADE_VALUE = UNASSIGNED_LABEL;

/** Yes/No for the 0/1 filters bhav_satsang and is_alive. */
export const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

export const FILTER_LABELS: Record<keyof FilterValues, string> = {
  source: 'Type of Entry',
  how_know_us: 'How do you know us',
  assigned_to: 'Assigned To',
  location_id: 'Location',
  include_sublocation: 'Include sublocations',
  country: 'Country',
  state: 'State',
  district: 'District',
  profession: 'Profession',
  category: 'Category',
  grade: 'Grade',
  organization_id: 'Organization',
  event_id_filter: 'Event',
  output: 'Output',
  contact_group: 'Contact Group',
  successful_followups: 'Successful Followups',
  unsuccessful_followups: 'Unsuccessful Followups',
  contact_status: 'Contact Status',
  contact_response: 'Contact Response',
  participation: 'Participation Status',
  date_type: 'Date Type',
  start_date: 'Start Date',
  end_date: 'End Date',
  seekership: 'Seekership',
  bhav_satsang: 'Bhav Satsang',
  is_alive: 'Is Alive',
};

const TEXT_LISTS = ['source', 'how_know_us', 'grade', 'output', 'contact_group', 'contact_status', 'contact_response', 'participation'] as const;
const ID_LISTS = ['profession', 'category', 'successful_followups', 'unsuccessful_followups'] as const;
const IDS = ['assigned_to', 'location_id', 'organization_id', 'event_id_filter', 'seekership', 'bhav_satsang', 'is_alive'] as const;
const TEXTS = ['country', 'state', 'district'] as const;

/** The request body of POST api/filter: only the fields that are set, plus the quick filter. */
export function toFilterBody(values: FilterValues, quick: QuickFilter = 'all'): MemberFilterInput {
  const body: Record<string, unknown> = {};
  for (const f of TEXT_LISTS) if (values[f].length) body[f] = [...values[f]];
  for (const f of ID_LISTS) if (values[f].length) body[f] = values[f].map(Number);
  for (const f of IDS) if (values[f] !== null && values[f] !== '') body[f] = Number(values[f]);
  for (const f of TEXTS) if (values[f]) body[f] = values[f];
  if (body.location_id !== undefined && values.include_sublocation) body.include_sublocation = true;
  if (values.start_date || values.end_date) {
    body.date_type = values.date_type ?? DATE_TYPES[0].value;
    if (values.start_date) body.start_date = values.start_date;
    if (values.end_date) body.end_date = values.end_date;
  }
  if (quick !== 'all') body.quick = quick;
  return body as MemberFilterInput;
}

/** The dialog's own check before Apply: the end date may not be before the start date. */
export function filterErrors(values: FilterValues): Partial<Record<keyof FilterValues, string>> {
  if (values.start_date && values.end_date && values.end_date < values.start_date) return { end_date: END_BEFORE_START };
  return {};
}

// ---- country, state and district (seed 000 §5) -------------------------------------------------

/** The State list appears only when the chosen country has states. */
export function showsState(values: FilterValues): boolean {
  return hasStates(values.country);
}

/** The District list appears only when the chosen state has districts. */
export function showsDistrict(values: FilterValues): boolean {
  return showsState(values) && hasDistricts(values.country, values.state);
}

/** A new country drops the state and district of the old one; a new state drops the district. */
export function withPlace(values: FilterValues, field: 'country' | 'state' | 'district', value: string | null): FilterValues {
  if (field === 'country') return { ...values, country: value, state: null, district: null };
  if (field === 'state') return { ...values, state: value, district: null };
  return { ...values, district: value };
}

// ---- active filters as chips ---------------------------------------------------------------

/** Names of the looked-up ids, for the chips. */
export interface LookupNames {
  locations: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
  professions: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
  organizations: ReadonlyMap<number, string>;
  events: ReadonlyMap<number, string>;
}

export interface FilterChip {
  /** The fields the chip stands for; removing the chip clears them all. */
  fields: (keyof FilterValues)[];
  label: string;
}

function nameOf(names: ReadonlyMap<number, string>, value: string): string {
  if (value === UNASSIGNED_ID_VALUE) return UNASSIGNED_LABEL;
  return names.get(Number(value)) ?? `#${value}`;
}

function dateChip(values: FilterValues): FilterChip | null {
  if (!values.start_date && !values.end_date) return null;
  const type = labelOf(DATE_TYPES, values.date_type ?? DATE_TYPES[0].value);
  const from = values.start_date ? formatDate(values.start_date) : '…';
  const to = values.end_date ? formatDate(values.end_date) : '…';
  return { fields: ['date_type', 'start_date', 'end_date'], label: `${type}: ${from} to ${to}` };
}

function listText(values: string[], name: (v: string) => string = (v) => v): string {
  return values.map(name).join(', ');
}

/** One chip per set field, in the dialog's order, e.g. 'Profession: Doctor, Teacher'. */
export function filterChips(values: FilterValues, names: LookupNames): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (field: keyof FilterValues, text: string, extra: (keyof FilterValues)[] = []) =>
    chips.push({ fields: [field, ...extra], label: `${FILTER_LABELS[field]}: ${text}` });
  const yesNo = (v: string) => labelOf(YES_NO, v);

  if (values.source.length) add('source', listText(values.source));
  if (values.how_know_us.length) add('how_know_us', listText(values.how_know_us));
  if (values.assigned_to !== null) add('assigned_to', nameOf(names.users, values.assigned_to));
  if (values.location_id !== null) {
    const sub = values.include_sublocation ? ' (with sublocations)' : '';
    add('location_id', `${nameOf(names.locations, values.location_id)}${sub}`, ['include_sublocation']);
  }
  if (values.country) add('country', values.country, ['state', 'district']);
  if (values.state) add('state', values.state, ['district']);
  if (values.district) add('district', values.district);
  if (values.profession.length) add('profession', listText(values.profession, (v) => nameOf(names.professions, v)));
  if (values.category.length) add('category', listText(values.category, (v) => nameOf(names.categories, v)));
  if (values.grade.length) add('grade', listText(values.grade));
  if (values.organization_id !== null) add('organization_id', nameOf(names.organizations, values.organization_id));
  if (values.event_id_filter !== null) add('event_id_filter', nameOf(names.events, values.event_id_filter));
  if (values.output.length) add('output', listText(values.output));
  if (values.contact_group.length) add('contact_group', listText(values.contact_group));
  if (values.successful_followups.length) add('successful_followups', listText(values.successful_followups));
  if (values.unsuccessful_followups.length) add('unsuccessful_followups', listText(values.unsuccessful_followups));
  if (values.contact_status.length) add('contact_status', listText(values.contact_status));
  if (values.contact_response.length) add('contact_response', listText(values.contact_response));
  if (values.participation.length) add('participation', listText(values.participation));
  const dates = dateChip(values);
  if (dates) chips.push(dates);
  if (values.seekership !== null) add('seekership', labelOf(SEEKERSHIP, values.seekership));
  if (values.bhav_satsang !== null) add('bhav_satsang', yesNo(values.bhav_satsang));
  if (values.is_alive !== null) add('is_alive', yesNo(values.is_alive));
  return chips;
}

/** The values with the chip's fields back at their empty state. */
export function withoutChip(values: FilterValues, chip: FilterChip): FilterValues {
  const next: Record<string, unknown> = { ...values };
  for (const field of chip.fields) next[field] = EMPTY_FILTER[field];
  return next as FilterValues;
}
