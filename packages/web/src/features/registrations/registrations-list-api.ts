import type { RegistrationView } from '@sampark/domain/options/events';
import {
  REGISTRATION_SORT_COLUMNS,
  REGISTRATIONS_EXPORT_FILE,
  registrationBulkResponseSchema,
  type RegistrationColumnKey,
  registrationPageResponseSchema,
  registrationViewParams,
} from '@sampark/domain/schemas/registrations-list';
import type { RegistrationBulkStatus } from '@sampark/domain/options/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';
import { eventQueryOptions } from '../events';

/** Every query of the registrations screens: a status change refreshes them all. */
export const REGISTRATIONS_LIST_KEY = ['registrations', 'list'] as const;

export type { RegistrationListRow as RegistrationRow } from '@sampark/domain/schemas/registrations-list';

/** The All Filters dialog's choices; blank is "any". */
export interface RegistrationFilter {
  attendee_type: string[];
  status: string[];
  country: string | null;
  state: string | null;
  district: string | null;
  profession_id: string[];
  start_date: string | null;
  end_date: string | null;
}

export const NO_REGISTRATION_FILTER: RegistrationFilter = {
  attendee_type: [],
  status: [],
  country: null,
  state: null,
  district: null,
  profession_id: [],
  start_date: null,
  end_date: null,
};

/** The table's sort as the server's orderby; unsorted is newest first. */
function sortOf(query: TableQuery): { orderby: RegistrationColumnKey; ordertype: 'asc' | 'desc' } {
  const column = query.sort?.id as RegistrationColumnKey | undefined;
  if (!column || !REGISTRATION_SORT_COLUMNS.includes(column)) return { orderby: 'id', ordertype: 'desc' };
  return { orderby: column, ordertype: query.sort!.direction };
}

/**
 * The view, the filter, the search and the sort as the call's parameters (the list and the export
 * send the same). A status chosen in All Filters narrows the view; in the Cancelled view the view wins.
 */
export function registrationParams(eventId: number, view: RegistrationView, filter: RegistrationFilter, query: TableQuery) {
  const fromView = registrationViewParams(view);
  const join = (list: string[]) => (list.length ? list.join(',') : undefined);
  return {
    event_id: eventId,
    relationship: fromView.relationship,
    status: fromView.status ?? join(filter.status),
    attendee_type: join(filter.attendee_type),
    country: filter.country ?? undefined,
    state: filter.state ?? undefined,
    district: filter.district ?? undefined,
    profession_id: join(filter.profession_id),
    start_date: filter.start_date ?? undefined,
    end_date: filter.end_date ?? undefined,
    keyword: query.search.trim() || undefined,
    ...sortOf(query),
  };
}

/** GET api/registrations/event: one page and the count (server paging, 10/25/50/100). */
export function useRegistrationsPage(eventId: number, view: RegistrationView, filter: RegistrationFilter, query: TableQuery) {
  const size = query.pageSize === 'All' ? 100 : query.pageSize;
  const params = { ...registrationParams(eventId, view, filter, query), skip: query.pageIndex * size, limit: size };
  return useQuery({
    queryKey: [...REGISTRATIONS_LIST_KEY, params],
    queryFn: async ({ signal }) => api.get('/api/registrations/event', { query: params, schema: registrationPageResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The event's name and dates for the heading (GET api/events/{id}). */
export function useRegistrationsEvent(eventId: number) {
  return useQuery(eventQueryOptions(eventId));
}

/** POST api/registrations/bulkupdate: the server's message. */
export async function updateRegistrationStatus(eventId: number, ids: number[], status: RegistrationBulkStatus): Promise<string> {
  return (await api.post('/api/registrations/bulkupdate', { body: { event_id: eventId, registrations: ids, status }, schema: registrationBulkResponseSchema })).message;
}

/** Export To Excel: the whole list of the screen's view and filter, streamed by the server. */
export function exportRegistrations(eventId: number, view: RegistrationView, filter: RegistrationFilter, query: TableQuery): Promise<string> {
  return api.download('/api/registrations/export', { query: registrationParams(eventId, view, filter, query), filename: REGISTRATIONS_EXPORT_FILE });
}
