import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';

const FULL = {
  name: 'Hindu Janajagruti Samiti',
  objective: 'Awareness',
  area_activity: 'Maharashtra, Goa',
  members: '5000',
  website: 'https://example.org',
  head_person: 'Shri Ramesh',
  remark: 'Founded 2002',
};
type Org = typeof FULL & { id: number; active: number; created_at: string; updated_at: string };

describe.each(DIALECTS)('organizations on %s', (dialect) => {
  let t: TestApp;
  let superadmin: TestUser;
  let admin: TestUser;
  let coordinator: TestUser;
  let regional: TestUser;
  let sevak: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [superadmin, admin, coordinator, regional, sevak] = await Promise.all([1, 2, 3, 4, 5].map((r) => t.userOf(r)));
  });
  afterAll(() => t.close());

  const create = (user: TestUser, payload: object) => t.call(user, { method: 'POST', url: '/api/organizations', payload });
  const createOk = async (payload: object) => {
    const res = await create(admin, payload);
    expect(res.statusCode).toBe(200);
    return res.json().data as Org;
  };

  describe('create, read, update', () => {
    it('creates with every field for roles 1-4, active defaulting to 1, and audits it', async () => {
      for (const user of [superadmin, admin, coordinator, regional]) {
        const res = await create(user, { ...FULL, name: `${FULL.name} by ${user.role}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          message: 'New Organization added successfully',
          data: { ...FULL, name: `${FULL.name} by ${user.role}`, id: expect.any(Number), active: 1, created_at: expect.any(String), updated_at: expect.any(String) },
        });
        const audit = await t.database.db.selectFrom('audit_log').selectAll().where('table_name', '=', 'organizations').where('record_id', '=', res.json().data.id).execute();
        expect(audit.map((a) => [a.action, a.user_id])).toEqual([['create', user.id]]);
      }
      expect((await create(sevak, FULL)).statusCode).toBe(403);
    });

    it("answers a blank name with 'Please enter Organization Name' and stores empty fields as null", async () => {
      const blank = await create(admin, { ...FULL, name: '  ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual({ message: 'Please enter Organization Name', errors: { name: ['Please enter Organization Name'] } });
      const bare = await createOk({ name: 'Bare org', objective: '', website: '  ', remark: null, active: 0 });
      expect(bare).toMatchObject({ objective: null, website: null, remark: null, head_person: null, active: 0 });
      const long = await create(admin, { name: 'Long remark', remark: 'r'.repeat(2001) });
      expect(long.json().errors).toEqual({ remark: ['Must be less than 2000 characters'] });
      // an unknown key is ignored, not refused (docs/api-conventions.md#ids-numbers-and-unknown-keys: a client may send a record back whole)
      const unknown = await createOk({ name: 'Unknown field', colour: 'red' });
      expect(unknown).toMatchObject({ name: 'Unknown field' });
      expect(unknown).not.toHaveProperty('colour');
    });

    it('reads one for roles 1-4, 404 when missing, 403 for role 5', async () => {
      const org = await createOk({ ...FULL, name: 'Readable org' });
      for (const user of [superadmin, coordinator, regional]) {
        const res = await t.call(user, { method: 'GET', url: `/api/organizations/${org.id}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: org });
      }
      expect((await t.call(sevak, { method: 'GET', url: `/api/organizations/${org.id}` })).statusCode).toBe(403);
      const missing = await t.call(admin, { method: 'GET', url: '/api/organizations/987654' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Organization not found.' });
    });

    it('updates every field, keeps active when omitted, audits the changed fields only', async () => {
      const org = await createOk({ ...FULL, name: 'Editable org' });
      const res = await t.call(regional, {
        method: 'PUT',
        url: `/api/organizations/${org.id}`,
        payload: { ...FULL, name: 'Edited org', objective: 'Seva', remark: '', active: 0 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Organization updated successfully');
      expect(res.json().data).toMatchObject({ ...FULL, name: 'Edited org', objective: 'Seva', remark: null, active: 0 });
      const kept = await t.call(admin, { method: 'PUT', url: `/api/organizations/${org.id}`, payload: { name: 'Edited org', head_person: 'Smt Asha' } });
      expect(kept.json().data).toMatchObject({ name: 'Edited org', head_person: 'Smt Asha', objective: null, active: 0 });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['changes', 'user_id'])
        .where('table_name', '=', 'organizations')
        .where('record_id', '=', org.id)
        .where('action', '=', 'update')
        .orderBy('id')
        .execute();
      expect(JSON.parse(audit[0].changes!)).toEqual({
        name: ['Editable org', 'Edited org'],
        objective: ['Awareness', 'Seva'],
        remark: ['Founded 2002', null],
        active: [1, 0],
      });
      expect(audit[0].user_id).toBe(regional.id);
      const blank = await t.call(admin, { method: 'PUT', url: `/api/organizations/${org.id}`, payload: { name: '' } });
      expect(blank.json()).toEqual({ message: 'Please enter Organization Name', errors: { name: ['Please enter Organization Name'] } });
      expect((await t.call(sevak, { method: 'PUT', url: `/api/organizations/${org.id}`, payload: { name: 'x' } })).statusCode).toBe(403);
      expect((await t.call(admin, { method: 'PUT', url: '/api/organizations/987654', payload: { name: 'x' } })).statusCode).toBe(404);
    });

    it('lists active ones by name for every role; ?active=0 lists all', async () => {
      const off = await createOk({ name: 'aaa inactive org', active: 0 });
      const on = await createOk({ name: 'AAB active org' });
      for (const user of [superadmin, coordinator, sevak]) {
        const res = await t.call(user, { method: 'GET', url: '/api/organizations' });
        expect(res.statusCode).toBe(200);
        const ids = res.json().data.map((o: Org) => o.id);
        expect(ids).toContain(on.id);
        expect(ids).not.toContain(off.id);
        expect(res.json().data.every((o: Org) => o.active === 1)).toBe(true);
      }
      const all = (await t.call(sevak, { method: 'GET', url: '/api/organizations?active=0' })).json().data;
      expect(all.slice(0, 2).map((o: Org) => o.name)).toEqual(['aaa inactive org', 'AAB active org']);
      const names: string[] = all.map((o: Org) => o.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });
  });

  describe('orgsearch', () => {
    let s: TestApp;
    let staff: TestUser;
    beforeAll(async () => {
      // a database of its own so counts are exact
      s = await createTestApp(dialect);
      staff = await s.userOf(4);
      const now = nowText();
      const rows = Array.from({ length: 25 }, (_, i) => ({
        name: `Org ${String(i + 1).padStart(2, '0')}`,
        head_person: i % 5 === 0 ? null : `Head ${String.fromCharCode(90 - i)}`,
        remark: i === 7 ? 'Runs 100% free_camps' : null,
        area_activity: i < 3 ? 'Goa coast' : 'Inland',
        active: i % 2,
        created_at: now,
        updated_at: now,
      }));
      await s.database.db.insertInto('organizations').values(rows).execute();
    });
    afterAll(() => s.close());
    const find = (query: string) => s.call(staff, { method: 'POST', url: `/api/orgsearch?${query}` });

    it('count=1 returns the total, with and without a keyword', async () => {
      expect((await find('count=1')).json()).toEqual({ data: 25 });
      expect((await find('count=1&keyword=goa')).json()).toEqual({ data: 3 });
      expect((await find('count=1&keyword=nothing-like-this')).json()).toEqual({ data: 0 });
    });

    it('pages 10 at a time sorted by name by default', async () => {
      const first = (await find('')).json().data as Org[];
      expect(first.map((o) => o.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Org ${String(i + 1).padStart(2, '0')}`));
      const third = (await find('skip=20&limit=10')).json().data as Org[];
      expect(third.map((o) => o.name)).toEqual(['Org 21', 'Org 22', 'Org 23', 'Org 24', 'Org 25']);
      expect(((await find('skip=0&limit=50')).json().data as Org[]).length).toBe(25);
    });

    it('sorts by a whitelisted column either way, empty values last', async () => {
      const desc = (await find('orderby=name&ordertype=desc&limit=3')).json().data as Org[];
      expect(desc.map((o) => o.name)).toEqual(['Org 25', 'Org 24', 'Org 23']);
      const byHead = (await find('orderby=head_person&ordertype=asc&limit=100')).json().data as Org[];
      const heads = byHead.map((o) => o.head_person);
      expect(heads.slice(-5)).toEqual([null, null, null, null, null]);
      expect(heads[0]).toBe('Head B');
      const byHeadDesc = (await find('orderby=head_person&ordertype=desc&limit=100')).json().data as Org[];
      expect(byHeadDesc[0].head_person).toBe('Head Y');
      expect(byHeadDesc.slice(-5).map((o) => o.head_person)).toEqual([null, null, null, null, null]);
      const byActive = (await find('orderby=active&ordertype=desc&limit=100')).json().data as Org[];
      expect(byActive.slice(0, 12).every((o) => o.active === 1)).toBe(true);
    });

    it('searches case-insensitively in the text fields, literal % and _, and the id', async () => {
      const goa = (await find('keyword=GOA%20COAST')).json().data as Org[];
      expect(goa.map((o) => o.name)).toEqual(['Org 01', 'Org 02', 'Org 03']);
      expect(((await find('keyword=100%25%20free_')).json().data as Org[]).map((o) => o.name)).toEqual(['Org 08']);
      expect((await find('count=1&keyword=1%25')).json().data).toBe(0);
      expect((await find('count=1&keyword=a_c')).json().data).toBe(0);
      const byId = (await find('keyword=org%2015')).json().data as Org[];
      expect(byId.map((o) => o.name)).toEqual(['Org 15']);
      const someId = byId[0].id;
      const idHits = (await find(`keyword=${someId}`)).json().data as Org[];
      expect(idHits.map((o) => o.id)).toContain(someId);
    });

    it('answers a bad orderby or ordertype with 422, caps limit at 5000', async () => {
      const bad = await find('orderby=password');
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: 'The selected orderby is invalid.', errors: { orderby: ['The selected orderby is invalid.'] } });
      const injection = await find('orderby=name;drop%20table%20organizations');
      expect(injection.statusCode).toBe(422);
      expect((await find('ordertype=sideways')).json().errors).toEqual({ ordertype: ['The selected ordertype is invalid.'] });
      expect((await find('skip=-1')).statusCode).toBe(422);
      expect((await find('limit=0')).statusCode).toBe(422);
      expect((await find('limit=999999')).statusCode).toBe(200);
    });

    it('is open to roles 1-4 only', async () => {
      const asRole = async (role: number) => s.call(await s.userOf(role), { method: 'POST', url: '/api/orgsearch?count=1' });
      for (const role of [1, 2, 3]) expect((await asRole(role)).statusCode).toBe(200);
      expect((await asRole(5)).statusCode).toBe(403);
      expect((await s.call(null, { method: 'POST', url: '/api/orgsearch' })).statusCode).toBe(401);
    });
  });

  describe('delete', () => {
    const del = (user: TestUser, id: number) => t.call(user, { method: 'DELETE', url: `/api/organizations/${id}` });

    it('deletes an organization no member belongs to, and audits it', async () => {
      const org = await createOk({ ...FULL, name: 'Short-lived org' });
      expect((await del(sevak, org.id)).statusCode).toBe(403);
      const res = await del(coordinator, org.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Organization deleted successfully' });
      expect(await t.database.db.selectFrom('organizations').select('id').where('id', '=', org.id).executeTakeFirst()).toBeUndefined();
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('table_name', '=', 'organizations')
        .where('record_id', '=', org.id)
        .where('action', '=', 'delete')
        .executeTakeFirstOrThrow();
      expect(audit.user_id).toBe(coordinator.id);
      expect(JSON.parse(audit.changes!).name).toEqual(['Short-lived org', null]);
      expect((await del(admin, org.id)).statusCode).toBe(404);
    });

    it('refuses while members belong to it, naming how many', async () => {
      const org = await createOk({ name: 'Linked org' });
      const root = await rootLocationId(t.database.db);
      const now = nowText();
      const members = [await createMember(t.database.db, { location_id: root }), await createMember(t.database.db, { location_id: root })];
      await t.database.db
        .insertInto('member_organizations')
        .values(members.map((member_id) => ({ member_id, organization_id: org.id, position: 'Member', created_at: now, updated_at: now })))
        .execute();
      const res = await del(superadmin, org.id);
      expect(res.statusCode).toBe(422);
      const message = 'This organization is linked to 2 member(s) and cannot be deleted.';
      expect(res.json()).toEqual({ message, errors: { id: [message] } });
      expect(await t.database.db.selectFrom('organizations').select('id').where('id', '=', org.id).executeTakeFirst()).toEqual({ id: org.id });
      expect(await t.database.db.selectFrom('member_organizations').select('id').where('organization_id', '=', org.id).execute()).toHaveLength(2);
      const audit = await t.database.db.selectFrom('audit_log').select('id').where('table_name', '=', 'organizations').where('record_id', '=', org.id).where('action', '=', 'delete').execute();
      expect(audit).toEqual([]);
    });
  });
});
