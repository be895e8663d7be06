import { MEMBER_IMPORT_COLUMNS } from '@sampark/domain/schemas/imports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { csvOf, type FixtureCell, multipart, officeFile } from './import-fixtures';

const HEADER = ['salutation', 'firstname', 'lastname', 'gender', 'mobile_number', 'whatsapp', 'email', 'country', 'city', 'profession_id', 'category_id', 'brief_intro', 'location_id'];

describe.each(DIALECTS)('members import on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let goa: number;
  let admin: TestUser;
  let teacher: { id: number; name: string };
  let category: { id: number; name: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    admin = await t.userOf(2);
    teacher = await t.database.db.selectFrom('professions').select(['id', 'name']).where('name', '=', 'Teacher').executeTakeFirstOrThrow();
    category = await t.database.db.selectFrom('categories').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  let seq = 0;
  const mobile = () => `95${String(++seq).padStart(8, '0')}`;
  const row = (m: string, extra: Partial<Record<(typeof HEADER)[number], FixtureCell>> = {}): FixtureCell[] => {
    const r: Record<string, FixtureCell> = {
      salutation: 'Mr',
      firstname: 'Ravi',
      lastname: 'Kumar',
      gender: 'Male',
      mobile_number: m,
      whatsapp: null,
      email: null,
      country: 'INDIA',
      city: 'Pune',
      profession_id: 'teacher',
      category_id: category.name,
      brief_intro: 'Met at the exhibition',
      location_id: null,
      ...extra,
    };
    return HEADER.map((h) => r[h]);
  };
  const upload = (user: TestUser, fields: Record<string, string | number>, rows: FixtureCell[][], name = 'members.csv') =>
    t.call(user, { method: 'POST', url: '/api/import/members', ...multipart({ district: pune, ...fields }, { name, content: name.endsWith('.csv') ? csvOf(rows) : officeFile(rows, name.endsWith('.xls') ? 'xls' : 'xlsx', 'members_info') }) });
  const member = (id: number) => t.database.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const byMobile = async (m: string) => {
    // the member's row with its assignee, as the members' repository reads a record
    return t.database.db
      .selectFrom('members as m')
      .leftJoin('member_assignments as ma', 'ma.member_id', 'm.id')
      .selectAll('m')
      .select('ma.assigned_to')
      .where('m.mobile_norm', '=', m)
      .executeTakeFirstOrThrow();
  };

  it('imports new members from a LibreOffice .xls: placed at the Jila or their location_id, unassigned, Pending', async () => {
    const [m1, m2] = [mobile(), mobile()];
    const res = await upload(admin, {}, [HEADER, row(m1), row(m2, { firstname: 'Sita', gender: 'Female', location_id: goa, profession_id: teacher.id, category_id: category.id })], 'members.xls');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Data imported successfully', data: { created: 2, updated: 0, skipped: 0, refused_rows: 0 } });
    const [a, b] = [await byMobile(m1), await byMobile(m2)];
    expect([a.fullname, a.gender, a.location_id, a.assigned_to, a.contact_group, a.profession_id, a.category_id, a.mobile_country_code, a.created_by]).toEqual([
      'Ravi Kumar', 'M', pune, null, 'Pending', teacher.id, category.id, '91', admin.id,
    ]);
    expect([b.fullname, b.gender, b.location_id]).toEqual(['Sita Kumar', 'F', goa]);
  });

  it('an import after its dry run matches the numbers again: a member added in between is skipped, the new rows audited', async () => {
    const [m1, m2] = [mobile(), mobile()];
    const rows = [HEADER, row(m1), row(m2, { firstname: 'Sita', gender: 'Female' })];
    const dry = await upload(admin, { dry_run: 1 }, rows, 'members.xlsx');
    expect(dry.json().data).toMatchObject({ create: 2, update: 0, skip: 0 });
    const existing = await createMember(t.database.db, { location_id: pune, mobile_number: m2, mobile_norm: m2 });
    const res = await upload(admin, {}, rows, 'members.xlsx');
    expect(res.json()).toMatchObject({ message: 'Data imported successfully', data: { created: 1, updated: 0, skipped: 1, refused_rows: 0 } });
    const created = await byMobile(m1);
    expect(created.fullname).toBe('Ravi Kumar');
    expect((await member(existing)).firstname).not.toBe('Sita');
    const audit = await t.database.db.selectFrom('audit_log').select('changes').where('table_name', '=', 'members').where('record_id', '=', created.id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({ firstname: [null, 'Ravi'], fullname: [null, 'Ravi Kumar'], mobile_norm: [null, m1], location_id: [null, pune], contact_group: [null, 'Pending'], created_by: [null, admin.id] });
    expect(Object.keys(JSON.parse(audit.changes!))).not.toContain('created_at');
  });

  it('refuses rows with the member form\'s messages', async () => {
    const res = await upload(admin, { dry_run: 1 }, [
      HEADER,
      row(mobile(), { firstname: null }),
      row('123'),
      row(mobile(), { whatsapp: '12' }),
      row(mobile(), { profession_id: 'Astronaut' }),
      row(mobile(), { category_id: null }),
      row(mobile(), { location_id: 999999 }),
      row(mobile(), { city: null }),
    ]);
    expect(res.json().data.refused).toEqual([
      { row: 2, column: 'firstname', message: 'Please enter first name' },
      { row: 3, column: 'mobile_number', message: 'Please check your mobile number' },
      { row: 4, column: 'whatsapp', message: 'Please check your Whatsapp number' },
      { row: 5, column: 'profession_id', message: 'Please choose a value from the list' },
      { row: 6, column: 'category_id', message: 'Category is required' },
      { row: 7, column: 'location_id', message: 'Please choose a value from the list' },
      { row: 8, column: 'city', message: 'Please enter city' },
    ]);
  });

  describe('a number a member already has', () => {
    let existing: number;
    let number: string;
    beforeAll(async () => {
      number = mobile();
      existing = await createMember(t.database.db, {
        location_id: pune,
        firstname: 'Old',
        lastname: 'Name',
        fullname: 'Old Name',
        mobile_number: number,
        mobile_norm: number,
        email: null,
        brief_intro: 'kept',
        city: 'Pune',
      });
    });
    const file = () => [HEADER, row(number, { firstname: 'New', email: 'new@example.org', brief_intro: null, city: 'Mumbai' }), row(mobile())];

    it('skip: the dry run counts it, the import leaves the member alone', async () => {
      const dry = await upload(admin, { dry_run: 1, duplicates: 'skip' }, file());
      expect(dry.json().data).toMatchObject({ create: 1, update: 0, skip: 1 });
      const res = await upload(admin, { duplicates: 'skip' }, file());
      expect(res.json().data).toMatchObject({ created: 1, updated: 0, skipped: 1 });
      expect((await member(existing)).firstname).toBe('Old');
    });

    it('fill: only the member\'s empty fields take the row\'s values', async () => {
      const res = await upload(admin, { duplicates: 'fill' }, [HEADER, row(number, { firstname: 'New', email: 'fill@example.org', brief_intro: null, city: 'Mumbai' })]);
      expect(res.json().data).toMatchObject({ created: 0, updated: 1 });
      const m = await member(existing);
      expect([m.firstname, m.email, m.brief_intro, m.city]).toEqual(['Old', 'fill@example.org', 'kept', 'Pune']);
    });

    it('update: the row\'s filled cells replace the member\'s values, blank cells keep them; the revert restores, but keeps a later edit', async () => {
      const dry = await upload(admin, { dry_run: 1, duplicates: 'update' }, [HEADER, row(number, { firstname: 'New', brief_intro: null, city: 'Mumbai' })]);
      expect(dry.json().data).toMatchObject({ create: 0, update: 1, skip: 0 });
      const res = await upload(admin, { duplicates: 'update' }, [HEADER, row(number, { firstname: 'New', brief_intro: null, city: 'Mumbai' })]);
      expect(res.json().data).toMatchObject({ created: 0, updated: 1 });
      let m = await member(existing);
      expect([m.firstname, m.lastname, m.fullname, m.brief_intro, m.city]).toEqual(['New', 'Kumar', 'New Kumar', 'kept', 'Mumbai']);
      const history = await t.call(admin, { method: 'GET', url: `/api/members/${existing}/history` });
      expect(history.json().data.filter((h: { field: string }) => h.field === 'firstname')[0]).toMatchObject({ action: 'update', from: 'Old', to: 'New', user_id: admin.id });

      await t.database.db.updateTable('members').set({ city: 'Nagpur' }).where('id', '=', existing).execute();
      const revert = await t.call(await t.userOf(1), { method: 'POST', url: `/api/imports/${res.json().data.import_id}/revert` });
      expect(revert.json()).toEqual({ message: 'Import reverted successfully', data: { removed: 0, restored: 1, kept: 1 } });
      m = await member(existing);
      expect([m.firstname, m.fullname, m.city]).toEqual(['Old', 'Old Name', 'Nagpur']);
    });

    it('two rows for one member: the second is refused', async () => {
      const other = mobile();
      await t.database.db.updateTable('members').set({ whatsapp: other, whatsapp_norm: other }).where('id', '=', existing).execute();
      const res = await upload(admin, { dry_run: 1, duplicates: 'update' }, [HEADER, row(number), row(other)]);
      expect(res.json().data).toMatchObject({ update: 1, refused: [{ row: 3, column: 'mobile_number', message: 'This row and row 2 are for the same record' }] });
    });
  });

  it('a revert removes the members an import created, with what was recorded on them since', async () => {
    const m = mobile();
    const res = await upload(admin, {}, [HEADER, row(m)]);
    const id = (await byMobile(m)).id;
    await t.call(admin, { method: 'POST', url: '/api/followups', payload: { member_id: id, followup_date: '2026-01-02', contacted_by: 'Asha', contact_status: 'Spam' } });
    const revert = await t.call(admin, { method: 'POST', url: `/api/imports/${res.json().data.import_id}/revert` });
    expect(revert.json().data).toEqual({ removed: 1, restored: 0, kept: 0 });
    expect(await t.database.db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('table_name', '=', 'members').where('record_id', '=', id).orderBy('id').execute();
    expect([audit[0].action, audit[audit.length - 1].action]).toEqual(['create', 'delete']);
  });

  it('is for roles 1-2 only, as its template and history', async () => {
    for (const role of [3, 4, 5]) {
      const user = await t.userOf(role, { locations: [pune] });
      expect([role, (await upload(user, {}, [HEADER, row(mobile())])).statusCode]).toEqual([role, 403]);
      expect([role, (await t.call(user, { method: 'GET', url: '/api/import/members/template' })).statusCode]).toEqual([role, 403]);
    }
    const template = await t.call(admin, { method: 'GET', url: '/api/import/members/template' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect((wb.getWorksheet('members_info')!.getRow(1).values as unknown[]).slice(1)).toEqual([...MEMBER_IMPORT_COLUMNS]);
    const dry = await t.call(admin, { method: 'POST', url: '/api/import/members', ...multipart({ district: pune, dry_run: 1 }, { name: 't.xlsx', content: template.rawPayload }) });
    expect(dry.json().data).toMatchObject({ create: 1, refused_rows: 0 });
  });
});
