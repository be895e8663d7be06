import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';

/** The seeds' words per list, written out so a changed message fails here. */
const LISTS = [
  {
    table: 'professions',
    onCreate: 'Please enter Profession',
    onUpdate: 'Please enter Profession',
    duplicate: 'This profession already exists.',
    created: 'New Profession added successfully',
    updated: 'Profession updated successfully',
    notFound: 'Profession not found.',
  },
  {
    table: 'categories',
    onCreate: 'Please enter Category Name',
    onUpdate: 'Please enter Category',
    duplicate: 'This category already exists.',
    created: 'New Category added successfully',
    updated: 'Category updated successfully',
    notFound: 'Category not found.',
  },
  {
    table: 'statuses',
    onCreate: 'Please enter Status',
    onUpdate: 'Please enter Status',
    duplicate: 'This status already exists.',
    created: 'New Status added successfully',
    updated: 'Status updated successfully',
    notFound: 'Status not found.',
  },
] as const;

describe.each(DIALECTS)('professions, categories, statuses on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let superadmin: TestUser;
  let coordinator: TestUser;
  let regional: TestUser;
  let sevak: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [superadmin, admin, coordinator, regional, sevak] = await Promise.all([1, 2, 3, 4, 5].map((r) => t.userOf(r)));
  });
  afterAll(() => t.close());

  describe.each(LISTS)('$table', (list) => {
    const url = `/api/${list.table}`;
    const create = (user: TestUser | null, payload: unknown) => t.call(user, { method: 'POST', url, payload: payload as object });
    const update = (user: TestUser | null, id: number, payload: unknown) =>
      t.call(user, { method: 'PUT', url: `${url}/${id}`, payload: payload as object });
    const createOk = async (name: string, active?: 0 | 1) => {
      const res = await create(admin, active === undefined ? { name } : { name, active });
      expect(res.statusCode).toBe(200);
      return res.json().data as { id: number; name: string; active: number };
    };

    it('lists every row sorted by name for every role, and only active ones with ?active=1', async () => {
      const off = await createOk(`zz inactive ${list.table}`, 0);
      await createOk(`aa first ${list.table}`);
      for (const user of [superadmin, admin, coordinator, regional, sevak]) {
        const res = await t.call(user, { method: 'GET', url });
        expect(res.statusCode).toBe(200);
        const names: string[] = res.json().data.map((r: { name: string }) => r.name);
        expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      }
      const all = (await t.call(sevak, { method: 'GET', url })).json().data;
      expect(all[0]).toEqual({ id: expect.any(Number), name: `aa first ${list.table}`, active: 1 });
      expect(all).toContainEqual({ id: off.id, name: off.name, active: 0 });
      const active = (await t.call(sevak, { method: 'GET', url: `${url}?active=1` })).json().data;
      expect(active.length).toBe(all.length - all.filter((r: { active: number }) => r.active === 0).length);
      expect(active.map((r: { id: number }) => r.id)).not.toContain(off.id);
      expect((await t.call(sevak, { method: 'GET', url: `${url}?active=0` })).json().data).toEqual(all);
    });

    it('answers 401 without a token and 422 on a bad ?active', async () => {
      expect((await t.call(null, { method: 'GET', url })).statusCode).toBe(401);
      expect((await t.call(admin, { method: 'GET', url: `${url}?active=yes` })).statusCode).toBe(422);
    });

    it('creates with active defaulting to 1, writes an audit row, and refuses roles 3-5', async () => {
      const res = await create(superadmin, { name: `  New ${list.table} one  ` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ message: list.created, data: { id: expect.any(Number), name: `New ${list.table} one`, active: 1 } });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('table_name', '=', list.table)
        .where('record_id', '=', body.data.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'create', user_id: superadmin.id });
      expect(JSON.parse(audit[0].changes!).name).toEqual([null, `New ${list.table} one`]);
      for (const user of [coordinator, regional, sevak]) {
        const refused = await create(user, { name: `refused ${list.table}` });
        expect(refused.statusCode).toBe(403);
      }
      const stored = await t.database.db.selectFrom(list.table).select('id').where('name_key', '=', `refused ${list.table}`).execute();
      expect(stored).toEqual([]);
    });

    it('answers a blank name with the create message and the update message', async () => {
      for (const payload of [{ name: '   ' }, {}, { name: null }]) {
        const res = await create(admin, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: list.onCreate, errors: { name: [list.onCreate] } });
      }
      const row = await createOk(`Blank test ${list.table}`);
      const res = await update(admin, row.id, { name: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: list.onUpdate, errors: { name: [list.onUpdate] } });
    });

    it('refuses a bad active flag and a too long name, and never writes an id it is sent', async () => {
      expect((await create(admin, { name: `Flag ${list.table}`, active: 2 })).json().errors.active).toBeDefined();
      // the id is not the caller's to choose: ignored like any key the form does not have
      const extra = await create(admin, { name: `Extra ${list.table}`, id: 424242 });
      expect(extra.statusCode).toBe(200);
      expect(extra.json().data.id).not.toBe(424242);
      const long = await create(admin, { name: 'x'.repeat(101) });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.name).toHaveLength(1);
    });

    it('keeps names unique regardless of case, on create and on update', async () => {
      const a = await createOk(`Unique ${list.table} A`);
      const b = await createOk(`Unique ${list.table} B`);
      const dup = await create(admin, { name: `  UNIQUE ${list.table} a ` });
      expect(dup.statusCode).toBe(422);
      expect(dup.json()).toEqual({ message: list.duplicate, errors: { name: [list.duplicate] } });
      const clash = await update(admin, b.id, { name: `unique ${list.table} a`, active: 1 });
      expect(clash.statusCode).toBe(422);
      expect(clash.json()).toEqual({ message: list.duplicate, errors: { name: [list.duplicate] } });
      // renaming a row to its own name in another case is allowed
      const same = await update(admin, a.id, { name: `UNIQUE ${list.table} A`, active: 1 });
      expect(same.statusCode).toBe(200);
      expect(same.json().data.name).toBe(`UNIQUE ${list.table} A`);
    });

    it('reads one row for roles 1-2 only, 404 for a missing id', async () => {
      const row = await createOk(`Read ${list.table}`);
      const res = await t.call(admin, { method: 'GET', url: `${url}/${row.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { id: row.id, name: `Read ${list.table}`, active: 1 } });
      expect((await t.call(coordinator, { method: 'GET', url: `${url}/${row.id}` })).statusCode).toBe(403);
      expect((await t.call(sevak, { method: 'GET', url: `${url}/${row.id}` })).statusCode).toBe(403);
      const missing = await t.call(superadmin, { method: 'GET', url: `${url}/999999` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: list.notFound });
    });

    it('updates name and active, audits the change, keeps active when omitted, refuses roles 3-5', async () => {
      const row = await createOk(`Edit ${list.table}`);
      const res = await update(admin, row.id, { name: `Edited ${list.table}`, active: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: list.updated, data: { id: row.id, name: `Edited ${list.table}`, active: 0 } });
      const kept = await update(admin, row.id, { name: `Edited again ${list.table}` });
      expect(kept.json().data).toEqual({ id: row.id, name: `Edited again ${list.table}`, active: 0 });
      const stored = await t.database.db.selectFrom(list.table).selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(stored.name_key).toBe(`edited again ${list.table}`);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['changes', 'user_id'])
        .where('table_name', '=', list.table)
        .where('record_id', '=', row.id)
        .where('action', '=', 'update')
        .orderBy('id')
        .execute();
      expect(audit).toHaveLength(2);
      expect(JSON.parse(audit[0].changes!)).toEqual({ name: [`Edit ${list.table}`, `Edited ${list.table}`], active: [1, 0] });
      expect(audit[0].user_id).toBe(admin.id);
      for (const user of [coordinator, regional, sevak]) expect((await update(user, row.id, { name: 'x', active: 1 })).statusCode).toBe(403);
      const missing = await update(admin, 999999, { name: `Ghost ${list.table}`, active: 1 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: list.notFound });
    });
  });
});
