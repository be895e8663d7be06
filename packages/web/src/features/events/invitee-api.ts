import { eventMemberPageResponseSchema } from '@sampark/domain/schemas/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { api } from '../../lib/api-client';
import { type EventFilterValues, eventFilterParams } from './event-filter-panel-values';
import { EVENT_MEMBERS_KEY, type EventMemberStatusFilter, eventMembersParams } from './events-api';

/**
 * getmembers' query for one page of an event's members: the status dropdowns (or a status list's
 * status), the Filter Members panel, and the table's paging, sort and search (seed 002 §7).
 */
export function filteredMembersParams(eventId: number, statuses: EventMemberStatusFilter, filter: EventFilterValues, query: TableQuery) {
  return { ...eventMembersParams(eventId, statuses, query), ...eventFilterParams(filter) };
}

/**
 * POST api/event/getmembers for the event details screen, the invitees list, the eight status
 * lists and the older approval screen. Under EVENT_MEMBERS_KEY, so an approval refreshes them all.
 */
export function useFilteredEventMembers(eventId: number, statuses: EventMemberStatusFilter, filter: EventFilterValues, query: TableQuery) {
  const params = filteredMembersParams(eventId, statuses, filter, query);
  return useQuery({
    queryKey: [...EVENT_MEMBERS_KEY, params],
    queryFn: async ({ signal }) => api.post('/api/event/getmembers', { query: params, schema: eventMemberPageResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}
