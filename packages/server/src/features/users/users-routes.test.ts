import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  INVALID_EMAIL,
  MOBILE_LENGTH,
  MOBILE_TAKEN,
  SUPER_ADMIN_ONLY,
  SUPER_ADMIN_ROLE_ONLY,
  UNKNOWN_LOCATION,
  USER_CREATED,
  USER_DELETED,
  USER_UPDATED,
} from '@sampark/domain/schemas/users';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { verifyPassword } from '../../lib/password';
import { daysSince } from '../../lib/time';

let mobileSeq = 0;
/** A mobile number no other test uses. */
const freshMobile = () => `8${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq++).padStart(3, '0')}`;

describe('daysSince', () => {
  it('counts calendar days, null without a login', () => {
    expect(daysSince('2026-03-01 23:59:59', '2026-03-03')).toBe(2);
    expect(daysSince('2025-12-31 00:00:00', '2026-01-01')).toBe(1);
    expect(daysSince('2026-03-03 08:00:00', '2026-03-03')).toBe(0);
    expect(daysSince(null)).toBeNull();
  });
});

describe.each(DIALECTS)('users on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let rootId: number;
  let stateId: number;
  let districtId: number;
  /** every response of the file, checked for passwords at the end */
  const seen: { status: number; body: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.userOf(1);
    rootId = await rootLocationId(t.database.db);
    [stateId, districtId] = await createLocationPath(t.database.db, ['User State', 'User District'], rootId);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  async function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
    const res = await t.call(user, { method, url, ...(payload ? { payload } : {}) });
    seen.push({ status: res.statusCode, body: res.body });
    return res;
  }
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Asha Patil',
    email: `asha.${freshMobile()}@Example.com`,
    password: 'Secret@123',
    mobile_no: freshMobile(),
    role: 4,
    locations: [districtId],
    active: 1,
    ...over,
  });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  async function createViaApi(over: Record<string, unknown> = {}) {
    const payload = body(over);
    const res = await call(admin, 'POST', '/api/users', payload);
    expect(res.statusCode).toBe(200);
    return { id: res.json().data.id as number, payload };
  }

  describe('GET api/users', () => {
    it('lists users with location ids and names and days since the last login', async () => {
      const { id } = await createViaApi({ name: 'Listed User', locations: [stateId, districtId] });
      await db().updateTable('users').set({ last_login_date: '2020-01-01 10:00:00' }).where('id', '=', id).execute();
      const res = await call(admin, 'GET', '/api/users');
      expect(res.statusCode).toBe(200);
      const row = res.json().data.find((u: { id: number }) => u.id === id);
      expect(row).toMatchObject({ name: 'Listed User', role: 4, active: 1, last_login_date: '2020-01-01 10:00:00', locations: [districtId, stateId] });
      expect(row.location_names).toEqual(['User District', 'User State']);
      expect(row.last_login_days).toBe(daysSince('2020-01-01 10:00:00'));
      expect(row.last_login_days).toBeGreaterThan(365);
      const never = res.json().data.find((u: { id: number }) => u.id === admin.id);
      expect(never).toMatchObject({ last_login_date: null, last_login_days: null });
    });

    it('tells same-named locations apart by their ancestors in the list and the user (issue 26)', async () => {
      const [, otherDistrict] = await createLocationPath(db(), ['Other State', 'User District'], rootId);
      const { id } = await createViaApi({ name: 'Twin Districts', locations: [districtId, otherDistrict, stateId] });
      const labels = ['User District (Other State)', 'User District (User State)', 'User State'];
      const row = (await call(admin, 'GET', '/api/users')).json().data.find((u: { id: number }) => u.id === id);
      expect([...row.location_names].sort()).toEqual(labels);
      expect([...(await call(admin, 'GET', `/api/users/${id}`)).json().data.location_names].sort()).toEqual(labels);
      await db().deleteFrom('user_locations').where('location_id', '=', otherDistrict!).execute();
      await db().deleteFrom('locations').where('id', '=', otherDistrict!).execute();
    });

    it('filters active and inactive users', async () => {
      const { id } = await createViaApi({ active: 0 });
      const inactive = (await call(admin, 'GET', '/api/users?active=0')).json().data;
      expect(inactive.map((u: { id: number }) => u.id)).toContain(id);
      expect(inactive.every((u: { active: number }) => u.active === 0)).toBe(true);
      const active = (await call(admin, 'GET', '/api/users?active=1')).json().data;
      expect(active.map((u: { id: number }) => u.id)).not.toContain(id);
    });

    it('is refused to roles 3-5', async () => {
      for (const role of [3, 4, 5]) expect((await call(await t.userOf(role), 'GET', '/api/users')).statusCode).toBe(403);
      expect((await call(await t.userOf(2), 'GET', '/api/users')).statusCode).toBe(200);
    });
  });

  describe('GET api/users/{id}', () => {
    it('gives admins the whole user and others only the name', async () => {
      const { id, payload } = await createViaApi({ name: 'Named User' });
      const full = await call(admin, 'GET', `/api/users/${id}`);
      expect(full.statusCode).toBe(200);
      expect(full.json().data).toMatchObject({ id, name: 'Named User', email: payload.email.toLowerCase(), mobile_no: payload.mobile_no, locations: [districtId] });
      for (const role of [3, 5]) {
        const res = await call(await t.userOf(role), 'GET', `/api/users/${id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: { id, name: 'Named User' } });
      }
      expect((await call(admin, 'GET', '/api/users/999999')).statusCode).toBe(404);
      expect((await call(null, 'GET', `/api/users/${id}`)).statusCode).toBe(401);
    });
  });

  describe('GET api/subusers', () => {
    it("gives a coordinator themself and the active users of equal or lower rank inside their locations", async () => {
      const coordinator = await t.userOf(3, { name: 'Sub Coordinator', locations: [stateId] });
      const below = await t.userOf(5, { name: 'Sub Sevak', locations: [districtId] });
      const higher = await t.userOf(2, { name: 'Sub Admin', locations: [districtId] });
      const outside = await t.userOf(5, { name: 'Sub Outside', locations: [rootId] });
      const inactive = await t.userOf(5, { name: 'Sub Inactive', locations: [districtId], active: 0 });
      const res = await call(coordinator, 'GET', '/api/subusers');
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.map((u: { id: number }) => u.id);
      expect(ids).toEqual(expect.arrayContaining([coordinator.id, below.id]));
      for (const id of [higher.id, outside.id, inactive.id]) expect(ids).not.toContain(id);
      expect(res.json().data.find((u: { id: number }) => u.id === below.id)).toEqual({ id: below.id, name: 'Sub Sevak' });
      const all = (await call(admin, 'GET', '/api/subusers')).json().data.map((u: { id: number }) => u.id);
      expect(all).toEqual(expect.arrayContaining([coordinator.id, below.id, higher.id, outside.id]));
      expect(all).not.toContain(inactive.id);
      expect((await call(null, 'GET', '/api/subusers')).statusCode).toBe(401);
    });
  });

  describe('POST api/users', () => {
    it('adds a user who can then log in; the e-mail is stored lower-cased and the password hashed', async () => {
      const payload = body({ email: 'New.User@Example.COM' });
      const res = await call(admin, 'POST', '/api/users', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: USER_CREATED, data: { name: 'Asha Patil', email: 'new.user@example.com', role: 4, active: 1, locations: [districtId] } });
      const stored = await db().selectFrom('users').select('password_hash').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(stored.password_hash).not.toContain('Secret@123');
      expect(await verifyPassword('Secret@123', stored.password_hash)).toBe(true);
      expect((await login('new.user@example.com', 'Secret@123')).statusCode).toBe(200);
      const audit = await db().selectFrom('audit_log').select(['action', 'changes', 'user_id']).where('table_name', '=', 'users').where('record_id', '=', res.json().data.id).execute();
      expect(audit).toMatchObject([{ action: 'create', user_id: admin.id }]);
      expect(JSON.parse(audit[0].changes!)).toMatchObject({ name: [null, 'Asha Patil'], locations: [null, String(districtId)], password: ['(hidden)', '(changed)'] });
      expect(audit[0].changes).not.toContain('scrypt');
    });

    it("answers an empty body with seed 001 §8's messages", async () => {
      const res = await call(admin, 'POST', '/api/users', {});
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['Please enter name'],
        mobile_no: ['Please enter mobile number'],
        role: ['Please enter role'],
        locations: ['Please enter location'],
        password: ['Please enter password'],
      });
      const blanks = await call(admin, 'POST', '/api/users', body({ name: ' ', password: '', mobile_no: '', role: null, locations: [] }));
      expect(blanks.json().errors).toEqual({
        name: ['Please enter name'],
        mobile_no: ['Please enter mobile number'],
        role: ['Please enter role'],
        locations: ['Please enter location'],
        password: ['Please enter password'],
      });
    });

    it('checks e-mail and mobile formats', async () => {
      const res = await call(admin, 'POST', '/api/users', body({ email: 'nope', mobile_no: '12345' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: [INVALID_EMAIL], mobile_no: [MOBILE_LENGTH] });
      expect((await call(admin, 'POST', '/api/users', body({ email: '' }))).statusCode).toBe(200);
    });

    it('keeps e-mail (any case) and mobile unique', async () => {
      const { payload } = await createViaApi();
      const email = await call(admin, 'POST', '/api/users', body({ email: payload.email.toUpperCase() }));
      expect(email.statusCode).toBe(422);
      expect(email.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });
      const mobile = await call(admin, 'POST', '/api/users', body({ mobile_no: payload.mobile_no }));
      expect(mobile.statusCode).toBe(422);
      expect(mobile.json().errors).toEqual({ mobile_no: [MOBILE_TAKEN] });
    });

    it('refuses a location that does not exist', async () => {
      const res = await call(admin, 'POST', '/api/users', body({ locations: [districtId, 999999] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ locations: [UNKNOWN_LOCATION] });
    });

    it('is refused to roles 3-5 and allowed to role 2', async () => {
      for (const role of [3, 4, 5]) expect((await call(await t.userOf(role), 'POST', '/api/users', body())).statusCode).toBe(403);
      expect((await call(await t.userOf(2), 'POST', '/api/users', body())).statusCode).toBe(200);
    });
  });

  describe('PUT api/users/{id}', () => {
    it('edits a user and keeps the old password when none is given', async () => {
      const { id, payload } = await createViaApi();
      const { password: _omit, ...noPassword } = payload;
      const res = await call(admin, 'PUT', `/api/users/${id}`, { ...noPassword, name: 'Edited Name', role: 5, locations: [stateId] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: USER_UPDATED, data: { id, name: 'Edited Name', role: 5, locations: [stateId] } });
      expect((await login(payload.email, payload.password)).statusCode).toBe(200);
      const blank = await call(admin, 'PUT', `/api/users/${id}`, { ...payload, password: '' });
      expect(blank.statusCode).toBe(200);
      expect((await login(payload.email, payload.password)).statusCode).toBe(200);
      const audit = await db().selectFrom('audit_log').select('changes').where('table_name', '=', 'users').where('record_id', '=', id).where('action', '=', 'update').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.changes!)).toEqual({ name: ['Asha Patil', 'Edited Name'], role: [4, 5], locations: [String(districtId), String(stateId)] });
    });

    it("sets a new password and ends the user's sessions", async () => {
      const user = await t.userOf(4, { locations: [districtId] });
      const row = await db().selectFrom('users').select(['email', 'mobile_no']).where('id', '=', user.id).executeTakeFirstOrThrow();
      const res = await call(admin, 'PUT', `/api/users/${user.id}`, body({ email: row.email, mobile_no: row.mobile_no, password: 'Changed@123' }));
      expect(res.statusCode).toBe(200);
      expect((await call(user, 'GET', '/api/user')).statusCode).toBe(401);
      expect((await login(row.email!, 'Changed@123')).statusCode).toBe(200);
      expect((await login(row.email!, user.password)).statusCode).toBe(422);
    });

    it("deactivating a user makes their token fail at once", async () => {
      const user = await t.userOf(5, { locations: [districtId] });
      expect((await call(user, 'GET', '/api/user')).statusCode).toBe(200);
      const row = await db().selectFrom('users').select(['email', 'mobile_no']).where('id', '=', user.id).executeTakeFirstOrThrow();
      const res = await call(admin, 'PUT', `/api/users/${user.id}`, body({ email: row.email, mobile_no: row.mobile_no, password: undefined, role: 5, active: 0 }));
      expect(res.statusCode).toBe(200);
      expect((await call(user, 'GET', '/api/user')).statusCode).toBe(401);
      // reactivating does not bring the old session back
      await call(admin, 'PUT', `/api/users/${user.id}`, body({ email: row.email, mobile_no: row.mobile_no, password: undefined, role: 5, active: 1 }));
      expect((await call(user, 'GET', '/api/user')).statusCode).toBe(401);
      const revoked = await db().selectFrom('access_tokens').select('revoked_at').where('user_id', '=', user.id).execute();
      expect(revoked.every((r) => r.revoked_at !== null)).toBe(true);
    });

    it('an admin cannot deactivate or demote themself', async () => {
      const me = await t.userOf(2);
      const row = await db().selectFrom('users').select(['email', 'mobile_no']).where('id', '=', me.id).executeTakeFirstOrThrow();
      const own = { email: row.email, mobile_no: row.mobile_no, password: undefined };
      const off = await call(me, 'PUT', `/api/users/${me.id}`, body({ ...own, role: 2, active: 0 }));
      expect(off.statusCode).toBe(422);
      expect(off.json().errors).toEqual({ active: [CANNOT_DEACTIVATE_SELF] });
      const demote = await call(me, 'PUT', `/api/users/${me.id}`, body({ ...own, role: 3 }));
      expect(demote.json().errors).toEqual({ role: [CANNOT_DEMOTE_SELF] });
      expect((await call(me, 'PUT', `/api/users/${me.id}`, body({ ...own, role: 2, name: 'Self Edit' }))).statusCode).toBe(200);
      expect((await call(me, 'GET', '/api/user')).statusCode).toBe(200);
    });

    it('keeps e-mail and mobile unique against other users, not against the user itself', async () => {
      const a = await createViaApi();
      const b = await createViaApi();
      const email = await call(admin, 'PUT', `/api/users/${b.id}`, { ...b.payload, email: a.payload.email });
      expect(email.json().errors).toEqual({ email: [EMAIL_TAKEN] });
      const mobile = await call(admin, 'PUT', `/api/users/${b.id}`, { ...b.payload, mobile_no: a.payload.mobile_no });
      expect(mobile.json().errors).toEqual({ mobile_no: [MOBILE_TAKEN] });
      expect((await call(admin, 'PUT', `/api/users/${b.id}`, b.payload)).statusCode).toBe(200);
    });

    it('answers 422 with the messages, 404 when missing and 403 to roles 3-5', async () => {
      const { id } = await createViaApi();
      const res = await call(admin, 'PUT', `/api/users/${id}`, { name: '', mobile_no: '', role: '', locations: [] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['Please enter name'],
        mobile_no: ['Please enter mobile number'],
        role: ['Please enter role'],
        locations: ['Please enter location'],
      });
      expect((await call(admin, 'PUT', '/api/users/999999', body())).statusCode).toBe(404);
      expect((await call(await t.userOf(3), 'PUT', `/api/users/${id}`, body())).statusCode).toBe(403);
    });
  });

  describe('DELETE api/users/{id}', () => {
    it('deletes a user without assigned members; their sessions end', async () => {
      const user = await t.userOf(5, { locations: [districtId] });
      const res = await call(admin, 'DELETE', `/api/users/${user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: USER_DELETED });
      expect(await db().selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
      expect((await call(user, 'GET', '/api/user')).statusCode).toBe(401);
      const audit = await db().selectFrom('audit_log').select('action').where('table_name', '=', 'users').where('record_id', '=', user.id).execute();
      expect(audit).toEqual([{ action: 'delete' }]);
    });

    it('refuses a user with assigned members', async () => {
      const user = await t.userOf(5, { locations: [districtId] });
      await createMember(db(), { location_id: districtId, assigned_to: user.id });
      await createMember(db(), { location_id: districtId, assigned_to: user.id });
      const res = await call(admin, 'DELETE', `/api/users/${user.id}`);
      expect(res.statusCode).toBe(422);
      const message = 'This user has 2 assigned member(s). Reassign them before deleting.';
      expect(res.json()).toEqual({ message, errors: { id: [message] } });
      expect(await db().selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
    });

    it('an admin cannot delete themself; 404 when missing; 403 to roles 3-5', async () => {
      const res = await call(admin, 'DELETE', `/api/users/${admin.id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ id: [CANNOT_DELETE_SELF] });
      expect((await call(admin, 'DELETE', '/api/users/999999')).statusCode).toBe(404);
      const victim = await t.userOf(5);
      for (const role of [3, 4, 5]) expect((await call(await t.userOf(role), 'DELETE', `/api/users/${victim.id}`)).statusCode).toBe(403);
    });
  });

  describe('who may manage a Super Admin (issue 12 defect 13)', () => {
    /** The body an edit form would send back for a user, with changes. */
    async function editBody(id: number, over: Record<string, unknown> = {}) {
      const row = await db().selectFrom('users').select(['name', 'email', 'mobile_no', 'role', 'active']).where('id', '=', id).executeTakeFirstOrThrow();
      return { ...row, locations: [districtId], ...over };
    }
    const roleOf = async (id: number) => (await db().selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

    it('refuses an Admin creating a Super Admin, on the role field, and writes nothing', async () => {
      const payload = body({ role: 1 });
      const res = await call(await t.userOf(2), 'POST', '/api/users', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: SUPER_ADMIN_ROLE_ONLY, errors: { role: [SUPER_ADMIN_ROLE_ONLY] } });
      expect(await db().selectFrom('users').select('id').where('mobile_no', '=', payload.mobile_no).executeTakeFirst()).toBeUndefined();
    });

    it("refuses an Admin changing, deactivating or resetting the password of a Super Admin", async () => {
      const adminUser = await t.userOf(2);
      const superUser = await t.userOf(1, { name: 'Guarded Super' });
      for (const over of [{ name: 'Taken Over' }, { active: 0 }, { password: 'Hijack@123' }, { role: 2 }]) {
        const res = await call(adminUser, 'PUT', `/api/users/${superUser.id}`, await editBody(superUser.id, over));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: SUPER_ADMIN_ONLY });
      }
      // refused before the body is read: an Admin learns nothing from a bad body either
      const empty = await call(adminUser, 'PUT', `/api/users/${superUser.id}`, { zzz: 1 });
      expect(empty.statusCode).toBe(403);
      expect(empty.json()).toEqual({ message: SUPER_ADMIN_ONLY });
      const row = await db().selectFrom('users').select(['name', 'role', 'active']).where('id', '=', superUser.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Guarded Super', role: 1, active: 1 });
      expect((await login(superUser.email, superUser.password)).statusCode).toBe(200);
      expect((await login(superUser.email, 'Hijack@123')).statusCode).toBe(422);
      expect((await call(superUser, 'GET', '/api/user')).statusCode).toBe(200);
    });

    it('refuses an Admin deleting a Super Admin', async () => {
      const superUser = await t.userOf(1);
      const res = await call(await t.userOf(2), 'DELETE', `/api/users/${superUser.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SUPER_ADMIN_ONLY });
      expect(await db().selectFrom('users').select('id').where('id', '=', superUser.id).executeTakeFirst()).toBeDefined();
    });

    it('refuses an Admin promoting another Admin, a Coordinator or themself to Super Admin', async () => {
      const me = await t.userOf(2);
      for (const target of [await t.userOf(2), await t.userOf(3), me]) {
        const res = await call(me, 'PUT', `/api/users/${target.id}`, await editBody(target.id, { role: 1 }));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: SUPER_ADMIN_ROLE_ONLY, errors: { role: [SUPER_ADMIN_ROLE_ONLY] } });
        expect(await roleOf(target.id)).toBe(target.role);
      }
    });

    it('lets a Super Admin create, change, reset, promote and delete Super Admins', async () => {
      const created = await call(admin, 'POST', '/api/users', body({ role: 1 }));
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id as number;
      expect(await roleOf(id)).toBe(1);
      const reset = await call(admin, 'PUT', `/api/users/${id}`, await editBody(id, { name: 'Second Super', password: 'Reset@1234' }));
      expect(reset.statusCode).toBe(200);
      expect(reset.json().data).toMatchObject({ name: 'Second Super', role: 1 });
      const promoted = await t.userOf(2);
      expect((await call(admin, 'PUT', `/api/users/${promoted.id}`, await editBody(promoted.id, { role: 1 }))).statusCode).toBe(200);
      expect(await roleOf(promoted.id)).toBe(1);
      expect((await call(admin, 'DELETE', `/api/users/${id}`)).statusCode).toBe(200);
    });

    it('lets an Admin create, change, reset and delete users of roles 2-5', async () => {
      const me = await t.userOf(2);
      for (const role of [2, 3, 4, 5]) {
        const created = await call(me, 'POST', '/api/users', body({ role }));
        expect(created.statusCode).toBe(200);
        const id = created.json().data.id as number;
        const next = role === 2 ? 5 : role - 1;
        const edited = await call(me, 'PUT', `/api/users/${id}`, await editBody(id, { role: next, password: 'Reset@1234' }));
        expect(edited.statusCode).toBe(200);
        expect(edited.json().data.role).toBe(next);
        expect((await call(me, 'DELETE', `/api/users/${id}`)).statusCode).toBe(200);
      }
    });
  });

  it('never returns a password or its hash', () => {
    expect(seen.length).toBeGreaterThan(30);
    for (const { status, body: text } of seen) {
      expect(text).not.toMatch(/password_hash|scrypt\$|Secret@123|Changed@123/);
      // a 422 names the password field; a success never carries one
      if (status === 200) expect(text).not.toMatch(/"password"\s*:/);
    }
    expect(seen.filter((r) => r.status === 200).length).toBeGreaterThan(20);
  });
});
