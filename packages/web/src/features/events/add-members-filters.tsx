import { CATEGORIES_DISABLED_IN_ADD_MEMBERS } from '@sampark/domain/options/reference';
import type { FilterFieldName } from '@sampark/domain/schemas/filter-fields';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldValue, FilterFieldInput, type FilterLookups, FilterPlaceFields, hasOwnValue, LocationField, useFilterOptions, withPlace } from '../members';
import { CollapsibleFilterPanel, useFilterDraft } from './collapsible-filter-panel';
import { ADD_MEMBERS_FIELDS, type AddMembersField, type AddMembersFilter, EMPTY_ADD_MEMBERS_FILTER, PLAIN_FIELDS, withEventFilter } from './add-members-values';
import { useScreenMatches } from '../../hooks/use-screen-matches';

export interface AddMembersFiltersProps {
  value: AddMembersFilter;
  onApply(values: AddMembersFilter): void;
  lookups: FilterLookups;
}

const setCount = (v: AddMembersFilter) => ADD_MEMBERS_FIELDS.filter((f) => hasOwnValue(f, v[f])).length;

/**
 * The add-members filter panel (seed 002 §2 "Add members to event"): location with sublocations,
 * country, state, district, profession, category (Sadhak and Yuva Sadhak disabled), grade, the
 * followup fields, and an event with, while one is chosen, the members' status in it. It edits a
 * draft; Filter applies it, Reset clears the panel and the list.
 */
export function AddMembersFilters({ value, onApply, lookups }: AddMembersFiltersProps) {
  const { t } = useTranslation('events');
  // open where there is room beside the table; on a phone it would push the table a screen down
  const phone = useScreenMatches('(max-width: 48em)');
  const { draft, setDraft, apply, reset } = useFilterDraft(value, EMPTY_ADD_MEMBERS_FILTER, onApply);
  const options = useFilterOptions(lookups, CATEGORIES_DISABLED_IN_ADD_MEMBERS);
  const onField = useCallback((field: FilterFieldName, v: FieldValue) => {
    if (field === 'country' || field === 'state' || field === 'district') setDraft((d) => withPlace(d, field, v as string | null));
    else if (field === 'event_id_filter') setDraft((d) => withEventFilter(d, v as string | null));
    else setDraft((d) => ({ ...d, [field]: v }));
  }, []);
  const applied = setCount(value);
  const input = (field: AddMembersField) => <FilterFieldInput key={field} field={field} value={draft[field]} options={options} onField={onField} />;

  return (
    <CollapsibleFilterPanel title={t('filter.filters')} applied={applied} initiallyOpen={!phone} onApply={apply} onReset={reset}>
      <LocationField locations={lookups.locations} value={draft.location_id} sublocations={draft.include_sublocation} onField={onField} />
      <FilterPlaceFields value={draft} onField={onField} />
      {PLAIN_FIELDS.map(input)}
      {input('event_id_filter')}
      {draft.event_id_filter && input('event_status_filter')}
    </CollapsibleFilterPanel>
  );
}
