import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import { LOCATION_CREATED, LOCATION_DELETED, LOCATION_NAME_REQUIRED, LOCATION_PARENT_REQUIRED, LOCATION_UPDATED } from '@sampark/domain/schemas/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';
import { subtreeIds } from '../../db/location-tree';
import {
  LOCATION_CYCLE,
  LOCATION_NAME_TAKEN,
  PARENT_NOT_FOUND,
  TO_BE_DELETED_LOCKED,
  TO_BE_DELETED_RESERVED,
  locationInUseMessage,
} from './location-service';

describe.each(DIALECTS)('locations on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let rootId: number;
  let trashId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.userOf(1);
    rootId = await rootLocationId(t.database.db);
    trashId = (await t.database.db.selectFrom('locations').select('id').where('name', '=', TO_BE_DELETED).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (user: TestUser, payload: unknown) => t.call(user, { method: 'POST', url: '/api/locations', payload: payload as object });
  const put = (user: TestUser, id: number, payload: unknown) => t.call(user, { method: 'PUT', url: `/api/locations/${id}`, payload: payload as object });
  const row = (id: number) => db().selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  /** The closure table must hold exactly the (ancestor, descendant, depth) triples the paths imply. */
  async function expectClosureMatchesPaths() {
    const locs = await db().selectFrom('locations').select(['id', 'path']).execute();
    const expected = locs.flatMap((l) => {
      const ids = l.path.split('/').filter(Boolean).map(Number);
      expect(ids[ids.length - 1]).toBe(l.id);
      return ids.map((a, i) => `${a}>${l.id}@${ids.length - 1 - i}`);
    });
    const actual = (await db().selectFrom('location_closure').selectAll().execute()).map((c) => `${c.ancestor_id}>${c.descendant_id}@${c.depth}`);
    expect(actual.sort()).toEqual(expected.sort());
  }

  describe('GET api/locjson', () => {
    it('gives admins the nested tree, ToBeDeleted included', async () => {
      const [stateId, cityId] = await createLocationPath(db(), ['Tree State', 'Tree City'], rootId);
      const res = await t.call(admin, { method: 'GET', url: '/api/locjson' });
      expect(res.statusCode).toBe(200);
      const tree = res.json();
      expect(tree).toHaveLength(1);
      expect(tree[0]).toMatchObject({ id: rootId, name: 'INDIA', parent_id: null, active: 1 });
      const state = tree[0].children.find((c: { id: number }) => c.id === stateId);
      expect(state.children).toEqual([{ id: cityId, name: 'Tree City', parent_id: stateId, active: 1, children: [] }]);
      expect(tree[0].children.some((c: { id: number }) => c.id === trashId)).toBe(true);
    });

    it('is refused to roles 3-5 and without a token', async () => {
      for (const role of [3, 4, 5]) expect((await t.call(await t.userOf(role), { method: 'GET', url: '/api/locjson' })).statusCode).toBe(403);
      expect((await t.call(null, { method: 'GET', url: '/api/locjson' })).statusCode).toBe(401);
    });
  });

  describe('GET api/mylocs', () => {
    it("gives a user their locations' subtrees, flat, with depth and label", async () => {
      const [stateId, distId, cityId] = await createLocationPath(db(), ['Mylocs State', 'Mylocs District', 'Mylocs City'], rootId);
      const [otherId] = await createLocationPath(db(), ['Mylocs Other'], rootId);
      const user = await t.userOf(4, { locations: [distId] });
      const res = await t.call(user, { method: 'GET', url: '/api/mylocs' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { id: distId, name: 'Mylocs District', parent_id: stateId, active: 1, path: `/${rootId}/${stateId}/${distId}/`, depth: 2, label: 'INDIA / Mylocs State / Mylocs District' },
        { id: cityId, name: 'Mylocs City', parent_id: distId, active: 1, path: `/${rootId}/${stateId}/${distId}/${cityId}/`, depth: 3, label: 'INDIA / Mylocs State / Mylocs District / Mylocs City' },
      ]);
      const all = (await t.call(await t.userOf(2), { method: 'GET', url: '/api/mylocs' })).json().data;
      expect(all[0]).toMatchObject({ id: rootId, depth: 0, label: 'INDIA' });
      expect(all.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([stateId, distId, cityId, otherId, trashId]));
    });

    it('is empty for a user without locations, and needs a token', async () => {
      const res = await t.call(await t.userOf(5), { method: 'GET', url: '/api/mylocs' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
      expect((await t.call(null, { method: 'GET', url: '/api/mylocs' })).statusCode).toBe(401);
    });
  });

  describe('GET api/locations and api/locations/{id}', () => {
    it('lists every location flat in tree order for admins, with an active filter', async () => {
      const [stateId] = await createLocationPath(db(), ['List State'], rootId);
      await put(admin, stateId, { name: 'List State', parent_id: rootId, active: 0 });
      const res = await t.call(admin, { method: 'GET', url: '/api/locations' });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data;
      expect(rows[0].id).toBe(rootId);
      expect(rows.find((r: { id: number }) => r.id === stateId)).toMatchObject({ name: 'List State', active: 0, depth: 1 });
      const inactive = (await t.call(admin, { method: 'GET', url: '/api/locations?active=0' })).json().data;
      expect(inactive.map((r: { id: number }) => r.id)).toContain(stateId);
      expect(inactive.every((r: { active: number }) => r.active === 0)).toBe(true);
    });

    it('shows one location with its parent name, 404 when missing', async () => {
      const [stateId] = await createLocationPath(db(), ['Show State'], rootId);
      const res = await t.call(admin, { method: 'GET', url: `/api/locations/${stateId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: stateId, name: 'Show State', parent_id: rootId, parent_name: 'INDIA', active: 1 });
      expect((await t.call(admin, { method: 'GET', url: '/api/locations/999999' })).statusCode).toBe(404);
    });

    it('is refused to roles 3-5', async () => {
      const user = await t.userOf(3);
      expect((await t.call(user, { method: 'GET', url: '/api/locations' })).statusCode).toBe(403);
      expect((await t.call(user, { method: 'GET', url: `/api/locations/${rootId}` })).statusCode).toBe(403);
    });
  });

  describe('POST api/locations', () => {
    it('adds a location under a parent, with path, closure and an audit row', async () => {
      const [stateId] = await createLocationPath(db(), ['Post State'], rootId);
      const res = await post(admin, { name: '  Post City ', parent_id: stateId, active: 1 });
      expect(res.statusCode).toBe(200);
      const { message, data } = res.json();
      expect(message).toBe(LOCATION_CREATED);
      expect(data).toMatchObject({ name: 'Post City', parent_id: stateId, parent_name: 'Post State', path: `/${rootId}/${stateId}/${data.id}/` });
      expect(await subtreeIds(db(), [stateId])).toContain(data.id);
      await expectClosureMatchesPaths();
      const audit = await db().selectFrom('audit_log').selectAll().where('table_name', '=', 'locations').where('record_id', '=', data.id).execute();
      expect(audit).toMatchObject([{ action: 'create', user_id: admin.id }]);
      expect(JSON.parse(audit[0].changes!)).toMatchObject({ name: [null, 'Post City'], parent_id: [null, stateId] });
    });

    it("answers a blank or missing name with 'Please enter Location' and a missing parent", async () => {
      const blank = await post(admin, { name: '   ', parent_id: rootId, active: 1 });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toEqual({ message: LOCATION_NAME_REQUIRED, errors: { name: [LOCATION_NAME_REQUIRED] } });
      const missing = await post(admin, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ name: [LOCATION_NAME_REQUIRED], parent_id: [LOCATION_PARENT_REQUIRED] });
      const unknown = await post(admin, { name: 'Nowhere', parent_id: 999999 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ parent_id: [PARENT_NOT_FOUND] });
    });

    it('keeps sibling names unique case-insensitively, but not across parents', async () => {
      const [aId, bId] = [(await createLocationPath(db(), ['Uniq A'], rootId))[0], (await createLocationPath(db(), ['Uniq B'], rootId))[0]];
      expect((await post(admin, { name: 'Shared Name', parent_id: aId })).statusCode).toBe(200);
      const dup = await post(admin, { name: 'SHARED name', parent_id: aId });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ name: [LOCATION_NAME_TAKEN] });
      expect((await post(admin, { name: 'Shared Name', parent_id: bId })).statusCode).toBe(200);
    });

    it('reserves the name ToBeDeleted', async () => {
      const res = await post(admin, { name: 'tobedeleted', parent_id: rootId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: [TO_BE_DELETED_RESERVED] });
    });

    it('is refused to roles 3-5', async () => {
      for (const role of [3, 4, 5]) expect((await post(await t.userOf(role), { name: 'No Way', parent_id: rootId })).statusCode).toBe(403);
      expect(await db().selectFrom('locations').select('id').where('name', '=', 'No Way').executeTakeFirst()).toBeUndefined();
    });
  });

  describe('PUT api/locations/{id}', () => {
    it('renames and deactivates a location', async () => {
      const [stateId] = await createLocationPath(db(), ['Rename Me'], rootId);
      const res = await put(admin, stateId, { name: 'Renamed', parent_id: rootId, active: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: LOCATION_UPDATED, data: { id: stateId, name: 'Renamed', active: 0 } });
      expect(await row(stateId)).toMatchObject({ name: 'Renamed', name_key: 'renamed', active: 0 });
      const audit = await db().selectFrom('audit_log').select(['action', 'changes']).where('table_name', '=', 'locations').where('record_id', '=', stateId).executeTakeFirstOrThrow();
      expect(audit.action).toBe('update');
      expect(JSON.parse(audit.changes!)).toEqual({ name: ['Rename Me', 'Renamed'], active: [1, 0] });
    });

    it('moves a whole subtree: paths, closure and subtreeIds follow', async () => {
      const [fromId, movedId, childId, grandId] = await createLocationPath(db(), ['Move From', 'Moved', 'Moved Child', 'Moved Grandchild'], rootId);
      const [toId, toChildId] = await createLocationPath(db(), ['Move To', 'Move To Child'], rootId);
      const res = await put(admin, movedId, { name: 'Moved', parent_id: toChildId, active: 1 });
      expect(res.statusCode).toBe(200);
      expect((await row(movedId)).parent_id).toBe(toChildId);
      expect((await row(grandId)).path).toBe(`/${rootId}/${toId}/${toChildId}/${movedId}/${childId}/${grandId}/`);
      expect(sorted(await subtreeIds(db(), [fromId]))).toEqual([fromId]);
      expect(sorted(await subtreeIds(db(), [toId]))).toEqual(sorted([toId, toChildId, movedId, childId, grandId]));
      expect(sorted(await subtreeIds(db(), [movedId]))).toEqual(sorted([movedId, childId, grandId]));
      const depth = await db().selectFrom('location_closure').select('depth').where('ancestor_id', '=', rootId).where('descendant_id', '=', grandId).executeTakeFirstOrThrow();
      expect(depth.depth).toBe(5);
      await expectClosureMatchesPaths();
      const audit = await db().selectFrom('audit_log').select(['action', 'changes']).where('table_name', '=', 'locations').where('record_id', '=', movedId).executeTakeFirstOrThrow();
      expect(audit.action).toBe('move');
      expect(JSON.parse(audit.changes!)).toEqual({ parent_id: [fromId, toChildId] });
    });

    it('refuses a move under the location itself or its own descendant', async () => {
      const [topId, , lowId] = await createLocationPath(db(), ['Cycle Top', 'Cycle Mid', 'Cycle Low'], rootId);
      for (const parent of [topId, lowId]) {
        const res = await put(admin, topId, { name: 'Cycle Top', parent_id: parent, active: 1 });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: LOCATION_CYCLE, errors: { parent_id: [LOCATION_CYCLE] } });
      }
      const root = await put(admin, rootId, { name: 'INDIA', parent_id: topId, active: 1 });
      expect(root.json().errors).toEqual({ parent_id: [LOCATION_CYCLE] });
      expect((await row(topId)).parent_id).toBe(rootId);
      await expectClosureMatchesPaths();
    });

    it('needs a parent for every location but the root', async () => {
      const [stateId] = await createLocationPath(db(), ['Orphan'], rootId);
      const res = await put(admin, stateId, { name: 'Orphan', parent_id: null, active: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ parent_id: [LOCATION_PARENT_REQUIRED] });
      expect((await put(admin, rootId, { name: 'INDIA', parent_id: null, active: 1 })).statusCode).toBe(200);
    });

    it('keeps sibling names unique on rename and on move', async () => {
      const [aId, a1] = await createLocationPath(db(), ['Sib A', 'Same'], rootId);
      const [, b1] = await createLocationPath(db(), ['Sib B', 'same'], rootId);
      const [, other] = await createLocationPath(db(), ['Sib C', 'Other'], rootId);
      const moved = await put(admin, b1, { name: 'same', parent_id: aId, active: 1 });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors).toEqual({ name: [LOCATION_NAME_TAKEN] });
      const otherParent = (await row(other)).parent_id;
      const renamed = await put(admin, other, { name: 'SIB a', parent_id: otherParent, active: 1 });
      expect(renamed.statusCode).toBe(200); // 'Sib A' is not its sibling
      expect((await put(admin, a1, { name: 'SAME', parent_id: aId, active: 1 })).statusCode).toBe(200); // its own name
    });

    it('protects ToBeDeleted from renaming and moving', async () => {
      const [stateId] = await createLocationPath(db(), ['Trash Target'], rootId);
      const rename = await put(admin, trashId, { name: 'Recycle', parent_id: rootId, active: 1 });
      expect(rename.statusCode).toBe(422);
      expect(rename.json().errors).toEqual({ name: [TO_BE_DELETED_LOCKED] });
      const move = await put(admin, trashId, { name: TO_BE_DELETED, parent_id: stateId, active: 1 });
      expect(move.statusCode).toBe(422);
      expect(move.json().errors).toEqual({ parent_id: [TO_BE_DELETED_LOCKED] });
      expect(await row(trashId)).toMatchObject({ name: TO_BE_DELETED, parent_id: rootId });
      const [plainId] = await createLocationPath(db(), ['Plain'], rootId);
      const taking = await put(admin, plainId, { name: 'ToBeDeleted', parent_id: rootId, active: 1 });
      expect(taking.json().errors).toEqual({ name: [TO_BE_DELETED_RESERVED] });
    });

    it('answers 422 for a blank name, 404 for a missing location and 403 to roles 3-5', async () => {
      const blank = await put(admin, rootId, { name: '', parent_id: null, active: 1 });
      expect(blank.json()).toEqual({ message: LOCATION_NAME_REQUIRED, errors: { name: [LOCATION_NAME_REQUIRED] } });
      expect((await put(admin, 999999, { name: 'X', parent_id: rootId, active: 1 })).statusCode).toBe(404);
      expect((await put(await t.userOf(4), rootId, { name: 'X', parent_id: null, active: 1 })).statusCode).toBe(403);
    });
  });

  describe('DELETE api/locations/{id}', () => {
    const del = (user: TestUser, id: number) => t.call(user, { method: 'DELETE', url: `/api/locations/${id}` });

    it('deletes an unused leaf with its closure rows', async () => {
      const [, leafId] = await createLocationPath(db(), ['Del Parent', 'Del Leaf'], rootId);
      const res = await del(admin, leafId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: LOCATION_DELETED });
      expect(await db().selectFrom('locations').select('id').where('id', '=', leafId).executeTakeFirst()).toBeUndefined();
      expect(await db().selectFrom('location_closure').select('depth').where('descendant_id', '=', leafId).execute()).toEqual([]);
      const audit = await db().selectFrom('audit_log').select('action').where('table_name', '=', 'locations').where('record_id', '=', leafId).where('action', '=', 'delete').execute();
      expect(audit).toHaveLength(1);
    });

    it('refuses a location with sub-locations, members, users or events', async () => {
      const [parentId, leafId] = await createLocationPath(db(), ['Busy Parent', 'Busy Leaf'], rootId);
      const children = await del(admin, parentId);
      expect(children.statusCode).toBe(422);
      expect(children.json().errors).toEqual({ id: ['This location cannot be deleted: it has 1 sub-location(s).'] });

      await createMember(db(), { location_id: leafId });
      await createMember(db(), { location_id: leafId });
      await t.userOf(4, { locations: [leafId] });
      const now = nowText();
      const type = await db().selectFrom('event_types').select('id').executeTakeFirstOrThrow();
      await db().insertInto('events').values({ name: 'Busy Event', location_id: leafId, type: type.id, date_from: '2026-01-01', created_at: now, updated_at: now }).execute();
      const busy = await del(admin, leafId);
      expect(busy.statusCode).toBe(422);
      const message = 'This location cannot be deleted: it has 2 member(s), 1 user(s), 1 event(s).';
      expect(busy.json()).toEqual({ message, errors: { id: [message] } });
      expect(locationInUseMessage({ children: 1, members: 0, users: 3, events: 0, seekers: 0 })).toBe('This location cannot be deleted: it has 1 sub-location(s), 3 user(s).');
    });

    it('counts the seekers scoped to the location, so none is left without one', async () => {
      const [leafId] = await createLocationPath(db(), ['Seekers Home'], rootId);
      const now = nowText();
      await db().insertInto('seekers').values({ fullname: 'Asha Rao', location_id: leafId, created_at: now, updated_at: now }).execute();
      const res = await del(admin, leafId);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ id: ['This location cannot be deleted: it has 1 seeker(s).'] });
    });

    it('counts soft-deleted members that came from the location', async () => {
      const [leafId] = await createLocationPath(db(), ['Came From'], rootId);
      await createMember(db(), { location_id: trashId, deleted_from_location_id: leafId });
      expect((await del(admin, leafId)).json().errors).toEqual({ id: ['This location cannot be deleted: it has 1 member(s).'] });
    });

    it('never removes ToBeDeleted; 404 when missing; 403 to roles 3-5', async () => {
      const res = await del(admin, trashId);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ id: [TO_BE_DELETED_LOCKED] });
      expect((await del(admin, 999999)).statusCode).toBe(404);
      const [leafId] = await createLocationPath(db(), ['Guarded'], rootId);
      expect((await del(await t.userOf(3), leafId)).statusCode).toBe(403);
    });
  });
});
