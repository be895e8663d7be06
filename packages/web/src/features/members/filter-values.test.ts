import { describe, expect, it } from 'vitest';
import type { LookupNames } from './filter/filter-lookups';
import { showsDistrict, showsState, withPlace } from './filter/place';
import { EMPTY_FILTER, type FilterValues, filterChips, filterErrors, toFilterBody, withoutChip } from './filter-values';

const values = (change: Partial<FilterValues>): FilterValues => ({ ...EMPTY_FILTER, ...change });
const names: LookupNames = {
  locations: new Map([[5, 'INDIA / Goa']]),
  users: new Map([[7, 'Chitra Coordinator']]),
  professions: new Map([
    [3, 'Doctor'],
    [4, 'Teacher'],
  ]),
  categories: new Map([[2, 'Sadhak']]),
  organizations: new Map([[9, 'Temple Trust']]),
  events: new Map([[11, 'Adhiveshan 2026']]),
};

describe('toFilterBody', () => {
  it('sends nothing for an empty filter and the quick value when one is chosen', () => {
    expect(toFilterBody(EMPTY_FILTER)).toEqual({});
    expect(toFilterBody(EMPTY_FILTER, 'followup')).toEqual({ quick: 'followup' });
  });

  it('turns the widgets strings into the filter object', () => {
    const body = toFilterBody(
      values({
        source: ['PIS'],
        profession: ['3', '4'],
        grade: ['Unassigned'],
        assigned_to: '0',
        location_id: '5',
        include_sublocation: true,
        country: 'INDIA',
        state: 'Goa',
        successful_followups: ['0', '5'],
        seekership: '1',
        is_alive: '0',
      }),
      'my',
    );
    expect(body).toEqual({
      source: ['PIS'],
      profession: [3, 4],
      grade: ['Unassigned'],
      assigned_to: 0,
      location_id: 5,
      include_sublocation: true,
      country: 'INDIA',
      state: 'Goa',
      successful_followups: [0, 5],
      seekership: 1,
      is_alive: 0,
      quick: 'my',
    });
  });

  it('sends include_sublocation only with a location', () => {
    expect(toFilterBody(values({ include_sublocation: true }))).toEqual({});
  });

  it('sends the date type with the dates, Created On when none is chosen', () => {
    expect(toFilterBody(values({ start_date: '2026-01-01' }))).toEqual({ date_type: 'created_at', start_date: '2026-01-01' });
    expect(toFilterBody(values({ date_type: 'lcd', end_date: '2026-02-01' }))).toEqual({ date_type: 'lcd', end_date: '2026-02-01' });
    expect(toFilterBody(values({ date_type: 'lcd' }))).toEqual({});
  });
});

describe('filter dialog rules', () => {
  it('refuses an end date before the start date', () => {
    expect(filterErrors(values({ start_date: '2026-03-02', end_date: '2026-03-01' }))).toEqual({
      end_date: 'The end date must be a date after or equal to the start date.',
    });
    expect(filterErrors(values({ start_date: '2026-03-02', end_date: '2026-03-02' }))).toEqual({});
  });

  it('shows State only for a country with states and District only for a state with districts', () => {
    expect(showsState(EMPTY_FILTER)).toBe(false);
    expect(showsState(values({ country: 'INDIA' }))).toBe(true);
    expect(showsDistrict(values({ country: 'INDIA' }))).toBe(false);
    expect(showsDistrict(values({ country: 'INDIA', state: 'Maharashtra' }))).toBe(true);
    expect(showsState(values({ country: 'ARUBA' }))).toBe(false);
  });

  it('drops the state and district when the country changes, the district when the state changes', () => {
    const goa = values({ country: 'INDIA', state: 'Goa', district: 'North Goa' });
    expect(withPlace(goa, 'country', 'NEPAL')).toMatchObject({ country: 'NEPAL', state: null, district: null });
    expect(withPlace(goa, 'state', 'Kerala')).toMatchObject({ country: 'INDIA', state: 'Kerala', district: null });
    expect(withPlace(goa, 'district', 'South Goa')).toMatchObject({ state: 'Goa', district: 'South Goa' });
  });
});

describe('active filter chips', () => {
  it('names every set field with its looked-up names', () => {
    const chips = filterChips(
      values({
        profession: ['3', '0'],
        assigned_to: '0',
        location_id: '5',
        include_sublocation: true,
        event_id_filter: '11',
        start_date: '2026-01-05',
        bhav_satsang: '1',
      }),
      names,
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Assigned To: Unassigned',
      'Location: INDIA / Goa (with sublocations)',
      'Profession: Doctor, Unassigned',
      'Event: Adhiveshan 2026',
      'Created On: 05-01-2026 to …',
      'Bhav Satsang: Yes',
    ]);
  });

  it('clears the fields a chip stands for', () => {
    const start = values({ country: 'INDIA', state: 'Goa', start_date: '2026-01-05', date_type: 'lcd', grade: ['A'] });
    const [country] = filterChips(start, names);
    expect(country.label).toBe('Country: INDIA');
    expect(withoutChip(start, country)).toMatchObject({ country: null, state: null, grade: ['A'] });
    const dates = filterChips(start, names).find((c) => c.fields.includes('start_date'))!;
    expect(dates.label).toBe('Last Contacted On: 05-01-2026 to …');
    expect(withoutChip(start, dates)).toMatchObject({ start_date: null, date_type: null });
  });
});
