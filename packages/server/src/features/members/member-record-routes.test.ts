import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';
import { findMember } from './member-record-repository';

describe.each(DIALECTS)('member record on %s', (dialect) => {
  let t: TestApp;
  let root: number;
  let maharashtra: number;
  let pune: number;
  let goa: number;
  let admin: TestUser;
  let profession: number;
  let category: number;
  let otherCategory: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    root = await rootLocationId(t.database.db);
    [maharashtra, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    admin = await t.userOf(1, { name: 'Admin One' });
    profession = (await t.database.db.selectFrom('professions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    [category, otherCategory] = (await t.database.db.selectFrom('categories').select('id').orderBy('id').limit(2).execute()).map((c) => c.id);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  // member edit requires a category and a profession (seed 001 §5): the members here have both unless a test says otherwise
  const member = (values: Record<string, unknown> = {}) => createMember(db(), { location_id: pune, category_id: category, profession_id: profession, ...values });
  const get = (user: TestUser, url: string) => t.call(user, { method: 'GET', url });
  const put = (user: TestUser, id: number, payload: Record<string, unknown>) => t.call(user, { method: 'PUT', url: `/api/members/${id}`, payload });
  const stored = async (id: number) => (await findMember(db(), id))!;
  const audits = (id: number) =>
    db().selectFrom('audit_log').selectAll().where('table_name', '=', 'members').where('record_id', '=', id).orderBy('id').execute();

  describe('GET api/members/{id}', () => {
    it('returns every detail field with the names of linked records', async () => {
      const id = await member({ created_by: admin.id, assigned_to: admin.id, profession_id: profession, category_id: category, hindi_name: 'रवि' });
      const res = await get(admin, `/api/members/${id}`);
      expect(res.statusCode).toBe(200);
      const m = res.json().data;
      expect(m).toMatchObject({
        id,
        firstname: 'Ravi',
        fullname: 'Ravi Kumar',
        hindi_name: 'रवि',
        created_by: admin.id,
        created_by_name: 'Admin One',
        assigned_to_name: 'Admin One',
        location_id: pune,
        location: 'Pune',
        locations: ['INDIA', 'Maharashtra', 'Pune'],
        profession: expect.any(String),
        category: expect.any(String),
        contact_group: 'Pending',
        pending_days: 0,
      });
      for (const field of ['salutation', 'email', 'email_verified', 'gender', 'mobile_number', 'mobile_verified', 'country', 'state', 'district', 'city', 'address', 'pincode', 'dob', 'profession_id', 'profession_description', 'education', 'marital_status', 'languages_known', 'how_know_us', 'whatsapp', 'facebook_id', 'twitter_id', 'website', 'brief_intro', 'participation', 'vakta_info', 'source', 'created_at', 'updated_at', 'category_id', 'grade', 'is_alive', 'seeker_extra_info', 'internal_remark', 'remarks', 'year_joined', 'qualities', 'pds', 'ashram_visits', 'spiritual_practice', 'periodicals_subscription', 'output', 'objections', 'met_sr', 'sr_observations', 'last_contact_status', 'last_contact_response']) {
        expect(m).toHaveProperty(field);
      }
      // the server's own columns (duplicate keys, where a deleted member came from) stay inside
      for (const field of ['mobile_norm', 'whatsapp_norm', 'deleted_from_location_id']) {
        expect(m).not.toHaveProperty(field);
      }
    });

    it('answers 404 outside the caller\'s scope', async () => {
      const ra = await t.userOf(4, { locations: [pune] });
      const sevak = await t.userOf(5, { locations: [pune] });
      const inGoa = await member({ location_id: goa });
      const inPune = await member();
      expect((await get(ra, `/api/members/${inPune}`)).statusCode).toBe(200);
      const refused = await get(ra, `/api/members/${inGoa}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Member not found.' });
      expect((await get(sevak, `/api/members/${inPune}`)).statusCode).toBe(404);
      const mine = await member({ assigned_to: sevak.id });
      expect((await get(sevak, `/api/members/${mine}`)).statusCode).toBe(200);
      expect((await get(admin, '/api/members/999999')).statusCode).toBe(404);
    });
  });

  describe('PUT api/members/{id}', () => {
    it('updates sent fields, keeps fullname and normalised numbers, and audits the change', async () => {
      const id = await member({ city: 'Pune' });
      const res = await put(admin, id, { firstname: 'Raghav', mobile_number: '09823 456789', whatsapp: '91 98111 22233', salutation: 'Sir', city: 'Pune' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Member updated successfully' });
      expect(await stored(id)).toMatchObject({
        firstname: 'Raghav',
        lastname: 'Kumar',
        fullname: 'Raghav Kumar',
        salutation: null,
        mobile_number: '09823456789',
        mobile_norm: '9823456789',
        whatsapp: '919811122233',
        whatsapp_norm: '9811122233',
        updated_by: admin.id,
      });
      const [row] = await audits(id);
      expect(row).toMatchObject({ action: 'update', user_id: admin.id });
      const changes = JSON.parse(row.changes!);
      expect(changes.firstname).toEqual(['Ravi', 'Raghav']);
      expect(changes.fullname).toEqual(['Ravi Kumar', 'Raghav Kumar']);
      expect(changes.salutation).toEqual(['Mr', null]);
      expect(changes).not.toHaveProperty('city');
    });

    it('answers every member-edit message', async () => {
      const id = await member();
      const res = await put(admin, id, {
        firstname: '',
        lastname: '',
        mobile_number: '',
        country: '',
        city: '',
        profession_id: null,
        category_id: '',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Please enter first name',
        errors: {
          firstname: ['Please enter first name'],
          lastname: ['Please enter last name'],
          mobile_number: ['Please enter mobile number'],
          country: ['Please select country'],
          city: ['Please enter city'],
          profession_id: ['Profession is required'],
          category_id: ['Category is required'],
        },
      });
      const lengths = await put(admin, id, { mobile_number: '12345', whatsapp: '98765' });
      expect(lengths.json().errors).toEqual({ mobile_number: ['Please check your mobile number'], whatsapp: ['Please check your Whatsapp number'] });
      const year = new Date().getFullYear();
      expect((await put(admin, id, { year_joined: 1899 })).json().errors).toEqual({ year_joined: [`Year joined must be between 1900 and ${year}`] });
      expect((await put(admin, id, { year_joined: year + 1 })).statusCode).toBe(422);
      expect((await put(admin, id, { profession_id: 987654 })).json().errors).toEqual({ profession_id: ['Profession is required'] });
      expect((await put(admin, id, { category_id: 987654 })).json().errors).toEqual({ category_id: ['Category is required'] });
      expect(await audits(id)).toHaveLength(0);
    });

    it('refuses a save from any tab that leaves the category or the profession empty, naming the field (issue 26)', async () => {
      const id = await member({ category_id: null, profession_id: null, city: 'Pune' });
      const basic = await put(admin, id, { firstname: 'Raghav', city: 'Baramati' });
      expect([basic.statusCode, basic.json()]).toEqual([
        422,
        { message: 'Profession is required', errors: { profession_id: ['Profession is required'], category_id: ['Category is required'] } },
      ]);
      const additional = await put(admin, id, { profession_id: profession, education: 'B.Com' });
      expect([additional.statusCode, additional.json()]).toEqual([422, { message: 'Category is required', errors: { category_id: ['Category is required'] } }]);
      expect(await stored(id)).toMatchObject({ firstname: 'Ravi', city: 'Pune', profession_id: null, education: null });
      expect(await audits(id)).toHaveLength(0);
      // the Admin tab's category alone still lacks the profession; with both, every tab saves
      expect((await put(admin, id, { category_id: category })).json().errors).toEqual({ profession_id: ['Profession is required'] });
      expect((await put(admin, id, { category_id: category, profession_id: profession })).statusCode).toBe(200);
      expect((await put(admin, id, { city: 'Baramati' })).json()).toEqual({ message: 'Member updated successfully' });
    });

    it("keeps the event screen's update-info dialog and the seekership view working for a member without category or profession", async () => {
      const id = await member({ category_id: null, profession_id: null });
      expect((await put(admin, id, { brief_intro: 'Teacher', participation: 'Weekly' })).statusCode).toBe(200);
      expect((await put(admin, id, { can_take_responsibility: 1, study_about_responsibility: 0 })).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ brief_intro: 'Teacher', can_take_responsibility: 1, category_id: null });
    });

    it('lets role 5 fill a missing category (it has no Admin tab), never change one', async () => {
      const sevak = await t.userOf(5, { locations: [pune] });
      const id = await member({ assigned_to: sevak.id, category_id: null });
      const basic = await put(sevak, id, { city: 'Baramati' });
      expect([basic.statusCode, basic.json().errors]).toEqual([422, { category_id: ['Category is required'] }]);
      expect((await put(sevak, id, { category_id: category, city: 'Baramati' })).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ category_id: category, city: 'Baramati' });
      expect((await put(sevak, id, { category_id: otherCategory })).statusCode).toBe(403);
    });

    it('ignores read-only fields sent back with the record', async () => {
      const id = await member();
      const record = (await get(admin, `/api/members/${id}`)).json().data;
      const res = await put(admin, id, { ...record, contact_group: 'Active', source: 'PIS', created_by: 99, city: 'Nagpur', category_id: category, profession_id: profession });
      expect(res.statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ contact_group: 'Pending', source: 'Quick Entry', city: 'Nagpur' });
    });

    it('refuses the Admin-tab fields to role 5 with 403, but tolerates them unchanged', async () => {
      const sevak = await t.userOf(5, { locations: [pune] });
      const id = await member({ assigned_to: sevak.id });
      const moved = await put(sevak, id, { location_id: goa });
      expect(moved.statusCode).toBe(403);
      expect(moved.json()).toEqual({ message: 'You are not allowed to change the location, assignment or category of a member.' });
      expect((await put(sevak, id, { assigned_to: admin.id })).statusCode).toBe(403);
      expect((await put(sevak, id, { category_id: otherCategory })).statusCode).toBe(403);
      expect((await stored(id)).location_id).toBe(pune);
      const same = await put(sevak, id, { location_id: pune, assigned_to: sevak.id, city: 'Baramati' });
      expect(same.statusCode).toBe(200);
      expect((await stored(id)).city).toBe('Baramati');
    });

    it('checks location scope and sub-users for staff', async () => {
      const coordinator = await t.userOf(3, { locations: [maharashtra] });
      const other = await t.userOf(5, { locations: [goa] });
      const sub = await t.userOf(5, { locations: [pune] });
      const id = await member();
      const outside = await put(coordinator, id, { location_id: goa });
      expect(outside.statusCode).toBe(422);
      expect(outside.json().errors).toEqual({ location_id: ['The selected location is outside your locations.'] });
      const assign = await put(coordinator, id, { assigned_to: other.id });
      expect(assign.statusCode).toBe(422);
      expect(assign.json().errors).toEqual({ assigned_to: ['The selected user cannot be assigned this member.'] });
      expect((await put(coordinator, id, { assigned_to: sub.id, location_id: maharashtra })).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ assigned_to: sub.id, location_id: maharashtra });
      expect((await put(coordinator, id, { assigned_to: 0 })).statusCode).toBe(200);
      expect((await stored(id)).assigned_to).toBeNull();
      // admins may move anywhere
      expect((await put(admin, id, { location_id: goa })).statusCode).toBe(200);
      // now outside the coordinator's scope
      expect((await put(coordinator, id, { city: 'x' })).statusCode).toBe(404);
    });

    it('answers the Sangathanatmak Rachana save: changes, then "no changes"', async () => {
      const id = await member();
      const body = { id, can_take_responsibility: 1, study_about_responsibility: 0 };
      expect((await put(admin, id, body)).json()).toEqual({ message: 'Member updated successfully' });
      expect(await stored(id)).toMatchObject({ can_take_responsibility: 1, study_about_responsibility: 0 });
      const again = await put(admin, id, body);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ message: 'There are no changes to be made. कोई परिवर्तन नहीं किया गया।' });
      expect(await audits(id)).toHaveLength(1);
    });

    it('requires both fields of the update-info dialog', async () => {
      const id = await member();
      const res = await put(admin, id, { brief_intro: '', participation: ' ' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ brief_intro: ['Brief introduction is must'], participation: ['Participation is must'] });
      expect((await put(admin, id, { brief_intro: 'Teacher, runs a sabha', participation: 'Weekly' })).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ brief_intro: 'Teacher, runs a sabha', participation: 'Weekly' });
    });

    it('answers 200 without an audit row when nothing changes', async () => {
      const id = await member();
      expect((await put(admin, id, { hindi_name: null, firstname: 'Ravi', city: undefined })).statusCode).toBe(200);
      expect(await audits(id)).toHaveLength(0);
    });
  });

  describe('history', () => {
    it('lists who changed which field, newest first', async () => {
      const editor = await t.userOf(2, { name: 'Editor Two' });
      const id = await member();
      await put(admin, id, { city: 'Pune' });
      await put(editor, id, { city: 'Satara', grade: 'A' });
      const res = await get(admin, `/api/members/${id}/history`);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data;
      expect(rows.map((r: { field: string }) => r.field)).toEqual(['city', 'grade', 'city']);
      expect(rows[0]).toEqual({
        audit_id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        user_id: editor.id,
        user_name: 'Editor Two',
        action: 'update',
        field: 'city',
        from: 'Pune',
        to: 'Satara',
      });
      expect(rows[2]).toMatchObject({ user_name: 'Admin One', from: null, to: 'Pune' });
    });

    it('is scoped', async () => {
      const ra = await t.userOf(4, { locations: [goa] });
      expect((await get(ra, `/api/members/${await member()}/history`)).statusCode).toBe(404);
    });
  });

  describe('events tab', () => {
    it('lists the member\'s events with the approver\'s name, for roles 1-4 only', async () => {
      const id = await member();
      const type = (await db().selectFrom('event_types').select('id').executeTakeFirstOrThrow()).id;
      const now = nowText();
      const { id: eventId } = await db()
        .insertInto('events')
        .values({ name: 'Adhiveshan', location_id: pune, type, date_from: '2024-06-01', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('event_members')
        .values({ event_id: eventId, member_id: id, status: 'Final Approved', approved_by: admin.id, approved_on: '2024-05-01', approval_comments: 'ok', inv_status: 20, registered: 1, attended: 0, created_at: now, updated_at: now })
        .execute();
      const res = await get(admin, `/api/members/${id}/events`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({
          event_id: eventId,
          name: 'Adhiveshan',
          status: 'Final Approved',
          approval_comments: 'ok',
          approved_by: 'Admin One',
          approved_on: '2024-05-01',
          inv_status: 20,
          registered: 1,
          attended: 0,
          attendance_comment: null,
        }),
      ]);
      const sevak = await t.userOf(5);
      expect((await get(sevak, `/api/members/${id}/events`)).statusCode).toBe(403);
    });
  });

  describe('POST api/members (Add New)', () => {
    const body = () => ({
      salutation: 'Dr',
      firstname: 'Meera',
      lastname: 'Joshi',
      mobile_number: '9999900001',
      country: 'INDIA',
      state: 'Maharashtra',
      district: 'Pune',
      city: 'Pune',
      profession_id: profession,
      category_id: category,
      source: 'PIS',
    });

    it('creates the member in the district location, assigned to its creator', async () => {
      const coordinator = await t.userOf(3, { locations: [maharashtra] });
      const res = await t.call(coordinator, { method: 'POST', url: '/api/members', payload: body() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'New Member added successfully', data: { id: expect.any(Number) } });
      const m = await stored(res.json().data.id);
      expect(m).toMatchObject({ fullname: 'Meera Joshi', location_id: pune, assigned_to: coordinator.id, created_by: coordinator.id, source: 'PIS', mobile_norm: '9999900001', mobile_country_code: '91', contact_group: 'Pending', is_alive: 1 });
      expect((await audits(m.id))[0]).toMatchObject({ action: 'create', user_id: coordinator.id });
    });

    it('refuses a duplicate mobile number with the matches', async () => {
      const existing = await member({ mobile_number: '9999900002', mobile_norm: '9999900002', created_by: admin.id });
      const res = await t.call(admin, { method: 'POST', url: '/api/members', payload: { ...body(), mobile_number: '9999900002' } });
      expect(res.statusCode).toBe(422);
      const message = '1 Member(s) with phone number (9999900002) already exists.';
      expect(res.json()).toEqual({
        message,
        errors: { mobile_number: [message] },
        data: [{ id: existing, source: 'Quick Entry', fullname: 'Ravi Kumar', location: 'Pune', created_by: 'Admin One', created_at: expect.any(String) }],
      });
    });

    it('applies the edit rules', async () => {
      const res = await t.call(admin, { method: 'POST', url: '/api/members', payload: { ...body(), firstname: '', category_id: null, mobile_number: '123' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        firstname: ['Please enter first name'],
        mobile_number: ['Please check your mobile number'],
        category_id: ['Category is required'],
      });
    });

    it('lets role 5 add a member for themselves but not choose location or assignee', async () => {
      const sevak = await t.userOf(5, { locations: [goa] });
      const own = await t.call(sevak, { method: 'POST', url: '/api/members', payload: { ...body(), mobile_number: '9999900003', state: 'Goa', district: 'North Goa' } });
      expect(own.statusCode).toBe(200);
      expect(await stored(own.json().data.id)).toMatchObject({ assigned_to: sevak.id, location_id: goa });
      const placed = await t.call(sevak, { method: 'POST', url: '/api/members', payload: { ...body(), mobile_number: '9999900004', location_id: goa } });
      expect(placed.statusCode).toBe(403);
    });
  });
});
