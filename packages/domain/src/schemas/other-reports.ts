import { z } from 'zod';
import { EVENT_DASHBOARD_REPORTS } from '../options/events';
import { isBlank, numberOrBlank } from './fields';
import { filterShape } from './filter-fields';
import { END_BEFORE_START, MAX_PAGE_LIMIT } from './member-filter';

/**
 * The user, location, organisation and event reports and the event dashboard (seed 002 §2
 * "Reports and dashboards", "Event dashboard", §7, §9; docs/api-conventions.md#reports;
 * docs/decisions/042-user-and-event-reports.md).
 */

/** Groups with no value (docs/api-conventions.md#reports). */
export const NOT_SET = 'Not Set';
/** Dashboard user report 'Login': users not logged in for over this many days (seed 002 §9). */
export const LOGIN_STALE_DAYS = 180;

export const USER_REPORT_TYPES = ['Active', 'Login', 'Never Logged In'] as const;
export const EVENT_REPORT_TYPES = ['Approval Status', 'Post Approval Status', 'Event Type'] as const;
export const INVITEE_REPORT_TYPES = EVENT_DASHBOARD_REPORTS.invitees;
/** `api/registrations/{event}/report` serves the registrations tab and the attendees tab. */
export const REGISTRATION_REPORT_TYPES = ['Statewise', ...EVENT_DASHBOARD_REPORTS.attendees] as const;

export const USER_ACCESS_PAGE_SIZES = [10, 25, 50, 100] as const; // and All
export const LOCATION_ACCESS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const STATUS_REPORT_PAGE_SIZES = [5, 10, 25, 50, 100] as const;

export const USERS_EXPORT_FILE = 'users.xlsx';
export const EVENT_DASHBOARD_EXPORT_FILE = 'Event_Dashboard.xlsx';

export const REPORT_TYPE_REQUIRED = 'Please select the type of report.';
export const INVALID_FLAG = 'The value must be 0 or 1.';
const ENTER_A_NUMBER = 'Please enter a number.';

/** One row of a grouped report: its label and numeric columns (docs/api-conventions.md#reports). */
export type ReportRow = { label: string } & Record<string, string | number>;
export interface ReportResponse {
  data: ReportRow[];
}

const reportType = <T extends readonly [string, ...string[]]>(types: T) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(types, { error: REPORT_TYPE_REQUIRED }));

/** The report filter object (seed 002 §3) plus `type`. */
function reportBody<T extends readonly [string, ...string[]]>(types: T) {
  return z
    .object({ ...filterShape(), type: reportType(types) })
    .refine((f) => !f.start_date || !f.end_date || f.end_date >= f.start_date, { path: ['end_date'], message: END_BEFORE_START });
}

export const userStatsSchema = reportBody(USER_REPORT_TYPES);
export const orgStatsSchema = z.object({ ...filterShape() });
export const eventStatsSchema = reportBody(EVENT_REPORT_TYPES);
/** The Status Report: approval statuses by event, for the report filter (event_id narrows to one). */
export const eventApprovalsSchema = z.object({ ...filterShape() });
/** The event dashboard: `type, event_id` (seed 002 §7); the path's event is the one reported. */
export const inviteeReportSchema = z.object({ type: reportType(INVITEE_REPORT_TYPES), event_id: z.unknown().optional() });
export const registrationReportSchema = z.object({ type: reportType(REGISTRATION_REPORT_TYPES), event_id: z.unknown().optional() });

export type UserStatsBody = z.infer<typeof userStatsSchema>;
export type EventStatsBody = z.infer<typeof eventStatsSchema>;
export type ReportFilterBody = z.infer<typeof orgStatsSchema>;

const flag = z.preprocess(numberOrBlank, z.number({ error: INVALID_FLAG }).int(INVALID_FLAG).min(0, INVALID_FLAG).max(1, INVALID_FLAG).optional());
const skip = z.preprocess(numberOrBlank, z.number({ error: ENTER_A_NUMBER }).int(ENTER_A_NUMBER).min(0, ENTER_A_NUMBER).max(2_147_483_647, ENTER_A_NUMBER).default(0));
/** No limit = every row ("All"); capped at 5000 (docs/api-conventions.md#sorting-and-paging). */
const limit = z.preprocess(numberOrBlank, z.number({ error: ENTER_A_NUMBER }).int(ENTER_A_NUMBER).min(1, ENTER_A_NUMBER).max(MAX_PAGE_LIMIT, ENTER_A_NUMBER).optional());
const keyword = z.preprocess((v) => (isBlank(v) ? undefined : v), z.string().trim().max(100).optional());

export const INVALID_ROLE = 'Please select a valid role.';
const role = z.preprocess(numberOrBlank, z.number({ error: INVALID_ROLE }).int(INVALID_ROLE).min(1, INVALID_ROLE).max(5, INVALID_ROLE).optional());

/**
 * The User Access Report's filter: `never_logged_in` (seed 002 §2) and, for a dashboard user
 * report row's drill-down (docs/decisions/047), `role`, `active` and `stale_login` (the 'Login'
 * type's last login over LOGIN_STALE_DAYS ago).
 */
const userAccessFilter = { never_logged_in: flag, role, active: flag, stale_login: flag };

/** `GET api/report/user_access?never_logged_in&role&active&stale_login&skip&limit` */
export const userAccessQuerySchema = z.object({ ...userAccessFilter, skip, limit });
export const userAccessExportQuerySchema = z.object(userAccessFilter);
export type UserAccessQuery = z.infer<typeof userAccessQuerySchema>;
export type UserAccessFilter = z.infer<typeof userAccessExportQuerySchema>;

/** `GET api/report/location_access?keyword&skip&limit` */
export const locationAccessQuerySchema = z.object({ keyword, skip, limit });
export type LocationAccessQuery = z.infer<typeof locationAccessQuerySchema>;

export interface UserAccessRow {
  id: number;
  name: string;
  email: string | null;
  mobile_no: string;
  role: number;
  role_name: string;
  active: number;
  locations: string;
  last_login_date: string | null;
  /** null: never logged in */
  days_since: number | null;
}

export interface LocationAccessRow {
  id: number;
  location: string;
  active: number;
  inactive: number;
}

export interface PagedResponse<T> {
  data: T[];
  count: number;
}
