import { MultiSelect, Select } from '@mantine/core';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { APPROVAL_STATUSES } from '@sampark/domain/options/events';
import { GRADES } from '@sampark/domain/options/members';
import { toSelectData } from '@sampark/domain/options/option';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalStatusData } from './history/event-status-labels';
import { useCategories, useEvents, useProfessions } from '../../hooks/use-lookups';
import { CollapsibleFilterPanel, useFilterDraft } from './collapsible-filter-panel';
import {
  activeFilterCount,
  EMPTY_EVENT_FILTER,
  type EventFilterField,
  type EventFilterValues,
  showsDistrict,
  showsState,
  withFilterField,
} from './event-filter-panel-values';

const COUNTRY_DATA = toSelectData(countries().map((c) => c.name));
const GRADE_DATA = toSelectData(GRADES);
const byId = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

export interface EventFilterPanelProps {
  /** the filter in force */
  value: EventFilterValues;
  /** Filter and Reset hand the list a new filter */
  onApply(values: EventFilterValues): void;
  /** the panel starts open (a screen whose first control it is) */
  initiallyOpen?: boolean;
}

/**
 * The collapsible Filter Members panel (seed 002 §2 "Event details screen"; the invitees and status
 * lists' filter panel): Country, State, District, Profession, Category, Grade, Event and, only while
 * an event is chosen, Member event status; Filter applies the fields, Reset clears them.
 */
export function EventFilterPanel({ value, onApply, initiallyOpen = false }: EventFilterPanelProps) {
  const { t } = useTranslation('events');
  const { draft, setDraft, apply, reset } = useFilterDraft(value, EMPTY_EVENT_FILTER, onApply);
  const professions = useProfessions().data;
  const categories = useCategories().data;
  const events = useEvents(true).data;
  const lookups = useMemo(() => ({ professions: byId(professions), categories: byId(categories), events: byId(events) }), [professions, categories, events]);
  const states = useMemo(() => toSelectData(statesOf(draft.country)), [draft.country]);
  const districts = useMemo(() => toSelectData(districtsOf(draft.country, draft.state)), [draft.country, draft.state]);
  const set = <F extends EventFilterField>(field: F) => (v: EventFilterValues[F]) => setDraft((d) => withFilterField(d, field, v));
  const applied = activeFilterCount(value);

  return (
    <CollapsibleFilterPanel title={t('filter.members')} applied={applied} initiallyOpen={initiallyOpen} onApply={apply} onReset={reset}>
      <Select label={t('filter.country')} data={COUNTRY_DATA} value={draft.country} onChange={set('country')} searchable clearable />
      {showsState(draft) && <Select label={t('filter.state')} data={states} value={draft.state} onChange={set('state')} searchable clearable />}
      {showsDistrict(draft) && <Select label={t('filter.district')} data={districts} value={draft.district} onChange={set('district')} searchable clearable />}
      <MultiSelect label={t('filter.profession')} data={lookups.professions} value={draft.profession} onChange={set('profession')} searchable clearable />
      <MultiSelect label={t('filter.category')} data={lookups.categories} value={draft.category} onChange={set('category')} searchable clearable />
      <MultiSelect label={t('filter.grade')} data={GRADE_DATA} value={draft.grade} onChange={set('grade')} clearable />
      <Select label={t('filter.event')} data={lookups.events} value={draft.event_id_filter} onChange={set('event_id_filter')} searchable clearable />
      {draft.event_id_filter && (
        <Select label={t('filter.memberEventStatus')} data={approvalStatusData(APPROVAL_STATUSES)} value={draft.event_status_filter} onChange={set('event_status_filter')} clearable />
      )}
    </CollapsibleFilterPanel>
  );
}
