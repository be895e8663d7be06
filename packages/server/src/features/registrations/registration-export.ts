import type { Writable } from 'node:stream';
import { attendeeTypeLabel, REGISTRATION_COLUMNS, type RegistrationFilter, type RegistrationListRow } from '@sampark/domain/schemas/registrations-list';
import type { Db, Dialect } from '../../db/connect';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx-writer';
import { orderedRegistrationIds, registrationRowsByIds } from './registrations-list';

/**
 * Export To Excel of the registrations screen (seed 002 §2, §9; docs/api-conventions.md#exports-and-files):
 * Event_Registrations.xlsx with every column of the screen and every row of the screen's filter,
 * in its order. Written as the members export is (features/members/member-export.ts): our
 * streaming writer (lib/xlsx-writer.ts), rows read in slices of ids, so memory stays flat however
 * long the list. The writer waits for the download and lets the event loop turn after each slice:
 * better-sqlite3 answers synchronously, and without that the whole file piled up in memory before
 * its first byte went out (bench/README.md "Registrations").
 */

const ROWS_PER_READ = 1000;

/** A registration's value under a column of the list, as the export and the sheet write it. */
export function cellValue(row: RegistrationListRow, key: (typeof REGISTRATION_COLUMNS)[number]['key']): string | number | null {
  if (key === 'relationship') return attendeeTypeLabel(row.relationship) || null;
  return row[key] ?? null;
}

// created_at and updated_at are shown with their time on screen: date-time cells (issue 26)
const COLUMNS = REGISTRATION_COLUMNS.map((c) => ({
  header: c.label,
  width: c.key === 'id' ? 10 : 20,
  type: c.key === 'created_at' || c.key === 'updated_at' ? ('datetime' as const) : undefined,
}));

async function* registrationSlices(db: Db, dialect: Dialect, ids: readonly number[]): AsyncGenerator<XlsxCell[][]> {
  for (let i = 0; i < ids.length; i += ROWS_PER_READ) {
    const rows = await registrationRowsByIds(db, dialect, ids.slice(i, i + ROWS_PER_READ));
    yield rows.map((row) => REGISTRATION_COLUMNS.map((c) => cellValue(row, c.key)));
  }
}

export async function writeRegistrationsWorkbook(db: Db, dialect: Dialect, filter: RegistrationFilter, out: Writable): Promise<void> {
  const ids = await orderedRegistrationIds(db, dialect, filter);
  await writeXlsx(out, [{ name: 'Registrations', columns: COLUMNS, rows: registrationSlices(db, dialect, ids) }]);
}
