/**
 * Phone numbers: the seeds' 10-12 digit rule (seed 001 §5, seed 002 §5) and the normal form the
 * duplicate check compares (docs/api-conventions.md#duplicates: digits with the country code split off,
 * default 91).
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { isKnownCallingCode } from './calling-codes';

export { isKnownCallingCode };

export interface NormalisedPhone {
  /** calling code without '+', e.g. '91' */
  countryCode: string;
  /** the national significant number: digits only, no trunk '0', e.g. '9820012345' */
  national: string;
}

/**
 * The one country that uses a calling code, when there is exactly one: parsing with a country
 * (not just a calling code) also understands its international prefix, e.g. '00971 ...' in India.
 */
function soleCountryOf(callingCode: string): CountryCode | undefined {
  const users = getCountries().filter((c) => getCountryCallingCode(c) === callingCode);
  return users.length === 1 ? users[0] : undefined;
}

/**
 * '+91 98200 12345', '098200 12345', '9820012345' and '91-9820012345' all give
 * { countryCode: '91', national: '9820012345' }. Returns null when the text is not a phone
 * number of a possible length. Never throws: with an unknown calling code (an old record may hold
 * any) only a number written with its own '+code' is read.
 */
export function normalisePhone(raw: string, defaultCountryCode = '91'): NormalisedPhone | null {
  const country = soleCountryOf(defaultCountryCode);
  const parsed = country
    ? parsePhoneNumberFromString(raw, country)
    : isKnownCallingCode(defaultCountryCode)
      ? parsePhoneNumberFromString(raw, { defaultCallingCode: defaultCountryCode })
      : parsePhoneNumberFromString(raw); // only a number with its own '+code' can be read
  if (!parsed?.isPossible()) return null;
  return { countryCode: parsed.countryCallingCode, national: parsed.nationalNumber };
}

/** The seeds' rule for mobile and WhatsApp numbers: 10 to 12 digits and nothing else. */
export function isValidMobileLength(digits: string): boolean {
  return /^\d{10,12}$/.test(digits.trim());
}

/**
 * Whether `text` could be part of a stored phone number. Numbers are stored as 10-12 digits
 * (the member schemas), or in older records as typed, with at most '+', spaces or dashes: never
 * a letter. A keyword with a letter is therefore not looked for in phone columns.
 */
export function couldBeInPhoneNumber(text: string): boolean {
  return !/\p{L}/u.test(text);
}
