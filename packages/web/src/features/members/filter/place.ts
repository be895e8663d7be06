import { hasDistricts, hasStates } from '@sampark/domain/geo/places';

/**
 * Country, state and district in a filter (seed 000 §5 "Filter dialog"): the State list appears
 * only when the chosen country has states, the District list only when the chosen state has
 * districts; a new country drops the old state and district, a new state the district.
 */
export interface PlaceValues {
  country: string | null;
  state: string | null;
  district: string | null;
}
export type PlaceField = keyof PlaceValues;

export function showsState(values: PlaceValues): boolean {
  return hasStates(values.country);
}

export function showsDistrict(values: PlaceValues): boolean {
  return showsState(values) && hasDistricts(values.country, values.state);
}

export function withPlace<T extends PlaceValues>(values: T, field: PlaceField, value: string | null): T {
  if (field === 'country') return { ...values, country: value, state: null, district: null };
  if (field === 'state') return { ...values, state: value, district: null };
  return { ...values, district: value };
}
