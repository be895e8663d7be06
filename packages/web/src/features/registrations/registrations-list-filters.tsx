import { Button, Group, Modal, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { ATTENDEE_TYPES } from '@sampark/domain/options/events';
import { END_BEFORE_START } from '@sampark/domain/schemas/member-filter';
import { CANCELLED, REGISTRANT_STATUSES } from '@sampark/domain/schemas/registrations-list';
import { useState } from 'react';
import { withPlace } from '../members';
import { useProfessions } from '../../hooks/use-lookups';
import { translateMessage } from '../../i18n/messages';
import { setFieldCount } from '../../lib/filter-count';
import { optionData, shownOption, useRegistrationsT } from './registration-i18n';
import { NO_REGISTRATION_FILTER, type RegistrationFilter } from './registrations-list-api';

const COUNTRY_NAMES = countries().map((c) => c.name);

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
  const { t } = useRegistrationsT();
  const [draft, setDraft] = useState(value);
  const professions = useProfessions().data ?? [];
  const states = statesOf(draft.country);
  const districts = districtsOf(draft.country, draft.state);
  const datesWrong = !!draft.start_date && !!draft.end_date && draft.end_date < draft.start_date;
  const place = (field: 'country' | 'state' | 'district') => (v: string | null) => setDraft(withPlace(draft, field, v));
  const statuses = REGISTRANT_STATUSES.filter((s) => s !== CANCELLED);
  const types = ATTENDEE_TYPES.map((a) => ({ value: String(a.value), label: shownOption(t, 'attendeeType', a.value) }));

  return (
    <Modal opened onClose={onClose} title={t('filters.title')} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect label={t('filters.attendeeType')} data={types} value={draft.attendee_type} onChange={(attendee_type) => setDraft({ ...draft, attendee_type })} clearable />
        <MultiSelect
          label={t('filters.status')}
          data={optionData(t, 'status', statuses)}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          disabled={cancelledView}
          clearable
        />
        <Select label={t('filters.country')} data={COUNTRY_NAMES} value={draft.country} onChange={place('country')} searchable clearable />
        <Select label={t('filters.state')} data={states} value={draft.state} onChange={place('state')} searchable clearable disabled={states.length === 0} />
        <Select label={t('filters.district')} data={districts} value={draft.district} onChange={place('district')} searchable clearable disabled={districts.length === 0} />
        <MultiSelect
          label={t('filters.profession')}
          data={professions.map((p) => ({ value: String(p.id), label: p.name }))}
          value={draft.profession_id}
          onChange={(profession_id) => setDraft({ ...draft, profession_id })}
          searchable
          clearable
        />
        <DatePickerInput label={t('filters.registeredFrom')} valueFormat="DD-MM-YYYY" value={draft.start_date} onChange={(start_date) => setDraft({ ...draft, start_date })} clearable />
        <DatePickerInput
          label={t('filters.registeredTo')}
          valueFormat="DD-MM-YYYY"
          value={draft.end_date}
          onChange={(end_date) => setDraft({ ...draft, end_date })}
          error={datesWrong ? translateMessage(END_BEFORE_START) : undefined}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => setDraft(NO_REGISTRATION_FILTER)}>
          {t('filters.clear')}
        </Button>
        <Button disabled={datesWrong} onClick={() => onApply(draft)}>
          {t('filters.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
