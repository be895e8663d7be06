import { useQuery } from '@tanstack/react-query';
import type { TableQuery } from '../../components/data-table/data-table';
import { type EventFilterValues, eventFilterParams } from './event-filter-panel-values';
import { type EventMemberStatusFilter, eventMembersPageOptions, eventMembersParams } from './events-api';

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
  return useQuery(eventMembersPageOptions(filteredMembersParams(eventId, statuses, filter, query)));
}
