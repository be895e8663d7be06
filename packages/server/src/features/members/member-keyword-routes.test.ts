import ExcelJS from 'exceljs';
import { NO_ROWS_SELECTED } from '@sampark/domain/schemas/member-filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createMember } from '../../../test/factories';
import { buildMembersWorld, type MembersWorld } from '../../../test/member-filter.fixtures';

/**
 * Each shape of keyword people type, through the three callers of the one filter module: the list
 * (POST api/filter), the export and bulk Update by filter. Issue 12 defect 1: on PostgreSQL a
 * keyword of 10-15 digits (a mobile number) was compared with the integer id column and answered
 * 500 "value out of range for type integer"; only ids that fit the column are tried as ids.
 */
describe.each(DIALECTS)('the members keyword on %s', (dialect) => {
  let t: TestApp;
  let w: MembersWorld;
  /** Older records keep a number as typed: with +91, or the country code without '+'. */
  let kiran: number;
  let lata: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildMembersWorld(t);
    kiran = await createMember(t.database.db, { firstname: 'Kiran', lastname: 'Typed', location_id: w.mumbai, mobile_number: '+919876543210', whatsapp: null });
    lata = await createMember(t.database.db, { firstname: 'Lata', lastname: 'Coded', location_id: w.mumbai, mobile_number: '9700000000', whatsapp: '919812345678' });
  });
  afterAll(() => t.close());

  const q = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`;

  async function listed(keyword: string): Promise<number[]> {
    const res = await t.call(w.admin, { method: 'POST', url: `/api/filter?limit=100&${q(keyword)}`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(res.json().data.records.length);
    return res.json().data.records.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
  }

  async function exported(keyword: string): Promise<number[]> {
    const res = await t.call(w.admin, { method: 'POST', url: `/api/members/export?${q(keyword)}`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const ids: number[] = [];
    wb.getWorksheet('Members')!.eachRow((row, n) => {
      if (n > 1) ids.push(Number((row.values as unknown[])[1]));
    });
    return ids.sort((a, b) => a - b);
  }

  /** Bulk Update by filter with a marker of its own; the members that got it are the ones found. */
  async function bulkUpdated(keyword: string): Promise<number[]> {
    const marker = `kw ${Math.random().toString(36).slice(2, 10)}`;
    const res = await t.call(w.admin, { method: 'POST', url: '/api/bulkupdate', payload: { action: 'Update', filter: {}, keyword, profession_description: marker } });
    const rows = await t.database.db.selectFrom('members').select('id').where('profession_description', '=', marker).orderBy('id').execute();
    const ids = rows.map((r) => r.id);
    if (!ids.length) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(NO_ROWS_SELECTED);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.data).toBe(ids.length);
    }
    return ids;
  }

  const shapes: [string, (w: MembersWorld) => string, () => number[]][] = [
    ['a full 10-digit mobile', () => '9820011111', () => [w.m.asha]],
    ['a +91 mobile, as an older record stored it', () => '+919876543210', () => [kiran]],
    ['a 12-digit number with the country code', () => '919812345678', () => [lata]],
    // a substring search: a number stored without +91 is not found with it
    ['a +91 mobile of a number stored without it', () => '+919820011111', () => []],
    ['a mobile fragment', () => '98450', () => [w.m.chitra]],
    ['a 15-digit number', () => '123456789012345', () => []],
    ['an id', (world) => String(world.m.idris), () => [w.m.idris]],
    ['the largest id the column holds', () => '2147483647', () => []],
    ['one past the largest id', () => '2147483648', () => []],
    ['a name', () => 'Patil', () => [w.m.asha]],
    ['an e-mail', () => 'asha.patil@example.com', () => [w.m.asha]],
  ];

  it.each(shapes)('%s: the list, the export and bulk by filter find the same members', async (_shape, keyword, expected) => {
    const kw = keyword(w);
    const want = [...expected()].sort((a, b) => a - b);
    expect(await listed(kw)).toEqual(want);
    expect(await exported(kw)).toEqual(want);
    expect(await bulkUpdated(kw)).toEqual(want);
  });
});
