import { IMPORT_MESSAGES, noSheetMessage } from '@sampark/domain/schemas/imports';
import { HttpError } from '../../http/errors';
import { fileError } from './import-errors';
import type { ImportLimits } from './import-limits';
import { readSharedStrings } from './shared-strings';
import type { SheetRow, SheetSource } from './sheet-source';
import { sheetRows, xmlText } from './sheet-xml';
import { elements } from './xml-scan';
import { checkArchive, type ZipEntry, zipEntries } from './zip-directory';
import { entryText, unpackEntry } from './zip-entry';

/**
 * .xlsx read part by part from the upload in memory (docs/decisions/034-spreadsheet-libraries.md,
 * amended by 075): the zip's directory is checked against the import's limits before anything is
 * unpacked, then the workbook (sheet names, 1904 dates) and its relations are read, the shared
 * strings held, and the named sheet's XML handed, chunk by chunk as unpacked, to sheet-xml.ts, so
 * 100,000 rows are never held. Every part is unpacked by zip-entry.ts, held to its declared size.
 */

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** The path in the zip of the sheet named `sheetName`, from the workbook and its relations. */
function sheetPath(workbook: string, rels: string, sheetName: string): string | undefined {
  const sheet = [...elements(workbook, ['sheet'])].find((s) => xmlText(attr(s.attrs, 'name') ?? '') === sheetName);
  const id = sheet && attr(sheet.attrs, '\\w+:id');
  const rel = id ? [...elements(rels, ['Relationship'])].find((r) => attr(r.attrs, 'Id') === id) : undefined;
  const target = rel && attr(rel.attrs, 'Target');
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

export function readXlsx(buffer: Buffer, sheetName: string, limits: ImportLimits, signal?: AbortSignal): SheetSource {
  const entries = zipEntries(buffer);
  if (!entries?.some((e) => e.name === 'xl/workbook.xml')) throw fileError(IMPORT_MESSAGES.notXlsx);
  checkArchive(entries, limits);
  const part = (name: string): ZipEntry | undefined => entries.find((e) => e.name === name);
  let date1904 = false;
  let sheetSize = 1;
  let unpacked = 0;
  let done = false;

  async function* counted(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of chunks) {
      unpacked += chunk.length;
      yield chunk;
    }
  }

  async function* sheet(): AsyncGenerator<SheetRow> {
    const workbook = await entryText(buffer, part('xl/workbook.xml')!, limits, signal);
    const relsPart = part('xl/_rels/workbook.xml.rels');
    const path = relsPart && sheetPath(workbook, await entryText(buffer, relsPart, limits, signal), sheetName);
    const sheetPart = path ? part(path) : undefined;
    if (!sheetPart) throw fileError(noSheetMessage(sheetName));
    date1904 = /date1904="(1|true)"/.test([...elements(workbook, ['workbookPr'])][0]?.attrs ?? '');
    const sharedPart = part('xl/sharedStrings.xml');
    const shared = sharedPart ? await readSharedStrings(unpackEntry(buffer, sharedPart, limits, signal), limits) : [];
    sheetSize = Math.max(1, sheetPart.size);
    yield* sheetRows(counted(unpackEntry(buffer, sheetPart, limits, signal)), (i) => shared[i] ?? '', limits);
    done = true;
  }

  async function* rows(): AsyncGenerator<SheetRow> {
    try {
      yield* sheet();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      // a damaged archive or XML
      throw fileError(IMPORT_MESSAGES.unreadable);
    }
  }

  return {
    rows: rows(),
    fraction: () => (done ? 1 : Math.min(1, unpacked / sheetSize)),
    date1904: () => date1904,
  };
}
