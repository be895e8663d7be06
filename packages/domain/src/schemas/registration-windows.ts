import { formatDate } from '../dates';
import { BOOK_LATER } from '../options/events';
import { isoDateOf } from './followups';

/**
 * The registration form's date windows (seed 002 §5 "Registration form", §9): each depends on
 * the event's dates and on today, so the server checks them when it knows the event, and the
 * form when it has loaded it. Dates are 'YYYY-MM-DD' calendar days; the seed gives the windows,
 * not their messages (docs/decisions/037-registration-form.md).
 */

/** DOB picker: min 1942-01-01, max today (seed 002 §5). */
export const DOB_MIN = '1942-01-01';
/** Stay days from 2 days before the event's start to 2 days after its end (seed 002 §9). */
export const STAY_DAYS_AROUND = 2;
/** Booking later is possible up to 7 days before the event starts (seed 002 §9). */
export const BOOKING_DEADLINE_DAYS = 7;

export interface EventDates {
  date_from: string;
  /** a one-day event may have none */
  date_to?: string | null;
}

/** What the windows are measured from: the event, and today in the organisation's calendar. */
export interface RegistrationContext {
  event: EventDates;
  today: string;
}

export interface DateWindow {
  from: string;
  to: string;
}

/** `iso` moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Every day of a window, first to last. */
export function daysOf(window: DateWindow): string[] {
  const days: string[] = [];
  for (let day = window.from; day <= window.to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

const startOf = (e: EventDates) => e.date_from.slice(0, 10);
const endOf = (e: EventDates) => (e.date_to || e.date_from).slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);

export function dobWindow(today: string): DateWindow {
  return { from: DOB_MIN, to: today };
}

export function stayWindow(event: EventDates): DateWindow {
  return { from: addDays(startOf(event), -STAY_DAYS_AROUND), to: addDays(endOf(event), STAY_DAYS_AROUND) };
}

/** From today to 7 days before the start; empty (from > to) once that day has passed. */
export function bookingWindow({ event, today }: RegistrationContext): DateWindow {
  return { from: today, to: addDays(startOf(event), -BOOKING_DEADLINE_DAYS) };
}

/** The chosen stay days, sorted; none chosen reads as the whole stay window. */
function stayBounds(event: EventDates, days: readonly string[]): DateWindow {
  const sorted = [...days].sort();
  return sorted.length ? { from: sorted[0], to: sorted[sorted.length - 1] } : stayWindow(event);
}

/** From the first stay day to the event's end. */
export function arrivalWindow(event: EventDates, days: readonly string[]): DateWindow {
  return { from: stayBounds(event, days).from, to: endOf(event) };
}

/** From the later of the arrival date and the event's start, to the last stay day. */
export function departureWindow(event: EventDates, days: readonly string[], arrival: string | null | undefined): DateWindow {
  const arrived = arrival && isoDateOf(arrival) ? arrival : startOf(event);
  return { from: later(arrived, startOf(event)), to: stayBounds(event, days).to };
}

export const inWindow = (day: string, w: DateWindow) => day >= w.from && day <= w.to;

/** '{label} must be between DD-MM-YYYY and DD-MM-YYYY'. */
export function dateWindowMessage(label: string, w: DateWindow): string {
  return `${label} must be between ${formatDate(w.from)} and ${formatDate(w.to)}`;
}

/** The booking window once it is empty: the event is less than 7 days away. */
export const BOOKING_TOO_LATE = 'Booking later is possible only up to 7 days before the event starts';

/** The departure window is empty when the last stay day is before the start or the arrival. */
export const DEPARTURE_AFTER_STAY = 'Departure date must be between the arrival date and the last day of stay';

/** The values the windows read, as the form or the body holds them. */
export interface WindowValues {
  dob?: unknown;
  days_of_stay?: unknown;
  booking_status?: unknown;
  booking_date?: unknown;
  arrival_date?: unknown;
  departure_date?: unknown;
}

export type WindowField = 'dob' | 'days_of_stay' | 'booking_date' | 'arrival_date' | 'departure_date';

/** A comma-joined or listed set of days, the real dates only. */
export function stayDaysOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((d) => (typeof d === 'string' ? isoDateOf(d.trim()) : undefined)).filter((d): d is string => !!d);
}

const dayOf = (value: unknown) => (typeof value === 'string' ? isoDateOf(value.trim()) : undefined);

/**
 * Every window a value falls outside, one message per field. A blank or malformed date is left
 * to the field's own rule. `fields` limits the check to one step's fields.
 */
export function registrationWindowIssues(
  values: WindowValues,
  ctx: RegistrationContext,
  fields?: readonly string[],
): { path: WindowField; message: string }[] {
  const issues: { path: WindowField; message: string }[] = [];
  const wanted = (f: WindowField) => !fields || fields.includes(f);
  const check = (path: WindowField, day: string | undefined, w: DateWindow, message = dateWindowMessage(LABELS[path], w)) => {
    if (wanted(path) && day !== undefined && !inWindow(day, w)) issues.push({ path, message });
  };
  const days = stayDaysOf(values.days_of_stay);
  check('dob', dayOf(values.dob), dobWindow(ctx.today));
  const stay = stayWindow(ctx.event);
  if (wanted('days_of_stay') && days.some((d) => !inWindow(d, stay))) issues.push({ path: 'days_of_stay', message: dateWindowMessage(LABELS.days_of_stay, stay) });
  // 'I will book later' asks only the booking date; any other choice only the journey's dates
  if (values.booking_status === BOOK_LATER) {
    const booking = bookingWindow(ctx);
    check('booking_date', dayOf(values.booking_date), booking, booking.from > booking.to ? BOOKING_TOO_LATE : undefined);
    return issues;
  }
  const arrival = dayOf(values.arrival_date);
  const arrivals = arrivalWindow(ctx.event, days);
  check('arrival_date', arrival, arrivals);
  // a departure is measured from a valid arrival only; the arrival's own message comes first
  if (arrival && !inWindow(arrival, arrivals)) return issues;
  const departures = departureWindow(ctx.event, days, arrival);
  check('departure_date', dayOf(values.departure_date), departures, departures.from > departures.to ? DEPARTURE_AFTER_STAY : undefined);
  return issues;
}

const LABELS: Record<WindowField, string> = {
  dob: 'Date of birth',
  days_of_stay: 'Days of stay',
  booking_date: 'Booking date',
  arrival_date: 'Arrival date',
  departure_date: 'Departure date',
};
