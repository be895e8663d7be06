import { describe, expect, it } from 'vitest';
import { cleanSearchText, findControlCharacterPath, hasControlCharacters, stripControlCharacters } from './text-input';

describe('control characters in text input (issue 12 defect 3)', () => {
  it('finds C0, DEL and C1 characters, but not tab, newline, carriage return or Devanagari', () => {
    for (const c of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    expect(hasControlCharacters('line one\r\nline\ttwo रवि')).toBe(false);
    expect(stripControlCharacters('Ra\u0000v\u0007i\n')).toBe('Ravi\n');
  });

  it('gives the dotted path of the first offending text', () => {
    expect(findControlCharacterPath({ firstname: 'Ravi', lastname: 'Ku\u0000mar' })).toBe('lastname');
    expect(findControlCharacterPath({ members: [1, 'x\u0000'] })).toBe('members.1');
    expect(findControlCharacterPath({ filter: { city: ['Pune', 'Goa\u0001'] } })).toBe('filter.city.1');
    expect(findControlCharacterPath({ a: 1, b: null, c: true, d: ['fine'] })).toBeUndefined();
    expect(findControlCharacterPath('whole\u0000')).toBe('');
    expect(findControlCharacterPath({ keyword: 'x\u0000', filter: { keyword: 'y\u0000' } })).toBeUndefined();
  });

  it('walks a very deep input without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findControlCharacterPath(deep)?.length).toBe(200_000 * 2 - 1);
  });

  it('removes control characters from search keywords, in place, at any depth', () => {
    const body = { keyword: 'Ra\u0000vi', filter: { keyword: '98\u000720', city: 'Pune' }, list: [{ keyword: 'a\u0000' }] };
    expect(cleanSearchText(body)).toBe(body);
    expect(body).toEqual({ keyword: 'Ravi', filter: { keyword: '9820', city: 'Pune' }, list: [{ keyword: 'a' }] });
  });
});
