import { describe, expect, it } from 'vitest';
import { OLDER_APPROVAL_ACTIONS } from '../options/events';
import { olderApprovalActions, olderApprovalListStatus } from './older-approval-rules';

const labels = (role: number) => olderApprovalActions(role).map((a) => a.label);

describe('the older approval screen (seed 002 §4)', () => {
  it('"shown to role 4 (New members) and role 3 (First Approved members); roles 1 and 2 see all"', () => {
    expect(olderApprovalListStatus(4)).toBe('New');
    expect(olderApprovalListStatus(3)).toBe('First Approved');
    expect(olderApprovalListStatus(1)).toBeNull();
    expect(olderApprovalListStatus(2)).toBeNull();
    expect(olderApprovalListStatus(5)).toBeUndefined();
  });

  it('"Role 4 is the first-level approver (sees New members, can First Approve, Reject ...)"', () => {
    expect(labels(4)).toEqual(['First Approval', 'First Disapproval']);
  });

  it('"Role 3 sees First Approved members and can Final Approve, Final Disapprove, Info Pending and Decision Pending"', () => {
    expect(labels(3)).toEqual(['Final Approval', 'Final Disapproval', 'Decision Pending', 'Info Pending']);
  });

  it('roles 1-2 get all six names; role 5 none', () => {
    expect(labels(1)).toEqual(['First Approval', 'Final Approval', 'First Disapproval', 'Final Disapproval', 'Decision Pending', 'Info Pending']);
    expect(olderApprovalActions(2)).toEqual([...OLDER_APPROVAL_ACTIONS]);
    expect(olderApprovalActions(5)).toEqual([]);
  });
});
