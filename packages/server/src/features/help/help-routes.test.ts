import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';

describe.each(DIALECTS)('help on %s', (dialect) => {
  let t: TestApp;
  let sevak: TestUser;
  let coordinator: TestUser;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-'));
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'CMS_1_Login.mp4'), bytes);
    fs.writeFileSync(path.join(dir, 'CMS_3_Event_Approval_Status.mp4'), bytes);
    t = await createTestApp(dialect, { HELP_VIDEOS_DIR: dir });
    sevak = await t.userOf(5);
    coordinator = await t.userOf(3);
  });
  afterAll(() => t.close());

  it('streams an installed video whole and by range', async () => {
    const whole = await t.call(sevak, { method: 'GET', url: '/api/help/videos/CMS_1_Login.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.call(sevak, { method: 'GET', url: '/api/help/videos/CMS_1_Login.mp4', headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    const bad = await t.call(sevak, { method: 'GET', url: '/api/help/videos/CMS_1_Login.mp4', headers: { range: 'bytes=5000-' } });
    expect(bad.statusCode).toBe(416);
  });

  it('accepts the token in the query for <video>', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/help/videos/CMS_1_Login.mp4?token=${sevak.token}` });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/help/videos/CMS_1_Login.mp4' })).statusCode).toBe(401);
  });

  it("says 'This video is not installed' for a known video without a file", async () => {
    const res = await t.call(sevak, { method: 'GET', url: '/api/help/videos/CMS_2_ChangePassword.mp4' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This video is not installed' });
    expect((await t.call(sevak, { method: 'GET', url: '/api/help/videos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('keeps the event videos and the useful links from role 5', async () => {
    expect((await t.call(sevak, { method: 'GET', url: '/api/help/videos/CMS_3_Event_Approval_Status.mp4' })).statusCode).toBe(403);
    expect((await t.call(coordinator, { method: 'GET', url: '/api/help/videos/CMS_3_Event_Approval_Status.mp4' })).statusCode).toBe(200);
    expect((await t.call(sevak, { method: 'GET', url: '/api/help/files/Bulk_Entry_Template.xlsx' })).statusCode).toBe(403);
  });

  it('serves the useful links as real Excel templates', async () => {
    const res = await t.call(coordinator, { method: 'GET', url: '/api/help/files/Followup_Template.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Followup_Template.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = wb.getWorksheet('followups')!.getRow(1).values as unknown[];
    expect(header.slice(1, 5)).toEqual(['Member ID', 'Followup Date (YYYY-MM-DD)', 'Contacted By', 'Contact Status']);
    expect((await t.call(coordinator, { method: 'GET', url: '/api/help/files/secret.xlsx' })).statusCode).toBe(404);
  });
});
