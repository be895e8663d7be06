import { describe, expect, it } from 'vitest';
import {
  BULK_EDIT_PAGE_SIZES,
  MEMBER_LIST_PAGE_SIZES,
  MISMATCH,
  applyUnassignedRule,
  bulkEditHasChanges,
  bulkFailureText,
  bulkSuccessText,
  canAssign,
  canFollowup,
  deleteCountError,
  deleteCountMatches,
  pageSizeForEditMode,
} from './member-list-rules';

describe('page sizes', () => {
  it('offers the seeds page sizes, without All', () => {
    expect(MEMBER_LIST_PAGE_SIZES).toEqual([100, 200, 300, 500, 1000]);
    expect(BULK_EDIT_PAGE_SIZES).toEqual([10, 25, 50, 100]);
  });

  it('uses 10 rows in edit mode and 100 otherwise', () => {
    expect(pageSizeForEditMode(true)).toBe(10);
    expect(pageSizeForEditMode(false)).toBe(100);
  });
});

describe('bulk delete count', () => {
  it('matches only the exact count', () => {
    expect(deleteCountMatches('12', 12)).toBe(true);
    expect(deleteCountMatches(' 12 ', 12)).toBe(true);
    expect(deleteCountMatches('11', 12)).toBe(false);
    expect(deleteCountMatches('12.0', 12)).toBe(false);
    expect(deleteCountMatches('', 12)).toBe(false);
    expect(deleteCountMatches('0', 0)).toBe(false);
  });

  it("shows 'Mismatch' for a wrong count and nothing before anything is typed", () => {
    expect(MISMATCH).toBe('Mismatch');
    expect(deleteCountError('', 5)).toBeNull();
    expect(deleteCountError('4', 5)).toBe('Mismatch');
    expect(deleteCountError('abc', 5)).toBe('Mismatch');
    expect(deleteCountError('5', 5)).toBeNull();
  });
});

describe('assign and edit dialogs', () => {
  it('enables Assign once an assignee, including Unassigned (0), is chosen', () => {
    expect(canAssign(null)).toBe(false);
    expect(canAssign(undefined)).toBe(false);
    expect(canAssign(0)).toBe(true);
    expect(canAssign(7)).toBe(true);
  });

  it('enables Edit once at least one field is set', () => {
    expect(bulkEditHasChanges({})).toBe(false);
    expect(bulkEditHasChanges({ profession_id: null, profession_description: '  ', output: [] })).toBe(false);
    expect(bulkEditHasChanges({ grade: 'B' })).toBe(true);
    expect(bulkEditHasChanges({ profession_description: 'Surgeon' })).toBe(true);
    expect(bulkEditHasChanges({ output: ['andolan'] })).toBe(true);
    expect(bulkEditHasChanges({ category_id: 3 })).toBe(true);
  });

  it('words the results as the seeds do', () => {
    expect(bulkSuccessText(12, 'Members Updated Successfully')).toBe('12 Members Updated Successfully');
    expect(bulkFailureText('Invalid parameters: No rows selected.')).toBe(
      'Member updation failed. Error message: Invalid parameters: No rows selected.',
    );
  });

  it('offers Followup only for exactly one row', () => {
    expect(canFollowup(0)).toBe(false);
    expect(canFollowup(1)).toBe(true);
    expect(canFollowup(2)).toBe(false);
  });
});

describe('Unassigned in profession, category and grade', () => {
  it('replaces the whole selection when chosen', () => {
    expect(applyUnassignedRule([3, 5], [3, 5, 0], 0)).toEqual([0]);
    expect(applyUnassignedRule(['A', 'B'], ['A', 'B', 'Unassigned'], 'Unassigned')).toEqual(['Unassigned']);
  });

  it('gives way when another value is chosen after it', () => {
    expect(applyUnassignedRule([0], [0, 4], 0)).toEqual([4]);
  });

  it('leaves other changes alone', () => {
    expect(applyUnassignedRule([3], [3, 4], 0)).toEqual([3, 4]);
    expect(applyUnassignedRule([3, 4], [4], 0)).toEqual([4]);
    expect(applyUnassignedRule([0], [], 0)).toEqual([]);
  });
});
