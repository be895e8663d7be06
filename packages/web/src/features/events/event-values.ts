import type { EventCreate } from '@sampark/domain/schemas/events';
import { i18n } from '../../i18n/i18n';
import { formatDate } from '../../lib/dates';
import type { EventBody, EventRow } from './events-api';

/** The event form as the browser holds it: selects as id strings, dates 'YYYY-MM-DD', flags 0/1. */
export interface EventFormValues {
  name: string;
  location_id: string;
  type: string;
  description: string;
  date_from: string;
  date_to: string;
  remarks: string;
  connect_gsheet: 0 | 1;
  inactive: 0 | 1;
}

export const EMPTY_EVENT: EventFormValues = {
  name: '',
  location_id: '',
  type: '',
  description: '',
  date_from: '',
  date_to: '',
  remarks: '',
  connect_gsheet: 0,
  inactive: 0,
};

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

export function eventFormValues(event: EventRow): EventFormValues {
  return {
    name: event.name,
    location_id: String(event.location_id),
    type: String(event.type),
    description: event.description ?? '',
    date_from: event.date_from.slice(0, 10),
    date_to: event.date_to?.slice(0, 10) ?? '',
    remarks: event.remarks ?? '',
    connect_gsheet: flag(event.connect_gsheet),
    inactive: flag(event.inactive),
  };
}

/** Connect to Google Sheet is roles 1-2's (seed 002 §6): the others do not send it at all. */
export function eventBody(values: EventCreate, mayConnectSheet: boolean): EventBody {
  if (mayConnectSheet) return values;
  const { connect_gsheet: _sheet, ...rest } = values;
  return rest;
}

/** Date(s) column: one day, or 'from to to' (DD-MM-YYYY, seed 002 §9). */
export function eventDates(event: Pick<EventRow, 'date_from' | 'date_to'>): string {
  const from = formatDate(event.date_from);
  const to = formatDate(event.date_to);
  return !to || to === from ? from : i18n.t('events:list.dateRange', { from, to });
}

/** The form's messages for the list at its top (seed 002 §2: errors show at the top), each once. */
export function errorMessages(errors: Record<string, unknown>): string[] {
  const messages = Object.values(errors).filter((m): m is string => typeof m === 'string' && m !== '');
  return [...new Set(messages)];
}

/**
 * The location choices: the caller's locations, plus the event's own when it lies above them
 * (roles 3-4 may edit a state-level event; it keeps its location, docs/decisions/027).
 */
export function locationChoices(mine: readonly { id: number; name: string; label: string }[], current?: { id: number; name: string }) {
  const data = mine.map((l) => ({ value: String(l.id), label: l.label || l.name }));
  if (current && !mine.some((l) => l.id === current.id)) data.unshift({ value: String(current.id), label: current.name });
  return data;
}
