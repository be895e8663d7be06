import { type DistrictReportRow, districtRowFilter } from '@sampark/domain/schemas/member-reports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { buildMembersWorld, type MembersWorld } from '../../../test/member-filter.fixtures';

/** The District Report, the Sampark Details Report and the three exports. */
describe.each(DIALECTS)('district, Sampark details and exports on %s', (dialect) => {
  let t: TestApp;
  let w: MembersWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildMembersWorld(t);
  });
  afterAll(() => t.close());

  const post = (user: TestUser | null, url: string, payload: object) => t.call(user, { method: 'POST', url, payload });
  const listCount = async (user: TestUser, filter: object) => (await post(user, '/api/filter?limit=1', filter)).json().data.count as number;
  async function sheetOf(payload: Buffer, name: string) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as never);
    const rows: unknown[][] = [];
    wb.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('district_report: places with counts by contact group, paged, each row its members list', async () => {
    for (const user of [w.admin, w.regional]) {
      const res = await post(user, '/api/report/district_report?limit=100', {});
      expect(res.statusCode).toBe(200);
      const { data, count } = res.json() as { data: DistrictReportRow[]; count: number };
      expect(count).toBe(data.length);
      expect(data.reduce((s, r) => s + r.count, 0)).toBe(await listCount(user, {}));
      for (const row of data) {
        expect(row.pending + row.unsuccessful + row.active + row.passive + row.spam).toBe(row.count);
        const filter = districtRowFilter(row);
        if (filter) expect(await listCount(user, filter)).toBe(row.count);
      }
    }
    const all = (await post(w.admin, '/api/report/district_report', {})).json();
    expect(all.data[0]).toEqual({ label: 'Mumbai', state: 'Maharashtra', country: 'INDIA', count: 2, pending: 1, unsuccessful: 0, active: 0, passive: 1, spam: 0 });
    const page = (await post(w.admin, '/api/report/district_report?skip=2&limit=2', {})).json();
    expect(page.count).toBe(all.count);
    expect(page.data).toEqual(all.data.slice(2, 4));
  });

  it('district_report export: District_Report.xlsx with every place', async () => {
    const screen = (await post(w.admin, '/api/report/district_report', { source: ['PIS', 'Sanatan Website'] })).json();
    const res = await post(w.admin, '/api/report/district_report/export', { source: ['PIS', 'Sanatan Website'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="District_Report.xlsx"');
    const rows = await sheetOf(res.rawPayload, 'District Report');
    expect(rows[0]).toEqual(['Country', 'State', 'District', 'Total', 'Pending', 'Unsuccessful', 'Active', 'Passive', 'Spam']);
    expect(rows.length - 1).toBe(screen.count);
    expect(rows.slice(1).map((r) => r[2])).toEqual(screen.data.map((r: DistrictReportRow) => r.label));
  });

  it('sampark_details_report: Please select location without one; else the members list of the location', async () => {
    const none = await post(w.admin, '/api/report/sampark_details_report', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ location_id: ['Please select location'] });
    const filter = { location_id: w.maharashtra, include_sublocation: 1 };
    for (const user of [w.admin, w.regional]) {
      const res = await post(user, '/api/report/sampark_details_report?limit=50&orderby=created_at&ordertype=desc', filter);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.count).toBe(await listCount(user, filter));
    }
    const exported = await post(w.regional, '/api/report/sampark_details_report/export', filter);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="Sampark_Details_Report.xlsx"');
    const rows = await sheetOf(exported.rawPayload, 'Members');
    expect(rows.length - 1).toBe(await listCount(w.regional, filter));
    const noLocation = await post(w.admin, '/api/report/sampark_details_report/export', {});
    expect(noLocation.statusCode).toBe(422);
  });

  it('dashboard export: the tab rows and a Total row, Dashboard.xlsx', async () => {
    const screen = (await post(w.regional, '/api/report/memberstats', { type: 'Profession' })).json().data;
    const res = await post(w.regional, '/api/report/dashboard/export', { report: 'memberstats', type: 'Profession' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Dashboard.xlsx"');
    const rows = await sheetOf(res.rawPayload, 'Dashboard');
    expect(rows[0]).toEqual(['Type', 'Count']);
    expect(rows.slice(1, -1)).toEqual(screen.map((r: { label: string; count: number }) => [r.label, r.count]));
    expect(rows.at(-1)).toEqual(['Total', await listCount(w.regional, {})]);
    const bad = await post(w.admin, '/api/report/dashboard/export', { report: 'memberstats', type: 'Colour' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ type: ['The selected type of report is invalid.'] });
  });

  it('every route: 401 without a token, 403 for role 5', async () => {
    for (const url of ['district_report', 'district_report/export', 'sampark_details_report', 'sampark_details_report/export', 'dashboard/export']) {
      expect((await post(null, `/api/report/${url}`, {})).statusCode).toBe(401);
      expect((await post(w.sevak, `/api/report/${url}`, {})).statusCode).toBe(403);
    }
  });
});
