import { MEMBER_COLUMNS } from '@sampark/domain/member-views';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, type TestUser } from '../../../test/factories';
import { buildMembersWorld, type MembersWorld } from '../../../test/member-filter.fixtures';

describe.each(DIALECTS)('POST api/members/export on %s', (dialect) => {
  let t: TestApp;
  let w: MembersWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildMembersWorld(t);
  });
  afterAll(() => t.close());

  const exportAs = (user: TestUser | null, body: object = {}, query = '') =>
    t.call(user, { method: 'POST', url: `/api/members/export${query}`, payload: body });

  async function sheetOf(payload: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as any);
    const ws = wb.getWorksheet('Members')!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('is a real Members.xlsx with the list columns and every matching row in list order', async () => {
    const res = await exportAs(w.admin, { source: ['PIS', 'HJS Website'] }, '?orderby=created_at&ordertype=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Members.xlsx"');
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(MEMBER_COLUMNS.map((c) => c.label));
    const col = (key: string) => MEMBER_COLUMNS.findIndex((c) => c.key === key);
    // gopal 2024-03-01, farah 2024-02-10, bharat 2024-02-01, asha 2024-01-10; eshwar (ToBeDeleted) left out
    expect(rows.slice(1).map((r) => r[col('id')])).toEqual([w.m.gopal, w.m.farah, w.m.bharat, w.m.asha]);
    const asha = rows[4];
    expect(asha[col('fullname')]).toBe('Asha Patil');
    expect(asha[col('location')]).toBe('Dadar');
    expect(asha[col('profession')]).toBe('Doctor');
    expect(asha[col('assigned_to_name')]).toBe('Sunil Sevak');
    expect(asha[col('responsibility')]).toBe('साधकत्व है और दायित्व ले सकते हैं');
    expect(asha[col('whatsapp')]).toBeUndefined();
  });

  it('writes a same-named location with its ancestors, as the list shows it (issue 26)', async () => {
    const [otherDadar] = await createLocationPath(t.database.db, ['Dadar'], w.bengaluru);
    const rows = await sheetOf((await exportAs(w.admin, { source: ['PIS'] })).rawPayload);
    const col = (key: string) => MEMBER_COLUMNS.findIndex((c) => c.key === key);
    expect(rows.find((r) => r[col('id')] === w.m.asha)![col('location')]).toBe('Dadar (Mumbai)');
    await t.database.db.deleteFrom('locations').where('id', '=', otherDadar!).execute();
  });

  it('writes every date column as a date cell shown DD-MM-YYYY, the timestamps with their time (issue 26)', async () => {
    await t.database.db.updateTable('members').set({ dob: '1985-07-15' }).where('id', '=', w.m.asha).execute();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await exportAs(w.admin, { source: ['PIS'] })).rawPayload as any);
    const ws = wb.getWorksheet('Members')!;
    const row = ws.getColumn(1).values.indexOf(w.m.asha);
    const cell = (key: string) => ws.getRow(row).getCell(MEMBER_COLUMNS.findIndex((c) => c.key === key) + 1);
    const shown = (key: string) => [key, cell(key).type, cell(key).value, cell(key).numFmt];
    expect(shown('dob')).toEqual(['dob', ExcelJS.ValueType.Date, new Date(Date.UTC(1985, 6, 15)), 'dd-mm-yyyy']);
    expect(shown('created_at')).toEqual(['created_at', ExcelJS.ValueType.Date, new Date(Date.UTC(2024, 0, 10, 9)), 'dd-mm-yyyy hh:mm AM/PM']);
    expect(shown('updated_at')).toEqual(['updated_at', ExcelJS.ValueType.Date, new Date(Date.UTC(2024, 0, 10, 9)), 'dd-mm-yyyy hh:mm AM/PM']);
    // every date column of the list is written so
    const dated = MEMBER_COLUMNS.filter((c) => c.kind === 'date' || c.kind === 'datetime').map((c) => c.key);
    expect(dated).toEqual(['dob', 'lcd', 'last_contacted_date', 'created_at', 'updated_at']);
  });

  it('applies the keyword and the scope', async () => {
    const byKeyword = await sheetOf((await exportAs(w.admin, {}, '?keyword=mail.test')).rawPayload);
    expect(byKeyword.slice(1).map((r) => r[0]).sort()).toEqual([w.m.bharat, w.m.farah].sort());
    const scoped = await sheetOf((await exportAs(w.regional, {})).rawPayload);
    expect(scoped.slice(1).map((r) => r[0]).sort()).toEqual([w.m.asha, w.m.bharat, w.m.deepak, w.m.gopal].sort());
  });

  it('an empty result is a workbook with the header row only', async () => {
    const rows = await sheetOf((await exportAs(w.admin, { contact_group: 'Nobody' })).rawPayload);
    expect(rows).toHaveLength(1);
  });

  it('is for staff: role 5 403, no token 401, bad orderby 422', async () => {
    expect((await exportAs(w.sevak)).statusCode).toBe(403);
    expect((await exportAs(null)).statusCode).toBe(401);
    const bad = await exportAs(w.admin, {}, '?orderby=password');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ orderby: ['The selected orderby is invalid.'] });
  });
});
