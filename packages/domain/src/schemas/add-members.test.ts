import { describe, expect, it } from 'vitest';
import { memberSearchQuerySchema, SEARCH_KEYWORD_REQUIRED } from './add-members';
import { INVALID_EXTRAINFO, memberListQuerySchema } from './member-filter';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('api/search query (seed 002 §7, §9 "search limited to 50 results")', () => {
  it('pages within the first 50 matches', () => {
    expect(memberSearchQuerySchema.parse({ keyword: ' ravi ' })).toEqual({ keyword: 'ravi', skip: 0, limit: 50 });
    expect(memberSearchQuerySchema.parse({ keyword: 'ravi', skip: '40', limit: '500', event_id: '7' })).toEqual({ keyword: 'ravi', skip: 40, limit: 50, event_id: 7 });
    expect(issues(memberSearchQuerySchema.safeParse({ keyword: 'ravi', skip: 51 }))).toEqual([['skip', 'Please enter a number no larger than 50']]);
  });

  it('needs a keyword', () => {
    for (const keyword of [undefined, '', '   ']) expect(issues(memberSearchQuerySchema.safeParse({ keyword }))).toEqual([['keyword', SEARCH_KEYWORD_REQUIRED]]);
  });
});

describe('api/filter extrainfo', () => {
  it('is 0 or 1, absent when blank', () => {
    expect(memberListQuerySchema.parse({ extrainfo: '1' }).extrainfo).toBe(1);
    expect(memberListQuerySchema.parse({ extrainfo: '' })).toEqual({ skip: 0, limit: 100 });
    expect(issues(memberListQuerySchema.safeParse({ extrainfo: 'yes' }))).toEqual([['extrainfo', INVALID_EXTRAINFO]]);
  });
});
