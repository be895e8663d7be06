/**
 * Countries and their calling codes, apart from the states and districts (places.ts, which
 * re-exports these): a screen that only needs a country's calling code, e.g. for a WhatsApp link,
 * then does not carry the states' lists, 36 KB gzip on a phone (docs/decisions/045-javascript-budgets.md).
 */
import countryList from './countries.json';

export interface Country {
  name: string;
  iso2: string;
  phoneCode: string;
}

const COUNTRIES: readonly Country[] = countryList;

/** Lookups ignore case and surrounding spaces. */
export const placeKey = (s: string) => s.trim().toUpperCase();

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
  return country ? countryIndex.get(placeKey(country)) : undefined;
}

/** The calling code of a country ('91' for INDIA), or undefined for an unknown country. */
export function phoneCodeOf(country: string | null | undefined): string | undefined {
  return findCountry(country)?.phoneCode;
}
