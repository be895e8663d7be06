import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { type Cell, textCell } from './cells';
import { fileError } from './import-errors';
import type { SheetRow, SheetSource } from './sheet-source';

/**
 * CSV as spreadsheet programs save it (RFC 4180): UTF-8 with or without a byte-order mark,
 * fields separated by commas (or semicolons, as Excel writes in some locales: whichever the
 * header row has more of), quoted fields with "" for a quote and line breaks inside, CRLF or LF.
 * Every value is text; numbers and dates are read from it by the schemas and the date columns.
 */

function decodeUtf8(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    throw fileError(IMPORT_MESSAGES.csvNotUtf8);
  }
}

function separatorOf(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r?\n/)) || text.length);
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export function readCsv(buffer: Buffer): SheetSource {
  const text = decodeUtf8(buffer);
  const sep = separatorOf(text);
  let at = 0;

  /** One record from `at`, or undefined at the end. */
  function nextRecord(): string[] | undefined {
    if (at >= text.length) return undefined;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    while (at < text.length) {
      const ch = text[at++];
      if (quoted) {
        if (ch !== '"') field += ch;
        else if (text[at] === '"') {
          field += '"';
          at++;
        } else quoted = false;
      } else if (ch === '"' && field === '') quoted = true;
      else if (ch === sep) {
        fields.push(field);
        field = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && text[at] === '\n') at++;
        break;
      } else field += ch;
    }
    fields.push(field);
    return fields;
  }

  /** Rows with a value, counted before any is checked, so a file over the limit is refused at once. */
  function countFilled(): number {
    let filled = 0;
    for (let record = nextRecord(); record; record = nextRecord()) if (record.some((f) => f.trim() !== '')) filled++;
    at = 0;
    return filled;
  }
  const filledRows = countFilled();

  async function* rows(): AsyncGenerator<SheetRow> {
    let number = 0;
    for (let record = nextRecord(); record; record = nextRecord()) {
      number++;
      yield { number, cells: record.map((f): Cell => textCell(f)) };
    }
  }

  // the header row is one of them
  return { rows: rows(), fraction: () => (text.length ? at / text.length : 1), date1904: () => false, dataRows: Math.max(0, filledRows - 1) };
}
