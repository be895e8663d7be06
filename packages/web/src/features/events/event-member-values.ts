import { type ApprovalStatus, FINAL_APPROVED, NOT_INVITED } from '@sampark/domain/options/events';
import { eventFieldLabel, postApprovalValueLabel } from './history/event-status-labels';
import { i18n } from '../../i18n/i18n';
import type { EventMemberRow } from './events-api';

/**
 * The count beside a list's title: "1,000+ members" when getmembers stopped counting
 * (`count_capped`: a scoped user or a member filter on a large event, docs/api-conventions.md#events).
 */
export function memberCountText(count: number, capped = false): string {
  const number = count.toLocaleString('en-IN');
  return capped ? i18n.t('events:members.countCapped', { number }) : i18n.t('events:members.count', { count, number });
}

/** The district column: "district, state, country" (seed 002 §2 "Event details screen"), blanks left out. */
export function placeText(row: Pick<EventMemberRow, 'district' | 'state' | 'country'>): string {
  return [row.district, row.state, row.country].filter((p) => p?.trim()).join(', ');
}

/** Age: the current year minus the birth year, blank unless greater than zero (seed 002 §2). */
export function ageOf(dob: string | null, today = new Date()): string {
  const year = Number(dob?.slice(0, 4));
  if (!dob || !Number.isInteger(year) || year <= 0) return '';
  const age = today.getFullYear() - year;
  return age > 0 ? String(age) : '';
}

/** The values a member starts with (seed 002 §3): not invited, not registered, not attended. */
const UNTRACKED = { inv_status: NOT_INVITED, registered: 0, attended: 0 } as const;

/**
 * The post approval column: the three tracking statuses by name. Tracking is for Final Approved
 * members (seed 002 §4), so for the others the column stays blank until something was tracked.
 */
export function postApprovalLines(row: Pick<EventMemberRow, 'status'> & Record<'inv_status' | 'registered' | 'attended', number | null>): Array<[string, string]> {
  const fields = ['inv_status', 'registered', 'attended'] as const;
  const tracked = fields.some((f) => row[f] !== null && row[f] !== UNTRACKED[f]);
  if (row.status !== FINAL_APPROVED && !tracked) return [];
  return fields.filter((f) => row[f] !== null).map((f) => [eventFieldLabel(f), postApprovalValueLabel(f, row[f])]);
}

/**
 * The rows a role should look at first (seed 002 §2 "Row highlight"): the district approver
 * (role 4) sees Info Pending highlighted, the final approver (role 3) Decision Pending.
 */
export function highlightedStatus(role: number): ApprovalStatus | null {
  if (role === 4) return 'Info Pending';
  if (role === 3) return 'Decision Pending';
  return null;
}
