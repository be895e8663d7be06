import { CHOOSE_FROM_LIST, MEMBER_MESSAGES } from '@sampark/domain/schemas/members';
import { CONTROL_CHARACTERS_MESSAGE } from '@sampark/domain/text-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app-harness';
import { DIALECTS } from '../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../test/factories';

/** Issue 12 defects 2 (ids in a body or query), 3 (control characters), 4 (calling codes), 12 (people's messages). */
describe.each(DIALECTS)('input hygiene on %s', (dialect) => {
  const BEYOND_32_BITS = 2_147_483_648;
  const NUL = '\u0000';
  let t: TestApp;
  let pune: number;
  let admin: TestUser;
  let profession: number;
  let category: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], await rootLocationId(t.database.db));
    admin = await t.userOf(1);
    profession = (await t.database.db.selectFrom('professions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    category = (await t.database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const member = (values: Record<string, unknown> = {}) => createMember(t.database.db, { location_id: pune, ...values });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.call(admin, { method, url, payload });
  /** a 422 with exactly this one field message */
  const refusedOn = (field: string, message: string) => ({ message, errors: { [field]: [message] } });

  describe('ids beyond 32 bits in a body: 422 on the field', () => {
    it('bulk update members and assigned_to', async () => {
      const id = await member();
      const members = await call('POST', '/api/bulkupdate', { action: 'Delete', members: [BEYOND_32_BITS] });
      expect(members.statusCode).toBe(422);
      expect(members.json()).toEqual(refusedOn('members.0', CHOOSE_FROM_LIST));
      const assignee = await call('POST', '/api/bulkupdate', { action: 'Assign', members: [id], assigned_to: 99_999_999_999 });
      expect(assignee.statusCode).toBe(422);
      expect(assignee.json()).toEqual(refusedOn('assigned_to', CHOOSE_FROM_LIST));
    });

    it('followup member_id', async () => {
      const res = await call('POST', '/api/followups', { member_id: BEYOND_32_BITS, followup_date: '2024-03-01', contacted_by: 'Asha', contact_status: 'Spam' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refusedOn('member_id', 'Member is required'));
    });

    it('member location_id, assigned_to, profession_id', async () => {
      const id = await member();
      for (const field of ['location_id', 'assigned_to', 'profession_id']) {
        const res = await call('PUT', `/api/members/${id}`, { [field]: String(BEYOND_32_BITS) });
        expect(res.statusCode, field).toBe(422);
        expect(res.json(), field).toEqual(refusedOn(field, CHOOSE_FROM_LIST));
      }
    });

    it('ids in the members list filter', async () => {
      const res = await call('POST', '/api/filter', { location_id: BEYOND_32_BITS, profession: [profession, BEYOND_32_BITS] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ location_id: [CHOOSE_FROM_LIST], 'profession.1': [CHOOSE_FROM_LIST] });
    });
  });

  describe('control characters: 422 on the field, except in a search keyword', () => {
    it('a NUL in a member name, an organization name, a nested filter value, a list of ids', async () => {
      const id = await member();
      const name = await call('PUT', `/api/members/${id}`, { firstname: `Ra${NUL}vi` });
      expect(name.statusCode).toBe(422);
      expect(name.json()).toEqual(refusedOn('firstname', CONTROL_CHARACTERS_MESSAGE));
      const org = await call('POST', '/api/organizations', { name: `Seva${NUL} Trust` });
      expect(org.statusCode).toBe(422);
      expect(org.json()).toEqual(refusedOn('name', CONTROL_CHARACTERS_MESSAGE));
      const nested = await call('POST', '/api/bulkupdate', { action: 'Delete', filter: { city: `Pune${NUL}` } });
      expect(nested.json()).toEqual(refusedOn('filter.city', CONTROL_CHARACTERS_MESSAGE));
      const inList = await call('POST', '/api/bulkupdate', { action: 'Delete', members: [`1${NUL}`] });
      expect(inList.json()).toEqual(refusedOn('members.0', CONTROL_CHARACTERS_MESSAGE));
      expect((await t.database.db.selectFrom('members').select('firstname').where('id', '=', id).executeTakeFirstOrThrow()).firstname).toBe('Ravi');
    });

    it('a NUL in the login e-mail, and a bell in a query value', async () => {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: `${TEST_ADMIN.email}${NUL}`, password: TEST_ADMIN.password } });
      expect(login.statusCode).toBe(422);
      expect(login.json()).toEqual(refusedOn('email', CONTROL_CHARACTERS_MESSAGE));
      const query = await call('POST', '/api/checkduplicate?phone_number=98200%0712345');
      expect(query.statusCode).toBe(422);
      expect(query.json()).toEqual(refusedOn('phone_number', CONTROL_CHARACTERS_MESSAGE));
    });

    it('keeps tab, newline and carriage return', async () => {
      const res = await call('POST', '/api/organizations', { name: 'Lines Trust', remark: 'one\r\ntwo\tthree' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.remark).toBe('one\r\ntwo\tthree');
    });

    it('removes them from the list keyword, which still finds the member', async () => {
      const id = await member({ firstname: 'Keywordnul', lastname: 'Person', fullname: 'Keywordnul Person' });
      const res = await call('POST', `/api/filter?keyword=${encodeURIComponent(`Keyword${NUL}nul`)}`, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data.records.map((r: { id: number }) => r.id)).toEqual([id]);
      const byBody = await call('POST', '/api/bulkupdate', { action: 'Update', filter: { keyword: `Keyword${NUL}nul` }, grade: 'A' });
      expect(byBody.statusCode).toBe(200);
      expect((await t.call(admin, { method: 'POST', url: `/api/orgsearch?keyword=${encodeURIComponent(`x${NUL}`)}` })).statusCode).toBe(200);
      // a server-only query schema: cleaned by the one hook
      const mine = await t.call(await t.userOf(5), { method: 'GET', url: `/api/mycontacts?keyword=${encodeURIComponent(`Ra${NUL}vi`)}` });
      expect(mine.json()).toEqual({ data: [], count: 0 });
    });
  });

  describe('calling codes the phone library does not know: 422, never a 500', () => {
    it('api/checkduplicate?country=999', async () => {
      const res = await call('POST', '/api/checkduplicate?phone_number=9820012345&country=999');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refusedOn('country', CHOOSE_FROM_LIST));
      expect((await call('POST', '/api/checkduplicate?phone_number=9820012345&country=%2B44')).statusCode).toBe(200);
    });

    it('mobile_country_code 0 and 999 on quick entry, Add New and edit', async () => {
      const quick = { how_know_us: 'Friend', salutation: 'Mr', firstname: 'Suresh', lastname: 'Naik', gender: 'M', mobile_number: '9700000001', country: 'INDIA', state: 'Maharashtra', district: 'Pune', city: 'Pune', brief_intro: 'Met' };
      const addNew = { salutation: 'Dr', firstname: 'Meera', lastname: 'Joshi', mobile_number: '9999900001', country: 'INDIA', city: 'Pune', profession_id: profession, category_id: category };
      const id = await member();
      for (const code of [0, '999']) {
        for (const [method, url, body] of [
          ['POST', '/api/registerauth', quick],
          ['POST', '/api/members', addNew],
          ['PUT', `/api/members/${id}`, {}],
        ] as const) {
          const res = await call(method, url, { ...body, mobile_country_code: code });
          expect(res.statusCode, `${method} ${url} ${code}`).toBe(422);
          expect(res.json(), `${method} ${url} ${code}`).toEqual(refusedOn('mobile_country_code', CHOOSE_FROM_LIST));
        }
      }
    });
  });

  describe("people's messages, never the schema library's", () => {
    const LIBRARY_WORDS = /Invalid input|expected|received|Unrecognized|Too (big|small)|NaN/i;

    it('answers wrong types with a message a person can act on', async () => {
      const id = await member();
      const cases: [string, Awaited<ReturnType<typeof call>>, Record<string, string[]>][] = [
        ['list skip (domain query schema)', await call('POST', '/api/filter?skip=abc', {}), { skip: ['Please enter a number'] }],
        ['list limit', await call('POST', '/api/filter?limit=0', {}), { limit: ['Please enter a number of at least 1'] }],
        ['my contacts skip (server query schema)', await call('GET', '/api/mycontacts?skip=abc'), { skip: ['Please enter a number'] }],
        ['a text for a select id', await call('PUT', `/api/members/${id}`, { category_id: 'abc' }), { category_id: [CHOOSE_FROM_LIST] }],
        ['an object for a name', await call('PUT', `/api/members/${id}`, { firstname: { first: 'Ravi' } }), { firstname: [MEMBER_MESSAGES.firstname] }],
        ['a list for a text', await call('POST', '/api/filter', { country: ['INDIA'] }), { country: ['Please enter text'] }],
        ['a number for a flag', await call('POST', '/api/organizations', { name: 'Flag Org', active: 7 }), { active: ['The value must be 0 or 1'] }],
      ];
      for (const [label, res, errors] of cases) {
        expect(res.statusCode, label).toBe(422);
        expect(res.json().errors, label).toEqual(errors);
        expect(JSON.stringify(res.json()), label).not.toMatch(LIBRARY_WORDS);
      }
    });

    it('reads a number sent for a text: the organization members count', async () => {
      const res = await call('POST', '/api/organizations', { name: 'Counted Trust', members: 250 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.members).toBe('250');
      const types = await call('POST', '/api/event_types', { type: 'Numbered', description: 5 });
      expect(types.statusCode).toBe(200);
      expect(types.json().data.description).toBe('5');
    });

    it('ignores unknown keys and never writes fields a caller may not set', async () => {
      const org = await call('POST', '/api/organizations', { name: 'Whole Record Org', zzz: 1, id: 987654, created_at: '2000-01-01 00:00:00' });
      expect(org.statusCode).toBe(200);
      expect(org.json().data.id).not.toBe(987654);
      expect(org.json().data.created_at).not.toBe('2000-01-01 00:00:00');
      const profession = await call('POST', '/api/professions', { name: 'Unknown Key Profession', id: 5, zzz: 'x' });
      expect(profession.statusCode).toBe(200);
      const location = await call('POST', '/api/locations', { name: 'Unknown Key Town', parent_id: String(pune), zzz: 1 });
      expect(location.statusCode).toBe(200);
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ...TEST_ADMIN, role: 1, zzz: 1 } });
      expect(login.statusCode).toBe(200);
      // member edit requires a category and a profession (issue 26)
      const category = await t.database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
      const id = await member({ category_id: category.id, profession_id: profession.json().data.id });
      const record = await call('PUT', `/api/members/${id}`, { city: 'Nashik', contact_group: 'Active', sf: 9, created_by: admin.id, zzz: 1 });
      expect(record.statusCode).toBe(200);
      expect(await t.database.db.selectFrom('members').select(['city', 'contact_group', 'sf', 'created_by']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
        city: 'Nashik',
        contact_group: 'Pending',
        sf: 0,
        created_by: null,
      });
    });
  });
});
