import { describe, expect, it } from 'vitest';
import { FIXED_MEMBER_COLUMNS, MEMBER_COLUMNS, MEMBER_VIEW_COLUMNS, viewColumns, withFixedColumns } from './member-views';
import { MEMBER_VIEWS } from './options/members';

describe('member views', () => {
  it('every view of the chooser has columns that exist, starting with ID and Full Name', () => {
    const keys = new Set(MEMBER_COLUMNS.map((c) => c.key));
    for (const view of MEMBER_VIEWS) {
      expect(MEMBER_VIEW_COLUMNS[view].every((k) => keys.has(k))).toBe(true);
      expect(viewColumns(view).slice(0, 2).map((c) => c.key)).toEqual(['id', 'fullname']);
    }
  });

  it('the Sampark view carries the followup fields the seed names', () => {
    expect(MEMBER_VIEW_COLUMNS.Sampark).toEqual(
      expect.arrayContaining(['contact_group', 'last_contact_status', 'last_contact_response', 'last_participation_status', 'lastcomment', 'last_contacted_by', 'last_contacted_date']),
    );
  });

  it('column keys and labels are unique', () => {
    expect(new Set(MEMBER_COLUMNS.map((c) => c.key)).size).toBe(MEMBER_COLUMNS.length);
    expect(new Set(MEMBER_COLUMNS.map((c) => c.label)).size).toBe(MEMBER_COLUMNS.length);
  });

  it('ID and Full Name cannot be deselected', () => {
    expect(withFixedColumns(['email'])).toEqual([...FIXED_MEMBER_COLUMNS, 'email']);
    expect(withFixedColumns(['fullname', 'email'])).toEqual(['id', 'fullname', 'email']);
  });
});
