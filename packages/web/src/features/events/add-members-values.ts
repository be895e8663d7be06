import type { NotAdded, RequiredForEvent } from '@sampark/domain/events/add-members-rules';
import { fieldsOf } from '@sampark/domain/schemas/filter-fields';
import type { MemberFilterInput } from '@sampark/domain/schemas/member-filter';
import { requiredFieldLabel } from './history/event-status-labels';
import { type FieldsOf, type FilterValuesOf, emptyFilterOf, fieldsBody } from '../members';
import { i18n } from '../../i18n/i18n';

/**
 * The add-members screen's filter panel (seed 002 §2 "Add members to event": the fields of the
 * domain's table marked addMembers) and the words of its result dialog.
 */
export type AddMembersField = FieldsOf<'addMembers'>;
export type AddMembersFilter = FilterValuesOf<AddMembersField>;

export const ADD_MEMBERS_FIELDS = fieldsOf('addMembers') as AddMembersField[];
export const EMPTY_ADD_MEMBERS_FILTER: AddMembersFilter = emptyFilterOf(ADD_MEMBERS_FIELDS);

/** The panel's multi-selects and selects besides place and events, in the table's order. */
export const PLAIN_FIELDS = ADD_MEMBERS_FIELDS.filter(
  (f) => !['location_id', 'include_sublocation', 'country', 'state', 'district', 'event_id_filter', 'event_status_filter'].includes(f),
);

/**
 * The body of POST api/filter?extrainfo=1 (and api/search): the set fields and the event the
 * rows are checked against. The event status filter means nothing without its event.
 */
export function addMembersBody(values: AddMembersFilter, eventId: number): MemberFilterInput {
  const body = fieldsBody(ADD_MEMBERS_FIELDS, values);
  if (body.event_id_filter === undefined) delete body.event_status_filter;
  return { ...body, event_id: eventId } as MemberFilterInput;
}

/** The event status select shows only while an event is chosen (as on the event details screen). */
export function withEventFilter(values: AddMembersFilter, eventId: string | null): AddMembersFilter {
  return { ...values, event_id_filter: eventId, event_status_filter: eventId ? values.event_status_filter : null };
}

export const missingText = (missing: readonly RequiredForEvent[]) => missing.map(requiredFieldLabel).join(', ');

/** Why one member was not added, as the result dialog says it (docs/api-conventions.md#events reasons). */
export function notAddedText(n: NotAdded): string {
  if (n.reason === 'incomplete') return i18n.t('events:addMembers.missing', { fields: missingText(n.missing ?? []) });
  if (n.reason === 'already added') return i18n.t('events:addMembers.alreadyAdded');
  return i18n.t('events:addMembers.outside');
}
