import type { Readable, Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx-writer';
import { XLSX_TYPE } from '../../shared/members/member-export';

/** A report's .xlsx download as its route declares it: the file, not JSON (decision 098). */
export const XLSX_ANSWER = { 200: { content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } } };

/**
 * Sends a report's .xlsx file as an attachment. The reply is the plain one: the route's declared
 * answer types the JSON a handler returns, and a file is a stream of bytes, not that.
 */
export function sendXlsx(reply: FastifyReply, fileName: string, file: Readable) {
  return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${fileName}"`).send(file);
}

/**
 * A report as a real .xlsx (docs/api-conventions.md#exports-and-files): the
 * dashboard's grouped tables (Dashboard.xlsx, with the screen's Total row) and the District
 * Report (District_Report.xlsx), through our streaming writer (lib/xlsx-writer.ts). Text is
 * written as is, so Devanagari labels stay intact.
 */

export const DASHBOARD_FILE = 'Dashboard.xlsx';
export const DISTRICT_FILE = 'District_Report.xlsx';
export const SAMPARK_DETAILS_FILE = 'Sampark_Details_Report.xlsx';

export interface SheetColumn {
  key: string;
  header: string;
}

type Row = Record<string, unknown>;

/** 'pending' -> 'Pending', 'first_approved' -> 'First Approved'. */
export const headerOf = (key: string) => (key === 'label' ? 'Label' : key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()));

/** The figures of grouped rows: every numeric key but `id` (the group's record, not a figure). */
export function figureKeys(rows: readonly Row[]): string[] {
  const keys: string[] = [];
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (k !== 'id' && k !== 'label' && typeof v === 'number' && !keys.includes(k)) keys.push(k);
  return keys;
}

/** The Total row of grouped rows: each figure summed. */
export function totalRow(rows: readonly Row[], keys: readonly string[], label = 'Total'): Row {
  return Object.fromEntries([['label', label], ...keys.map((k) => [k, rows.reduce((sum, r) => sum + (Number(r[k]) || 0), 0)])]);
}

/** Writes `rows` (then `total`, if given) under a header row to `out`, then ends it. */
export async function writeReportWorkbook(out: Writable, sheet: string, columns: readonly SheetColumn[], rows: Iterable<Row>, total?: Row): Promise<void> {
  const cells = (row: Row) => columns.map((c) => row[c.key] as XlsxCell);
  const slice = [...rows].map(cells);
  if (total) slice.push(cells(total));
  await writeXlsx(out, [{ name: sheet, columns: columns.map((c) => ({ header: c.header, width: c.key === 'label' ? 30 : 14 })), rows: [slice] }]);
}
