import { describe, expect, it } from 'vitest';
import { isOneOf, joinList, labelOf, splitList, toSelectData, valuesOf } from './option';

const CODES = [
  { value: 10, label: 'Ten' },
  { value: 20, label: 'Twenty' },
];

describe('option helpers', () => {
  it('labelOf finds a numeric code given as a number or as text, else the fallback', () => {
    expect(labelOf(CODES, 20)).toBe('Twenty');
    expect(labelOf(CODES, '10')).toBe('Ten');
    expect(labelOf(CODES, 30)).toBe('');
    expect(labelOf(CODES, null, '-')).toBe('-');
  });

  it('isOneOf accepts list members only, with their type', () => {
    expect(isOneOf(['A', 'B'] as const, 'B')).toBe(true);
    expect(isOneOf(['A', 'B'] as const, 'b')).toBe(false);
    expect(isOneOf(valuesOf(CODES), 10)).toBe(true);
    expect(isOneOf(valuesOf(CODES), '10')).toBe(false);
  });

  it('toSelectData gives string values for coded and plain lists', () => {
    expect(toSelectData(CODES)).toEqual([
      { value: '10', label: 'Ten' },
      { value: '20', label: 'Twenty' },
    ]);
    expect(toSelectData(['Good'])).toEqual([{ value: 'Good', label: 'Good' }]);
  });

  it('splits and joins comma-joined list fields', () => {
    expect(splitList(' Hindi, English ,,Marathi')).toEqual(['Hindi', 'English', 'Marathi']);
    expect(splitList(null)).toEqual([]);
    expect(joinList(['Hindi', ' English', ''])).toBe('Hindi,English');
  });
});
