import { describe, expect, it } from 'vitest';
import { formatDate, formatDateMonth, formatDateTime, fromTypedDate, groupDateDigits, parseDateValue, toIsoDate } from './dates';

describe('formatDate', () => {
  it('formats a stored date as DD-MM-YYYY without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
    expect(formatDate('1999-12-31')).toBe('31-12-1999');
  });

  it('formats a date-time with or without a zone', () => {
    expect(formatDate('2024-03-05 23:59:59')).toBe('05-03-2024');
    expect(formatDate('2024-03-05T10:00:00')).toBe('05-03-2024');
    const instant = '2024-03-05T10:00:00.000Z';
    const local = new Date(instant);
    const expected = `${String(local.getDate()).padStart(2, '0')}-${String(local.getMonth() + 1).padStart(2, '0')}-2024`;
    expect(formatDate(instant)).toBe(expected);
  });

  it('formats Date objects', () => {
    expect(formatDate(new Date(2023, 0, 9))).toBe('09-01-2023');
  });

  it('is blank for null, empty, zero dates and invalid input', () => {
    for (const value of [null, undefined, '', '   ', '0000-00-00', '0000-00-00 00:00:00', 'abc', '2023-02-30', '2023-13-01']) {
      expect(formatDate(value)).toBe('');
    }
    expect(formatDate(new Date('nope'))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses a 12-hour clock with AM/PM', () => {
    expect(formatDateTime('2024-03-05 14:07:00')).toBe('05-03-2024 02:07 PM');
    expect(formatDateTime('2024-03-05 00:30')).toBe('05-03-2024 12:30 AM');
    expect(formatDateTime('2024-03-05 12:00:00')).toBe('05-03-2024 12:00 PM');
  });

  it('is blank without a valid value', () => {
    expect(formatDateTime('0000-00-00 00:00:00')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('other formats', () => {
  it('formats DD-MMM-YYYY', () => {
    expect(formatDateMonth('2024-03-05')).toBe('05-Mar-2024');
    expect(formatDateMonth('')).toBe('');
  });

  it('turns a local day into YYYY-MM-DD', () => {
    expect(toIsoDate(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(toIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(toIsoDate(null)).toBe('');
  });

  it('rejects a time out of range', () => {
    expect(parseDateValue('2024-03-05 25:00')).toBeNull();
  });
});

describe('typed dates (DD-MM-YYYY)', () => {
  it('reads a typed day as the API date, and refuses days that do not exist', () => {
    expect(fromTypedDate('05-03-2024')).toBe('2024-03-05');
    expect(fromTypedDate(' 29-02-2024 ')).toBe('2024-02-29');
    expect(fromTypedDate('29-02-2023')).toBe('');
    expect(fromTypedDate('31-04-2024')).toBe('');
    expect(fromTypedDate('5-3-2024')).toBe('');
    expect(fromTypedDate('05/03/2024')).toBe('');
    expect(fromTypedDate('')).toBe('');
  });

  it('takes a pasted ISO date as it is', () => {
    expect(fromTypedDate('2024-03-05')).toBe('2024-03-05');
    expect(fromTypedDate('2024-02-30')).toBe('');
  });

  it('groups the digits as they are typed', () => {
    expect(groupDateDigits('2')).toBe('2');
    expect(groupDateDigits('27')).toBe('27-');
    expect(groupDateDigits('27-1')).toBe('27-1');
    expect(groupDateDigits('27-11')).toBe('27-11-');
    expect(groupDateDigits('27112026')).toBe('27-11-2026');
    expect(groupDateDigits('27/11/20261')).toBe('27-11-2026');
    expect(groupDateDigits('')).toBe('');
  });
});
