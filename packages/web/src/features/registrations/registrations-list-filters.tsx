import { Button, Group, Modal, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { ATTENDEE_TYPES } from '@sampark/domain/options/events';
import { END_BEFORE_START } from '@sampark/domain/schemas/member-filter';
import { CANCELLED, REGISTRANT_STATUSES } from '@sampark/domain/schemas/registrations-list';
import { useState } from 'react';
import { withPlace } from '../../components/member-filter/place';
import { useProfessions } from '../../hooks/use-lookups';
import { setFieldCount } from '../../lib/filter-count';
import { NO_REGISTRATION_FILTER, type RegistrationFilter } from './registrations-list-api';

const COUNTRY_NAMES = countries().map((c) => c.name);
const TYPE_OPTIONS = ATTENDEE_TYPES.map((t) => ({ value: String(t.value), label: t.label }));

/** How many of the filter's fields are set: the All Filters button shows it. */
export function activeFilterCount(filter: RegistrationFilter): number {
  return setFieldCount(filter);
}

interface Props {
  value: RegistrationFilter;
  /** the Cancelled view lists one status: the status filter does not apply there */
  cancelledView: boolean;
  onApply: (filter: RegistrationFilter) => void;
  onClose: () => void;
}

/**
 * The registrations screen's All Filters (seed 002 §2 names the button, not its fields; these
 * are the registration's own: attendee type, status, place, profession, the day registered).
 * It edits a draft; Apply sends it to the server. Mounted only while open.
 */
export function RegistrationsListFilters({ value, cancelledView, onApply, onClose }: Props) {
  const [draft, setDraft] = useState(value);
  const professions = useProfessions().data ?? [];
  const states = statesOf(draft.country);
  const districts = districtsOf(draft.country, draft.state);
  const datesWrong = !!draft.start_date && !!draft.end_date && draft.end_date < draft.start_date;
  const place = (field: 'country' | 'state' | 'district') => (v: string | null) => setDraft(withPlace(draft, field, v));
  const statuses = REGISTRANT_STATUSES.filter((s) => s !== CANCELLED);

  return (
    <Modal opened onClose={onClose} title="All Filters" size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect label="Attendee Type" data={TYPE_OPTIONS} value={draft.attendee_type} onChange={(attendee_type) => setDraft({ ...draft, attendee_type })} clearable />
        <MultiSelect
          label="Status"
          data={[...statuses]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          disabled={cancelledView}
          clearable
        />
        <Select label="Country" data={COUNTRY_NAMES} value={draft.country} onChange={place('country')} searchable clearable />
        <Select label="State" data={states} value={draft.state} onChange={place('state')} searchable clearable disabled={states.length === 0} />
        <Select label="District" data={districts} value={draft.district} onChange={place('district')} searchable clearable disabled={districts.length === 0} />
        <MultiSelect
          label="Profession"
          data={professions.map((p) => ({ value: String(p.id), label: p.name }))}
          value={draft.profession_id}
          onChange={(profession_id) => setDraft({ ...draft, profession_id })}
          searchable
          clearable
        />
        <DatePickerInput label="Registered from" valueFormat="DD-MM-YYYY" value={draft.start_date} onChange={(start_date) => setDraft({ ...draft, start_date })} clearable />
        <DatePickerInput
          label="Registered to"
          valueFormat="DD-MM-YYYY"
          value={draft.end_date}
          onChange={(end_date) => setDraft({ ...draft, end_date })}
          error={datesWrong ? END_BEFORE_START : undefined}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => setDraft(NO_REGISTRATION_FILTER)}>
          Clear
        </Button>
        <Button disabled={datesWrong} onClick={() => onApply(draft)}>
          Apply
        </Button>
      </Group>
    </Modal>
  );
}
