import { PassThrough } from 'node:stream';
import { REGISTRATION_COLUMNS } from '@sampark/domain/schemas/registrations-list';
import ExcelJS from 'exceljs';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { writeRegistrationsWorkbook } from './registration-export';
import { addManyRegistrations, addRegistration, type RegistrationWorld, registrationWorld } from './registrations-list.fixtures';

describe.each(DIALECTS)('GET api/registrations/export on %s', (dialect) => {
  let t: TestApp;
  let w: RegistrationWorld;
  let asha: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await registrationWorld(t);
    asha = await addRegistration(t.database.db, w.event, { firstname: 'Asha', lastname: 'Kulkarni', profession_id: w.profession, created_by: w.admin.id, created_at: '2025-01-01 09:00:00' });
    await addRegistration(t.database.db, w.event, { relationship: 2, status: 'Cancelled' });
    // 2,600 more: three slices of the export's reads; every fourth a family member, every tenth cancelled
    await addManyRegistrations(t.database.db, w.event, 2600, (i) => (i % 10 === 0 ? { status: 'Cancelled' } : {}));
  });
  afterAll(() => t.close());

  const exportAs = (user: TestUser | null, query: string) => t.call(user, { method: 'GET', url: `/api/registrations/export?${query}` });
  const listCount = async (query: string) => (await t.call(w.admin, { method: 'GET', url: `/api/registrations/event?${query}&limit=10` })).json().count as number;

  async function sheetOf(payload: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as never);
    const rows: unknown[][] = [];
    wb.getWorksheet('Registrations')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('is Event_Registrations.xlsx with every column of the screen and exactly the rows the list counts', async () => {
    for (const query of [`event_id=${w.event}&relationship=1`, `event_id=${w.event}&relationship=0`, `event_id=${w.event}&status=Cancelled`, `event_id=${w.event}&keyword=Guest12`]) {
      const res = await exportAs(w.admin, query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Event_Registrations.xlsx"');
      const rows = await sheetOf(res.rawPayload);
      expect(rows[0]).toEqual(REGISTRATION_COLUMNS.map((c) => c.label));
      expect(rows.length - 1, query).toBe(await listCount(query));
    }
  });

  it('writes the rows in the list order with the names the screen shows', async () => {
    const rows = await sheetOf((await exportAs(w.admin, `event_id=${w.event}&relationship=1&orderby=created_at&ordertype=asc`)).rawPayload);
    const col = (key: string) => REGISTRATION_COLUMNS.findIndex((c) => c.key === key);
    const first = rows[1];
    expect(first[col('id')]).toBe(asha);
    expect(first[col('fullname')]).toBe('Asha Kulkarni');
    expect(first[col('relationship')]).toBe('Delegate');
    expect(first[col('created_by')]).toBe('Asha Admin');
    // a date-time cell, as the screen shows it with its time (issue 26)
    expect(first[col('created_at')]).toEqual(new Date(Date.UTC(2025, 0, 1, 9)));
    expect(typeof first[col('profession')]).toBe('string');
    const ids = rows.slice(2).map((r) => r[col('id')] as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('waits for a slow download instead of reading every row into memory', async () => {
    let reads = 0;
    const counting: KyselyPlugin = { transformQuery: (a) => (reads++, a.node), transformResult: async (a) => a.result };
    // a download whose reader has not caught up: its buffer is already full
    const out = new PassThrough();
    out.write(Buffer.alloc(out.writableHighWaterMark));
    const done = writeRegistrationsWorkbook(t.database.db.withPlugin(counting), dialect, { event_id: w.event, orderby: 'id', ordertype: 'asc' }, out);
    await new Promise((r) => setTimeout(r, 300));
    // the ids, then the first slice of 1,000 rows; the other two wait for the reader
    expect(reads).toBe(2);
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await done;
    expect(reads).toBe(4);
    const rows = await sheetOf(Buffer.concat(chunks).subarray(out.writableHighWaterMark));
    expect(rows.length - 1).toBe(await listCount(`event_id=${w.event}`));
  });

  it('is for staff in the event scope', async () => {
    expect((await exportAs(w.sevak, `event_id=${w.event}`)).statusCode).toBe(403);
    expect((await exportAs(null, `event_id=${w.event}`)).statusCode).toBe(401);
    expect((await exportAs(w.goaRegional, `event_id=${w.event}`)).statusCode).toBe(404);
    const bad = await exportAs(w.admin, `event_id=${w.event}&orderby=password`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ orderby: ['The selected orderby is invalid.'] });
  });
});
