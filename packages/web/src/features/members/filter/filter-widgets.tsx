import { Checkbox, MultiSelect, Select, Stack, TreeSelect } from '@mantine/core';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { applyUnassignedRule } from '@sampark/domain/member-list-rules';
import { toSelectData } from '@sampark/domain/options/option';
import type { FlatLocation } from '@sampark/domain/schemas/locations';
import { type FilterFieldName, type FilterOptions, filterField } from '@sampark/domain/schemas/filter-fields';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SelectData, UNSET_VALUE } from './filter-options';
import { locationTreeData } from './location-tree';
import { type PlaceField, type PlaceValues, showsDistrict, showsState } from './place';

/**
 * The widgets of a members filter (the members list's All Filters dialog, the add-members
 * panel), labelled from the domain's table of filter fields. Memoised: a change re-renders only
 * the field that changed, not two dozen selects.
 */
export type FieldValue = string | string[] | boolean | null;
export type OnFilterField = (field: FilterFieldName, value: FieldValue) => void;

interface MultiProps {
  field: FilterFieldName;
  value: string[];
  data: SelectData;
  onField: OnFilterField;
  /** The 'Unassigned' value of profession, category and grade (seed 000 §5). */
  unset?: string;
}
export const MultiField = memo(function MultiField({ field, value, data, onField, unset }: MultiProps) {
  const { t } = useTranslation('table');
  const change = (next: string[]) => onField(field, unset === undefined ? next : applyUnassignedRule(value, next, unset));
  return <MultiSelect label={t(`filterFields.${field}`)} data={data} value={value} onChange={change} searchable clearable />;
});

interface SingleProps {
  field: FilterFieldName;
  value: string | null;
  data: SelectData;
  onField: OnFilterField;
}
export const SingleField = memo(function SingleField({ field, value, data, onField }: SingleProps) {
  const { t } = useTranslation('table');
  return <Select label={t(`filterFields.${field}`)} data={data} value={value} onChange={(v) => onField(field, v)} searchable clearable />;
});

/** A multi-select or a select of the field's options, by its kind in the domain's table. */
export function FilterFieldInput(props: {
  field: FilterFieldName;
  value: FieldValue;
  options: Partial<Record<FilterOptions, SelectData>>;
  onField: OnFilterField;
}) {
  const { field, value, options, onField } = props;
  const { kind, options: source } = filterField(field);
  const data = (source && options[source]) ?? [];
  if (kind === 'multi') return <MultiField field={field} value={value as string[]} data={data} onField={onField} unset={source && UNSET_VALUE[source]} />;
  return <SingleField field={field} value={value as string | null} data={data} onField={onField} />;
}

/** The location tree-select with its 'Include sublocations' checkbox. */
export function LocationField(props: { locations: readonly FlatLocation[]; value: string | null; sublocations: boolean; onField: OnFilterField }) {
  const { locations, value, sublocations, onField } = props;
  const { t } = useTranslation('table');
  const tree = useMemo(() => locationTreeData(locations), [locations]);
  return (
    <Stack gap={6}>
      <TreeSelect
        label={t('filterFields.location_id')}
        data={tree}
        value={value}
        onChange={(v) => onField('location_id', v)}
        searchable
        clearable
        maxDropdownHeight={300}
      />
      <Checkbox
        label={t('filterFields.include_sublocation')}
        checked={sublocations}
        onChange={(e) => onField('include_sublocation', e.currentTarget.checked)}
      />
    </Stack>
  );
}

const COUNTRY_DATA = toSelectData(countries().map((c) => c.name));

/** Country, then State and District where the choice above has them (seed 000 §5). */
export function FilterPlaceFields({ value, onField }: { value: PlaceValues; onField: (field: PlaceField, value: string | null) => void }) {
  const { t } = useTranslation('table');
  const states = useMemo(() => toSelectData(statesOf(value.country)), [value.country]);
  const districts = useMemo(() => toSelectData(districtsOf(value.country, value.state)), [value.country, value.state]);
  const select = (field: PlaceField, data: SelectData) => (
    <Select label={t(`filterFields.${field}`)} data={data} value={value[field]} onChange={(v) => onField(field, v)} searchable clearable />
  );
  return (
    <>
      {select('country', COUNTRY_DATA)}
      {showsState(value) && select('state', states)}
      {showsDistrict(value) && select('district', districts)}
    </>
  );
}
