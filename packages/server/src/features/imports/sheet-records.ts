import { headerKey, IMPORT_DATE_COLUMNS } from '@sampark/domain/schemas/imports';
import { type Cell, dateCell } from './cells';
import type { SheetRow } from './sheet-source';

/**
 * The header row and the data rows under it (docs/api-conventions.md#imports): columns are matched by
 * header, the field names case-insensitively with spaces read as underscores; an unknown or
 * repeated column is reported once and ignored; a row with every cell blank is skipped.
 */

export interface Columns {
  /** the header row as written */
  headers: string[];
  /** per column: the field it holds, or null when ignored */
  fields: (string | null)[];
  unknown: string[];
}

export function columnsOf(header: Cell[], known: readonly string[]): Columns {
  const headers = header.map((c) => (c === null ? '' : String(c)));
  const seen = new Set<string>();
  const unknown: string[] = [];
  const fields = headers.map((h) => {
    const key = headerKey(h);
    if (!key) return null;
    if (!known.includes(key) || seen.has(key)) {
      unknown.push(h);
      return null;
    }
    seen.add(key);
    return key;
  });
  return { headers, fields, unknown };
}

export const hasKnownColumn = (columns: Columns) => columns.fields.some((f) => f !== null);

/** A data row: its number in the sheet, its fields' values, and its cells as read (for the refused rows' sheet). */
export interface RawRecord {
  row: number;
  values: Record<string, Cell>;
  cells: Cell[];
}

export function isBlankRow(row: SheetRow): boolean {
  return row.cells.every((c) => c === null);
}

export function recordOf(row: SheetRow, columns: Columns, date1904: boolean): RawRecord {
  const values: Record<string, Cell> = {};
  columns.fields.forEach((field, i) => {
    if (!field) return;
    const cell = row.cells[i] ?? null;
    values[field] = IMPORT_DATE_COLUMNS.includes(field) ? dateCell(cell, date1904) : cell;
  });
  return { row: row.number, values, cells: row.cells };
}
