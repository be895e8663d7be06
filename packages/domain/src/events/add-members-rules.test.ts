import { describe, expect, it } from 'vitest';
import { missingForEvent } from './add-members-rules';

const complete = { category_id: 3, profession_id: 7, brief_intro: 'Teacher in Pune', participation: 'Active' };

describe('adding members: the completeness rule (seed 002 §4)', () => {
  it('a member with all four fields may be added', () => {
    expect(missingForEvent(complete)).toEqual([]);
  });
  it.each([
    ['category', { category_id: null }],
    ['profession', { profession_id: null }],
    ['brief_intro', { brief_intro: '   ' }],
    ['participation', { participation: null }],
  ])('reports a missing %s', (field, change) => {
    expect(missingForEvent({ ...complete, ...change })).toEqual([field]);
  });
  it('reports every missing field in the seed order', () => {
    expect(missingForEvent({ category_id: null, profession_id: null, brief_intro: '', participation: '' })).toEqual([
      'category',
      'profession',
      'brief_intro',
      'participation',
    ]);
  });
});
