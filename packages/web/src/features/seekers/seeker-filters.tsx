import { Button, Group, Modal, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { GENDERS } from '@sampark/domain/options/members';
import { DEGREES } from '@sampark/domain/options/reference';
import { END_BEFORE_START } from '@sampark/domain/schemas/member-filter';
import { useState } from 'react';
import { withPlace } from '../../components/member-filter/place';
import { useProfessions } from '../../hooks/use-lookups';
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
  const [draft, setDraft] = useState(value);
  const professions = useProfessions().data ?? [];
  const states = statesOf(draft.country);
  const districts = districtsOf(draft.country, draft.state);
  const datesWrong = !!draft.start_date && !!draft.end_date && draft.end_date < draft.start_date;
  const place = (field: 'country' | 'state' | 'district') => (v: string | null) => setDraft(withPlace(draft, field, v));

  return (
    <Modal opened onClose={onClose} title="All Filters" size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select label="Country" data={COUNTRY_NAMES} value={draft.country} onChange={place('country')} searchable clearable />
        <Select label="State" data={states} value={draft.state} onChange={place('state')} searchable clearable disabled={states.length === 0} />
        <Select label="District" data={districts} value={draft.district} onChange={place('district')} searchable clearable disabled={districts.length === 0} />
        <MultiSelect
          label="Gender"
          data={GENDERS.map((g) => ({ value: g.value, label: g.label }))}
          value={draft.gender}
          onChange={(gender) => setDraft({ ...draft, gender })}
          clearable
        />
        <MultiSelect
          label="Profession"
          data={[...new Set(professions.map((p) => p.name))]}
          value={draft.profession}
          onChange={(profession) => setDraft({ ...draft, profession })}
          searchable
          clearable
        />
        <MultiSelect label="Education" data={[...DEGREES]} value={draft.education} onChange={(education) => setDraft({ ...draft, education })} searchable clearable />
        <DatePickerInput
          label="Created from"
          valueFormat="DD-MM-YYYY"
          value={draft.start_date}
          onChange={(start_date) => setDraft({ ...draft, start_date })}
          clearable
        />
        <DatePickerInput
          label="Created to"
          valueFormat="DD-MM-YYYY"
          value={draft.end_date}
          onChange={(end_date) => setDraft({ ...draft, end_date })}
          error={datesWrong ? END_BEFORE_START : undefined}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => setDraft(NO_SEEKER_FILTER)}>
          Clear
        </Button>
        <Button disabled={datesWrong} onClick={() => onApply(draft)}>
          Apply
        </Button>
      </Group>
    </Modal>
  );
}
