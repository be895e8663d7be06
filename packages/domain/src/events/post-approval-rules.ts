import {
  ATTENDANCE_STATUSES,
  FINAL_APPROVED,
  INVITATION_STATUSES,
  type PostApprovalField,
  REGISTRATION_STATUSES,
} from '../options/events';
import { labelOf } from '../options/option';

/**
 * Post-approval tracking (seed 002 §4 "Post-approval (only for Final Approved members)"). Each
 * field moves on its own; a value equal to the current one is no change (the dialog sends all
 * three fields), anything else must be one of these moves.
 */
type Moves = Readonly<Record<number, readonly number[]>>;

export const POST_APPROVAL_MOVES: Readonly<Record<PostApprovalField, Moves>> = {
  // From Not Invited: In Person, Over Phone or Not Coming; from any invited state back to Not Invited.
  inv_status: { 10: [20, 30, 40], 20: [10], 30: [10], 40: [10] },
  // Registered to Not Registered or Cancelled; Not Registered or Cancelled to Registered.
  registered: { 1: [0, 2], 0: [1], 2: [1] },
  // Attended and Not Attended switch to each other.
  attended: { 1: [0], 0: [1] },
};

export const POST_APPROVAL_FIELDS = ['inv_status', 'registered', 'attended'] as const satisfies readonly PostApprovalField[];

export function canMovePostApproval(field: PostApprovalField, from: number, to: number): boolean {
  return POST_APPROVAL_MOVES[field][from]?.includes(to) ?? false;
}

/** Only Final Approved members are tracked after approval. */
export function isTrackedAfterApproval(status: string): boolean {
  return status === FINAL_APPROVED;
}

const OPTIONS = { inv_status: INVITATION_STATUSES, registered: REGISTRATION_STATUSES, attended: ATTENDANCE_STATUSES } as const;

/** The option values a field accepts. */
export function postApprovalValues(field: PostApprovalField): number[] {
  return OPTIONS[field].map((o) => o.value);
}

/** A history value as the screens name it ('20' -> 'Invited In Person'); approval statuses are their own names. */
export function eventHistoryLabel(field: string, value: string | number | null): string {
  if (value === null) return '';
  return field in OPTIONS ? labelOf(OPTIONS[field as PostApprovalField], value, String(value)) : String(value);
}

/** The history's field names as the screens show them. */
export const EVENT_HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Approval',
  inv_status: 'Invitation',
  registered: 'Registration',
  attended: 'Attendance',
};
