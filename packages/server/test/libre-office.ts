import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCsv } from '../src/features/imports/read-csv';

/**
 * LibreOffice Calc, headless, for the tests that need a real office program: the import tests
 * have it write .xls/.xlsx, the export tests have it open our files. Each test process has its
 * own profile, so test files converting at once do not wait on one another's profile lock.
 * soffice takes seconds to start: pass every file of a test run in one call.
 */

const PROFILE = `file://${path.join(os.tmpdir(), `sampark-lo-profile-${process.pid}`)}`;

/** Converts `files` to `format` (a soffice --convert-to argument) into `outDir`. */
export function sofficeConvert(files: string[], format: string, outDir: string, inFilter?: string): void {
  const args = [`-env:UserInstallation=${PROFILE}`, '--headless', ...(inFilter ? [`--infilter=${inFilter}`] : []), '--convert-to', format, '--outdir', outDir, ...files];
  execFileSync('soffice', args, { stdio: 'ignore', timeout: 180_000 });
}

// Text CSV filter options: ',' separated, '"' quoted, UTF-8 (76), from line 1, ..., the last
// token -1 = every sheet, each to '<file>-<sheet>.csv' (LibreOffice 7.2+).
const EVERY_SHEET_AS_CSV = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';

/**
 * Every sheet of every workbook in `files` as LibreOffice reads it, saved as CSV:
 * file name -> sheet name -> the CSV text. Throws when LibreOffice could not open a file.
 */
export function sheetsAsCsv(files: string[], outDir: string): Map<string, Map<string, string>> {
  fs.mkdirSync(outDir, { recursive: true });
  sofficeConvert(files, EVERY_SHEET_AS_CSV, outDir);
  const written = fs.readdirSync(outDir);
  const result = new Map<string, Map<string, string>>();
  for (const file of files) {
    const base = path.basename(file, path.extname(file));
    const sheets = new Map(
      written.filter((f) => f.startsWith(`${base}-`) && f.endsWith('.csv')).map((f) => [f.slice(base.length + 1, -4), fs.readFileSync(path.join(outDir, f), 'utf8')]),
    );
    if (!sheets.size) throw new Error(`LibreOffice wrote no sheet of ${path.basename(file)}`);
    result.set(path.basename(file), sheets);
  }
  return result;
}

/** The rows of a CSV LibreOffice wrote, read by the import's CSV reader (cells trimmed, blank = ''). */
export async function csvRows(text: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readCsv(Buffer.from(text, 'utf8')).rows) rows.push(row.cells.map((c) => (c === null ? '' : String(c))));
  return rows;
}
