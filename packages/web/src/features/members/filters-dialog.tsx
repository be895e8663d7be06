import { Button, Checkbox, Divider, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, TreeSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { applyUnassignedRule } from '@sampark/domain/member-list-rules';
import {
  CONTACT_GROUPS,
  CONTACT_RESPONSES,
  CONTACT_STATUSES,
  DATE_TYPES,
  FOLLOWUP_COUNTS,
  GRADES,
  OUTPUTS,
  PARTICIPATION_STATUSES,
  SEEKERSHIP,
  SOURCES,
} from '@sampark/domain/options/members';
import { toSelectData } from '@sampark/domain/options/option';
import { HOW_KNOW_US, UNASSIGNED_LABEL } from '@sampark/domain/options/reference';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { type FilterFieldDef, type FilterOptions, filterField } from '@sampark/domain/schemas/filter-fields';
import {
  EMPTY_FILTER,
  FILTER_LABELS,
  LIST_FIELDS,
  type FilterValues,
  UNASSIGNED_GRADE_VALUE,
  UNASSIGNED_ID_VALUE,
  YES_NO,
  filterErrors,
  showsDistrict,
  showsState,
  withPlace,
} from './filter-values';
import { locationTreeData } from './location-tree';
import type { FilterLookups } from './lookups-api';

/**
 * The All Filters dialog (seed 000 §2, §3 "Filter object", §5 "Filter dialog"); the Member and
 * Followups sections are laid out from the domain's table of filter fields. It edits a draft;
 * Apply hands the draft to the list, Reset empties the form.
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

type Data = { value: string; label: string }[];
type Field = keyof FilterValues;
type OnField = (field: Field, value: FilterValues[Field]) => void;

const unassigned = (rows: { id: number; name: string }[]): Data => [
  { value: UNASSIGNED_ID_VALUE, label: UNASSIGNED_LABEL },
  ...rows.map((r) => ({ value: String(r.id), label: r.name })),
];
const plain = (rows: { id: number; name: string }[]): Data => rows.map((r) => ({ value: String(r.id), label: r.name }));
const COUNTRY_DATA = toSelectData(countries().map((c) => c.name));
const GRADE_DATA: Data = [{ value: UNASSIGNED_GRADE_VALUE, label: UNASSIGNED_LABEL }, ...toSelectData(GRADES)];
/** The choices of each options source the domain's table names (the lookups are added per dialog). */
const OPTION_DATA: Partial<Record<FilterOptions, Data>> = {
  sources: toSelectData(SOURCES),
  how_know_us: toSelectData(HOW_KNOW_US),
  grades: GRADE_DATA,
  outputs: toSelectData(OUTPUTS),
  contact_groups: toSelectData(CONTACT_GROUPS),
  contact_statuses: toSelectData(CONTACT_STATUSES),
  contact_responses: toSelectData(CONTACT_RESPONSES),
  participation_statuses: toSelectData(PARTICIPATION_STATUSES),
  followup_counts: toSelectData(FOLLOWUP_COUNTS),
  seekership: toSelectData(SEEKERSHIP),
  yes_no: YES_NO,
};
const DATE_TYPE_DATA = toSelectData(DATE_TYPES);
/** The 'Unassigned' value of profession, category and grade (seed 000 §5). */
const UNSET: Partial<Record<FilterOptions, string>> = { professions: UNASSIGNED_ID_VALUE, categories: UNASSIGNED_ID_VALUE, grades: UNASSIGNED_GRADE_VALUE };
/** The sections whose fields are plain selects, laid out from the table in its order. */
const fieldsOf = (section: FilterFieldDef['section']) => LIST_FIELDS.filter((f) => filterField(f).section === section);
const MEMBER_FIELDS = fieldsOf('Member');
const FOLLOWUP_FIELDS = fieldsOf('Followups');

// Memoised: a change re-renders only the field that changed, not two dozen selects.
interface MultiProps {
  field: Field;
  value: string[];
  data: Data;
  onField: OnField;
  /** The 'Unassigned' value of profession, category and grade (seed 000 §5). */
  unset?: string;
}
const MultiField = memo(function MultiField({ field, value, data, onField, unset }: MultiProps) {
  const change = (next: string[]) => onField(field, unset === undefined ? next : applyUnassignedRule(value, next, unset));
  return <MultiSelect label={FILTER_LABELS[field]} data={data} value={value} onChange={change} searchable clearable />;
});

interface SingleProps {
  field: Field;
  value: string | null;
  data: Data;
  onField: OnField;
}
const SingleField = memo(function SingleField({ field, value, data, onField }: SingleProps) {
  return <Select label={FILTER_LABELS[field]} data={data} value={value} onChange={(v) => onField(field, v)} searchable clearable />;
});

export function FiltersDialog({ opened, onClose, value, onApply, lookups, withEvents }: FiltersDialogProps) {
  const [draft, setDraft] = useState<FilterValues>(value);
  const phone = useMediaQuery('(max-width: 48em)');
  // Each opening starts from the filter in force, not from an abandoned draft.
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);

  const onField = useCallback<OnField>((field, v) => {
    if (field === 'country' || field === 'state' || field === 'district') setDraft((d) => withPlace(d, field, v as string | null));
    else setDraft((d) => ({ ...d, [field]: v }));
  }, []);
  const options = useMemo<Partial<Record<FilterOptions, Data>>>(
    () => ({
      ...OPTION_DATA,
      users: unassigned(lookups.users),
      professions: unassigned(lookups.professions),
      categories: unassigned(lookups.categories),
      organizations: plain(lookups.organizations),
      events: plain(lookups.events),
    }),
    [lookups],
  );
  const tree = useMemo(() => locationTreeData(lookups.locations), [lookups]);
  const states = useMemo(() => toSelectData(statesOf(draft.country)), [draft.country]);
  const districts = useMemo(() => toSelectData(districtsOf(draft.country, draft.state)), [draft.country, draft.state]);
  /** A field's widget by its kind in the table: a multi-select or a select of its options. */
  const widget = (field: Field) => {
    const { kind, options: source } = filterField(field);
    if (source === 'events' && !withEvents) return null;
    const list = (source && options[source]) ?? [];
    if (kind === 'multi') return <MultiField key={field} field={field} value={draft[field] as string[]} data={list} onField={onField} unset={source && UNSET[source]} />;
    return <SingleField key={field} field={field} value={draft[field] as string | null} data={list} onField={onField} />;
  };

  const errors = filterErrors(draft);
  const apply = () => {
    onApply(draft);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="All Filters" size="xl" fullScreen={phone === true}>
      <Stack gap="sm">
        <Divider label="Member" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {MEMBER_FIELDS.map(widget)}
        </SimpleGrid>

        <Divider label="Place" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Stack gap={6}>
            <TreeSelect
              label={FILTER_LABELS.location_id}
              data={tree}
              value={draft.location_id}
              onChange={(v) => onField('location_id', v)}
              searchable
              clearable
              maxDropdownHeight={300}
            />
            <Checkbox
              label={FILTER_LABELS.include_sublocation}
              checked={draft.include_sublocation}
              onChange={(e) => onField('include_sublocation', e.currentTarget.checked)}
            />
          </Stack>
          <Select
            label={FILTER_LABELS.country}
            data={COUNTRY_DATA}
            value={draft.country}
            onChange={(v) => onField('country', v)}
            searchable
            clearable
          />
          {showsState(draft) && (
            <Select
              label={FILTER_LABELS.state}
              data={states}
              value={draft.state}
              onChange={(v) => onField('state', v)}
              searchable
              clearable
            />
          )}
          {showsDistrict(draft) && (
            <Select
              label={FILTER_LABELS.district}
              data={districts}
              value={draft.district}
              onChange={(v) => onField('district', v)}
              searchable
              clearable
            />
          )}
        </SimpleGrid>

        <Divider label="Followups" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {FOLLOWUP_FIELDS.map(widget)}
        </SimpleGrid>

        <Divider label="Dates" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={FILTER_LABELS.date_type}
            data={DATE_TYPE_DATA}
            value={draft.date_type}
            onChange={(v) => onField('date_type', v)}
            placeholder={DATE_TYPES[0].label}
            clearable
          />
          <DatePickerInput
            label={FILTER_LABELS.start_date}
            valueFormat="DD-MM-YYYY"
            value={draft.start_date}
            onChange={(v) => onField('start_date', v)}
            clearable
          />
          <DatePickerInput
            label={FILTER_LABELS.end_date}
            valueFormat="DD-MM-YYYY"
            value={draft.end_date}
            onChange={(v) => onField('end_date', v)}
            error={errors.end_date}
            clearable
          />
        </SimpleGrid>

        {/* Sticky, so Apply is at hand without scrolling past every field. */}
        <Group justify="flex-end" mt="md" py="sm" pos="sticky" bottom={0} bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
          <Button variant="default" onClick={() => setDraft(EMPTY_FILTER)}>
            Reset
          </Button>
          <Button onClick={apply} disabled={Object.keys(errors).length > 0}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
