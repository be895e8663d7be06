import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { countries, districtsOf, hasDistricts, hasStates, phoneCodeOf, statesOf } from '@sampark/domain/geo/places';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withCurrent } from '../../../components/form/select-data';

export interface PlaceValues {
  country: string;
  state: string;
  district: string;
  city: string;
  mobile_country_code: string;
}

/** What the place inputs need of a @mantine/form form (the member form and quick entry's). */
export interface PlaceForm {
  values: PlaceValues;
  getInputProps: (path: 'country' | 'state' | 'district' | 'city') => GetInputPropsReturnType;
  setValues: (values: Partial<PlaceValues>) => void;
}

const COUNTRY_NAMES = countries().map((c) => c.name);

/**
 * Country, State, District and City (seed 001 §4): choosing a country clears state and district
 * (and moves the calling code along unless the user typed another); State shows only when the
 * country has more than one state, District only when the state has districts.
 */
export function PlaceFields({ form, required = [] }: { form: PlaceForm; required?: readonly ('state' | 'district')[] }) {
  const { country, state } = form.values;
  const { t } = useTranslation('members');
  const states = useMemo(() => statesOf(country), [country]);
  const districts = useMemo(() => districtsOf(country, state), [country, state]);

  const chooseCountry = (next: string | null) => {
    const value = next ?? '';
    const code = form.values.mobile_country_code;
    const followCode = !code || code === phoneCodeOf(country);
    form.setValues({ country: value, state: '', district: '', ...(followCode ? { mobile_country_code: phoneCodeOf(value) ?? '' } : {}) });
  };

  return (
    <>
      <Select
        label={t('fields.country')}
        required
        searchable
        data={withCurrent(COUNTRY_NAMES, country)}
        {...form.getInputProps('country')}
        value={country || null}
        onChange={chooseCountry}
      />
      {hasStates(country) && (
        <Select
          label={t('fields.state')}
          required={required.includes('state')}
          searchable
          clearable
          data={withCurrent(states, state)}
          {...form.getInputProps('state')}
          value={state || null}
          onChange={(next) => form.setValues({ state: next ?? '', district: '' })}
        />
      )}
      {hasStates(country) && hasDistricts(country, state) && (
        <Select
          label={t('fields.district')}
          required={required.includes('district')}
          searchable
          clearable
          data={withCurrent(districts, form.values.district)}
          {...form.getInputProps('district')}
          value={form.values.district || null}
          onChange={(next) => form.setValues({ district: next ?? '' })}
        />
      )}
      <TextInput label={t('fields.city')} required {...form.getInputProps('city')} />
    </>
  );
}
