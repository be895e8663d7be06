import { type ApprovalStatus, OLDER_APPROVAL_ACTIONS } from '../options/events';
import { isAdminLevel } from '../roles';
import { allowedNextStatuses } from './approval-rules';

/**
 * The older approval screen, /event/{event}/approvemembers (seed 002 §4 "Older approval screen"):
 * "It is shown to role 4 (New members) and role 3 (First Approved members); roles 1 and 2 see
 * all." Its buttons carry the older names (OLDER_APPROVAL_ACTIONS).
 */

export type OlderApprovalAction = (typeof OLDER_APPROVAL_ACTIONS)[number];

/**
 * The members the screen lists for `role`: one approval status, `null` for every member
 * (roles 1-2), `undefined` for a role the screen is not shown to.
 */
export function olderApprovalListStatus(role: number): ApprovalStatus | null | undefined {
  if (isAdminLevel(role)) return null;
  if (role === 4) return 'New';
  if (role === 3) return 'First Approved';
  return undefined;
}

/**
 * The buttons `role` gets there: roles 1-2 all six; roles 3 and 4 those their table of §4 allows
 * from the status they are shown ("Role 4 ... can First Approve, Reject"; "Role 3 ... can Final
 * Approve, Final Disapprove, Info Pending and Decision Pending"). The server checks each member.
 */
export function olderApprovalActions(role: number): OlderApprovalAction[] {
  const listed = olderApprovalListStatus(role);
  if (listed === undefined) return [];
  if (listed === null) return [...OLDER_APPROVAL_ACTIONS];
  const allowed = allowedNextStatuses(role, listed);
  return OLDER_APPROVAL_ACTIONS.filter((a) => allowed.includes(a.status));
}
