import { describe, expect, it } from 'vitest';
import { type PostApprovalField } from '../options/events';
import { canMovePostApproval, eventHistoryLabel, isTrackedAfterApproval, postApprovalValues } from './post-approval-rules';

/** Seed 002 §4 "Post-approval", each sentence as the moves it allows (values of §3 "Enumerations"). */
const SEED: Record<PostApprovalField, Array<[number, number]>> = {
  // From Not Invited: In Person, Over Phone, or Not Coming. From any invited state: back to Not Invited.
  inv_status: [[10, 20], [10, 30], [10, 40], [20, 10], [30, 10], [40, 10]],
  // Registered: to Not Registered or Cancelled. Not Registered or Cancelled: to Registered.
  registered: [[1, 0], [1, 2], [0, 1], [2, 1]],
  // Attended and Not Attended switch to each other.
  attended: [[1, 0], [0, 1]],
};

describe.each(Object.keys(SEED) as PostApprovalField[])('post-approval moves of %s', (field) => {
  const values = postApprovalValues(field);
  const pairs = values.flatMap((from) => values.map((to) => [from, to] as const));
  it.each(pairs)('%i -> %i', (from, to) => {
    expect(canMovePostApproval(field, from, to)).toBe(SEED[field].some(([f, t]) => f === from && t === to));
  });
});

describe('post-approval', () => {
  it('tracks only Final Approved members', () => {
    expect(isTrackedAfterApproval('Final Approved')).toBe(true);
    for (const s of ['New', 'First Approved', 'Final Disapproved', 'Decision Pending']) expect(isTrackedAfterApproval(s)).toBe(false);
  });
  it('refuses values outside the lists', () => {
    expect(canMovePostApproval('inv_status', 10, 50)).toBe(false);
    expect(canMovePostApproval('attended', 2, 1)).toBe(false);
  });
  it('names history values as the screens do', () => {
    expect(eventHistoryLabel('inv_status', '20')).toBe('Invited In Person');
    expect(eventHistoryLabel('registered', 2)).toBe('Cancelled');
    expect(eventHistoryLabel('status', 'Final Approved')).toBe('Final Approved');
    expect(eventHistoryLabel('status', null)).toBe('');
  });
});
