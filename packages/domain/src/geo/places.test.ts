import { describe, expect, it } from 'vitest';
import {
  canonicalDistrict,
  canonicalState,
  countries,
  districtsOf,
  findCountry,
  hasDistricts,
  hasStates,
  phoneCodeOf,
  statesOf,
} from './places';

describe('countries', () => {
  it('lists INDIA first, names in upper case, with calling codes', () => {
    const list = countries();
    expect(list[0]).toEqual({ name: 'INDIA', iso2: 'IN', phoneCode: '91' });
    expect(list.length).toBeGreaterThan(240);
    expect(list.every((c) => c.name === c.name.toUpperCase() && /^\d{1,4}$/.test(c.phoneCode))).toBe(true);
    expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
    const rest = list.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('finds a country by name in any case or by ISO code', () => {
    expect(findCountry('india')?.iso2).toBe('IN');
    expect(findCountry('US')?.name).toBe('UNITED STATES');
    expect(phoneCodeOf('NEPAL')).toBe('977');
    expect(phoneCodeOf('THE BAHAMAS')).toBe('1');
    expect(findCountry('ATLANTIS')).toBeUndefined();
  });
});

describe('states and districts', () => {
  it('lists the 36 states and union territories of India', () => {
    const states = statesOf('INDIA');
    expect(states).toHaveLength(36);
    expect(states).toEqual(expect.arrayContaining(['Maharashtra', 'Goa', 'Delhi', 'Ladakh', 'Tamil Nadu']));
    expect(hasStates('INDIA')).toBe(true);
  });

  it('lists the districts of Maharashtra', () => {
    const districts = districtsOf('INDIA', 'Maharashtra');
    expect(districts).toHaveLength(36);
    expect(districts).toEqual(expect.arrayContaining(['Mumbai City', 'Mumbai Suburban', 'Pune', 'Thane', 'Nagpur']));
    expect(districtsOf('india', 'maharashtra')).toEqual(districts);
    expect(hasDistricts('INDIA', 'Maharashtra')).toBe(true);
  });

  it('has about 780 districts, each state sorted and without duplicates', () => {
    let total = 0;
    for (const state of statesOf('INDIA')) {
      const districts = districtsOf('INDIA', state);
      expect(districts.length, state).toBeGreaterThan(0);
      expect(new Set(districts).size, state).toBe(districts.length);
      expect(districts.every((d) => d === d.trim())).toBe(true);
      total += districts.length;
    }
    expect(total).toBeGreaterThanOrEqual(770);
    expect(districtsOf('INDIA', 'Goa')).toEqual(['North Goa', 'South Goa']);
  });

  it('has states but no districts outside India, and nothing for an unknown country', () => {
    expect(statesOf('UNITED STATES')).toContain('California');
    expect(hasStates('UNITED STATES')).toBe(true);
    expect(districtsOf('UNITED STATES', 'California')).toEqual([]);
    expect(hasDistricts('UNITED STATES', 'California')).toBe(false);
    expect(statesOf('ATLANTIS')).toEqual([]);
    expect(hasStates('')).toBe(false);
    expect(hasDistricts('INDIA', 'Atlantis')).toBe(false);
  });

  it('gives the list spelling of a state or district typed in another case', () => {
    expect(canonicalState('INDIA', 'tamil nadu')).toBe('Tamil Nadu');
    expect(canonicalDistrict('INDIA', 'Maharashtra', 'PUNE')).toBe('Pune');
    expect(canonicalDistrict('INDIA', 'Maharashtra', 'Chennai')).toBeUndefined();
  });

  it('returns copies, so a caller cannot change the data', () => {
    statesOf('INDIA').push('Atlantis');
    districtsOf('INDIA', 'Goa').pop();
    countries()[0]!.name = 'X';
    expect(statesOf('INDIA')).not.toContain('Atlantis');
    expect(districtsOf('INDIA', 'Goa')).toHaveLength(2);
    expect(countries()[0]!.name).toBe('INDIA');
  });
});
