import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { multipart, officeFile, SEEKER_HEADER, seekerRow } from './import-fixtures';

const NAME_CHARS = 'Name must contain English alphabets only and not contain any special characters';
const MOBILE_LENGTH = 'Mobile number must be in between 10-12 digit';

describe.each(DIALECTS)('seekers import on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let goa: number;
  let admin: TestUser;
  let coordinator: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    admin = await t.userOf(1);
    coordinator = await t.userOf(3, { locations: [pune] });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  let seq = 0;
  const mobile = () => `97${String(++seq).padStart(8, '0')}`;
  const upload = (user: TestUser | null, fields: Record<string, string | number>, file?: { name: string; content: Buffer | string }, url = '/api/import/seekers') =>
    t.call(user, { method: 'POST', url, ...multipart(fields, file) });
  const seekersWith = (mobiles: string[]) => db().selectFrom('seekers').selectAll().where('mobile_number', 'in', mobiles).orderBy('id').execute();
  const count = async (table: 'seekers' | 'imports' | 'audit_log') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('a LibreOffice .xls with two bad rows', () => {
    let mobiles: string[];
    let xls: Buffer;
    beforeAll(() => {
      mobiles = [mobile(), mobile(), mobile(), mobile(), mobile()];
      xls = officeFile(
        [
          SEEKER_HEADER,
          seekerRow(mobiles[0]),
          seekerRow(mobiles[1], { firstname: 'रवि' }),
          seekerRow(mobiles[2], { firstname: 'Sita', gender: 'F', salutation: 'Smt.' }),
          seekerRow('98765', { firstname: 'Short' }),
          seekerRow(mobiles[4], { firstname: 'Gopal' }),
        ],
        'xls',
      );
    });

    it('dry run: counts the rows to create and lists each refused row, writing no seeker', async () => {
      const before = await count('seekers');
      const res = await upload(admin, { district: pune, dry_run: 1 }, { name: 'seekers.xls', content: xls });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          import_id: expect.any(Number),
          rows: 5,
          create: 3,
          update: 0,
          skip: 0,
          refused: [
            { row: 3, column: 'firstname', message: NAME_CHARS },
            { row: 5, column: 'mobile_number', message: MOBILE_LENGTH },
          ],
          refused_rows: 2,
          unknown_columns: [],
        },
      });
      expect(await count('seekers')).toBe(before);
    });

    it('an import without mode=valid refuses the whole file: 422 with the refused rows, nothing imported', async () => {
      const before = await count('seekers');
      const res = await upload(admin, { district: pune }, { name: 'seekers.xls', content: xls });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: '2 row(s) refused: nothing was imported',
        errors: { file: ['2 row(s) refused: nothing was imported'] },
        data: { refused_rows: 2, created: 0 },
      });
      expect(await count('seekers')).toBe(before);
    });

    it('mode=valid imports the valid rows at the chosen Jila, records and audits the import, then reverts it', async () => {
      const res = await upload(admin, { district: pune, mode: 'valid' }, { name: 'seekers.xls', content: xls });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ message: 'Data imported successfully', data: { created: 3, updated: 0, refused_rows: 2 } });
      const rows = await seekersWith(mobiles);
      expect(rows.map((r) => [r.fullname, r.gender, r.dob, r.location_id, r.jila, r.created_by, r.mobile_norm, r.active])).toEqual([
        ['Ravi Mohan Kulkarni', 'M', '1985-08-15', pune, 'Pune', admin.id, mobiles[0], 1],
        ['Sita Mohan Kulkarni', 'F', '1985-08-15', pune, 'Pune', admin.id, mobiles[2], 1],
        ['Gopal Mohan Kulkarni', 'M', '1985-08-15', pune, 'Pune', admin.id, mobiles[4], 1],
      ]);
      const audits = await db().selectFrom('audit_log').select(['action', 'user_id']).where('table_name', '=', 'seekers').where('record_id', 'in', rows.map((r) => r.id)).execute();
      expect(audits).toEqual(rows.map(() => ({ action: 'create', user_id: admin.id })));

      const list = await t.call(admin, { method: 'GET', url: '/api/imports?kind=seekers' });
      expect(list.statusCode).toBe(200);
      expect(list.json().data[0]).toMatchObject({
        id: body.data.import_id,
        file_name: 'seekers.xls',
        location: 'Pune',
        status: 'imported',
        rows_read: 5,
        created_count: 3,
        refused_count: 2,
        created_by_name: admin.name,
      });

      const revert = await t.call(admin, { method: 'POST', url: `/api/imports/${body.data.import_id}/revert` });
      expect(revert.statusCode).toBe(200);
      expect(revert.json()).toEqual({ message: 'Import reverted successfully', data: { removed: 3, restored: 0, kept: 0 } });
      expect(await seekersWith(mobiles)).toEqual([]);
      const again = await t.call(admin, { method: 'POST', url: `/api/imports/${body.data.import_id}/revert` });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ message: IMPORT_MESSAGES.alreadyReverted });
    });
  });

  it('a row with the number of a stored seeker updates it; the revert restores what it changed', async () => {
    const [m1, m2] = [mobile(), mobile()];
    const first = await upload(admin, { district: pune }, { name: 'first.csv', content: csv([SEEKER_HEADER, seekerRow(m1), seekerRow(m2)]) });
    expect(first.statusCode).toBe(200);
    const changed = officeFile([SEEKER_HEADER, seekerRow(m1, { firstname: 'Ramesh', email: 'ramesh@example.org' }), seekerRow(mobile(), { firstname: 'New' })], 'xlsx');
    const dry = await upload(admin, { district: pune, dry_run: 1 }, { name: 'second.xlsx', content: changed });
    expect(dry.json().data).toMatchObject({ create: 1, update: 1, refused_rows: 0 });
    const second = await upload(admin, { district: pune }, { name: 'second.xlsx', content: changed });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ created: 1, updated: 1 });
    const [updated] = await seekersWith([m1]);
    expect([updated.firstname, updated.fullname, updated.email]).toEqual(['Ramesh', 'Ramesh Mohan Kulkarni', 'ramesh@example.org']);

    const revert = await t.call(admin, { method: 'POST', url: `/api/imports/${second.json().data.import_id}/revert` });
    expect(revert.json().data).toEqual({ removed: 1, restored: 1, kept: 0 });
    const [restored] = await seekersWith([m1]);
    expect([restored.firstname, restored.fullname, restored.email]).toEqual(['Ravi', 'Ravi Mohan Kulkarni', null]);
  });

  it('every rule of the wizard refuses its row with the wizard\'s message', async () => {
    const m = mobile();
    const member = mobile();
    await createMember(db(), { location_id: pune, mobile_number: member, mobile_norm: member });
    const year = new Date().getFullYear();
    const rows = [
      SEEKER_HEADER,
      seekerRow(mobile(), { salutation: null }),
      seekerRow(mobile(), { gender: null }),
      seekerRow(mobile(), { firstname: null }),
      seekerRow(mobile(), { lastname: 'K'.repeat(51) }),
      seekerRow(mobile(), { city: 'Pune 1' }),
      seekerRow(mobile(), { country: null }),
      seekerRow(mobile(), { state: null }),
      seekerRow(mobile(), { district: 'Nowhere' }),
      seekerRow('12345', {}),
      seekerRow(mobile(), { email: 'not-an-email' }),
      seekerRow(mobile(), { year_joined: 1990 }),
      seekerRow(mobile(), { profession: 'Astronaut' }),
      seekerRow(m),
      seekerRow(m),
      seekerRow(member),
    ];
    const res = await upload(admin, { district: pune, dry_run: 1 }, { name: 'rules.csv', content: csv(rows) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refused).toEqual([
      { row: 2, column: 'salutation', message: 'Salutation is required' },
      { row: 3, column: 'gender', message: 'Gender is required' },
      { row: 4, column: 'firstname', message: 'Name is required' },
      { row: 5, column: 'lastname', message: 'Name must be less than 50 characters' },
      { row: 6, column: 'city', message: 'City must contain English alphabets only and not contain any special characters' },
      { row: 7, column: 'country', message: 'Country is required' },
      { row: 8, column: 'state', message: 'State is required' },
      { row: 9, column: 'district', message: 'District is required' },
      { row: 10, column: 'mobile_number', message: MOBILE_LENGTH },
      { row: 11, column: 'email', message: 'Enter a valid email' },
      { row: 12, column: 'year_joined', message: `Year joined must be between 1991 and ${year}` },
      { row: 13, column: 'profession', message: 'Please choose a value from the list' },
      { row: 15, column: 'mobile_number', message: 'This mobile number is also on row 14' },
      { row: 16, column: 'mobile_number', message: `1 Member(s) or Seeker(s) with phone number (${member}) already exists.` },
    ]);
    expect(res.json().data).toMatchObject({ create: 1, refused_rows: 14 });
  });

  describe('roles and scope', () => {
    it('refuses roles 4 and 5 with 403 and a caller without a token with 401, before reading the file', async () => {
      const content = csv([SEEKER_HEADER, seekerRow(mobile())]);
      for (const role of [4, 5]) {
        const res = await upload(await t.userOf(role, { locations: [pune] }), { district: pune }, { name: 's.csv', content });
        expect([role, res.statusCode, res.json()]).toEqual([role, 403, { message: 'You are not allowed to do this.' }]);
      }
      expect((await upload(null, { district: pune }, { name: 's.csv', content })).statusCode).toBe(401);
      expect((await upload(coordinator, { district: pune }, { name: 's.csv', content }, '/api/import/members')).statusCode).toBe(403);
    });

    it('a coordinator imports into a Jila of their own locations only, and cannot update a seeker outside them', async () => {
      const outside = mobile();
      await upload(admin, { district: goa }, { name: 'goa.csv', content: csv([SEEKER_HEADER, seekerRow(outside, { state: 'Goa', district: 'North Goa' })]) });
      const refused = await upload(coordinator, { district: goa, dry_run: 1 }, { name: 's.csv', content: csv([SEEKER_HEADER, seekerRow(mobile())]) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: 'This district is outside your locations', errors: { district: ['This district is outside your locations'] } });
      const own = mobile();
      const res = await upload(coordinator, { district: pune }, { name: 's.csv', content: csv([SEEKER_HEADER, seekerRow(own), seekerRow(outside)]) });
      expect(res.statusCode).toBe(422);
      expect(res.json().data.refused).toEqual([{ row: 3, column: 'mobile_number', message: `1 Member(s) or Seeker(s) with phone number (${outside}) already exists.` }]);
      const valid = await upload(coordinator, { district: pune, mode: 'valid' }, { name: 's.csv', content: csv([SEEKER_HEADER, seekerRow(own), seekerRow(outside)]) });
      expect(valid.json().data).toMatchObject({ created: 1, updated: 0 });
      expect((await t.call(coordinator, { method: 'POST', url: `/api/imports/${valid.json().data.import_id}/revert` })).statusCode).toBe(403);
      const list = await t.call(coordinator, { method: 'GET', url: '/api/imports?kind=seekers' });
      expect(list.json().data.map((r: { created_by_name: string }) => r.created_by_name)).toEqual([coordinator.name]);
      expect((await t.call(coordinator, { method: 'GET', url: '/api/imports?kind=members' })).statusCode).toBe(403);
    });

    it('needs a Jila and a file', async () => {
      const content = csv([SEEKER_HEADER, seekerRow(mobile())]);
      const noJila = await upload(admin, {}, { name: 's.csv', content });
      expect(noJila.json()).toEqual({ message: 'Jila is required', errors: { district: ['Jila is required'] } });
      const noFile = await upload(admin, { district: pune });
      expect(noFile.json()).toEqual({ message: 'File is required', errors: { file: ['File is required'] } });
    });
  });

  it('reports progress to the browser that chose the key, and to no one else', async () => {
    const key = 'progress-key-1234';
    const res = await upload(admin, { district: pune, dry_run: 1, progress_key: key }, { name: 's.csv', content: csv([SEEKER_HEADER, seekerRow(mobile())]) });
    expect(res.statusCode).toBe(200);
    const poll = await t.call(admin, { method: 'GET', url: `/api/imports/progress?key=${key}` });
    expect(poll.json()).toEqual({ data: { status: 'checked', progress: 100, rows_read: 1 } });
    expect((await t.call(await t.userOf(1), { method: 'GET', url: `/api/imports/progress?key=${key}` })).statusCode).toBe(404);
  });
  it("the imports list tells a jila's same-named location apart by its ancestors (issue 26)", async () => {
    const [goaPune] = await createLocationPath(db(), ['Pune'], goa);
    const locations = (await t.call(admin, { method: 'GET', url: '/api/imports?kind=seekers' })).json().data.map((r: { location: string }) => r.location);
    expect(locations).toContain('Pune (Maharashtra)');
    expect(locations).not.toContain('Pune');
    await db().deleteFrom('locations').where('id', '=', goaPune!).execute();
  });
});

function csv(rows: (string | number | null)[][]): string {
  return rows.map((r) => r.map((v) => (v === null ? '' : String(v))).join(',')).join('\n');
}
