import type { Writable } from 'node:stream';
import { EVENT_DASHBOARD_REPORTS } from '@sampark/domain/options/events';
import type { ReportRow } from '@sampark/domain/schemas/other-reports';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { writeXlsx, type XlsxSheet } from '../../lib/xlsx-writer';
import { inviteeReport, registrationReport } from './event-dashboard';

/** The dashboard's reports, one sheet each, in the screen's order (tab, then type). */
const SHEETS = [
  ...EVENT_DASHBOARD_REPORTS.invitees.map((type) => ({ tab: 'Invitees', type })),
  ...EVENT_DASHBOARD_REPORTS.registrations.map((type) => ({ tab: 'Registrations', type })),
  ...EVENT_DASHBOARD_REPORTS.attendees.map((type) => ({ tab: 'Attendees', type })),
];

/** The Total row the screen shows (docs/api-conventions.md#reports: the answer has none). */
export function totalRow(rows: readonly ReportRow[]): ReportRow {
  const total: ReportRow = { label: 'Total' };
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (k !== 'label' && typeof v === 'number') total[k] = ((total[k] as number) ?? 0) + v;
  return total;
}

/**
 * Event_Dashboard.xlsx (seed 002 §2, §9; docs/api-conventions.md#exports-and-files): every report of the event
 * dashboard as the caller sees it, one sheet per tab and type, each with its Total row.
 */
export async function writeEventDashboardWorkbook(db: Db, dialect: Dialect, user: ScopeUser, eventId: number, out: Writable): Promise<void> {
  // grouped tables of a few rows: every sheet is read before the file starts, which names them all
  const sheets: XlsxSheet[] = [];
  for (const { tab, type } of SHEETS) {
    const rows: ReportRow[] = tab === 'Invitees' ? await inviteeReport(db, dialect, user, eventId, type) : await registrationReport(db, dialect, eventId, type);
    const columns = Object.keys(rows[0] ?? { label: '' }).filter((k) => k !== 'label');
    sheets.push({
      name: `${tab} ${type}`,
      columns: [{ header: type, width: 28 }, ...columns.map((c) => ({ header: c === 'count' ? 'Count' : c, width: 16 }))],
      rows: [[...rows, totalRow(rows)].map((row) => [row.label, ...columns.map((c) => row[c] ?? 0)])],
    });
  }
  await writeXlsx(out, sheets);
}
