/**
 * Date display (seed 001 §9: "Dates display as DD-MM-YYYY or DD-MMM-YYYY"; seed 002 §9: en-IN,
 * DD-MM-YYYY in tables). Pure functions shared by the web app and the Excel exports.
 *
 * A date-only value ('2024-03-05') is a calendar day, not an instant: it is read in local time so
 * it never shifts by a day. A value with a time but no zone is read as local wall time.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const NAIVE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DateValue = string | number | Date | null | undefined;

function localDate(y: number, m: number, d: number, hh = 0, mm = 0, ss = 0): Date | null {
  const date = new Date(y, m - 1, d, hh, mm, ss);
  // new Date(2023, 1, 30) rolls over to March; such input is invalid, not a different day.
  const same = date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
  return same && hh < 24 && mm < 60 && ss < 60 ? date : null;
}

/** The value as a Date, or null for blank, MySQL zero dates and anything unparseable. */
export function parseDateValue(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  if (text === '' || text.startsWith('0000-00-00')) return null;
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) return localDate(+dateOnly[1], +dateOnly[2], +dateOnly[3]);
  const naive = NAIVE_DATE_TIME.exec(text);
  if (naive) return localDate(+naive[1], +naive[2], +naive[3], +naive[4], +naive[5], +(naive[6] ?? 0));
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY; '' when there is no valid date. */
export function formatDate(value: DateValue): string {
  const d = parseDateValue(value);
  return d ? `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}` : '';
}

/** DD-MMM-YYYY (05-Mar-2024); '' when there is no valid date. */
export function formatDateMonth(value: DateValue): string {
  const d = parseDateValue(value);
  return d ? `${pad(d.getDate())}-${MONTHS[d.getMonth()]}-${d.getFullYear()}` : '';
}

/** DD-MM-YYYY hh:mm AM/PM (en-IN uses a 12-hour clock); '' when there is no valid date. */
export function formatDateTime(value: DateValue): string {
  const d = parseDateValue(value);
  if (!d) return '';
  const hours = d.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(d)} ${pad(h12)}:${pad(d.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** YYYY-MM-DD (local calendar day) as the API stores dates; '' when there is no valid date. */
export function toIsoDate(value: DateValue): string {
  const d = parseDateValue(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

const TYPED_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * What a person typed as DD-MM-YYYY (seed 001 §9) as the API's YYYY-MM-DD; an ISO date is taken
 * as it is (pasted from a spreadsheet); '' for anything else, such as a day that does not exist.
 */
export function fromTypedDate(text: string): string {
  const typed = TYPED_DATE.exec(text.trim());
  if (typed) return toIsoDate(localDate(+typed[3], +typed[2], +typed[1]));
  return DATE_ONLY.test(text.trim()) ? toIsoDate(text.trim()) : '';
}

/**
 * The text of a date input while it is typed: the digits grouped as DD-MM-YYYY, the dashes added
 * as the day and month are complete, so a phone's number pad is all a person needs.
 */
export function groupDateDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  const grouped = parts.join('-');
  return (digits.length === 2 || digits.length === 4) && /\d$/.test(text) ? `${grouped}-` : grouped;
}
