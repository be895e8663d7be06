import { describe, expect, it } from 'vitest';
import { headerKey, importParamsSchema, MEMBER_IMPORT_COLUMNS, SEEKER_IMPORT_COLUMNS } from './imports';
import { memberCreateSchema } from './members';
import { SEEKER_STEPS } from './seekers';

describe('import columns', () => {
  it('the seekers template has every field of the wizard, in seed 001 §3 order, and nothing else', () => {
    expect([...SEEKER_IMPORT_COLUMNS].sort()).toEqual(SEEKER_STEPS.flatMap((s) => [...s.fields]).sort());
  });

  it('the members template has only fields the Add New form takes', () => {
    const known = Object.keys(memberCreateSchema.shape);
    expect(MEMBER_IMPORT_COLUMNS.filter((c) => !known.includes(c))).toEqual([]);
  });

  it('reads headers case-insensitively, with spaces as underscores', () => {
    expect(headerKey('  Mobile Number ')).toBe('mobile_number');
    expect(headerKey('FIRSTNAME')).toBe('firstname');
    expect(headerKey('')).toBe('');
  });
});

describe('importParamsSchema', () => {
  it('needs a Jila; dry_run, mode and duplicates have defaults', () => {
    expect(importParamsSchema.safeParse({}).error?.issues.map((i) => [i.path[0], i.message])).toEqual([['district', 'Jila is required']]);
    expect(importParamsSchema.parse({ district: '7' })).toEqual({ district: 7, dry_run: 0, duplicates: 'skip' });
    expect(importParamsSchema.parse({ district: '7', dry_run: '1', mode: 'valid', duplicates: 'fill', progress_key: 'abcdef123456' })).toEqual({
      district: 7,
      dry_run: 1,
      mode: 'valid',
      duplicates: 'fill',
      progress_key: 'abcdef123456',
    });
    expect(importParamsSchema.safeParse({ district: '7', duplicates: 'merge' }).success).toBe(false);
    expect(importParamsSchema.safeParse({ district: '7', progress_key: '../x' }).success).toBe(false);
  });
});
