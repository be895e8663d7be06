import { formatDate } from '../../lib/dates';
import { DATE_TYPES, type QuickFilter, SEEKERSHIP } from '@sampark/domain/options/members';
import { labelOf } from '@sampark/domain/options/option';
import { UNASSIGNED_LABEL } from '@sampark/domain/options/reference';
import { type FilterOptions, fieldsOf, filterField } from '@sampark/domain/schemas/filter-fields';
import { END_BEFORE_START, type MemberFilterInput } from '@sampark/domain/schemas/member-filter';
import { YES_NO } from '../../components/form/select-data';
import type { LookupNames } from './filter/filter-lookups';
import { type FieldsOf, type FilterValuesOf, emptyFilterOf, fieldsBody, hasOwnValue } from './filter/filter-body';
import { UNASSIGNED_ID_VALUE } from './filter/filter-options';
import { type OptionList, optionLabel, unassignedLabel } from './filter/option-labels';
import { i18n } from '../../i18n/i18n';

/**
 * The All Filters dialog's state and the filter object it becomes (seed 000 §3 "Filter object",
 * §5 "Filter dialog"), from the domain's table of filter fields (filter-fields.ts): its values,
 * labels, request body and chips. Widgets hold strings; `toFilterBody` turns them into the body.
 */

/** The fields of the members list's dialog (the table's `list` rows). */
type ListField = FieldsOf<'list'>;

export type FilterValues = FilterValuesOf<ListField>;

export const LIST_FIELDS = fieldsOf('list') as ListField[];

export const EMPTY_FILTER: FilterValues = emptyFilterOf(LIST_FIELDS);

/** The request body of POST api/filter: only the fields that are set, plus the quick filter. */
export function toFilterBody(values: FilterValues, quick: QuickFilter = 'all'): MemberFilterInput {
  const body = fieldsBody(LIST_FIELDS, values);
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

// ---- active filters as chips ---------------------------------------------------------------

export interface FilterChip {
  /** The fields the chip stands for; removing the chip clears them all. */
  fields: (keyof FilterValues)[];
  label: string;
}

function nameOf(names: ReadonlyMap<number, string>, value: string): string {
  if (value === UNASSIGNED_ID_VALUE) return unassignedLabel();
  return names.get(Number(value)) ?? `#${value}`;
}

function dateChip(values: FilterValues): FilterChip | null {
  if (!values.start_date && !values.end_date) return null;
  const type = optionLabel('dateTypes', labelOf(DATE_TYPES, values.date_type ?? DATE_TYPES[0].value));
  const from = values.start_date ? formatDate(values.start_date) : '…';
  const to = values.end_date ? formatDate(values.end_date) : '…';
  return { fields: ['date_type', 'start_date', 'end_date'], label: i18n.t('members:filters.dateRange', { type, from, to }) };
}

function listText(values: string[], name: (v: string) => string = (v) => v): string {
  return values.map(name).join(', ');
}

/** Fields cleared with another's chip: a country's state and district, a location's sublocations. */
const CLEARED_WITH: Partial<Record<keyof FilterValues, (keyof FilterValues)[]>> = {
  location_id: ['include_sublocation'],
  country: ['state', 'district'],
  state: ['district'],
};

/** The option lists whose values the chips show in the current language. */
const CHIP_OPTION_LISTS: Partial<Record<FilterOptions, OptionList>> = {
  sources: 'sources',
  how_know_us: 'howKnowUs',
  outputs: 'outputs',
  contact_groups: 'contactGroups',
  contact_statuses: 'contactStatuses',
  contact_responses: 'contactResponses',
  participation_statuses: 'participationStatuses',
  approval_statuses: 'approvalStatuses',
};

/** How a chip names one value, by where the field's options come from. */
function valueNamer(options: FilterOptions | undefined, names: LookupNames): (v: string) => string {
  const lookups: Partial<Record<FilterOptions, ReadonlyMap<number, string>>> = {
    users: names.users,
    locations: names.locations,
    professions: names.professions,
    categories: names.categories,
    organizations: names.organizations,
    events: names.events,
  };
  const lookup = options && lookups[options];
  if (lookup) return (v) => nameOf(lookup, v);
  if (options === 'seekership') return (v) => labelOf(SEEKERSHIP, v);
  if (options === 'yes_no') return (v) => optionLabel('yesNo', labelOf(YES_NO, v));
  if (options === 'grades') return (v) => (v === UNASSIGNED_LABEL ? unassignedLabel() : v);
  const list = options && CHIP_OPTION_LISTS[options];
  return list ? (v) => optionLabel(list, v) : (v) => v;
}

/** One chip per set field, in the table's order, e.g. 'Profession: Doctor, Teacher'; the date range is one chip. */
export function filterChips(values: FilterValues, names: LookupNames): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const field of LIST_FIELDS) {
    const { options } = filterField(field);
    const label = i18n.t(`table:filterFields.${field}`);
    if (field === 'date_type') {
      const dates = dateChip(values);
      if (dates) chips.push(dates);
    }
    const value = values[field];
    if (!hasOwnValue(field, value)) continue;
    const name = valueNamer(options, names);
    let text = Array.isArray(value) ? listText(value, name) : name(value);
    if (field === 'location_id' && values.include_sublocation) text = i18n.t('members:filters.withSublocations', { text });
    chips.push({ fields: [field, ...(CLEARED_WITH[field] ?? [])], label: `${label}: ${text}` });
  }
  return chips;
}

/** The values with the chip's fields back at their empty state. */
export function withoutChip(values: FilterValues, chip: FilterChip): FilterValues {
  const next: Record<string, unknown> = { ...values };
  for (const field of chip.fields) next[field] = EMPTY_FILTER[field];
  return next as FilterValues;
}
