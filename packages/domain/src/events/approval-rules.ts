import { APPROVAL_STATUSES, type ApprovalStatus } from '../options/events';
import { isAdminLevel } from '../roles';

/**
 * The approval workflow of event members (seed 002 §4 "Approval workflow", docs/api-conventions.md#events).
 * The server decides every transition with `canSetStatus`; the screens offer what
 * `allowedNextStatuses` and `approvalButtons` return, so both read the same tables.
 */

type NextStatuses = Readonly<Record<ApprovalStatus, readonly ApprovalStatus[]>>;

/** Role 4, the district-level first approver: seed 002 §4 "Allowed next statuses", word for word. */
export const ROLE_4_NEXT_STATUSES: NextStatuses = {
  New: ['First Approved', 'First Disapproved'],
  'Info Pending': ['Info Updated'],
  'Info Updated': [],
  'First Approved': ['First Disapproved'],
  'First Disapproved': ['First Approved'],
  'Final Approved': [],
  'Final Disapproved': [],
  'Decision Pending': [],
};

const FINAL_DECISIONS = ['Final Approved', 'Final Disapproved', 'Info Pending', 'Decision Pending'] as const;

/** Role 3, the final approver: seed 002 §4 "Allowed next statuses", word for word. */
export const ROLE_3_NEXT_STATUSES: NextStatuses = {
  New: ['First Approved', 'First Disapproved', 'Final Approved', 'Final Disapproved'],
  'Info Updated': FINAL_DECISIONS,
  'First Approved': FINAL_DECISIONS,
  'First Disapproved': FINAL_DECISIONS,
  'Final Approved': ['Final Disapproved', 'Info Pending', 'Decision Pending'],
  'Final Disapproved': ['Final Approved', 'Info Pending', 'Decision Pending'],
  'Decision Pending': ['Final Approved', 'Final Disapproved', 'Info Pending'],
  'Info Pending': [],
};

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses `role` may give a member whose status is `from`. Roles 1-2 "see the full status
 * list" (seed 002 §4): every status, the current one included (re-saving it records a new
 * comment; docs/decisions/027-events-api.md). Role 5 has no events.
 */
export function allowedNextStatuses(role: number, from: string): readonly ApprovalStatus[] {
  if (isAdminLevel(role)) return APPROVAL_STATUSES;
  if (!isApprovalStatus(from)) return [];
  if (role === 3) return ROLE_3_NEXT_STATUSES[from];
  if (role === 4) return ROLE_4_NEXT_STATUSES[from];
  return [];
}

export function canSetStatus(role: number, from: string, to: string): boolean {
  return (allowedNextStatuses(role, from) as readonly string[]).includes(to);
}

/** The two approvals answer 'Member Approved Successfully', every other status 'Status Updated Successfully' (docs/api-conventions.md#approvals). */
export const MEMBER_APPROVED = 'Member Approved Successfully';
export const STATUS_UPDATED = 'Status Updated Successfully';

export function approvalSuccessMessage(status: ApprovalStatus): string {
  return status === 'First Approved' || status === 'Final Approved' ? MEMBER_APPROVED : STATUS_UPDATED;
}

// ---- the invitee status lists' buttons (the "older reading") ------------------------------------

export interface ApprovalButton {
  /** the status the button sets */
  status: ApprovalStatus;
  label: string;
  roles: readonly number[];
  /** the lists (by their status) the button is hidden on */
  hiddenOn?: readonly ApprovalStatus[];
  /** the only list the button shows on */
  onlyOn?: ApprovalStatus;
}

/**
 * Seed 002 §4, "Actions on selected members in a status list, by role and list (older reading)".
 * The server still checks each member with `canSetStatus` (issue 14: "the server decides per
 * member"); `approvalButtons` offers a button only where that check passes too.
 */
export const APPROVAL_BUTTONS: readonly ApprovalButton[] = [
  {
    status: 'First Approved',
    label: 'First Approved',
    roles: [1, 2, 3, 4],
    hiddenOn: ['First Approved', 'Final Approved', 'Info Updated', 'Final Disapproved', 'Decision Pending', 'Info Pending'],
  },
  { status: 'Final Approved', label: 'Final Approved', roles: [1, 2, 3], hiddenOn: ['Final Approved'] },
  {
    status: 'First Disapproved',
    label: 'Reject',
    roles: [4],
    hiddenOn: ['Final Approved', 'First Disapproved', 'Final Disapproved', 'Decision Pending', 'Info Pending'],
  },
  { status: 'Final Disapproved', label: 'Reject', roles: [1, 2, 3], hiddenOn: ['Final Disapproved'] },
  { status: 'Info Pending', label: 'Info Pending', roles: [1, 2, 3], hiddenOn: ['Info Pending'] },
  { status: 'Info Updated', label: 'Info Updated', roles: [4], onlyOn: 'Info Pending' },
  { status: 'Decision Pending', label: 'Decision Pending', roles: [1, 2, 3], hiddenOn: ['Decision Pending'] },
];

/**
 * The buttons `role` sees on the status list of `list`: those the older reading shows AND the
 * server accepts for a member of that status (issue 26 item 9). The older reading alone offered
 * buttons that always ended in "Nothing was changed" (role 4's Reject on Info Updated; role 3's
 * Info Pending on New, every button on Info Pending); decision 069.
 */
export function approvalButtons(role: number, list: ApprovalStatus): ApprovalButton[] {
  return APPROVAL_BUTTONS.filter(
    (b) =>
      b.roles.includes(role) &&
      !b.hiddenOn?.includes(list) &&
      (b.onlyOn === undefined || b.onlyOn === list) &&
      canSetStatus(role, list, b.status),
  );
}
