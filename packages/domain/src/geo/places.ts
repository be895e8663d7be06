/**
 * Countries, their states and the districts of Indian states (seed 000 §3 "countries (India
 * first), states for several countries, districts for Indian states"; seed 001 §4 and seed 002
 * §5: the State field shows only when the country has more than one state, the District field
 * only when the state has districts).
 *
 * The data is plain JSON written by scripts/generate-geo.ts; nothing here loads a package at
 * run time, so the web bundle carries names only. Country names are upper case ('INDIA', the
 * seeds' default country); state and district names keep their usual spelling.
 * Lookups ignore case and surrounding spaces; a country may also be given by its ISO code.
 */
import { findCountry, placeKey as key } from './countries';
import { DISTRICTS, STATES } from './place-lists';

// the countries live in countries.ts, which a screen needing only a calling code imports alone
export { type Country, countries, findCountry, phoneCodeOf } from './countries';

export function statesOf(country: string | null | undefined): string[] {
  const c = findCountry(country);
  return c ? [...(STATES[c.iso2] ?? [])] : [];
}

export function districtsOf(country: string | null | undefined, state: string | null | undefined): string[] {
  const c = findCountry(country);
  const byState = c && DISTRICTS[c.iso2];
  const name = byState && state ? canonicalState(country, state) : undefined;
  return byState && name ? [...(byState[name] ?? [])] : [];
}

/** The seeds show the State field only when the country has more than one state. */
export function hasStates(country: string | null | undefined): boolean {
  return statesOf(country).length > 1;
}

export function hasDistricts(country: string | null | undefined, state: string | null | undefined): boolean {
  return districtsOf(country, state).length > 0;
}

/** The list's spelling of a state typed in any case (e.g. from an import), or undefined. */
export function canonicalState(country: string | null | undefined, state: string): string | undefined {
  const wanted = key(state);
  return statesOf(country).find((s) => key(s) === wanted);
}

/** The list's spelling of a district typed in any case, or undefined. */
export function canonicalDistrict(
  country: string | null | undefined,
  state: string | null | undefined,
  district: string,
): string | undefined {
  const wanted = key(district);
  return districtsOf(country, state).find((d) => key(d) === wanted);
}
