import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, noSheetMessage } from '@sampark/domain/schemas/imports';
import * as XLSX from '@e965/xlsx';
import { cellOfSheetJs } from './cells';
import { fileError } from './import-errors';
import type { SheetRow, SheetSource } from './sheet-source';

/**
 * The seeds' .xls (BIFF8) through SheetJS (@e965/xlsx, docs/decisions/034-spreadsheet-libraries.md).
 * A BIFF8 sheet holds at most 65,536 rows and the file is under 10 MB, so it is read whole;
 * only the named sheet is parsed. Formulas give their stored results (SheetJS never evaluates).
 */

type Workbook = ReturnType<typeof XLSX.read>;
type DenseCell = { t?: string; v?: unknown; w?: string } | undefined;

function parse(buffer: Buffer, options: Parameters<typeof XLSX.read>[1]): Workbook {
  try {
    return XLSX.read(buffer, { type: 'buffer', cellDates: false, cellFormula: false, cellHTML: false, cellNF: false, cellText: false, ...options });
  } catch {
    // an encrypted or damaged workbook
    throw fileError(IMPORT_MESSAGES.unreadable);
  }
}

export function readXls(buffer: Buffer, sheetName: string): SheetSource {
  if (!parse(buffer, { bookSheets: true }).SheetNames.includes(sheetName)) throw fileError(noSheetMessage(sheetName));
  // one row beyond the limit, so a longer sheet is refused rather than cut short
  const book = parse(buffer, { sheets: sheetName, dense: true, sheetRows: IMPORT_MAX_ROWS + 2 });
  const data = ((book.Sheets[sheetName] as { '!data'?: DenseCell[][] } | undefined)?.['!data'] ?? []) as (DenseCell[] | undefined)[];
  let read = 0;

  async function* rows(): AsyncGenerator<SheetRow> {
    for (let i = 0; i < data.length; i++) {
      read = i + 1;
      const row = data[i];
      if (row) yield { number: i + 1, cells: Array.from(row, cellOfSheetJs) };
    }
  }

  return {
    rows: rows(),
    fraction: () => (data.length ? read / data.length : 1),
    date1904: () => !!book.Workbook?.WBProps?.date1904,
  };
}
