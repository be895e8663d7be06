import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, sheetsAsCsv } from '../../test/libre-office';
import { columnLetters, writeXlsx, type XlsxSheet } from './xlsx-writer';

/**
 * Our streaming .xlsx writer: what it writes must come back unchanged through exceljs (the
 * export tests' reader) and LibreOffice, and it must wait for a slow download.
 */

const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-xlsx-writer-'));
const FILE = path.join(WORK, 'writer.xlsx');

const HEADERS = ['ID', 'नाम', 'Amount', 'Note'];
const SHEET: XlsxSheet = {
  name: 'Members & <Co>',
  columns: HEADERS.map((header) => ({ header })),
  rows: [
    [
      [1, 'सुरेश कुलकर्णी', 12.5, 'a < b & c > d'],
      [2, null, -3, '  spaces kept  '],
      [3, undefined, 0, 'bell\u0007gone, tab\tkept'],
      [4, '', 1e15, 'line one\nline two'],
    ],
    [
      [5, 'महाराष्ट्र 🙏', Number.NaN, 'lone \uD800 surrogate'],
      [6, 'पुणे', 7, '_x0041_ is not an A'],
    ],
  ],
};

async function writeTo(file: string, sheets: readonly XlsxSheet[]): Promise<void> {
  const out = fs.createWriteStream(file);
  await writeXlsx(out, sheets);
  await new Promise<void>((resolve) => out.on('close', () => resolve()));
}

beforeAll(() => writeTo(FILE, [SHEET, { name: 'Empty', columns: [{ header: 'Only a header' }], rows: [] }]));
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

describe('columnLetters', () => {
  it('counts A to Z, then AA', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('writeXlsx', () => {
  it('reads back in exceljs cell for cell: numbers as numbers, empty cells empty, markup and Devanagari intact', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(FILE);
    expect(wb.worksheets.map((ws) => ws.name)).toEqual(['Members & <Co>', 'Empty']);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      HEADERS,
      [1, 'सुरेश कुलकर्णी', 12.5, 'a < b & c > d'],
      [2, undefined, -3, '  spaces kept  '],
      [3, undefined, 0, 'bellgone, tab\tkept'],
      [4, undefined, 1e15, 'line one\nline two'],
      [5, 'महाराष्ट्र 🙏', undefined, 'lone  surrogate'],
      // exceljs does not decode _xHHHH_; Excel and LibreOffice do (below)
      [6, 'पुणे', 7, '_x005F_x0041_ is not an A'],
    ]);
    expect(wb.worksheets[1].rowCount).toBe(1);
    expect(wb.worksheets[1].getCell('A1').value).toBe('Only a header');
  });

  it('opens in LibreOffice with the same text', async () => {
    const sheets = sheetsAsCsv([FILE], path.join(WORK, 'csv')).get('writer.xlsx')!;
    expect([...sheets.keys()].sort()).toEqual(['Empty', 'Members & <Co>']);
    const text = sheets.get('Members & <Co>')!;
    // our CSV reader trims cells: the spaces are seen in LibreOffice's text itself
    expect(text).toContain('\n2,,-3,  spaces kept  \n');
    expect(await csvRows(text)).toEqual([
      HEADERS,
      ['1', 'सुरेश कुलकर्णी', '12.5', 'a < b & c > d'],
      ['2', '', '-3', 'spaces kept'],
      ['3', '', '0', 'bellgone, tab\tkept'],
      ['4', '', '1000000000000000', 'line one\nline two'],
      ['5', 'महाराष्ट्र 🙏', '', 'lone  surrogate'],
      ['6', 'पुणे', '7', '_x0041_ is not an A'],
    ]);
    expect(await csvRows(sheets.get('Empty')!)).toEqual([['Only a header']]);
  });

  it('writes date columns as date cells shown DD-MM-YYYY (with the time where the screen shows it), other text as text (issue 26)', async () => {
    const file = path.join(WORK, 'dates.xlsx');
    const dates: XlsxSheet = {
      name: 'Dates',
      columns: [{ header: 'Born', type: 'date' }, { header: 'Created On', type: 'datetime' }, { header: 'Plain' }],
      rows: [
        [
          ['2024-03-05', '2024-03-05 14:07:09', '2024-03-05'],
          ['1980-12-31', '2024-12-31 00:00', null],
          ['0000-00-00', 'not a date', null],
          ['2023-02-30', '2024-03-05', null],
        ],
      ],
    };
    await writeTo(file, [dates]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.worksheets[0];
    const cell = (ref: string) => [ws.getCell(ref).type, ws.getCell(ref).value, ws.getCell(ref).numFmt];
    expect(cell('A2')).toEqual([ExcelJS.ValueType.Date, new Date(Date.UTC(2024, 2, 5)), 'dd-mm-yyyy']);
    expect(cell('B2')).toEqual([ExcelJS.ValueType.Date, new Date(Date.UTC(2024, 2, 5, 14, 7, 9)), 'dd-mm-yyyy hh:mm AM/PM']);
    expect(cell('C2')).toEqual([ExcelJS.ValueType.String, '2024-03-05', undefined]);
    expect(cell('A3')).toEqual([ExcelJS.ValueType.Date, new Date(Date.UTC(1980, 11, 31)), 'dd-mm-yyyy']);
    expect(cell('B5')).toEqual([ExcelJS.ValueType.Date, new Date(Date.UTC(2024, 2, 5)), 'dd-mm-yyyy hh:mm AM/PM']);
    // what is not a date stays as it came
    expect([ws.getCell('A4').value, ws.getCell('B4').value, ws.getCell('A5').value]).toEqual(['0000-00-00', 'not a date', '2023-02-30']);
    const csv = sheetsAsCsv([file], path.join(WORK, 'dates-csv')).get('dates.xlsx')!.get('Dates')!;
    // LibreOffice reads them as dates too: its CSV writes a date cell in its own (US) form, text as it is
    expect(await csvRows(csv)).toEqual([
      ['Born', 'Created On', 'Plain'],
      ['03/05/2024', '03/05/2024 14:07:09', '2024-03-05'],
      ['12/31/1980', '12/31/2024 00:00:00', ''],
      ['0000-00-00', 'not a date', ''],
      ['2023-02-30', '03/05/2024 00:00:00', ''],
    ]);
  });

  it('reads the next slice only when the download has taken the last', async () => {
    let reads = 0;
    async function* slices() {
      for (let i = 0; i < 3; i++) {
        reads++;
        yield Array.from({ length: 1000 }, (_, r) => [i * 1000 + r, `row ${i * 1000 + r}`.repeat(20)]);
      }
    }
    const out = new PassThrough();
    // a download whose reader has not caught up: its buffer is already full
    out.write(Buffer.alloc(out.writableHighWaterMark));
    const done = writeXlsx(out, [{ name: 'Slow', columns: [{ header: 'n' }, { header: 'text' }], rows: slices() }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(reads).toBe(1);
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await done;
    expect(reads).toBe(3);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks).subarray(out.writableHighWaterMark) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(3001);
    expect(wb.worksheets[0].getCell('A3001').value).toBe(2999);
  });

  it('stops with an error when the download is closed', async () => {
    async function* endless() {
      for (let i = 0; ; i++) yield [[i, 'x'.repeat(2000)]];
    }
    const out = new Writable({ highWaterMark: 1024, write: (_chunk, _enc, cb) => setTimeout(cb, 5) });
    const done = writeXlsx(out, [{ name: 'Endless', columns: [{ header: 'n' }, { header: 'text' }], rows: endless() }]);
    setTimeout(() => out.destroy(), 100);
    await expect(done).rejects.toThrow('the download was closed');
  });
});
