import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import {
  ASSIGNEE_REQUIRED,
  categoryNotInBulkEdit,
  countChanged,
  INVALID_ACTION,
  INVALID_ASSIGNEE,
  INVALID_CATEGORY,
  INVALID_GRADE,
  INVALID_OUTPUT,
  INVALID_PROFESSION,
  membersNotFound,
  NO_ROWS_SELECTED,
  NOTHING_TO_UPDATE,
  TO_BE_DELETED_MISSING,
} from '@sampark/domain/schemas/member-filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, type TestUser } from '../../../test/factories';
import { buildMembersWorld, type MembersWorld } from '../../../test/member-filter.fixtures';
import { findMember } from './member-record-repository';

describe.each(DIALECTS)('POST api/bulkupdate on %s', (dialect) => {
  let t: TestApp;
  let w: MembersWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildMembersWorld(t);
  });
  afterAll(() => t.close());

  const bulk = (user: TestUser | null, payload: object) => t.call(user, { method: 'POST', url: '/api/bulkupdate', payload });
  const member = async (id: number) => (await findMember(t.database.db, id))!;
  const audits = (id: number) =>
    t.database.db.selectFrom('audit_log').selectAll().where('table_name', '=', 'members').where('record_id', '=', id).orderBy('id').execute();
  /** Fresh members in a fresh place, so each test owns what it changes. */
  async function fresh(n: number, values: Record<string, unknown> = {}, parent = w.mumbai) {
    const [place] = await createLocationPath(t.database.db, [`Ward ${Math.random().toString(36).slice(2, 8)}`], parent);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push(await createMember(t.database.db, { location_id: place, firstname: `Fresh${i}`, ...values }));
    return { place, ids };
  }

  describe('access and refusals', () => {
    it('401 without a token', async () => {
      const res = await bulk(null, { action: 'Assign', members: [w.m.asha], assigned_to: 0 });
      expect(res.statusCode).toBe(401);
    });

    it("'Invalid parameters: No rows selected.' for an empty list", async () => {
      for (const members of [[], undefined, '']) {
        const res = await bulk(w.admin, { action: 'Assign', members, assigned_to: w.admin.id });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: NO_ROWS_SELECTED, errors: { members: [NO_ROWS_SELECTED] } });
      }
    });

    it('refuses an unknown action', async () => {
      const res = await bulk(w.admin, { action: 'Purge', members: [w.m.asha] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: INVALID_ACTION, errors: { action: [INVALID_ACTION] } });
    });

    it('refuses ids outside the scope or missing, and changes nothing', async () => {
      const { ids } = await fresh(2, { assigned_to: null });
      // w.m.chitra is in Karnataka, outside the regional admin's Maharashtra
      const res = await bulk(w.regional, { action: 'Assign', members: [...ids, w.m.chitra, 99999999], assigned_to: w.regional.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: membersNotFound([w.m.chitra, 99999999]), errors: { members: [membersNotFound([w.m.chitra, 99999999])] } });
      for (const id of ids) expect((await member(id)).assigned_to).toBeNull();
      expect(await audits(ids[0])).toEqual([]);
    });

    it('403 for role 5, for every action, by ids and by filter, even on its own contacts (issue 12 defect 6)', async () => {
      const own = await fresh(1, { assigned_to: w.sevak.id, grade: 'B' });
      const before = await member(own.ids[0]);
      const refused = [
        { action: 'Assign', members: own.ids, assigned_to: w.sevak.id },
        { action: 'Update', members: own.ids, grade: 'C' },
        { action: 'Update', members: own.ids, category_id: w.categories.media },
        { action: 'Delete', members: own.ids },
        { action: 'Assign', filter: { location_id: own.place }, assigned_to: 0 },
        { action: 'Update', filter: {}, keyword: 'Fresh0', category_id: w.categories.media },
        { action: 'Delete', filter: { location_id: own.place } },
      ];
      for (const payload of refused) {
        const res = await bulk(w.sevak, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(403);
        expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
      }
      expect(await member(own.ids[0])).toEqual(before);
      expect(await audits(own.ids[0])).toEqual([]);
    });
  });

  describe('Assign', () => {
    it('assigns to a sub-user and audits each member; the record itself is not rewritten (decision 040)', async () => {
      const { ids } = await fresh(3, { assigned_to: null });
      // each member's own: the three may have been created in different seconds
      const before = new Map(await Promise.all(ids.map(async (id) => [id, await member(id)] as const)));
      const res = await bulk(w.regional, { action: 'Assign', members: ids, assigned_to: w.sevak.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { data: 3, message: 'Members Assigned Successfully' } });
      for (const id of ids) {
        const m = await member(id);
        expect(m.assigned_to).toBe(w.sevak.id);
        expect([m.updated_at, m.updated_by]).toEqual([before.get(id)!.updated_at, before.get(id)!.updated_by]);
        const log = await audits(id);
        expect(log).toHaveLength(1);
        expect(log[0]).toMatchObject({ action: 'update', user_id: w.regional.id });
        expect(JSON.parse(log[0].changes!)).toEqual({ assigned_to: [null, w.sevak.id] });
      }
    });

    it('Unassigned (0) clears the assignee', async () => {
      const { ids } = await fresh(2, { assigned_to: w.sevak.id });
      const res = await bulk(w.admin, { action: 'Assign', members: ids, assigned_to: '0' });
      expect(res.json().data.data).toBe(2);
      for (const id of ids) expect((await member(id)).assigned_to).toBeNull();
    });

    it('refuses an assignee who is not a sub-user, and a missing assignee', async () => {
      const { ids } = await fresh(1, { assigned_to: null });
      const res = await bulk(w.regional, { action: 'Assign', members: ids, assigned_to: w.otherSevak.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: INVALID_ASSIGNEE, errors: { assigned_to: [INVALID_ASSIGNEE] } });
      const unknown = await bulk(w.admin, { action: 'Assign', members: ids, assigned_to: 99999999 });
      expect(unknown.json()).toEqual({ message: INVALID_ASSIGNEE, errors: { assigned_to: [INVALID_ASSIGNEE] } });
      const missing = await bulk(w.admin, { action: 'Assign', members: ids, assigned_to: '' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({ message: ASSIGNEE_REQUIRED, errors: { assigned_to: [ASSIGNEE_REQUIRED] } });
      expect((await member(ids[0])).assigned_to).toBeNull();
    });
  });

  describe('Update', () => {
    it('sets the given fields only and audits old and new values', async () => {
      const { ids } = await fresh(2, { profession_id: w.professions.doctor, grade: 'B', profession_description: 'keep me', output: 'Other' });
      const res = await bulk(w.admin, {
        action: 'Update',
        members: ids,
        category_id: w.categories.media,
        grade: 'A',
        output: ['andolan', 'sabha'],
        profession_id: '',
        profession_description: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { data: 2, message: 'Members Updated Successfully' } });
      const m = await member(ids[0]);
      expect(m).toMatchObject({ category_id: w.categories.media, grade: 'A', output: 'andolan,sabha', profession_id: w.professions.doctor, profession_description: 'keep me' });
      const [log] = await audits(ids[0]);
      expect(JSON.parse(log.changes!)).toEqual({ category_id: [null, w.categories.media], grade: ['B', 'A'], output: ['Other', 'andolan,sabha'] });
    });

    it('takes output comma-joined; Unassigned (0) clears profession, category and grade', async () => {
      const { ids } = await fresh(1, { profession_id: w.professions.doctor, category_id: w.categories.media, grade: 'B' });
      const res = await bulk(w.admin, { action: 'Update', members: ids, profession_id: 0, category_id: 0, grade: 'Unassigned', output: 'baithak,sabha', profession_description: 'Surgeon' });
      expect(res.statusCode).toBe(200);
      expect(await member(ids[0])).toMatchObject({ profession_id: null, category_id: null, grade: null, output: 'baithak,sabha', profession_description: 'Surgeon' });
    });

    it('needs at least one field', async () => {
      const { ids } = await fresh(1);
      const res = await bulk(w.admin, { action: 'Update', members: ids, grade: '', output: [], category_id: null });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: NOTHING_TO_UPDATE, errors: { fields: [NOTHING_TO_UPDATE] } });
    });

    it('refuses the categories Intellectual and Karyakarta', async () => {
      const { ids } = await fresh(1);
      for (const [id, name] of [
        [w.categories.intellectual, 'Intellectual'],
        [w.categories.karyakarta, 'Karyakarta'],
      ] as const) {
        const res = await bulk(w.admin, { action: 'Update', members: ids, category_id: id });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: categoryNotInBulkEdit(name), errors: { category_id: [categoryNotInBulkEdit(name)] } });
      }
      expect((await member(ids[0])).category_id).toBeNull();
    });

    it('refuses unknown professions, categories, grades and outputs', async () => {
      const { ids } = await fresh(1);
      const cases: [object, string, string][] = [
        [{ profession_id: 99999 }, 'profession_id', INVALID_PROFESSION],
        [{ category_id: 99999 }, 'category_id', INVALID_CATEGORY],
        [{ grade: 'Z' }, 'grade', INVALID_GRADE],
        [{ output: ['andolan', 'picnic'] }, 'output', INVALID_OUTPUT],
      ];
      for (const [fields, field, message] of cases) {
        const res = await bulk(w.admin, { action: 'Update', members: ids, ...fields });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
      }
    });
  });

  describe('Delete', () => {
    it('moves members to ToBeDeleted and remembers where they were', async () => {
      const { place, ids } = await fresh(2);
      const res = await bulk(w.regional, { action: 'Delete', members: ids, location_id: w.trash });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { data: 2, message: 'Members Deleted Successfully' } });
      for (const id of ids) {
        expect(await member(id)).toMatchObject({ location_id: w.trash, deleted_from_location_id: place, updated_by: w.regional.id });
        const [log] = await audits(id);
        expect(log.action).toBe('delete');
        expect(JSON.parse(log.changes!)).toEqual({ location_id: [place, w.trash] });
      }
      const listed = await t.call(w.admin, { method: 'POST', url: '/api/filter', payload: { location_id: place } });
      expect(listed.json().data.count).toBe(0);
    });

    it('leaves members already in ToBeDeleted as they are', async () => {
      const before = await member(w.m.eshwar);
      const res = await bulk(w.admin, { action: 'Delete', members: [w.m.eshwar] });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(NO_ROWS_SELECTED);
      expect(await member(w.m.eshwar)).toEqual(before);
    });

    it('404 when the location ToBeDeleted is missing', async () => {
      const { ids } = await fresh(1);
      const db = t.database.db;
      await db.updateTable('locations').set({ name: 'Renamed bin', name_key: 'renamed bin' }).where('id', '=', w.trash).execute();
      try {
        const res = await bulk(w.admin, { action: 'Delete', members: ids });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: TO_BE_DELETED_MISSING });
      } finally {
        await db.updateTable('locations').set({ name: TO_BE_DELETED, name_key: TO_BE_DELETED.toLowerCase() }).where('id', '=', w.trash).execute();
      }
      expect((await member(ids[0])).location_id).not.toBe(w.trash);
    });
  });

  describe('by filter', () => {
    it('acts on every member the filter matches in scope', async () => {
      const { place, ids } = await fresh(4, { assigned_to: null, grade: 'D' });
      await t.database.db.updateTable('members').set({ grade: 'C' }).where('id', '=', ids[3]).execute();
      const res = await bulk(w.regional, { action: 'Assign', filter: { location_id: place, grade: ['D'] }, assigned_to: w.sevak.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ data: 3, message: 'Members Assigned Successfully' });
      const rows = await t.database.db
        .selectFrom('members as m')
        .leftJoin('member_assignments as a', 'a.member_id', 'm.id')
        .select(['m.id', 'a.assigned_to'])
        .where('m.location_id', '=', place)
        .orderBy('m.id')
        .execute();
      expect(rows.map((r) => r.assigned_to)).toEqual([w.sevak.id, w.sevak.id, w.sevak.id, null]);
    });

    it('honours the keyword and the scope', async () => {
      const { place, ids } = await fresh(2, { firstname: 'Zebulon', grade: null });
      const res = await bulk(w.admin, { action: 'Update', filter: { location_id: place }, keyword: 'zebul', grade: 'B' });
      expect(res.json().data.data).toBe(2);
      for (const id of ids) expect((await member(id)).grade).toBe('B');
      // a regional admin of Karnataka holds none of these members: nothing matches for them
      const elsewhere = await t.userOf(4, { name: 'Kavya Regional', locations: [w.karnataka] });
      const none = await bulk(elsewhere, { action: 'Update', filter: { location_id: place }, grade: 'A' });
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toBe(NO_ROWS_SELECTED);
    });

    it('deletes by filter, and a count that changed rolls everything back', async () => {
      const { place, ids } = await fresh(3);
      const stale = await bulk(w.admin, { action: 'Delete', filter: { location_id: place }, expected_count: 2 });
      expect(stale.statusCode).toBe(422);
      expect(stale.json()).toEqual({ message: countChanged(3), errors: { expected_count: [countChanged(3)] } });
      for (const id of ids) expect((await member(id)).location_id).toBe(place);
      expect(await audits(ids[0])).toEqual([]);
      const res = await bulk(w.admin, { action: 'Delete', filter: { location_id: place }, expected_count: 3 });
      expect(res.json().data).toEqual({ data: 3, message: 'Members Deleted Successfully' });
      for (const id of ids) expect((await member(id)).location_id).toBe(w.trash);
    });

    it('walks more members than one chunk in one transaction', async () => {
      const [place] = await createLocationPath(t.database.db, ['Big ward'], w.karnataka);
      const rows = Array.from({ length: 5200 }, (_, i) => ({ fullname: `Many ${i}`, location_id: place, created_at: '2024-01-01 00:00:00', updated_at: '2024-01-01 00:00:00' }));
      for (let i = 0; i < rows.length; i += 500) await t.database.db.insertInto('members').values(rows.slice(i, i + 500)).execute();
      const res = await bulk(w.admin, { action: 'Assign', filter: { location_id: place }, assigned_to: w.otherSevak.id });
      expect(res.json().data.data).toBe(5200);
      const assigned = await t.database.db
        .selectFrom('members as m')
        .innerJoin('member_assignments as a', 'a.member_id', 'm.id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.location_id', '=', place)
        .where('a.assigned_to', '=', w.otherSevak.id)
        .executeTakeFirstOrThrow();
      expect(Number(assigned.n)).toBe(5200);
      const logged = await t.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('table_name', '=', 'members')
        .where('changes', 'like', `%"assigned_to":[null,${w.otherSevak.id}]%`)
        .executeTakeFirstOrThrow();
      expect(Number(logged.n)).toBeGreaterThanOrEqual(5200);
    });
  });
});
