import type { Writable } from 'node:stream';
import { IMPORT_SHEETS, type ImportKind } from '@sampark/domain/schemas/imports';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/connect';
import type { Problem } from './import-kind';
import { refusalsAfter } from './import-repository';

/**
 * The refused rows of a dry run or an import as a workbook (issue 15): the file's own columns
 * with the cells as read, then the row's number in the file and its problems, in a sheet named
 * as the import reads, so the corrected file can be uploaded again (the two extra columns are
 * reported as unknown and ignored).
 */

export const refusedFileName = (id: number) => `refused_rows_${id}.xlsx`;
const CHUNK = 1000;

export async function writeRefusedWorkbook(db: Db, importRow: { id: number; kind: string; headers: string | null }, out: Writable): Promise<void> {
  const headers = JSON.parse(importRow.headers ?? '[]') as string[];
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = wb.addWorksheet(IMPORT_SHEETS[importRow.kind as ImportKind]);
  sheet.addRow([...headers, 'row', 'problems']).commit();
  for (let after = 0; ; ) {
    const rows = await refusalsAfter(db, importRow.id, after, CHUNK);
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    for (const r of rows) {
      const cells = JSON.parse(r.cells) as unknown[];
      const problems = (JSON.parse(r.problems) as Problem[]).map((p) => `${p.column}: ${p.message}`).join('; ');
      const padded = headers.map((_, i) => cells[i] ?? null);
      sheet.addRow([...padded, r.row_number, problems]).commit();
    }
  }
  sheet.commit();
  await wb.commit();
}
