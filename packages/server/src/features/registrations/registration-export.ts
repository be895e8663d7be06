import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { attendeeTypeLabel, REGISTRATION_COLUMNS, type RegistrationFilter, type RegistrationListRow } from '@sampark/domain/schemas/registrations-list';
import ExcelJS from 'exceljs';
import type { Db, Dialect } from '../../db/connect';
import { orderedRegistrationIds, registrationRowsByIds } from './registrations-list';

/**
 * Export To Excel of the registrations screen (seed 002 §2, §9; CONTRACT.md "Files"):
 * Event_Registrations.xlsx with every column of the screen and every row of the screen's filter,
 * in its order. Written as the members export is (features/members/member-export.ts): exceljs'
 * streaming writer, rows read in slices of ids, so memory stays flat however long the list.
 */

const ROWS_PER_READ = 1000;

function cellValue(row: RegistrationListRow, key: (typeof REGISTRATION_COLUMNS)[number]['key']): string | number | null {
  if (key === 'relationship') return attendeeTypeLabel(row.relationship) || null;
  return row[key] ?? null;
}

/**
 * Lets the written slice leave before the next is read. better-sqlite3 answers synchronously, so
 * without a turn of the event loop the zip's compression (zlib, called back in the loop) never runs
 * and the whole file piled up in memory before its first byte went out (bench/README.md
 * "Registrations"); and a client slower than the database holds the reads back.
 */
async function letItFlow(out: Writable): Promise<void> {
  await nextTurn();
  if (out.writableNeedDrain) await once(out, 'drain');
}

export async function writeRegistrationsWorkbook(db: Db, dialect: Dialect, filter: RegistrationFilter, out: Writable): Promise<void> {
  const ids = await orderedRegistrationIds(db, dialect, filter);
  // no styles: styling every cell made the members export ~3x slower
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet('Registrations');
  ws.columns = REGISTRATION_COLUMNS.map((c) => ({ header: c.label, key: c.key, width: c.key === 'id' ? 10 : 20 }));
  for (let i = 0; i < ids.length; i += ROWS_PER_READ) {
    for (const row of await registrationRowsByIds(db, dialect, ids.slice(i, i + ROWS_PER_READ))) {
      ws.addRow(REGISTRATION_COLUMNS.map((c) => cellValue(row, c.key))).commit();
    }
    await letItFlow(out);
  }
  ws.commit();
  await wb.commit();
}
