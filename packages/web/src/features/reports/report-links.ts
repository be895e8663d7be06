import { POST_APPROVAL_LISTS, slugOfApprovalStatus } from '@sampark/domain/options/events';
import { ROLE_OPTIONS } from '@sampark/domain/roles';
import { membersListUrl } from '../../lib/report-drilldown';
import type { ReportRow } from './member-report-api';

/**
 * Where a row or a figure of the user and event reports leads (issue 17 "a click on a report
 * row opens the list behind it"; docs/decisions/047): each link opens a list whose count is the
 * figure. Rows no list can show exactly (event types, registrations by state, attendees) have none.
 */

/** An event's status list (/event/{id}/new ...) or its post-approval list (/event/{id}/registered ...) named by a column. */
export function eventListHref(eventId: unknown, column: string): string | undefined {
  if (typeof eventId !== 'number') return undefined;
  const slug = slugOfApprovalStatus(column) ?? POST_APPROVAL_LISTS.find((l) => l.label === column)?.slug;
  return slug && `/event/${eventId}/${slug}`;
}

/** The User Access Report's drill-down filter (its URL parameters), read back by the report. */
export const USER_ACCESS_PARAMS = ['role', 'active', 'stale_login', 'never_logged_in'] as const;
export type UserAccessParams = Partial<Record<(typeof USER_ACCESS_PARAMS)[number], number>>;

/** What a userstats figure counts (server: user-report.ts typeCondition), as User Access Report parameters. */
export function userReportParams(type: string, row: ReportRow, figure?: string): UserAccessParams | undefined {
  const role = ROLE_OPTIONS.find((r) => r.label === row.label)?.value;
  if (role === undefined) return undefined;
  if (type === 'Active') return figure === undefined ? { role } : { role, active: figure === 'Inactive' ? 0 : 1 };
  if (type === 'Login') return { role, active: 1, stale_login: 1 };
  if (type === 'Never Logged In') return { role, active: 1, never_logged_in: 1 };
  return undefined;
}

export function userAccessHref(params: UserAccessParams | undefined): string | undefined {
  if (!params) return undefined;
  return `/reports/user_access?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
}

/** The drill-down parameters in a User Access Report URL; unknown or non-numeric ones are left out. */
export function userAccessParamsOf(search: string): UserAccessParams {
  const query = new URLSearchParams(search);
  const out: UserAccessParams = {};
  for (const key of USER_ACCESS_PARAMS) {
    const value = query.get(key);
    if (value !== null && /^\d+$/.test(value)) out[key] = Number(value);
  }
  return out;
}

/** An organization's row: the members list filtered by it (orgstats counts as the members list does). */
export const organizationHref = (row: ReportRow) => (typeof row.id === 'number' ? membersListUrl({ organization_id: row.id }) : undefined);
