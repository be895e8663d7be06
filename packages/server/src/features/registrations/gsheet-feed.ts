import { REGISTRANT_STATUSES, REGISTRATION_COLUMNS } from '@sampark/domain/schemas/registrations-list';
import type { Db, Dialect } from '../../db/connect';
import { gsheetEventOf } from '../../shared/events/gsheet-address';
import { cellValue } from './registration-export';
import { orderedRegistrationIds, registrationRowsByIds } from './registrations-list';

/**
 * 'Connect to Google Sheet' (seed 002 §2; issue 31, docs/decisions/089-secret-feed-addresses.md):
 * an event's registrations as CSV at a secret address (shared/events/gsheet-address.ts) that a
 * sheet's =IMPORTDATA("…") reads and refreshes. Every registration, every column of the registrations list, in id order; UTF-8
 * without a byte order mark (the Content-Type names the charset; a BOM would stand in the first
 * cell of IMPORTDATA), dates DD-MM-YYYY.
 */
const ROWS_PER_READ = 1000;

/** OWASP's advice against CSV injection: a value a sheet would read as a formula starts with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 'YYYY-MM-DD HH:MM:SS' as 'DD-MM-YYYY HH:MM:SS' (the stored local time, not shifted). */
const dayFirst = (stamp: string) => `${stamp.slice(8, 10)}-${stamp.slice(5, 7)}-${stamp.slice(0, 4)}${stamp.slice(10)}`;
const DATE_COLUMNS = new Set<string>(['created_at', 'updated_at']);

async function* csvLines(db: Db, dialect: Dialect, eventId: number): AsyncGenerator<string> {
  yield `${REGISTRATION_COLUMNS.map((c) => csvField(c.label)).join(',')}\r\n`;
  const ids = await orderedRegistrationIds(db, dialect, { event_id: eventId, status: [...REGISTRANT_STATUSES], orderby: 'id', ordertype: 'asc' });
  for (let i = 0; i < ids.length; i += ROWS_PER_READ) {
    const rows = await registrationRowsByIds(db, dialect, ids.slice(i, i + ROWS_PER_READ));
    yield rows
      .map((row) =>
        REGISTRATION_COLUMNS.map((c) => {
          const value = cellValue(row, c.key);
          return csvField(DATE_COLUMNS.has(c.key) && typeof value === 'string' ? dayFirst(value) : value);
        }).join(','),
      )
      .map((line) => `${line}\r\n`)
      .join('');
  }
}

/** The CSV of the token's event, or undefined when the token is not the current one or the option is off. */
export async function gsheetCsv(db: Db, dialect: Dialect, token: string): Promise<AsyncGenerator<string> | undefined> {
  const eventId = await gsheetEventOf(db, token);
  return eventId === undefined ? undefined : csvLines(db, dialect, eventId);
}
