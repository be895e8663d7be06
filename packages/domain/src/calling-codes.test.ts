import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { isKnownCallingCode } from './calling-codes';

/** The library's own answer: parsing with a calling code it does not know throws. */
function libraryKnows(code: string): boolean {
  if (!/^\d{1,3}$/.test(code)) return false;
  try {
    parsePhoneNumberFromString('2345678901', { defaultCallingCode: code });
    return true;
  } catch {
    return false;
  }
}

describe('isKnownCallingCode', () => {
  it('knows exactly the calling codes the phone library knows', () => {
    const candidates = Array.from({ length: 1000 }, (_, i) => String(i));
    const known = candidates.filter(libraryKnows);
    expect(known.length).toBeGreaterThan(200);
    expect(candidates.filter(isKnownCallingCode)).toEqual(known);
  });

  it('refuses what is not a bare calling code', () => {
    for (const code of ['', '091', '0091', '+91', ' 91', '91 ', '9a', '1268']) expect([code, isKnownCallingCode(code)]).toEqual([code, false]);
  });
});
