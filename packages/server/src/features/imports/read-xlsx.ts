import { Readable } from 'node:stream';
import { IMPORT_MESSAGES, noSheetMessage } from '@sampark/domain/schemas/imports';
import ExcelJS from 'exceljs';
import { fileError } from './import-errors';
import type { SheetRow, SheetSource } from './sheet-source';
import { sheetRows } from './sheet-xml';
import { zipEntries } from './zip-directory';

/**
 * .xlsx through exceljs' streaming reader (docs/decisions/034-spreadsheet-libraries.md): it
 * unpacks the archive as it arrives, reads the workbook (sheet names, 1904 dates) and the shared
 * strings; each worksheet's XML is handed, chunk by chunk as unpacked, to sheet-xml.ts instead
 * of exceljs' per-cell objects, so 100,000 rows are never held and fit the memory budget. The
 * chunks are counted against the sheet's size in the zip's directory for the progress bar.
 */

/** Shared strings are held in memory; a workbook declaring more than this unpacked is refused. */
const MAX_SHARED_STRINGS_BYTES = 256 * 1024 * 1024;

type Chunks = AsyncIterable<Buffer | string>;
type SharedString = string | { richText?: { text?: string }[] } | undefined;

interface LeanSheet {
  name: string | undefined;
  rows(): AsyncGenerator<SheetRow>;
}

interface ReaderState {
  parse(): AsyncGenerator<{ eventType: string; value: unknown }>;
  properties?: { model?: { date1904?: boolean } };
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  sharedStrings?: SharedString[];
}

const WorkbookReader = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (input: Readable, options: object) => ReaderState;

/**
 * exceljs' reader with its per-sheet step (`_parseWorksheet`, exceljs 4.4) replaced: the sheet
 * is named as exceljs names it (workbook relations), and its rows come from sheet-xml.ts.
 */
class LeanReader extends WorkbookReader {
  parsedBytes = 0;
  sheetNo = '';

  *_parseWorksheet(iterator: Chunks, sheetNo: string): Generator<{ eventType: 'worksheet'; value: LeanSheet }> {
    const rel = (this.workbookRels ?? []).find((r) => r.Target.replace(/^\/?(xl\/)?/, '') === `worksheets/sheet${sheetNo}.xml`);
    const name = rel ? this.model?.sheets?.find((s) => s.rId === rel.Id)?.name : undefined;
    const counted = async function* (this: LeanReader): AsyncGenerator<Buffer | string> {
      this.sheetNo = sheetNo;
      this.parsedBytes = 0;
      for await (const chunk of iterator) {
        this.parsedBytes += chunk.length;
        yield chunk;
      }
    }.bind(this);
    yield { eventType: 'worksheet', value: { name, rows: () => sheetRows(counted(), (i) => this.sharedText(i)) } };
  }

  sharedText(i: number): string {
    const s = this.sharedStrings?.[i];
    if (typeof s === 'string') return s;
    return s?.richText?.map((r) => r.text ?? '').join('') ?? '';
  }
}

export function readXlsx(buffer: Buffer, sheetName: string): SheetSource {
  const entries = zipEntries(buffer);
  if (!entries?.some((e) => e.name === 'xl/workbook.xml')) throw fileError(IMPORT_MESSAGES.notXlsx);
  const shared = entries.find((e) => e.name === 'xl/sharedStrings.xml');
  if (shared && shared.size > MAX_SHARED_STRINGS_BYTES) throw fileError(IMPORT_MESSAGES.unreadable);
  const sheetSize = (no: string) => entries.find((e) => e.name === `xl/worksheets/sheet${no}.xml`)?.size ?? 0;

  const reader = new LeanReader(Readable.from([buffer]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let done = false;

  async function* rows(): AsyncGenerator<SheetRow> {
    let found = false;
    try {
      for await (const { eventType, value } of reader.parse()) {
        if (eventType !== 'worksheet') continue;
        const sheet = value as LeanSheet;
        if (sheet.name !== sheetName) continue;
        found = true;
        yield* sheet.rows();
        break;
      }
    } catch {
      // exceljs and its unzipper throw on a damaged archive or XML
      throw fileError(IMPORT_MESSAGES.unreadable);
    }
    done = true;
    if (!found) throw fileError(noSheetMessage(sheetName));
  }

  return {
    rows: rows(),
    fraction: () => (done ? 1 : Math.min(1, reader.parsedBytes / Math.max(1, sheetSize(reader.sheetNo)))),
    date1904: () => !!reader.properties?.model?.date1904,
  };
}
