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
import countryList from './countries.json';
import stateLists from './states.json';
import indianDistricts from './districts-in.json';

export interface Country {
  name: string;
  iso2: string;
  phoneCode: string;
}

const COUNTRIES: readonly Country[] = countryList;
const STATES: Readonly<Record<string, readonly string[]>> = stateLists;
const DISTRICTS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = { IN: indianDistricts };

const key = (s: string) => s.trim().toUpperCase();
const countryIndex = new Map<string, Country>();
for (const c of COUNTRIES) {
  countryIndex.set(c.name, c);
  countryIndex.set(c.iso2, c);
}

/** All countries, INDIA first, then by name. */
export function countries(): Country[] {
  return COUNTRIES.map((c) => ({ ...c }));
}

/** The country with this name (any case) or ISO code, if known. */
export function findCountry(country: string | null | undefined): Country | undefined {
  return country ? countryIndex.get(key(country)) : undefined;
}

/** The calling code of a country ('91' for INDIA), or undefined for an unknown country. */
export function phoneCodeOf(country: string | null | undefined): string | undefined {
  return findCountry(country)?.phoneCode;
}

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
