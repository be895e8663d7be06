import {
  EVENT_DASHBOARD_EXPORT_FILE,
  type LocationAccessRow,
  type UserAccessRow,
  USERS_EXPORT_FILE,
} from '@sampark/domain/schemas/other-reports';
import { MAX_PAGE_LIMIT } from '@sampark/domain/schemas/member-filter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TableQuery } from '../../components/data-table/data-table';
import { api, type DownloadOptions, type QueryParams } from '../../lib/api-client';
import type { ReportRow } from './member-report-api';
import type { UserAccessParams } from './report-links';

/**
 * The calls of the user, location, status and event dashboard reports (seed 002 §7;
 * docs/api-conventions.md#reports): grouped reports answer `{data: [{label, <column>: n}]}`, the access reports a page
 * and its count.
 */

const reportSchema = z.object({ data: z.array(z.object({ label: z.string() }).catchall(z.union([z.string(), z.number()]))) });
const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), count: z.number().int() });

const userAccessRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    mobile_no: z.string(),
    role: z.number().int(),
    role_name: z.string(),
    active: z.number().int(),
    locations: z.string(),
    last_login_date: z.string().nullable(),
    days_since: z.number().int().nullable(),
  })
  .loose();
const locationAccessRowSchema = z.object({ id: z.number().int(), location: z.string(), active: z.number(), inactive: z.number() });
const eventsSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() }).loose()) });

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
    queryKey: ['reports', 'user_access', params, query.pageIndex, query.pageSize],
    queryFn: ({ signal }) => pagedQuery<UserAccessRow>('/api/report/user_access', pageOf(userAccessRowSchema) as never, params, query, signal),
    placeholderData: keepPreviousData,
  });
}

export const exportUsers = (params: UserAccessParams, onProgress?: DownloadOptions['onProgress']) =>
  api.download('/api/report/user_access/export', { query: params, filename: USERS_EXPORT_FILE, onProgress });

export function useLocationAccess(keyword: string, query: TableQuery) {
  const params = { keyword: keyword.trim() || undefined };
  return useQuery({
    queryKey: ['reports', 'location_access', params, query.pageIndex, query.pageSize],
    queryFn: ({ signal }) => pagedQuery<LocationAccessRow>('/api/report/location_access', pageOf(locationAccessRowSchema) as never, params, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The Status Report: approval statuses by event (event_id narrows to one). */
export function useEventApprovals(eventId: string | null) {
  const body = { event_id: eventId ?? undefined };
  return useQuery({
    queryKey: ['reports', 'event_approvals', body],
    queryFn: async ({ signal }) => (await api.post('/api/report/event_approvals', { body, schema: reportSchema, signal })).data as ReportRow[],
  });
}

/** The events the caller may manage, for the Status Report's filter. */
export function useEventChoices() {
  return useQuery({
    queryKey: ['events', 'lookup'],
    queryFn: async ({ signal }) => (await api.get('/api/events', { schema: eventsSchema, signal })).data,
    staleTime: 60_000,
  });
}

export type DashboardTab = 'invitees' | 'registrations' | 'attendees';

/** The event dashboard: invitees call api/invitees/{event}/report, the other tabs api/registrations/{event}/report. */
export function useEventDashboardReport(eventId: number, tab: DashboardTab, type: string) {
  const path = tab === 'invitees' ? `/api/invitees/${eventId}/report` : `/api/registrations/${eventId}/report`;
  return useQuery({
    queryKey: ['reports', 'event_dashboard', eventId, tab, type],
    queryFn: async ({ signal }) => (await api.post(path, { body: { type, event_id: eventId }, schema: reportSchema, signal })).data as ReportRow[],
  });
}

export const exportEventDashboard = (eventId: number, onProgress?: DownloadOptions['onProgress']) =>
  api.download(`/api/report/event_dashboard/${eventId}/export`, { filename: EVENT_DASHBOARD_EXPORT_FILE, onProgress });
