import { describe, expect, it } from 'vitest';
import {
  bulkUpdateFields,
  bulkUpdateSchema,
  END_BEFORE_START,
  INVALID_DATE,
  isUnsetGrade,
  MAX_PAGE_LIMIT,
  memberFilterSchema,
  memberListQuerySchema,
  NO_ROWS_SELECTED,
  NOTHING_TO_UPDATE,
} from './member-filter';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('memberFilterSchema', () => {
  it('reads what forms send: blanks, numbers as text, one value or comma-joined lists', () => {
    const f = memberFilterSchema.parse({
      source: 'PIS,HJS Website',
      how_know_us: ['Friend', ''],
      profession: ['3', 4],
      grade: [0, 'A'],
      assigned_to: '',
      location_id: '12',
      include_sublocation: 'true',
      country: '  ',
      successful_followups: '5',
      date_type: 'Last Contacted On',
      start_date: '2024-01-05T18:30:00.000Z',
      is_alive: '1',
    });
    expect(f).toEqual({
      source: ['PIS', 'HJS Website'],
      how_know_us: ['Friend'],
      profession: [3, 4],
      grade: ['0', 'A'],
      location_id: 12,
      include_sublocation: true,
      successful_followups: [5],
      date_type: 'lcd',
      start_date: '2024-01-05',
      is_alive: 1,
    });
  });

  it('refuses an object as a flag with its message, even one whose toString is not a function (the fuzz walk, issue 31)', () => {
    const r = memberFilterSchema.safeParse({ include_sublocation: { toString: 1e308 } });
    expect(issues(r)).toEqual([['include_sublocation', 'Please enter true or false.']]);
  });

  it('refuses impossible dates and an end before the start', () => {
    expect(issues(memberFilterSchema.safeParse({ start_date: '2023-02-29' }))).toEqual([['start_date', INVALID_DATE]]);
    expect(issues(memberFilterSchema.safeParse({ end_date: 'yesterday' }))).toEqual([['end_date', INVALID_DATE]]);
    expect(issues(memberFilterSchema.safeParse({ start_date: '2024-03-02', end_date: '2024-03-01' }))).toEqual([['end_date', END_BEFORE_START]]);
    expect(memberFilterSchema.safeParse({ start_date: '2024-03-01', end_date: '2024-03-01' }).success).toBe(true);
  });

  it('knows the grade values that mean "not set"', () => {
    expect([0, '0', 'Unassigned', 'Not Set'].every(isUnsetGrade)).toBe(true);
    expect(isUnsetGrade('A')).toBe(false);
  });
});

describe('memberListQuerySchema', () => {
  it('defaults, caps the limit and checks orderby and ordertype', () => {
    expect(memberListQuerySchema.parse({})).toEqual({ skip: 0, limit: 100 });
    expect(memberListQuerySchema.parse({ limit: '20000', skip: '5', orderby: 'lcd', ordertype: 'DESC' })).toEqual({
      skip: 5,
      limit: MAX_PAGE_LIMIT,
      orderby: 'lcd',
      ordertype: 'desc',
    });
    expect(issues(memberListQuerySchema.safeParse({ orderby: 'password_hash' }))).toEqual([['orderby', 'The selected orderby is invalid.']]);
    expect(issues(memberListQuerySchema.safeParse({ ordertype: 'sideways' }))).toEqual([['ordertype', 'The ordertype must be asc or desc.']]);
  });
});

describe('bulkUpdateSchema', () => {
  it('needs rows or a filter', () => {
    expect(issues(bulkUpdateSchema.safeParse({ action: 'Delete', members: [] }))).toEqual([['members', NO_ROWS_SELECTED]]);
    expect(bulkUpdateSchema.safeParse({ action: 'Delete', filter: {} }).success).toBe(true);
  });

  it('Update needs a field; blanks are not fields, 0 (clear) is', () => {
    expect(issues(bulkUpdateSchema.safeParse({ action: 'Update', members: [1], grade: '', output: [] }))).toEqual([['fields', NOTHING_TO_UPDATE]]);
    const clear = bulkUpdateSchema.parse({ action: 'Update', members: ['1'], category_id: 0 });
    expect(bulkUpdateFields(clear)).toEqual(['category_id']);
  });

  it('joins output and checks its entries and the grade', () => {
    expect(bulkUpdateSchema.parse({ action: 'Update', members: [1], output: ['sabha', 'andolan', 'sabha'] }).output).toBe('sabha,andolan');
    expect(issues(bulkUpdateSchema.safeParse({ action: 'Update', members: [1], output: 'sabha,picnic' }))).toEqual([['output', 'The selected output is invalid.']]);
    expect(issues(bulkUpdateSchema.safeParse({ action: 'Update', members: [1], grade: 'E' }))).toEqual([['grade', 'The selected grade is invalid.']]);
  });

  it('Assign needs an assignee; Unassigned is 0', () => {
    expect(issues(bulkUpdateSchema.safeParse({ action: 'Assign', members: [1] }))).toEqual([['assigned_to', 'Please select the user to assign.']]);
    expect(bulkUpdateSchema.parse({ action: 'Assign', members: [1], assigned_to: '0' }).assigned_to).toBe(0);
  });
});
