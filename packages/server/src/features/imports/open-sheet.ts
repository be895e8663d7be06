import type { FileFormat } from './file-format';
import type { ImportLimits } from './import-limits';
import { readCsv } from './read-csv';
import { readXls } from './read-xls';
import { readXlsx } from './read-xlsx';
import type { SheetSource } from './sheet-source';

/** The sheet to import from a file of a known format; a CSV is one sheet whatever its name. */
export function openSheet(format: FileFormat, buffer: Buffer, sheetName: string, limits: ImportLimits, signal?: AbortSignal): SheetSource {
  switch (format) {
    case 'xls':
      return readXls(buffer, sheetName);
    case 'xlsx':
      return readXlsx(buffer, sheetName, limits, signal);
    case 'csv':
      return readCsv(buffer);
  }
}
