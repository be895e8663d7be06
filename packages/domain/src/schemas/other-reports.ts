import { z } from 'zod';
import { APPROVAL_STATUSES, ATTENDANCE_STATUSES, EVENT_DASHBOARD_REPORTS, INVITATION_STATUSES, REGISTRATION_STATUSES } from '../options/events';
import { isBlank, numberOrBlank } from './fields';
import { filterShape } from './filter-fields';
import { END_BEFORE_START, MAX_PAGE_LIMIT } from './member-filter';
import { dataResponseSchema, nullableText, pageResponseSchema, recordId } from './responses';

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

/**
 * One row of a grouped report as a table or chart shows it: its label and numeric columns
 * (docs/api-conventions.md#reports). Every report's own row schema below is one of these.
 */
export type ReportRow = { label: string; id?: number } & Record<string, string | number | undefined>;

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

export const userAccessRowSchema = z.object({
  id: recordId,
  name: z.string(),
  email: nullableText,
  mobile_no: z.string(),
  role: z.number().int(),
  role_name: z.string(),
  active: z.number().int(),
  locations: z.string(),
  last_login_date: nullableText,
  /** null: never logged in */
  days_since: z.number().int().nullable(),
});
export type UserAccessRow = z.infer<typeof userAccessRowSchema>;
/** GET api/report/user_access: one page of users and their count. */
export const userAccessResponseSchema = pageResponseSchema(userAccessRowSchema);

export const locationAccessRowSchema = z.object({ id: recordId, location: z.string(), active: z.number().int(), inactive: z.number().int() });
export type LocationAccessRow = z.infer<typeof locationAccessRowSchema>;
/** GET api/report/location_access: one page of locations and their count. */
export const locationAccessResponseSchema = pageResponseSchema(locationAccessRowSchema);

// ---- the grouped reports' answers ----------------------------------------------------------------
// Each report's columns are fixed by its type (a status list of the domain), so each row shape is
// written out; a report answering several types answers one of them per row.

const figure = z.number().int();
/** `{column: figure}` for each of `columns`. */
function figures<const K extends string>(columns: readonly K[]) {
  return Object.fromEntries(columns.map((c) => [c, figure])) as { [P in K]: typeof figure };
}
const labelsOf = <L extends string>(list: readonly { label: L }[]) => list.map((s) => s.label);

/** The post-approval columns: invitation, registration and attendance of Final Approved members. */
export const POST_APPROVAL_COLUMNS = [...labelsOf(INVITATION_STATUSES), ...labelsOf(REGISTRATION_STATUSES), ...labelsOf(ATTENDANCE_STATUSES)];
/** The event dashboard's invitee columns (Final Approved members by invitation). */
export const INVITEE_POST_COLUMNS = ['Members', 'Registered', 'Not Registered', 'Cancelled', 'Attended', 'Not Attended'] as const;
export const STATEWISE_COLUMNS = ['Delegates', 'Accompanying Personnel', 'Cancelled'] as const;

/** A group and how many it holds. */
export const countRowSchema = z.object({ label: z.string(), count: figure });

/** POST api/report/userstats: 'Active' counts Active and Inactive users by role, the other types a count. */
export const userActiveRowSchema = z.object({ label: z.string(), Active: figure, Inactive: figure });
export const userStatsResponseSchema = dataResponseSchema(z.array(z.union([userActiveRowSchema, countRowSchema])));
export type UserStatsRow = z.infer<typeof userStatsResponseSchema>['data'][number];

/** POST api/report/orgstats: members per organization (`id` is the organization, its drill-down). */
export const orgStatsRowSchema = z.object({ label: z.string(), id: recordId, count: figure });
export type OrgStatsRow = z.infer<typeof orgStatsRowSchema>;
export const orgStatsResponseSchema = dataResponseSchema(z.array(orgStatsRowSchema));

/** An event's members by approval status (`id` is the event). */
export const eventApprovalRowSchema = z.object({ label: z.string(), id: recordId, ...figures(APPROVAL_STATUSES) });
/** An event's Final Approved members by invitation, registration and attendance. */
export const eventPostApprovalRowSchema = z.object({ label: z.string(), id: recordId, ...figures(POST_APPROVAL_COLUMNS) });
/** An event type: its events and their members. */
export const eventTypeRowSchema = z.object({ label: z.string(), Events: figure, Members: figure });
/** POST api/report/eventstats: one row shape per type (Approval Status, Post Approval Status, Event Type). */
export const eventStatsResponseSchema = dataResponseSchema(z.array(z.union([eventApprovalRowSchema, eventPostApprovalRowSchema, eventTypeRowSchema])));
export type EventStatsRow = z.infer<typeof eventStatsResponseSchema>['data'][number];

/** POST api/report/event_approvals (the Status Report): as 'Approval Status', the event's id as `event_id` for its link. */
export const statusReportRowSchema = z.object({ label: z.string(), event_id: recordId, ...figures(APPROVAL_STATUSES) });
export type StatusReportRow = z.infer<typeof statusReportRowSchema>;
export const statusReportResponseSchema = dataResponseSchema(z.array(statusReportRowSchema));

/** POST api/invitees/{event}/report: by approval status (a count) or, Final Approved members, by invitation. */
export const inviteePostRowSchema = z.object({ label: z.string(), ...figures(INVITEE_POST_COLUMNS) });
export const inviteeReportResponseSchema = dataResponseSchema(z.array(z.union([inviteePostRowSchema, countRowSchema])));
export type InviteeReportRow = z.infer<typeof inviteeReportResponseSchema>['data'][number];

/** POST api/registrations/{event}/report: 'Statewise' registrations by state, the attendees' types a count. */
export const statewiseRowSchema = z.object({ label: z.string(), ...figures(STATEWISE_COLUMNS) });
export const registrationReportResponseSchema = dataResponseSchema(z.array(z.union([statewiseRowSchema, countRowSchema])));
export type RegistrationReportRow = z.infer<typeof registrationReportResponseSchema>['data'][number];
