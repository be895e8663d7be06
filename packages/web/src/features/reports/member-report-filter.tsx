import { Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import type { FilterFieldName } from '@sampark/domain/schemas/filter-fields';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyFilterOf, type FieldValue, fieldsBody, FilterFieldInput, type FilterValuesOf, LocationField, useFilterLookups, useFilterOptions } from '../members';
import type { ReportBody } from './member-report-api';
import { DateField } from '../../components/form/date-field';

/**
 * A report's filter panel (seed 002 §3 "Report filter fields"): the location with its
 * sublocations, the report's own fields of the members filter, and optionally the date range.
 * Filter applies it, Reset clears it; the body is the members filter object the server takes.
 */
export interface ReportFilterProps {
  fields: readonly FilterFieldName[];
  withDates?: boolean;
  collapsible?: boolean;
  /** A collapsible panel starts open (default) or closed. */
  startOpen?: boolean;
  onApply: (body: ReportBody) => void;
}

const PLACE: FilterFieldName[] = ['location_id', 'include_sublocation'];

export function ReportFilter({ fields, withDates = false, collapsible = false, startOpen = true, onApply }: ReportFilterProps) {
  const { t } = useTranslation('reports');
  const all = [...PLACE, ...fields];
  const [values, setValues] = useState<FilterValuesOf<FilterFieldName>>(() => emptyFilterOf(all) as FilterValuesOf<FilterFieldName>);
  const [dates, setDates] = useState({ start_date: '', end_date: '' });
  const [open, setOpen] = useState(startOpen);
  const lookups = useFilterLookups(false);
  const options = useFilterOptions(lookups);
  const onField = (field: FilterFieldName, value: FieldValue) => setValues((v) => ({ ...v, [field]: value }));
  const apply = () => {
    const body: ReportBody = fieldsBody(all, values);
    if (dates.start_date) body.start_date = dates.start_date;
    if (dates.end_date) body.end_date = dates.end_date;
    onApply(body);
  };
  const reset = () => {
    setValues(emptyFilterOf(all) as FilterValuesOf<FilterFieldName>);
    setDates({ start_date: '', end_date: '' });
    onApply({});
  };
  const panel = (
    <Paper withBorder p="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <LocationField locations={lookups.locations} value={values.location_id as string | null} sublocations={values.include_sublocation === true} onField={onField} />
        {fields.map((f) => (
          <FilterFieldInput key={f} field={f} value={values[f] as FieldValue} options={options} onField={onField} />
        ))}
        {withDates && (
          <>
            <DateField label={t('filter.startDate')} value={dates.start_date} onChange={(start_date) => setDates((d) => ({ ...d, start_date }))} />
            <DateField label={t('filter.endDate')} value={dates.end_date} onChange={(end_date) => setDates((d) => ({ ...d, end_date }))} />
          </>
        )}
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button size="xs" onClick={apply}>
          {t('filter.apply')}
        </Button>
        <Button size="xs" variant="default" onClick={reset}>
          {t('filter.reset')}
        </Button>
      </Group>
    </Paper>
  );
  if (!collapsible) return panel;
  return (
    <>
      <Group>
        <Button size="xs" variant="light" leftSection={<IconFilter size={16} aria-hidden />} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? t('filter.hide') : t('filter.show')}
        </Button>
      </Group>
      <Collapse expanded={open}>{panel}</Collapse>
    </>
  );
}
