import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CHOOSE_FROM_LIST, FIELD_REQUIRED, peopleMessage, TEXT_TOO_LONG } from './people-messages';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues.map((i) => i.message);
};

describe("people's messages (issue 12 defect 12)", () => {
  it('replace the schema library text for schemas built anywhere, z.coerce included', () => {
    expect(messageOf(z.string(), 5)).toEqual(['Please enter text']);
    expect(messageOf(z.string(), undefined)).toEqual([FIELD_REQUIRED]);
    expect(messageOf(z.number(), 'x')).toEqual(['Please enter a number']);
    expect(messageOf(z.coerce.number().int(), 'abc')).toEqual(['Please enter a number']);
    expect(messageOf(z.coerce.number().int(), '2.5')).toEqual(['Please enter a whole number']);
    expect(messageOf(z.coerce.number().min(1), '0')).toEqual(['Please enter a number of at least 1']);
    expect(messageOf(z.number().positive(), 0)).toEqual(['Please enter a number above 0']);
    expect(messageOf(z.number().max(10), 11)).toEqual(['Please enter a number no larger than 10']);
    expect(messageOf(z.string().max(3), 'long')).toEqual([TEXT_TOO_LONG]);
    expect(messageOf(z.string().min(1), '')).toEqual([FIELD_REQUIRED]);
    expect(messageOf(z.string().min(8), 'short')).toEqual(['Please enter at least 8 characters']);
    expect(messageOf(z.enum(['asc', 'desc']), 'up')).toEqual([CHOOSE_FROM_LIST]);
    expect(messageOf(z.union([z.literal(0), z.literal(1)]), 2)).toEqual([CHOOSE_FROM_LIST]);
    expect(messageOf(z.array(z.number()), 'x')).toEqual([CHOOSE_FROM_LIST]);
    expect(messageOf(z.array(z.number()).max(1), [1, 2])).toEqual(['Please choose at most 1']);
    expect(messageOf(z.object({}), 'x')).toEqual(['Please fill in the form']);
    expect(messageOf(z.strictObject({}), { zzz: 1 })).toEqual(['Please remove the fields this form does not have']);
    expect(messageOf(z.email(), 'nobody')).toEqual(['Enter a valid email']);
    expect(messageOf(z.iso.date(), '2024-13-01')).toEqual(['Please enter a date']);
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toEqual(['Please check the format of this value']);
    expect(messageOf(z.number().multipleOf(5), 7)).toEqual(['Please enter a multiple of 5']);
    expect(messageOf(z.boolean(), 'x')).toEqual(['Please choose yes or no']);
    expect(messageOf(z.string().refine(() => false), 'x')).toEqual(['Please check this value']);
  });

  it("never win over a schema's own message (the seeds' words)", () => {
    expect(messageOf(z.string({ error: 'Please enter first name' }), 5)).toEqual(['Please enter first name']);
    expect(messageOf(z.string().min(1, 'Name is required'), '')).toEqual(['Name is required']);
    expect(messageOf(z.number().max(2, { error: 'Too many' }), 3)).toEqual(['Too many']);
  });

  it('has a message for every kind of issue, even one zod adds later', () => {
    expect(peopleMessage({ code: 'something_new', input: 1, path: [] } as unknown as z.core.$ZodRawIssue)).toBe('Please check this value');
  });
});
