import { canMovePostApproval, POST_APPROVAL_FIELDS } from '@sampark/domain/events/post-approval-rules';
import {
  ATTENDANCE_STATUSES,
  FINAL_APPROVED,
  INVITATION_STATUSES,
  NOT_INVITED,
  POST_APPROVAL_LISTS,
  type PostApprovalField,
  REGISTRATION_STATUSES,
} from '@sampark/domain/options/events';
import { eventFieldLabel, postApprovalValueLabel } from './history/event-status-labels';

/**
 * The post-approval screens' rules as data (seed 002 §2 "Post-approval screens", §4
 * "Post-approval"): which list a route shows, which buttons it offers, what the dialog offers
 * from a member's values, and the hub's country/state/district filter.
 */

export type PostApprovalList = (typeof POST_APPROVAL_LISTS)[number];

/** A member's three tracking values. */
export type PostApprovalValues = Record<PostApprovalField, number>;

/** Where every member starts (seed 002 §3): not invited, not registered, not attended. */
export const UNTRACKED: PostApprovalValues = { inv_status: NOT_INVITED, registered: 0, attended: 0 };

export const FIELD_OPTIONS = { inv_status: INVITATION_STATUSES, registered: REGISTRATION_STATUSES, attended: ATTENDANCE_STATUSES } as const;

/** 'Invitation', 'Registration', 'Attendance': the dialog's and the buttons' names of the fields. */
export const fieldLabel = (field: PostApprovalField): string => eventFieldLabel(field);

/** A field's every value for a select: the stored number as text, the name in the reader's language. */
export function fieldOptionData(field: PostApprovalField): { value: string; label: string }[] {
  return FIELD_OPTIONS[field].map((o) => ({ value: String(o.value), label: postApprovalValueLabel(field, o.value) }));
}

/** A row's values; a value the server left null reads as the starting one. */
export function valuesOf(row: Partial<Record<PostApprovalField, number | null>>): PostApprovalValues {
  return {
    inv_status: row.inv_status ?? UNTRACKED.inv_status,
    registered: row.registered ?? UNTRACKED.registered,
    attended: row.attended ?? UNTRACKED.attended,
  };
}

/** The dialog's choices for a field: the current value and the moves of §4 from it, in the list's order. */
export function fieldOptions(field: PostApprovalField, current: number): { value: string; label: string }[] {
  return FIELD_OPTIONS[field]
    .filter((o) => o.value === current || canMovePostApproval(field, current, o.value))
    .map((o) => ({ value: String(o.value), label: postApprovalValueLabel(field, o.value) }));
}

/** The fields whose value differs from the member's: what the dialog's Submit would change. */
export function changedFields(current: PostApprovalValues, draft: PostApprovalValues): PostApprovalField[] {
  return POST_APPROVAL_FIELDS.filter((f) => draft[f] !== current[f]);
}

/** One button of a list: give the selected members this value of this field. */
export interface PostApprovalAction {
  field: PostApprovalField;
  value: number;
  label: string;
}

/**
 * The buttons for the selected rows: on a list, the moves of §4 from the list's value; the hub
 * (the 'All' list) offers all buttons, and the server refuses a member the move does not fit.
 */
export function listActions(list: PostApprovalList | null): PostApprovalAction[] {
  const actions = list ? POST_APPROVAL_LISTS.filter((l) => l.field === list.field && canMovePostApproval(list.field, list.value, l.value)) : POST_APPROVAL_LISTS;
  return actions.map(({ field, value }) => ({ field, value, label: postApprovalValueLabel(field, value) }));
}

/** Seed 002 §4: a role-4 user clicking a Final Approved row gets the post-approval dialog directly. */
export function opensPostApprovalDirectly(role: number, status: string): boolean {
  return role === 4 && status === FINAL_APPROVED;
}

/** The page of a list ('postapproval' is the hub), keeping the place filter of the query string. */
export function postApprovalPath(eventId: number, list: PostApprovalList | null, search = ''): string {
  return `/event/${eventId}/${list ? list.slug : 'postapproval'}${search}`;
}

// ---- the country, state and district filter (kept in the query string across the lists) ------

export interface PlaceFilter {
  country: string | null;
  state: string | null;
  district: string | null;
}

export type PlaceField = keyof PlaceFilter;

export function placeFilterOf(params: URLSearchParams): PlaceFilter {
  const get = (k: PlaceField) => params.get(k)?.trim() || null;
  return { country: get('country'), state: get('state'), district: get('district') };
}

/** The query string of a place filter ('' when empty), for the page's URL. */
export function placeSearch(place: PlaceFilter): string {
  const params = new URLSearchParams();
  for (const k of ['country', 'state', 'district'] as const) if (place[k]) params.set(k, place[k]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The members filter's place rules (a new country drops state and district; lists only where they exist). */
export { showsDistrict, showsState, withPlace } from '../members';
