import {
  EVENT_DASHBOARD_EXPORT_FILE,
  inviteeReportResponseSchema,
  locationAccessResponseSchema,
  registrationReportResponseSchema,
  type ReportRow,
  statusReportResponseSchema,
  userAccessResponseSchema,
  USERS_EXPORT_FILE,
} from '@sampark/domain/schemas/other-reports';
import { MAX_PAGE_LIMIT } from '@sampark/domain/schemas/member-filter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TableQuery } from '../../components/data-table/data-table';
import { api, type DownloadOptions, type QueryParams } from '../../lib/api-client';
import type { UserAccessParams } from './report-links';

/**
 * The calls of the user, location, status and event dashboard reports (seed 002 §7;
 * docs/api-conventions.md#reports): grouped reports answer `{data: [{label, <column>: n}]}`, the access reports a page
 * and its count; each answer is checked with the schema the server declares it with (decision 098).
 */

/** Every report query's key starts with this (member-report-api.ts's keys too). */
const REPORTS_KEY = ['reports'] as const;
/** The one key of each endpoint here. */
export const eventReportKeys = {
  userAccess: (params: UserAccessParams, query: TableQuery) => [...REPORTS_KEY, 'user_access', params, query.pageIndex, query.pageSize] as const,
  locationAccess: (params: { keyword?: string }, query: TableQuery) => [...REPORTS_KEY, 'location_access', params, query.pageIndex, query.pageSize] as const,
  eventApprovals: (body: { event_id?: string }) => [...REPORTS_KEY, 'event_approvals', body] as const,
  eventDashboard: (eventId: number, tab: DashboardTab, type: string) => [...REPORTS_KEY, 'event_dashboard', eventId, tab, type] as const,
};

/** skip/limit of a table page; 'All' pages through the API's 5,000-row cap. */
async function everyPage<T>(fetchPage: (skip: number, limit: number) => Promise<{ data: T[]; count: number }>) {
  const first = await fetchPage(0, MAX_PAGE_LIMIT);
  const data = [...first.data];
  while (data.length < first.count) {
    const next = await fetchPage(data.length, MAX_PAGE_LIMIT);
    if (!next.data.length) break;
    data.push(...next.data);
  }
  return { data, count: first.count };
}

function pagedQuery<T>(path: string, schema: z.ZodType<{ data: T[]; count: number }>, params: QueryParams, query: TableQuery, signal: AbortSignal) {
  const get = (skip: number, limit: number) => api.get(path, { query: { ...params, skip, limit }, schema, signal });
  if (query.pageSize === 'All') return everyPage(get);
  return get(query.pageIndex * query.pageSize, query.pageSize);
}

/** The report's filter: Never Logged In, and a dashboard user report row's drill-down (report-links.ts). */
export function useUserAccess(params: UserAccessParams, query: TableQuery) {
  return useQuery({
    queryKey: eventReportKeys.userAccess(params, query),
    queryFn: ({ signal }) => pagedQuery('/api/report/user_access', userAccessResponseSchema, params, query, signal),
    placeholderData: keepPreviousData,
  });
}

export const exportUsers = (params: UserAccessParams, onProgress?: DownloadOptions['onProgress']) =>
  api.download('/api/report/user_access/export', { query: params, filename: USERS_EXPORT_FILE, onProgress });

export function useLocationAccess(keyword: string, query: TableQuery) {
  const params = { keyword: keyword.trim() || undefined };
  return useQuery({
    queryKey: eventReportKeys.locationAccess(params, query),
    queryFn: ({ signal }) => pagedQuery('/api/report/location_access', locationAccessResponseSchema, params, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The Status Report: approval statuses by event (event_id narrows to one). */
export function useEventApprovals(eventId: string | null) {
  const body = { event_id: eventId ?? undefined };
  return useQuery({
    queryKey: eventReportKeys.eventApprovals(body),
    queryFn: async ({ signal }): Promise<ReportRow[]> => (await api.post('/api/report/event_approvals', { body, schema: statusReportResponseSchema, signal })).data,
  });
}

export type DashboardTab = 'invitees' | 'registrations' | 'attendees';

/** The event dashboard: invitees call api/invitees/{event}/report, the other tabs api/registrations/{event}/report. */
export function useEventDashboardReport(eventId: number, tab: DashboardTab, type: string) {
  const body = { type, event_id: eventId };
  return useQuery({
    queryKey: eventReportKeys.eventDashboard(eventId, tab, type),
    queryFn: async ({ signal }): Promise<ReportRow[]> =>
      tab === 'invitees'
        ? (await api.post(`/api/invitees/${eventId}/report`, { body, schema: inviteeReportResponseSchema, signal })).data
        : (await api.post(`/api/registrations/${eventId}/report`, { body, schema: registrationReportResponseSchema, signal })).data,
  });
}

export const exportEventDashboard = (eventId: number, onProgress?: DownloadOptions['onProgress']) =>
  api.download(`/api/report/event_dashboard/${eventId}/export`, { filename: EVENT_DASHBOARD_EXPORT_FILE, onProgress });
