import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES } from '../options/events';
import { allowedNextStatuses, approvalButtons, approvalSuccessMessage, canSetStatus } from './approval-rules';

/** Seed 002 §4 "Allowed next statuses on the event details screen", copied line by line. */
const SEED_ROLE_4 = [
  'New goes to First Approved or First Disapproved.',
  'Info Pending goes to Info Updated.',
  'First Approved goes to First Disapproved.',
  'First Disapproved goes to First Approved.',
  'Final Approved, Final Disapproved, Decision Pending: no action.',
];
const SEED_ROLE_3 = [
  'New goes to First Approved, First Disapproved, Final Approved or Final Disapproved.',
  'Info Updated, First Approved or First Disapproved go to Final Approved, Final Disapproved, Info Pending or Decision Pending.',
  'Final Approved goes to Final Disapproved, Info Pending or Decision Pending.',
  'Final Disapproved goes to Final Approved, Info Pending or Decision Pending.',
  'Decision Pending goes to Final Approved, Final Disapproved or Info Pending.',
  'Info Pending: no action.',
];

const names = (text: string) => text.split(/, | or /).map((s) => s.trim());

/** The seed's sentences as a set of 'from -> to'; every status a line names must exist. */
function transitionsOf(lines: string[]): Set<string> {
  const out = new Set<string>();
  for (const line of lines.map((l) => l.replace(/\.$/, ''))) {
    const noAction = /^(.*): no action$/.exec(line);
    const moves = /^(.*) goe?s? to (.*)$/.exec(line);
    const named = noAction ? names(noAction[1]) : moves ? [...names(moves[1]), ...names(moves[2])] : [];
    expect(named.length, line).toBeGreaterThan(0);
    for (const n of named) expect(APPROVAL_STATUSES, line).toContain(n);
    if (moves) for (const from of names(moves[1])) for (const to of names(moves[2])) out.add(`${from} -> ${to}`);
  }
  return out;
}

describe.each([
  [4, SEED_ROLE_4],
  [3, SEED_ROLE_3],
])('role %i: the seed table, every (from, to)', (role, lines) => {
  const allowed = transitionsOf(lines);
  const pairs = APPROVAL_STATUSES.flatMap((from) => APPROVAL_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canSetStatus(role, from, to)).toBe(allowed.has(`${from} -> ${to}`));
  });

  it('names each "from" status at most once (no line contradicts another)', () => {
    const froms = lines.flatMap((l) => names(l.replace(/\.$/, '').split(/: no action| goe?s? to /)[0]));
    expect(new Set(froms).size).toBe(froms.length);
  });
});

describe('roles 1-2 and 5', () => {
  it('roles 1-2 may give any status from any status ("Other roles see the full status list")', () => {
    for (const role of [1, 2]) for (const from of APPROVAL_STATUSES) expect(allowedNextStatuses(role, from)).toEqual(APPROVAL_STATUSES);
  });
  it('role 5 and unknown statuses allow nothing', () => {
    expect(allowedNextStatuses(5, 'New')).toEqual([]);
    expect(allowedNextStatuses(3, 'Approved')).toEqual([]);
    expect(canSetStatus(4, 'New', 'Approved')).toBe(false);
  });
});

describe('the status lists buttons (older reading)', () => {
  const labels = (role: number, list: (typeof APPROVAL_STATUSES)[number]) => approvalButtons(role, list).map((b) => `${b.label}:${b.status}`);

  it('role 4 on New: First Approved and Reject (First Disapproved)', () => {
    expect(labels(4, 'New')).toEqual(['First Approved:First Approved', 'Reject:First Disapproved']);
  });
  it('role 4 on Info Pending: only Info Updated', () => {
    expect(labels(4, 'Info Pending')).toEqual(['Info Updated:Info Updated']);
  });
  it('role 3 on First Approved: Final Approved, Reject (Final Disapproved), Info Pending, Decision Pending', () => {
    expect(labels(3, 'First Approved')).toEqual([
      'Final Approved:Final Approved',
      'Reject:Final Disapproved',
      'Info Pending:Info Pending',
      'Decision Pending:Decision Pending',
    ]);
  });
  it('role 1 on Final Approved: no Final Approved, no First Approved', () => {
    expect(labels(1, 'Final Approved')).toEqual(['Reject:Final Disapproved', 'Info Pending:Info Pending', 'Decision Pending:Decision Pending']);
  });
  it('role 4 on First Disapproved: First Approved only', () => {
    expect(labels(4, 'First Disapproved')).toEqual(['First Approved:First Approved']);
  });
  it('role 3 on New: no Info Pending or Decision Pending (the server allows neither from New)', () => {
    expect(labels(3, 'New')).toEqual(['First Approved:First Approved', 'Final Approved:Final Approved', 'Reject:Final Disapproved']);
  });
  it('role 3 on Info Pending and role 4 on Info Updated: no buttons (the server allows no move)', () => {
    expect(labels(3, 'Info Pending')).toEqual([]);
    expect(labels(4, 'Info Updated')).toEqual([]);
  });
  it('role 3 on First Disapproved: no First Approved (the server allows only the final decisions)', () => {
    expect(labels(3, 'First Disapproved')).toEqual([
      'Final Approved:Final Approved',
      'Reject:Final Disapproved',
      'Info Pending:Info Pending',
      'Decision Pending:Decision Pending',
    ]);
  });
  it('roles 1-2 keep every button of the older reading (they may give any status)', () => {
    expect(labels(2, 'Info Pending')).toEqual(['Final Approved:Final Approved', 'Reject:Final Disapproved', 'Decision Pending:Decision Pending']);
  });
  it('every button of every role on every list is one the server accepts for that list status', () => {
    for (const role of [1, 2, 3, 4, 5]) {
      for (const list of APPROVAL_STATUSES) {
        for (const b of approvalButtons(role, list)) expect(canSetStatus(role, list, b.status), `${role} ${list} ${b.label}`).toBe(true);
      }
    }
  });
  it('role 5 sees no buttons', () => {
    for (const list of APPROVAL_STATUSES) expect(approvalButtons(5, list)).toEqual([]);
  });
});

describe('success messages (docs/api-conventions.md#events)', () => {
  it('the approvals say Member Approved, the others Status Updated', () => {
    expect(approvalSuccessMessage('First Approved')).toBe('Member Approved Successfully');
    expect(approvalSuccessMessage('Final Approved')).toBe('Member Approved Successfully');
    for (const s of ['New', 'Info Pending', 'Info Updated', 'First Disapproved', 'Final Disapproved', 'Decision Pending'] as const) {
      expect(approvalSuccessMessage(s)).toBe('Status Updated Successfully');
    }
  });
});
