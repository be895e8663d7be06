import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  CHOOSE_FROM_LIST,
  flagField,
  idList,
  MAX_ID,
  nullableFlagField,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
  searchText,
  TEXT_TOO_LONG,
} from './fields';

const parse = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : { error: r.error.issues.map((i) => [i.path.join('.'), i.message]) };
};

describe('shared field helpers', () => {
  it('optional text: trimmed, blank is null, a number is read as text', () => {
    const text = optionalText(5);
    expect(parse(text, '  ab ')).toEqual({ ok: 'ab' });
    expect(parse(text, '')).toEqual({ ok: null });
    expect(parse(text, null)).toEqual({ ok: null });
    expect(parse(text, undefined)).toEqual({ ok: null });
    expect(parse(text, 250)).toEqual({ ok: '250' });
    expect(parse(text, 'toolong')).toEqual({ error: [['', TEXT_TOO_LONG]] });
  });

  it('required text: blank or not text gives the required message, one message per field', () => {
    const name = requiredText('Please enter name', 3, 'Too long');
    expect(parse(name, ' Ram ')).toEqual({ ok: 'Ram' });
    expect(parse(name, ' ')).toEqual({ error: [['', 'Please enter name']] });
    expect(parse(name, { a: 1 })).toEqual({ error: [['', 'Please enter name']] });
    expect(parse(name, 'Rama')).toEqual({ error: [['', 'Too long']] });
  });

  it('search text: control characters removed, blank is undefined', () => {
    expect(parse(searchText(), ' Ra\u0000vi ')).toEqual({ ok: 'Ravi' });
    expect(parse(searchText(), '\u0000')).toEqual({ ok: undefined });
    expect(parse(searchText(), 9820012345)).toEqual({ ok: '9820012345' });
  });

  it('ids are positive 32-bit integers, given as numbers or numeric strings (issue 12 defect 2)', () => {
    const id = requiredId('Category is required');
    expect(parse(id, '7')).toEqual({ ok: 7 });
    expect(parse(id, MAX_ID)).toEqual({ ok: MAX_ID });
    for (const blank of ['', null, undefined, ' ', 0]) expect(parse(id, blank)).toEqual({ error: [['', 'Category is required']] });
    for (const bad of [MAX_ID + 1, '99999999999', 'abc', 2.5, true]) expect(parse(id, bad), String(bad)).toEqual({ error: [['', CHOOSE_FROM_LIST]] });
    expect(parse(optionalId(), '')).toEqual({ ok: null });
    expect(parse(optionalId(), MAX_ID + 1)).toEqual({ error: [['', CHOOSE_FROM_LIST]] });
  });

  it('id lists: an array, one id or a comma-joined string; the bad entry is named', () => {
    expect(parse(idList(), [1, '2', ''])).toEqual({ ok: [1, 2] });
    expect(parse(idList(), '3,4')).toEqual({ ok: [3, 4] });
    expect(parse(idList(), 5)).toEqual({ ok: [5] });
    expect(parse(idList(), '')).toEqual({ ok: undefined });
    expect(parse(idList(), [1, MAX_ID + 1])).toEqual({ error: [['1', CHOOSE_FROM_LIST]] });
  });

  it("flags: 0/1 and '0'/'1'; true/false only where asked", () => {
    expect(parse(flagField('Bad flag'), '1')).toEqual({ ok: 1 });
    expect(parse(flagField('Bad flag'), true)).toEqual({ error: [['', 'Bad flag']] });
    expect(parse(flagField('Bad flag', { booleans: true }), true)).toEqual({ ok: 1 });
    expect(parse(flagField('Bad flag'), 2)).toEqual({ error: [['', 'Bad flag']] });
    expect(parse(nullableFlagField(), '')).toEqual({ ok: null });
  });
});
