import { z } from 'zod';
import { isBlank, numberOrBlank } from './fields';
import { type MemberFilterInput, memberFilterSchema, memberPageRowSchema, memberPageSchema } from './member-filter';
import { dataResponseSchema, pageResponseSchema, recordId } from './responses';

/**
 * The member reports (seed 002 §2 "Reports and dashboards", §9; docs/api-conventions.md#reports;
 * docs/decisions/041-member-reports.md): what each dashboard member report groups by, the
 * request bodies, the answers, and the members-list filter behind one row (the drill-down), so
 * the server, the screens and the tests agree on which members a figure counts.
 */

/** Groups with no value (docs/api-conventions.md#reports). */
export const NOT_SET = 'Not Set';
export const PLEASE_SELECT_LOCATION = 'Please select location';
export const INVALID_REPORT_TYPE = 'The selected type of report is invalid.';

export const MEMBER_REPORT_TYPES = [
  'Pending Sampark',
  'Contact Status',
  'Assigned',
  'Contact Details',
  'Data Completion',
  'Type of Entry',
  'Category',
  'Profession',
  'Grade',
  'Contact Response',
  'Participation Status',
] as const;
export type MemberReportType = (typeof MEMBER_REPORT_TYPES)[number];

/** Contact Details groups (which ways of reaching the member are recorded) and Data Completion (the four fields an event needs, seed 002 §4). */
export { CONTACT_DETAILS, DATA_COMPLETION } from './filter-fields';

const reportType = z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(MEMBER_REPORT_TYPES, { error: INVALID_REPORT_TYPE }));

/** POST api/report/memberstats: the report filter object plus `type`. */
export const memberStatsSchema = memberFilterSchema.and(z.object({ type: reportType }));
export type MemberStatsInput = MemberFilterInput & { type: MemberReportType };

/** One row: the group's label, its id where the group is a record (user, category...), its figure. */
export const memberReportRowSchema = z.object({
  label: z.string(),
  /** The grouped record's id (0 = Not Set), absent where the group is a text value; not a figure. */
  id: recordId.optional(),
  count: z.number().int(),
});
export type MemberReportRow = z.infer<typeof memberReportRowSchema>;
/** POST api/report/memberstats and api/report/pending_stats. */
export const memberReportResponseSchema = dataResponseSchema(z.array(memberReportRowSchema));
export type MemberReportResponse = z.infer<typeof memberReportResponseSchema>;

/** District Report row: the place, then the count by contact group. */
export const districtReportRowSchema = z.object({
  label: z.string(),
  state: z.string(),
  country: z.string(),
  count: z.number().int(),
  pending: z.number().int(),
  unsuccessful: z.number().int(),
  active: z.number().int(),
  passive: z.number().int(),
  spam: z.number().int(),
});
export type DistrictReportRow = z.infer<typeof districtReportRowSchema>;
/** POST api/report/district_report: one page of places; `count` is the number of places. */
export const districtReportResponseSchema = pageResponseSchema(districtReportRowSchema);
export type DistrictReportResponse = z.infer<typeof districtReportResponseSchema>;
export const DISTRICT_PAGE_SIZES = [100, 500, 1000, 3000, 5000] as const;
export const SAMPARK_PAGE_SIZES = [50, 100, 200, 500, 1000] as const;
export const PENDING_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DASHBOARD_PAGE_SIZE = 50;

const pageNumber = (fallback: number, max: number) =>
  z.preprocess((v) => (isBlank(v) ? undefined : numberOrBlank(v)), z.number().int().min(0).default(fallback).transform((n) => Math.min(n, max)));

/** ?skip&limit of the District Report (limit up to 5000, docs/api-conventions.md#sorting-and-paging). */
export const reportPageQuerySchema = z.object({ skip: pageNumber(0, Number.MAX_SAFE_INTEGER), limit: pageNumber(DISTRICT_PAGE_SIZES[0], 5000) });

/** The export of a dashboard tab: which report, and its body. */
export const DASHBOARD_REPORTS = ['memberstats', 'eventstats', 'userstats', 'orgstats'] as const;
export const dashboardExportSchema = z.looseObject({
  report: z.enum(DASHBOARD_REPORTS, { error: INVALID_REPORT_TYPE }),
});

/** A row whose label is Not Set stands for the members without a value. */
const valueOf = (label: string) => (label === NOT_SET ? NOT_SET : label);
const idOf = (row: MemberReportRow) => row.id ?? 0;

/**
 * The members-list filter fields (added to the report's own filter) that select exactly the
 * members one row counts. Undefined when a row cannot be narrowed so (none today).
 */
export function memberReportRowFilter(type: MemberReportType, row: MemberReportRow): Partial<MemberFilterInput> {
  switch (type) {
    case 'Pending Sampark':
      return { contact_group: ['Pending'], assigned_to: idOf(row) };
    case 'Assigned':
      return { assigned_to: idOf(row) };
    case 'Contact Status':
      return { contact_status: [valueOf(row.label)] };
    case 'Contact Response':
      return { contact_response: [valueOf(row.label)] };
    case 'Participation Status':
      return { participation: [valueOf(row.label)] };
    case 'Contact Details':
      return { contact_details: row.label };
    case 'Data Completion':
      return { data_completion: row.label };
    case 'Type of Entry':
      return { source: [valueOf(row.label)] };
    case 'Category':
      return { category: [idOf(row)] };
    case 'Profession':
      return { profession: [idOf(row)] };
    case 'Grade':
      return { grade: [valueOf(row.label)] };
  }
}

/** The filter of one Pending Report row (a location's pending members). */
export function pendingRowFilter(row: MemberReportRow): Partial<MemberFilterInput> {
  return { contact_group: ['Pending'], location_id: row.id, include_sublocation: false };
}

/** The filter of one District Report row, or undefined when a part of the place is not set. */
export function districtRowFilter(row: DistrictReportRow): Partial<MemberFilterInput> | undefined {
  if ([row.label, row.state, row.country].includes(NOT_SET)) return undefined;
  return { country: row.country, state: row.state, district: row.label };
}

/** The Sampark Details Report's filter: the members filter with a location (seed 002 §2). */
export const samparkDetailsSchema = memberFilterSchema.superRefine((f, ctx) => {
  if (f.location_id === undefined) ctx.addIssue({ code: 'custom', path: ['location_id'], message: PLEASE_SELECT_LOCATION });
});

/** POST api/report/sampark_details_report answers as POST api/filter: the members list's page and rows. */
export const samparkDetailsRowSchema = memberPageRowSchema;
export type SamparkDetailsRow = z.infer<typeof samparkDetailsRowSchema>;
export const samparkDetailsResponseSchema = memberPageSchema(samparkDetailsRowSchema);
export type SamparkDetailsResponse = z.infer<typeof samparkDetailsResponseSchema>;
