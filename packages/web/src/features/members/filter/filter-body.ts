import { FILTER_FIELDS, type FilterFieldName } from '@sampark/domain/schemas/filter-fields';

/**
 * A members filter's widget values and the request body they become, for any set of the domain's
 * filter fields (filter-fields.ts): the members list's dialog, the add-members panel. Widgets hold
 * strings; ids go to the server as numbers; a blank field is left out.
 */
type Row<K extends FilterFieldName> = (typeof FILTER_FIELDS)[K];
export type WidgetValue<K extends FilterFieldName> = Row<K>['kind'] extends 'multi' ? string[] : Row<K>['kind'] extends 'flag' ? boolean : string | null;
export type FilterValuesOf<F extends FilterFieldName> = { [K in F]: WidgetValue<K> };

/** The fields a filter of the domain's table takes (its `list`, `report` or `addMembers` rows). */
export type FieldsOf<Which extends 'list' | 'report' | 'addMembers'> = { [K in FilterFieldName]: Row<K>[Which] extends true ? K : never }[FilterFieldName];

const emptyValue = (name: FilterFieldName) => {
  const { kind } = FILTER_FIELDS[name];
  return kind === 'multi' ? [] : kind === 'flag' ? false : null;
};

export function emptyFilterOf<F extends FilterFieldName>(fields: readonly F[]): FilterValuesOf<F> {
  return Object.fromEntries(fields.map((name) => [name, emptyValue(name)])) as FilterValuesOf<F>;
}

/**
 * A field set to a value of its own: not empty, and not the date range or the sublocations flag,
 * which go with date_type and location_id.
 */
export function hasOwnValue(name: FilterFieldName, value: unknown): value is string | string[] {
  const { kind } = FILTER_FIELDS[name];
  return kind !== 'date' && kind !== 'flag' && value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length);
}

/** A set field's value for the request body: ids as numbers. */
function bodyValue(name: FilterFieldName, value: string | string[]): unknown {
  const ids = FILTER_FIELDS[name].value === 'id';
  if (Array.isArray(value)) return ids ? value.map(Number) : [...value];
  return ids ? Number(value) : value;
}

/** The set fields of `values` as the request body; include_sublocation only with a location. */
export function fieldsBody<F extends FilterFieldName>(fields: readonly F[], values: FilterValuesOf<F>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value: unknown = values[f];
    if (hasOwnValue(f, value)) body[f] = bodyValue(f, value);
  }
  const sublocations = (values as Partial<Record<FilterFieldName, unknown>>).include_sublocation === true;
  if (body.location_id !== undefined && sublocations) body.include_sublocation = true;
  return body;
}
