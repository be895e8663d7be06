import type { MemberListRow } from '@sampark/domain/schemas/member-filter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type DownloadOptions } from '../../lib/api-client';

/**
 * The report calls (seed 002 §7; docs/api-conventions.md#reports): grouped reports answer
 * {"data": [{label, <figure>: number, ...}]}, the District Report and the Sampark Details Report
 * are paged. The exports download the server's streamed .xlsx files.
 */

export type ReportRow = { label: string; id?: number } & Record<string, string | number | undefined>;
const rowSchema = z.looseObject({ label: z.string() }).transform((r) => r as ReportRow);
const groupedSchema = z.object({ data: z.array(rowSchema) });
const pagedSchema = z.object({ data: z.array(rowSchema), count: z.number().int() });
const memberRow = z.custom<MemberListRow>((v) => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number', 'member row without an id');
const membersSchema = z.object({ data: z.object({ count: z.number().int(), count_capped: z.boolean().optional(), records: z.array(memberRow) }) });
export interface SamparkPage {
  count: number;
  count_capped?: boolean;
  records: MemberListRow[];
}

export type ReportBody = Record<string, unknown>;

/** POST api/report/{report} for a grouped report; `enabled` false waits (e.g. for a type). */
export function useGroupedReport(report: string, body: ReportBody, enabled = true) {
  return useQuery({
    queryKey: ['reports', report, body],
    queryFn: ({ signal }) => api.post(`/api/report/${report}`, { body, schema: groupedSchema, signal }).then((r) => r.data),
    enabled,
  });
}

export function useDistrictReport(body: ReportBody, skip: number, limit: number) {
  return useQuery({
    queryKey: ['reports', 'district_report', body, skip, limit],
    queryFn: ({ signal }) => api.post('/api/report/district_report', { body, query: { skip, limit }, schema: pagedSchema, signal }),
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
  return useQuery<SamparkPage>({
    queryKey: ['reports', 'sampark_details_report', body, params],
    queryFn: ({ signal }) => api.post('/api/report/sampark_details_report', { body, query: { ...params }, schema: membersSchema, signal }).then((r): SamparkPage => r.data),
    enabled: body.location_id !== undefined,
    placeholderData: keepPreviousData,
  });
}

type OnProgress = DownloadOptions['onProgress'];

export const exportDashboard = (report: string, body: ReportBody, onProgress?: OnProgress) =>
  api.download('/api/report/dashboard/export', { method: 'POST', body: { ...body, report }, filename: 'Dashboard.xlsx', onProgress });
export const exportDistrictReport = (body: ReportBody, onProgress?: OnProgress) =>
  api.download('/api/report/district_report/export', { method: 'POST', body, filename: 'District_Report.xlsx', onProgress });
export const exportSamparkDetails = (body: ReportBody, params: Pick<SamparkParams, 'orderby' | 'ordertype' | 'keyword'>, onProgress?: OnProgress) =>
  api.download('/api/report/sampark_details_report/export', { method: 'POST', body, query: { ...params }, filename: 'Sampark_Details_Report.xlsx', onProgress });
