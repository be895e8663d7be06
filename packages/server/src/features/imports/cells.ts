/**
 * One cell as the import reads it, whatever wrote the file: text (trimmed), a number, a
 * true/false, or blank (null). Formulas give the value the spreadsheet program stored with them
 * (issue 15: never evaluated here); rich text and links give their text; an error cell its code.
 */
export type Cell = string | number | boolean | null;

export function textCell(text: string): Cell {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** exceljs' cell values (streaming reader, styles ignored, so dates arrive as serial numbers). */
export function cellOfExcelJs(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return textCell(value.toISOString().slice(0, 10));
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('result' in v || 'formula' in v || 'sharedFormula' in v) return cellOfExcelJs(v.result);
    if (Array.isArray(v.richText)) return textCell(v.richText.map((r: { text?: unknown }) => String(r.text ?? '')).join(''));
    if ('error' in v) return textCell(String(v.error));
    if ('text' in v) return cellOfExcelJs(v.text);
  }
  return null;
}

/** SheetJS' cells (BIFF8 .xls): t is s(tring), n(umber), b(oolean), e(rror), d(ate) or z (blank). */
export function cellOfSheetJs(cell: { t?: string; v?: unknown; w?: string } | undefined): Cell {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
      return textCell(String(cell.v ?? ''));
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 'b':
      return Boolean(cell.v);
    case 'e':
      return textCell(cell.w ?? '#ERROR');
    case 'd':
      return cell.v instanceof Date ? textCell(cell.v.toISOString().slice(0, 10)) : null;
    default:
      return null;
  }
}

export const isBlankCell = (c: Cell): boolean => c === null;

// ---- dates -----------------------------------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * An Excel serial day number as 'YYYY-MM-DD'. 1900 system: day 1 is 1900-01-01 and Excel counts
 * a 29 February 1900 that never was (serial 60), so later days start from 1899-12-30.
 */
export function serialToIso(serial: number, date1904 = false): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return undefined;
  const days = Math.floor(serial);
  const base = date1904 ? Date.UTC(1904, 0, 1) : days < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  return new Date(base + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A date cell's value as the schemas read dates ('YYYY-MM-DD'): a serial number; or text written
 * year first (1985-08-15, 1985/08/15) or day first as the portal shows dates (15-08-1985,
 * 15/08/1985, 15.08.1985, 15-Aug-1985, 15 August 1985). Anything else is left for the schema to refuse.
 */
export function dateCell(cell: Cell, date1904 = false): Cell {
  if (typeof cell === 'number') return serialToIso(cell, date1904) ?? String(cell);
  if (typeof cell !== 'string') return cell;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(cell);
  if (m) return isoOf(+m[1], +m[2], +m[3]) ?? cell;
  m = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(cell);
  if (m) return isoOf(+m[3], +m[2], +m[1]) ?? cell;
  m = /^(\d{1,2})[-/. ]([A-Za-z]{3,9})[-/. ,]*(\d{4})$/.exec(cell);
  if (m) {
    const month = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1;
    if (month > 0) return isoOf(+m[3], month, +m[1]) ?? cell;
  }
  return cell;
}
