import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, SEEKER_IMPORT_COLUMNS } from '@sampark/domain/schemas/imports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, rootLocationId, type TestUser } from '../../../test/factories';
import { csvOf, multipart, officeFile, SEEKER_HEADER, seekerRow } from './import-fixtures';

/** Issue 15's hostile files: each a clear 422 that changes nothing; and the odd but honest ones read right. */
describe.each(DIALECTS)('import files on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], await rootLocationId(t.database.db));
    admin = await t.userOf(2);
  });
  afterAll(() => t.close());

  let seq = 0;
  const mobile = () => `96${String(++seq).padStart(8, '0')}`;
  const dryRun = (name: string, content: Buffer | string) => t.call(admin, { method: 'POST', url: '/api/import/seekers', ...multipart({ district: pune, dry_run: 1 }, { name, content }) });
  const imported = (name: string, content: Buffer | string) => t.call(admin, { method: 'POST', url: '/api/import/seekers', ...multipart({ district: pune }, { name, content }) });
  const tables = async () => {
    const n = async (table: 'seekers' | 'imports' | 'import_refusals') =>
      Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return [await n('seekers'), await n('imports'), await n('import_refusals')];
  };

  async function expectRefused(name: string, content: Buffer | string, message: string) {
    const before = await tables();
    const res = await imported(name, content);
    expect([name, res.statusCode, res.json()]).toEqual([name, 422, { message, errors: { file: [message] } }]);
    expect(await tables()).toEqual(before);
  }

  it('refuses a sheet not named seekers_info', async () => {
    await expectRefused('s.xls', officeFile([SEEKER_HEADER, seekerRow(mobile())], 'xls', 'Sheet1'), 'The file has no sheet named seekers_info');
    await expectRefused('s.xlsx', officeFile([SEEKER_HEADER, seekerRow(mobile())], 'xlsx', 'Sheet1'), 'The file has no sheet named seekers_info');
  });

  it('refuses a file of 10 MB or more', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES, 'a');
    await expectRefused('big.csv', big, 'The file must be under 10 MB');
  });

  it('refuses an .xls that is a web page, a renamed zip, or neither; and other kinds of file', async () => {
    await expectRefused('s.xls', '<html><body><table><tr><td>firstname</td></tr></table></body></html>', IMPORT_MESSAGES.htmlAsXls);
    await expectRefused('s.xls', officeFile([SEEKER_HEADER, seekerRow(mobile())], 'xlsx'), IMPORT_MESSAGES.zipAsXls);
    await expectRefused('s.xls', 'firstname,lastname\nRavi,Kumar\n', IMPORT_MESSAGES.notXls);
    await expectRefused('s.xlsx', officeFile([SEEKER_HEADER, seekerRow(mobile())], 'xls'), IMPORT_MESSAGES.notXlsx);
    await expectRefused('s.xlsx', Buffer.from('PK\u0003\u0004 this is no zip at all'), IMPORT_MESSAGES.notXlsx);
    await expectRefused('s.pdf', '%PDF-1.4', IMPORT_MESSAGES.wrongType);
    await expectRefused('s.csv', Buffer.from('firstname\nJos\u00e9\n', 'latin1'), IMPORT_MESSAGES.csvNotUtf8);
    await expectRefused('s.csv', officeFile([SEEKER_HEADER], 'xls'), IMPORT_MESSAGES.notCsv);
  });

  it('refuses a file without the template\'s header row, or without rows', async () => {
    await expectRefused('s.csv', 'a,b,c\n1,2,3\n', IMPORT_MESSAGES.noHeader);
    await expectRefused('s.csv', `${SEEKER_HEADER.join(',')}\n,,,\n`, IMPORT_MESSAGES.noRows);
  });

  it('reads a UTF-8 CSV with a byte-order mark, CRLF, quotes and a semicolon separator', async () => {
    const rows = [SEEKER_HEADER, seekerRow(mobile(), { city: 'Pune' }), seekerRow(mobile(), { firstname: 'Anand' })];
    expect((await dryRun('bom.csv', `\uFEFF${csvOf(rows)}`)).json().data).toMatchObject({ create: 2, refused_rows: 0, unknown_columns: [] });
    const semicolons = rows.map((r) => r.map((v) => (v === null ? '' : `"${v}"`)).join(';')).join('\n');
    expect((await dryRun('semi.csv', semicolons)).json().data).toMatchObject({ create: 2, refused_rows: 0 });
  });

  it('matches headers case-insensitively with spaces as underscores, reports unknown columns once', async () => {
    const header = SEEKER_HEADER.map((h) => h.toUpperCase().replace('_', ' '));
    const res = await dryRun('h.csv', csvOf([[...header, 'Favourite Colour'], [...seekerRow(mobile()), 'blue']]));
    expect(res.json().data).toMatchObject({ create: 1, unknown_columns: ['Favourite Colour'] });
  });

  it('skips empty rows and keeps the sheet\'s row numbers', async () => {
    const xls = officeFile([SEEKER_HEADER, seekerRow(mobile()), [], [], seekerRow('123')], 'xls');
    const res = await dryRun('gaps.xls', xls);
    expect(res.json().data).toMatchObject({ rows: 2, create: 1, refused: [{ row: 5, column: 'mobile_number', message: 'Mobile number must be in between 10-12 digit' }] });
  });

  it('reads Devanagari from every format, refused by the English-name rule on its row', async () => {
    const rows = [SEEKER_HEADER, seekerRow(mobile()), seekerRow(mobile(), { lastname: 'कुलकर्णी' })];
    for (const [name, content] of [['d.xls', officeFile(rows, 'xls')], ['d.xlsx', officeFile(rows, 'xlsx')], ['d.csv', csvOf(rows)]] as const) {
      const res = await dryRun(name, content);
      // the whole answer on a failure: which format, and what the server said
      expect([name, res.statusCode, res.json().data?.refused ?? res.json()]).toEqual([
        name,
        200,
        [{ row: 3, column: 'lastname', message: 'Name must contain English alphabets only and not contain any special characters' }],
      ]);
    }
  });

  it('reads dates as date cells, Excel serial numbers and text', async () => {
    const m = [mobile(), mobile(), mobile(), mobile(), mobile()];
    const rows = [
      SEEKER_HEADER,
      seekerRow(m[0], { dob: '1985-08-15' }),
      seekerRow(m[1], { dob: 31274 }),
      seekerRow(m[2], { dob: '15-08-1985' }),
      seekerRow(m[3], { dob: '15-Aug-1985' }),
      seekerRow(m[4], { dob: '31-02-1985' }),
    ];
    const res = await t.call(admin, { method: 'POST', url: '/api/import/seekers', ...multipart({ district: pune, mode: 'valid' }, { name: 'dates.xls', content: officeFile(rows, 'xls') }) });
    expect(res.json().data).toMatchObject({ created: 4, refused: [{ row: 6, column: 'dob', message: 'Please enter a valid date of birth' }] });
    const stored = await t.database.db.selectFrom('seekers').select('dob').where('mobile_number', 'in', m).execute();
    expect(stored.map((s) => s.dob)).toEqual(['1985-08-15', '1985-08-15', '1985-08-15', '1985-08-15']);
  });

  it('takes a formula\'s stored result and never evaluates it', async () => {
    // LibreOffice stores the result it computed
    const m = mobile();
    const lo = officeFile([SEEKER_HEADER, seekerRow(`=${Number(m) - 1}+1`)], 'xls');
    expect((await dryRun('f.xls', lo)).json().data).toMatchObject({ create: 1, refused_rows: 0 });
    // a stored result that is not what the formula would give now: the stored one is read
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('seekers_info');
    sheet.addRow(SEEKER_HEADER);
    const row = sheet.addRow(seekerRow(mobile()));
    row.getCell(SEEKER_HEADER.indexOf('firstname') + 1).value = { formula: 'LOWER("RAVI")&"1"', result: 'Ravi' };
    row.getCell(SEEKER_HEADER.indexOf('mobile_number') + 1).value = { formula: '1+1', result: Number(mobile()) };
    const res = await dryRun('f.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.json().data).toMatchObject({ create: 1, refused_rows: 0 });
  });

  it('reads 70,000 rows, and refuses a file of more than 100,000', async () => {
    const header = ['salutation', 'firstname', 'middlename', 'lastname', 'gender', 'country', 'state', 'district', 'city', 'mobile_number'];
    const line = (i: number) => `Mr,Ravi,Mohan,Kulkarni,M,INDIA,Maharashtra,Pune,Pune,${7_000_000_000 + i}`;
    const many = (n: number) => [header.join(','), ...Array.from({ length: n }, (_, i) => line(i))].join('\n');
    const res = await dryRun('many.csv', many(70_000));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 70_000, create: 70_000, refused_rows: 0 });
    await expectRefused('too-many.csv', many(100_001), 'The file has more than 1,00,000 rows: split it into files of at most 1,00,000 rows');
  }, 120_000);

  it('the template has the seekers_info sheet, exactly the headers, an example row that imports, and the lists as data validation', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/import/seekers/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="seekers_import_template.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('seekers_info')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SEEKER_IMPORT_COLUMNS]);
    expect(sheet.getCell('A2').value).toBe('Mr');
    const gender = sheet.getCell(`${String.fromCharCode(64 + SEEKER_IMPORT_COLUMNS.indexOf('gender') + 1)}3`).dataValidation;
    expect(gender).toMatchObject({ type: 'list', formulae: [expect.stringMatching(/^lists!\$[A-Z]+\$2:\$[A-Z]+\$4$/)] });
    expect((await dryRun('template.xlsx', res.rawPayload)).json().data).toMatchObject({ create: 1, refused_rows: 0, unknown_columns: [] });
  });

  it('the refused rows download holds each refused row\'s cells, row number and problems', async () => {
    const m = mobile();
    const check = await dryRun('r.csv', csvOf([SEEKER_HEADER, seekerRow(mobile()), seekerRow(m, { firstname: 'रवि', email: 'x' })]));
    const res = await t.call(admin, { method: 'GET', url: `/api/imports/${check.json().data.import_id}/refused` });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('seekers_info')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SEEKER_HEADER, 'row', 'problems']);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 3)).toEqual(['Mr', 'रवि', 'Mohan']);
    expect(row.slice(-2)).toEqual([3, 'firstname: Name must contain English alphabets only and not contain any special characters; email: Enter a valid email']);
    expect(sheet.rowCount).toBe(2);
    const other = await t.userOf(3, { locations: [pune] });
    expect((await t.call(other, { method: 'GET', url: `/api/imports/${check.json().data.import_id}/refused` })).statusCode).toBe(404);
  });
});
