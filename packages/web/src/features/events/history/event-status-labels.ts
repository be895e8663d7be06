import type { RequiredForEvent } from '@sampark/domain/events/add-members-rules';
import type { PostApprovalField } from '@sampark/domain/options/events';
import { i18n } from '../../../i18n/i18n';
import { optionLabel } from '../../../i18n/option-label';

/**
 * The shown names of the events' option values (issue 18). The domain's values stay what the
 * server stores and checks ('Final Approved', 20 ...); only what a person reads is translated,
 * from the `events` catalogue's value -> label maps. Outside React these read the language in
 * force: every screen that calls them also calls useTranslation('events'), which loads the
 * catalogue and re-renders the screen when the language changes.
 */
const read = (key: string, options: { returnObjects: true }): unknown => i18n.t(`events:${key}`, options);

/** 'First Approved' as the reader's language names it; a status the app does not know stays as sent. */
export function approvalStatusLabel(status: string): string {
  return optionLabel(read, 'approvalStatus', status);
}

/** A select's data for approval statuses: the value stays the status, the label is translated. */
export function approvalStatusData(statuses: readonly string[]): { value: string; label: string }[] {
  return statuses.map((s) => ({ value: s, label: approvalStatusLabel(s) }));
}

/** An approval button's label: 'Reject', 'First Approval' (seed 002 §4's older names), or the status it sets. */
export function approvalActionLabel(label: string): string {
  const action = optionLabel(read, 'approvalAction', label);
  return action !== label ? action : approvalStatusLabel(label);
}

/** 'Approval', 'Invitation', 'Registration', 'Attendance' (the history's and the tracking's field names). */
export function eventFieldLabel(field: string): string {
  return optionLabel(read, 'field', field);
}

/** A tracking value's name (20 -> 'Invited In Person'); an unknown value stays as sent. */
export function postApprovalValueLabel(field: PostApprovalField, value: number | string | null): string {
  return value === null ? '' : optionLabel(read, `postApprovalValue.${field}`, String(value));
}

/** A history value as the timeline names it: a tracking value's name, or the approval status. */
export function eventHistoryValueLabel(field: string, value: string | number | null): string {
  if (value === null) return '';
  if (field === 'inv_status' || field === 'registered' || field === 'attended') return postApprovalValueLabel(field, value);
  return field === 'status' ? approvalStatusLabel(String(value)) : String(value);
}

/** What a member lacks to be added to an event, as the add-members screen lists it. */
export function requiredFieldLabel(field: RequiredForEvent): string {
  return optionLabel(read, 'missingField', field);
}

/** The English catalogue's value -> label maps of `map` ({'20': 'Invited In Person'} ...). */
function englishMap(map: string): Record<string, unknown> {
  const labels = i18n.t(`events:${map}`, { lng: 'en', returnObjects: true });
  return labels && typeof labels === 'object' ? (labels as Record<string, unknown>) : {};
}

/**
 * A word inside a refused batch line ('Invitation: Invited In Person cannot be changed to Not
 * Invited: 12'), which the server writes in English: an approval status, a tracking field's name
 * or one of its values, in the reader's language. Any other text (the members' ids) stays as sent.
 */
export function refusalWordLabel(word: string): string {
  if (word in englishMap('approvalStatus')) return approvalStatusLabel(word);
  const fields = englishMap('field');
  const field = Object.keys(fields).find((key) => fields[key] === word);
  if (field) return eventFieldLabel(field);
  for (const [tracked, values] of Object.entries(englishMap('postApprovalValue'))) {
    const value = Object.keys(values as Record<string, unknown>).find((key) => (values as Record<string, unknown>)[key] === word);
    if (value !== undefined) return postApprovalValueLabel(tracked as PostApprovalField, value);
  }
  return word;
}
