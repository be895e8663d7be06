import { Button, Group, Modal, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { GENDERS } from '@sampark/domain/options/members';
import { DEGREES } from '@sampark/domain/options/reference';
import { END_BEFORE_START } from '@sampark/domain/schemas/member-filter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withPlace } from '../members';
import { useProfessions } from '../../hooks/use-lookups';
import { valueLabel } from '../../i18n/option-label';
import { setFieldCount } from '../../lib/filter-count';
import { NO_SEEKER_FILTER, type SeekerFilter } from './seekers-api';

const COUNTRY_NAMES = countries().map((c) => c.name);

/** How many of the filter's fields are set: the All Filters button shows it. */
export function activeFilterCount(filter: SeekerFilter): number {
  return setFieldCount(filter);
}

interface SeekerFiltersProps {
  value: SeekerFilter;
  onApply: (filter: SeekerFilter) => void;
  onClose: () => void;
}

/**
 * The seekers list's All Filters (issue 15: country/state/district, gender, profession,
 * education, created dates); the dialog edits a draft, Apply sends it to the server. Mounted
 * only while open, so each opening starts from the applied filter.
 */
export function SeekerFilters({ value, onApply, onClose }: SeekerFiltersProps) {
  const { t } = useTranslation('seekers');
  const shown = (values: readonly string[]) => values.map((v) => ({ value: v, label: valueLabel(t, 'options', v) }));
  const [draft, setDraft] = useState(value);
  const professions = useProfessions().data ?? [];
  const states = statesOf(draft.country);
  const districts = districtsOf(draft.country, draft.state);
  const datesWrong = !!draft.start_date && !!draft.end_date && draft.end_date < draft.start_date;
  const place = (field: 'country' | 'state' | 'district') => (v: string | null) => setDraft(withPlace(draft, field, v));

  return (
    <Modal opened onClose={onClose} title={t('filters.title')} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select label={t('fields.country')} data={COUNTRY_NAMES} value={draft.country} onChange={place('country')} searchable clearable />
        <Select label={t('fields.state')} data={states} value={draft.state} onChange={place('state')} searchable clearable disabled={states.length === 0} />
        <Select label={t('fields.district')} data={districts} value={draft.district} onChange={place('district')} searchable clearable disabled={districts.length === 0} />
        <MultiSelect
          label={t('fields.gender')}
          data={GENDERS.map((g) => ({ value: g.value, label: valueLabel(t, 'options', g.label) }))}
          value={draft.gender}
          onChange={(gender) => setDraft({ ...draft, gender })}
          clearable
        />
        <MultiSelect
          label={t('fields.profession')}
          data={shown([...new Set(professions.map((p) => p.name))])}
          value={draft.profession}
          onChange={(profession) => setDraft({ ...draft, profession })}
          searchable
          clearable
        />
        <MultiSelect label={t('fields.education')} data={shown(DEGREES)} value={draft.education} onChange={(education) => setDraft({ ...draft, education })} searchable clearable />
        <DatePickerInput
          label={t('filters.createdFrom')}
          valueFormat="DD-MM-YYYY"
          value={draft.start_date}
          onChange={(start_date) => setDraft({ ...draft, start_date })}
          clearable
        />
        <DatePickerInput
          label={t('filters.createdTo')}
          valueFormat="DD-MM-YYYY"
          value={draft.end_date}
          onChange={(end_date) => setDraft({ ...draft, end_date })}
          error={datesWrong ? t('filters.endBeforeStart', { defaultValue: END_BEFORE_START }) : undefined}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => setDraft(NO_SEEKER_FILTER)}>
          {t('filters.clear')}
        </Button>
        <Button disabled={datesWrong} onClick={() => onApply(draft)}>
          {t('filters.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
