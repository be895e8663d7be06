import {
  IMPORT_MESSAGES,
  packedTooTightlyMessage,
  readTooLongMessage,
  textTooBigMessage,
  unpacksTooBigMessage,
} from '@sampark/domain/schemas/imports';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, rootLocationId, type TestUser } from '../../../test/factories';
import { workbookOf, sheetXml, zipOf } from './hostile-files';
import { csvOf, multipart, SEEKER_HEADER, seekerRow } from './import-fixtures';

const MB = 1024 * 1024;
// the test apps' heap for the limits: the shared strings may take a sixth, 2 MB
const HEAP_MB = 12;

/**
 * Issue 27: no spreadsheet can take the server down. Each hostile file is built here (a few
 * hundred KB at most) and refused with a 422 naming its limit; the server answers meanwhile and
 * the next import runs (the one-at-a-time lock was released).
 */
describe.each(DIALECTS)('import limits on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { IMPORT_HEAP_MB: String(HEAP_MB) });
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], await rootLocationId(t.database.db));
    admin = await t.userOf(2);
  });
  afterAll(() => t.close());

  let seq = 0;
  const mobile = () => `95${String(++seq).padStart(8, '0')}`;
  const upload = (name: string, content: Buffer | string) =>
    t.call(admin, { method: 'POST', url: '/api/import/seekers', ...multipart({ district: pune, dry_run: 1 }, { name, content }) });

  async function expectRefused(name: string, content: Buffer, message: string) {
    const before = await t.database.db.selectFrom('imports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await upload(name, content);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ message, errors: { file: [message] } });
    expect(await t.database.db.selectFrom('imports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    // the server answers, and the next import runs: the lock was released
    expect((await t.call(null, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const next = await upload('next.csv', csvOf([SEEKER_HEADER, seekerRow(mobile())]));
    expect([next.statusCode, next.json().data?.create]).toEqual([200, 1]);
  }

  it('refuses a shared-strings table bigger than its share of the heap (9.5 million tiny strings)', async () => {
    const items = Array.from({ length: 60_000 }, (_, i) => `<si><t>s${i}</t></si>`).join('');
    const file = workbookOf({ data: sheetXml([['firstname']]) }, [{ name: 'xl/sharedStrings.xml', data: `<sst>${items}</sst>` }]);
    expect(file.length).toBeLessThan(400 * 1024);
    await expectRefused('strings.xlsx', file, textTooBigMessage(Math.floor((HEAP_MB * MB) / 6)));
  });

  it('refuses a part packed tighter than any spreadsheet (one 600 MB cell in 625 KB), before unpacking it', async () => {
    const cell = `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>${'a'.repeat(20 * MB)}</t></is></c></row></sheetData></worksheet>`;
    const file = workbookOf({ data: cell });
    expect(file.length).toBeLessThan(100 * 1024);
    await expectRefused('cell.xlsx', file, packedTooTightlyMessage(100));
  });

  it('refuses an archive that declares more than 512 MB unpacked, or more than 1,000 parts', async () => {
    const sheet = sheetXml([['firstname']]);
    await expectRefused('big.xlsx', workbookOf({ data: sheet, declared: 600 * MB }), unpacksTooBigMessage(512 * MB));
    const parts = Array.from({ length: 1000 }, (_, i) => ({ name: `xl/media/p${i}.txt`, data: 'x' }));
    await expectRefused('parts.xlsx', workbookOf({ data: sheet }, parts), IMPORT_MESSAGES.tooManyParts);
  });

  it('refuses a part that unpacks to more than its directory declares, as it unpacks', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`Ravi${i}`, String(i)]);
    const file = workbookOf({ data: sheetXml([['firstname', 'mobile_number'], ...rows]), declared: 1000 });
    await expectRefused('lying.xlsx', file, IMPORT_MESSAGES.unreadable);
  });

  it('refuses a cell over 32,767 characters, and a row that never ends', async () => {
    await expectRefused('long.xlsx', workbookOf({ data: sheetXml([['firstname'], ['a'.repeat(32_768)]]) }), IMPORT_MESSAGES.cellTooLong);
    // stored, not packed: 1 MB of a cell without its end, which used to be read for minutes
    const endless = `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>${'b'.repeat(MB + 1)}`;
    await expectRefused('endless.xlsx', workbookOf({ data: endless, method: 0 }), IMPORT_MESSAGES.cellTooLong);
    const text = `${SEEKER_HEADER.join(',')}\n${seekerRow(mobile(), { city: 'c'.repeat(32_768) }).join(',')}\n`;
    await expectRefused('long.csv', Buffer.from(text), IMPORT_MESSAGES.cellTooLong);
  });

  it('refuses a value beyond column 256, and reads a formatted empty cell there', async () => {
    const header = `<row r="1"><c r="A1" t="inlineStr"><is><t>firstname</t></is></c><c r="B1" t="inlineStr"><is><t>mobile_number</t></is></c></row>`;
    const row = (extra: string) => `<row r="2"><c r="A2" t="inlineStr"><is><t>Ravi</t></is></c><c r="B2"><v>${mobile()}</v></c>${extra}</row>`;
    const sheet = (extra: string) => `<worksheet><sheetData>${header}${row(extra)}</sheetData></worksheet>`;
    await expectRefused('wide.xlsx', workbookOf({ data: sheet('<c r="IW2"><v>1</v></c>') }), IMPORT_MESSAGES.tooManyColumns);
    const formatted = await upload('formatted.xlsx', workbookOf({ data: sheet('<c r="XFD2" s="1"/>') }));
    expect([formatted.statusCode, formatted.json().data?.rows]).toEqual([200, 1]);
    const wide = `${SEEKER_HEADER.join(',')}\n${[...seekerRow(mobile()), ...Array(250).fill(''), 'x'].join(',')}\n`;
    await expectRefused('wide.csv', Buffer.from(wide), IMPORT_MESSAGES.tooManyColumns);
  });

  it('stops reading when the client goes away, and runs the next import', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const key = 'client-gone-0001';
    const rows = Array.from({ length: 50_000 }, (_, i) => seekerRow(`93${String(i).padStart(8, '0')}`));
    const body = multipart({ district: pune, dry_run: 1, progress_key: key }, { name: 'big.csv', content: csvOf([SEEKER_HEADER, ...rows]) });
    const req = http.request(`${address}/api/import/seekers`, { method: 'POST', headers: { ...body.headers, authorization: `Bearer ${admin.token}` } });
    req.on('error', () => undefined);
    req.end(body.payload);
    const importRow = () => t.database.db.selectFrom('imports').select('status').where('progress_key', '=', key).executeTakeFirst();
    await vi.waitFor(async () => expect(await importRow()).toBeDefined(), { timeout: 30_000, interval: 10 });
    req.destroy();
    // a dry run read to its end keeps its row (status checked); one stopped leaves nothing
    await vi.waitFor(async () => expect(await importRow()).toBeUndefined(), { timeout: 30_000, interval: 20 });
    const next = await upload('next.csv', csvOf([SEEKER_HEADER, seekerRow(mobile())]));
    expect([next.statusCode, next.json().data?.create]).toEqual([200, 1]);
  });

  it('still reads a workbook whose parts are stored, with shared strings after the sheet', async () => {
    const m = mobile();
    const sheet = `<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row><row r="2"><c t="s"><v>2</v></c><c><v>${m}</v></c></row></sheetData></worksheet>`;
    const strings = '<sst><si><t>firstname</t></si><si><r><t>mobile_</t></r><r><t>number</t></r><rPh><t>x</t></rPh></si><si><t>Ravi</t></si></sst>';
    const file = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: sheet, method: 0 },
      { name: 'xl/sharedStrings.xml', data: strings },
      { name: 'xl/workbook.xml', data: '<workbook><sheets><sheet name="seekers_info" r:id="rId1"/></sheets></workbook>' },
      { name: 'xl/_rels/workbook.xml.rels', data: '<Relationships><Relationship Id="rId1" Target="/xl/worksheets/sheet1.xml"/></Relationships>' },
    ]);
    const res = await upload('stored.xlsx', file);
    expect([res.statusCode, res.json().data?.rows, res.json().data?.refused]).toEqual([200, 1, expect.any(Array)]);
    expect(res.json().data.refused.filter((r: { column: string }) => r.column === 'mobile_number')).toEqual([]);
  });
});

describe.each(DIALECTS)('the import time limit on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let admin: TestUser;
  beforeAll(async () => {
    // a millisecond: any file of more than a few hundred rows runs out of it
    t = await createTestApp(dialect, { IMPORT_SECONDS: '0.001' });
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], await rootLocationId(t.database.db));
    admin = await t.userOf(2);
  });
  afterAll(() => t.close());

  const upload = (name: string, content: string) =>
    t.call(admin, { method: 'POST', url: '/api/import/seekers', ...multipart({ district: pune, dry_run: 1 }, { name, content }) });

  it('stops reading when the time is up, with a 422 naming it, and runs the next import', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => seekerRow(`94${String(i).padStart(8, '0')}`));
    const res = await upload('slow.csv', csvOf([SEEKER_HEADER, ...rows]));
    const message = readTooLongMessage(0.001);
    expect([res.statusCode, res.json()]).toEqual([422, { message, errors: { file: [message] } }]);
    const next = await upload('next.csv', csvOf([SEEKER_HEADER, seekerRow('9399999999')]));
    expect([next.statusCode, next.json().data?.create]).toEqual([200, 1]);
  });
});
