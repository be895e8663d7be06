import { Select } from '@mantine/core';
import { countries, districtsOf, statesOf } from '@sampark/domain/geo/places';
import { POST_APPROVAL_FIELDS } from '@sampark/domain/events/post-approval-rules';
import { POST_APPROVAL_LISTS, postApprovalListOfSlug } from '@sampark/domain/options/events';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { postApprovalValueLabel } from './history/event-status-labels';
import { withCurrent } from '../../components/form/select-data';
import { fieldLabel, type PlaceField, type PlaceFilter, type PostApprovalList, showsDistrict, showsState, withPlace } from './post-approval-values';

/** Half the row on a phone, a fixed width beside each other on a wider screen. */
const WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 190 } as const;

/**
 * The hub's three dropdowns (seed 002 §2 "Post-approval screens"): invitation, registration and
 * attendance status. Choosing a value opens the matching list; clearing it goes back to All.
 */
export function PostApprovalStatusDropdowns({ list, onList }: { list: PostApprovalList | null; onList(next: PostApprovalList | null): void }) {
  const { t } = useTranslation('events');
  return (
    <>
      {POST_APPROVAL_FIELDS.map((field) => (
        <Select
          key={field}
          aria-label={fieldLabel(field)}
          placeholder={t('postApproval.fieldAll', { field: fieldLabel(field) })}
          data={POST_APPROVAL_LISTS.filter((l) => l.field === field).map((l) => ({ value: l.slug, label: postApprovalValueLabel(l.field, l.value) }))}
          value={list?.field === field ? list.slug : null}
          onChange={(slug) => onList(slug ? (postApprovalListOfSlug(slug) ?? null) : null)}
          clearable
          clearButtonProps={{ 'aria-label': t('postApproval.clear', { field: fieldLabel(field) }) }}
          w={WIDTH}
        />
      ))}
    </>
  );
}

const COUNTRY_NAMES = countries().map((c) => c.name);

/** The country, state and district filter of the hub and its lists; State and District show when the place has them. */
export function PlaceFilterFields({ value, onChange }: { value: PlaceFilter; onChange(next: PlaceFilter): void }) {
  const { t } = useTranslation('events');
  const states = useMemo(() => statesOf(value.country), [value.country]);
  const districts = useMemo(() => districtsOf(value.country, value.state), [value.country, value.state]);
  const field = (name: PlaceField, label: string, data: readonly string[]) => (
    <Select
      key={name}
      aria-label={label}
      placeholder={label}
      data={withCurrent(data, value[name])}
      value={value[name]}
      onChange={(v) => onChange(withPlace(value, name, v))}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('postApproval.clear', { field: label }) }}
      w={WIDTH}
    />
  );
  return (
    <>
      {field('country', t('filter.country'), COUNTRY_NAMES)}
      {showsState(value) && field('state', t('filter.state'), states)}
      {showsDistrict(value) && field('district', t('filter.district'), districts)}
    </>
  );
}
