import { Button, Divider, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DATE_TYPES } from '@sampark/domain/options/members';
import { toSelectData } from '@sampark/domain/options/option';
import { type FilterFieldDef, type FilterFieldName, filterField } from '@sampark/domain/schemas/filter-fields';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterLookups } from './filter/filter-lookups';
import { useFilterOptions } from './filter/filter-options';
import { type FieldValue, FilterFieldInput, FilterPlaceFields, LocationField } from './filter/filter-widgets';
import { optionLabel, translatedData } from './filter/option-labels';
import { withPlace } from './filter/place';
import { translateMessage } from '../../i18n/messages';
import { EMPTY_FILTER, LIST_FIELDS, type FilterValues, filterErrors } from './filter-values';
import { useScreenMatches } from '../../hooks/use-screen-matches';

/**
 * The All Filters dialog (seed 000 §2, §3 "Filter object", §5 "Filter dialog"); the Member and
 * Followups sections are laid out from the domain's table of filter fields, with the shared
 * filter widgets (filter/). It edits a draft; Apply hands the draft to the list,
 * Reset empties the form.
 */
export interface FiltersDialogProps {
  opened: boolean;
  onClose: () => void;
  value: FilterValues;
  onApply: (values: FilterValues) => void;
  lookups: FilterLookups;
  /** Role 5 has no events (GET api/events is staff only). */
  withEvents: boolean;
}

const DATE_TYPE_DATA = toSelectData(DATE_TYPES);
/** The sections whose fields are plain selects, laid out from the table in its order. */
const fieldsOf = (section: FilterFieldDef['section']) => LIST_FIELDS.filter((f) => filterField(f).section === section);
const MEMBER_FIELDS = fieldsOf('Member');
const FOLLOWUP_FIELDS = fieldsOf('Followups');

export function FiltersDialog({ opened, onClose, value, onApply, lookups, withEvents }: FiltersDialogProps) {
  const [draft, setDraft] = useState<FilterValues>(value);
  const phone = useScreenMatches('(max-width: 48em)');
  const { t } = useTranslation(['members', 'table']);
  // Each opening starts from the filter in force, not from an abandoned draft.
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);

  const onField = useCallback((field: FilterFieldName, v: FieldValue) => {
    if (field === 'country' || field === 'state' || field === 'district') setDraft((d) => withPlace(d, field, v as string | null));
    else setDraft((d) => ({ ...d, [field]: v }));
  }, []);
  const options = useFilterOptions(lookups);
  const widget = (field: (typeof LIST_FIELDS)[number]) => {
    if (filterField(field).options === 'events' && !withEvents) return null;
    return <FilterFieldInput key={field} field={field} value={draft[field]} options={options} onField={onField} />;
  };

  const errors = filterErrors(draft);
  const apply = () => {
    onApply(draft);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('filters.title')} size="xl" fullScreen={phone === true}>
      <Stack gap="sm">
        <Divider label={t('filters.member')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {MEMBER_FIELDS.map(widget)}
        </SimpleGrid>

        <Divider label={t('filters.place')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <LocationField locations={lookups.locations} value={draft.location_id} sublocations={draft.include_sublocation} onField={onField} />
          <FilterPlaceFields value={draft} onField={onField} />
        </SimpleGrid>

        <Divider label={t('filters.followups')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {FOLLOWUP_FIELDS.map(widget)}
        </SimpleGrid>

        <Divider label={t('filters.dates')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('table:filterFields.date_type')}
            data={translatedData('dateTypes', DATE_TYPE_DATA)}
            value={draft.date_type}
            onChange={(v) => onField('date_type', v)}
            placeholder={optionLabel('dateTypes', DATE_TYPES[0].label)}
            clearable
          />
          <DatePickerInput
            label={t('table:filterFields.start_date')}
            valueFormat="DD-MM-YYYY"
            value={draft.start_date}
            onChange={(v) => onField('start_date', v)}
            clearable
          />
          <DatePickerInput
            label={t('table:filterFields.end_date')}
            valueFormat="DD-MM-YYYY"
            value={draft.end_date}
            onChange={(v) => onField('end_date', v)}
            error={errors.end_date && translateMessage(errors.end_date)}
            clearable
          />
        </SimpleGrid>

        {/* Sticky, so Apply is at hand without scrolling past every field. */}
        <Group justify="flex-end" mt="md" py="sm" pos="sticky" bottom={0} bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
          <Button variant="default" onClick={() => setDraft(EMPTY_FILTER)}>
            {t('filters.reset')}
          </Button>
          <Button onClick={apply} disabled={Object.keys(errors).length > 0}>
            {t('filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
