import { describe, expect, it } from 'vitest';
import { couldBeInPhoneNumber, isKnownCallingCode, isValidMobileLength, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each(['+91 98200 12345', '098200 12345', '9820012345', '91-9820012345', '+919820012345', '0091 98200 12345'])(
    '%s -> 91 / 9820012345',
    (raw) => {
      expect(normalisePhone(raw)).toEqual({ countryCode: '91', national: '9820012345' });
    },
  );

  it('keeps a number with another country code in that country', () => {
    expect(normalisePhone('+44 7911 123456')).toEqual({ countryCode: '44', national: '7911123456' });
    expect(normalisePhone('00971 50 123 4567')).toEqual({ countryCode: '971', national: '501234567' });
  });

  it('reads a number without country code in the given default country', () => {
    expect(normalisePhone('415 555 2671', '1')).toEqual({ countryCode: '1', national: '4155552671' });
    expect(normalisePhone('9841234567', '977')).toEqual({ countryCode: '977', national: '9841234567' });
  });

  it('returns null for text that is not a phone number of a possible length', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('abc')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
  });
});

describe('isValidMobileLength', () => {
  it('accepts 10 to 12 digits only', () => {
    expect(isValidMobileLength('9820012345')).toBe(true);
    expect(isValidMobileLength('919820012345')).toBe(true);
    expect(isValidMobileLength(' 9820012345 ')).toBe(true);
    expect(isValidMobileLength('982001234')).toBe(false);
    expect(isValidMobileLength('9198200123456')).toBe(false);
    expect(isValidMobileLength('98200 12345')).toBe(false);
    expect(isValidMobileLength('+919820012345')).toBe(false);
    expect(isValidMobileLength('')).toBe(false);
  });
});

describe('couldBeInPhoneNumber', () => {
  it('is false for any text with a letter, Latin or Devanagari', () => {
    expect(couldBeInPhoneNumber('adhav')).toBe(false);
    expect(couldBeInPhoneNumber('Asha 98')).toBe(false);
    expect(couldBeInPhoneNumber('सुनील')).toBe(false);
  });

  it('is true for digits and what numbers are typed with', () => {
    expect(couldBeInPhoneNumber('98450')).toBe(true);
    expect(couldBeInPhoneNumber('+91 98450-1')).toBe(true);
  });
});

describe('unknown calling codes (issue 12 defect 4)', () => {
  it('knows the codes of countries and the non-geographic ones, not 0, 999 or 0055', () => {
    for (const code of ['91', '1', '44', '7', '800', '881']) expect(isKnownCallingCode(code), code).toBe(true);
    for (const code of ['0', '999', '0055', '1268', '', '+91']) expect(isKnownCallingCode(code), code).toBe(false);
  });

  it('never makes normalisePhone throw: only a number with its own +code is read', () => {
    expect(normalisePhone('9820012345', '999')).toBeNull();
    expect(normalisePhone('9820012345', '0')).toBeNull();
    expect(normalisePhone('+91 98200 12345', '0055')).toEqual({ countryCode: '91', national: '9820012345' });
  });
});
