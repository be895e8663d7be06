import { districtReportResponseSchema, memberReportResponseSchema, samparkDetailsResponseSchema, type SamparkDetailsResponse } from '@sampark/domain/schemas/member-reports';
import { eventStatsResponseSchema, orgStatsResponseSchema, type ReportRow, userStatsResponseSchema } from '@sampark/domain/schemas/other-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DownloadOptions } from '../../lib/api-client';

/**
 * The report calls (seed 002 §7; docs/api-conventions.md#reports): grouped reports answer
 * {"data": [{label, <figure>: number, ...}]}, the District Report and the Sampark Details Report
 * are paged. The exports download the server's streamed .xlsx files. Each answer is checked with
 * the schema the server declares it with (decision 098).
 */

export type { ReportRow };
export type SamparkPage = SamparkDetailsResponse['data'];
export type ReportBody = Record<string, unknown>;

/** The grouped reports a dashboard tab or the Pending Report asks for, each with its answer's schema. */
const GROUPED_REPORTS = {
  memberstats: memberReportResponseSchema,
  pending_stats: memberReportResponseSchema,
  eventstats: eventStatsResponseSchema,
  userstats: userStatsResponseSchema,
  orgstats: orgStatsResponseSchema,
};
export type GroupedReportName = keyof typeof GROUPED_REPORTS;

/** Every report query's key starts with this. */
const REPORTS_KEY = ['reports'] as const;
/** The one key of each report endpoint (POST api/report/{report}, its page or its body). */
export const reportKeys = {
  grouped: (report: GroupedReportName, body: ReportBody) => [...REPORTS_KEY, report, body] as const,
  district: (body: ReportBody, skip: number, limit: number) => [...REPORTS_KEY, 'district_report', body, skip, limit] as const,
  samparkDetails: (body: ReportBody, params: SamparkParams) => [...REPORTS_KEY, 'sampark_details_report', body, params] as const,
};

/** POST api/report/{report} for a grouped report; `enabled` false waits (e.g. for a type). */
export function useGroupedReport(report: GroupedReportName, body: ReportBody, enabled = true) {
  return useQuery({
    queryKey: reportKeys.grouped(report, body),
    queryFn: async ({ signal }): Promise<ReportRow[]> => (await api.post(`/api/report/${report}`, { body, schema: GROUPED_REPORTS[report], signal })).data,
    enabled,
  });
}

export function useDistrictReport(body: ReportBody, skip: number, limit: number) {
  return useQuery({
    queryKey: reportKeys.district(body, skip, limit),
    queryFn: ({ signal }) => api.post('/api/report/district_report', { body, query: { skip, limit }, schema: districtReportResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface SamparkParams {
  skip: number;
  limit: number;
  orderby?: string;
  ordertype?: 'asc' | 'desc';
  keyword?: string;
}

/** The Sampark Details Report's page; nothing is asked without a location ('Please select location'). */
export function useSamparkDetails(body: ReportBody, params: SamparkParams) {
  return useQuery({
    queryKey: reportKeys.samparkDetails(body, params),
    queryFn: async ({ signal }): Promise<SamparkPage> =>
      (await api.post('/api/report/sampark_details_report', { body, query: { ...params }, schema: samparkDetailsResponseSchema, signal })).data,
    enabled: body.location_id !== undefined,
    placeholderData: keepPreviousData,
  });
}

type OnProgress = DownloadOptions['onProgress'];

export const exportDashboard = (report: GroupedReportName, body: ReportBody, onProgress?: OnProgress) =>
  api.download('/api/report/dashboard/export', { method: 'POST', body: { ...body, report }, filename: 'Dashboard.xlsx', onProgress });
export const exportDistrictReport = (body: ReportBody, onProgress?: OnProgress) =>
  api.download('/api/report/district_report/export', { method: 'POST', body, filename: 'District_Report.xlsx', onProgress });
export const exportSamparkDetails = (body: ReportBody, params: Pick<SamparkParams, 'orderby' | 'ordertype' | 'keyword'>, onProgress?: OnProgress) =>
  api.download('/api/report/sampark_details_report/export', { method: 'POST', body, query: { ...params }, filename: 'Sampark_Details_Report.xlsx', onProgress });
