import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_COLUMNS, IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import type { Cell } from './cells';
import { textCell } from './cells';
import { fileError } from './import-errors';
import type { ImportLimits } from './import-limits';
import type { SheetRow } from './sheet-source';
import { eachElement, elements, firstElement, ownString, wholePieces } from './xml-scan';

/**
 * The rows of one worksheet's XML (SpreadsheetML `<sheetData>`), read from its unpacked chunks as
 * they come. exceljs' own worksheet reader builds a Row, Cell and style object per cell through
 * a SAX parser: 100,000 rows took 4 s and 160 MB of RSS here, most of the import's budget
 * (issue 15: <= 400 MB). This reads each complete `<row>` (xml-scan.ts) and keeps only the
 * values. A formula's cell gives its stored value `<v>`; `<f>` is never read. A cell over Excel's
 * own length, a value beyond the last column, or a row that does not end are refused (issue 27).
 */

export type SheetLimits = Pick<ImportLimits, 'cellChars' | 'columns' | 'pendingChars'>;
const SHEET_LIMITS: SheetLimits = { cellChars: IMPORT_MAX_CELL_CHARS, columns: IMPORT_MAX_COLUMNS, pendingChars: 1024 * 1024 };

const ROW_ENDS = /<\/(?:\w+:)?row>|<(?:\w+:)?row\s[^<>]*\/>/g;
const SHEET_DATA_END = /<\/(?:\w+:)?sheetData>/;
const ROW = ['row'];
const CELL = ['c'];
const ATTR = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`);
const R_ATTR = ATTR('r');
const T_ATTR = ATTR('t');

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML entities, and OOXML's _xHHHH_ escapes of characters XML cannot hold. */
export function xmlText(raw: string): string {
  if (!raw.includes('&') && !raw.includes('_x')) return raw;
  return raw
    .replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name] ?? whole;
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** 'AB12' -> 28 (1-based column), or undefined. */
export function columnOf(ref: string | undefined): number | undefined {
  const letters = ref ? /^[A-Z]{1,7}/.exec(ref)?.[0] : undefined;
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** The text of a string item (`<si>`) or an inline string (`<is>`): its runs' `<t>`, without the phonetic guides (`<rPh>`). */
export function itemText(body: string): string {
  let text = '';
  eachElement(body, ['t', 'rPh'], (e) => {
    if (e.name === 't' && e.body) text += e.body;
  });
  return xmlText(text);
}

export function textOfCell(text: string, limits: Pick<ImportLimits, 'cellChars'>): Cell {
  if (text.length > limits.cellChars) throw fileError(IMPORT_MESSAGES.cellTooLong);
  return textCell(ownString(text));
}

function cellValue(attrs: string, body: string | undefined, shared: (i: number) => string, limits: SheetLimits): Cell {
  if (!body) return null;
  const type = T_ATTR.exec(attrs)?.[1] ?? 'n';
  if (type === 'inlineStr') {
    const item = firstElement(body, 'is');
    return item?.body ? textOfCell(itemText(item.body), limits) : null;
  }
  const v = firstElement(body, 'v')?.body;
  if (v === undefined) return null;
  switch (type) {
    case 's':
      return textCell(shared(Number(v)));
    case 'b':
      return v.trim() !== '0';
    case 'n': {
      const n = Number(v);
      return v.trim() !== '' && Number.isFinite(n) ? n : null;
    }
    default:
      // str (a formula's text result), e (an error such as #N/A), d (an ISO date)
      return textOfCell(xmlText(v), limits);
  }
}

function rowOf(attrs: string, body: string | undefined, previous: number, shared: (i: number) => string, limits: SheetLimits): SheetRow {
  const number = Number(R_ATTR.exec(attrs)?.[1]) || previous + 1;
  const cells: Cell[] = [];
  if (body) {
    eachElement(body, CELL, (c) => {
      const column = columnOf(R_ATTR.exec(c.attrs)?.[1]) ?? cells.length + 1;
      const value = cellValue(c.attrs, c.body, shared, limits);
      if (column > limits.columns) {
        // a formatted but empty cell far to the right is no column of data
        if (value === null) return;
        throw fileError(IMPORT_MESSAGES.tooManyColumns);
      }
      while (cells.length < column - 1) cells.push(null);
      cells[column - 1] = value;
    });
  }
  return { number, cells };
}

export async function* sheetRows(chunks: AsyncIterable<Buffer>, shared: (i: number) => string, limits: SheetLimits = SHEET_LIMITS): AsyncGenerator<SheetRow> {
  let previous = 0;
  // a row that does not end within pendingChars holds a cell far beyond Excel's own length
  const pieces = wholePieces(chunks, ROW_ENDS, SHEET_DATA_END, limits.pendingChars, () => fileError(IMPORT_MESSAGES.cellTooLong));
  for await (const piece of pieces) {
    for (const r of elements(piece, ROW)) {
      const row = rowOf(r.attrs, r.body, previous, shared, limits);
      previous = row.number;
      yield row;
    }
  }
}
