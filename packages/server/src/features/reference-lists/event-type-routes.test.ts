import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';

const url = '/api/event_types';

describe.each(DIALECTS)('event types on %s', (dialect) => {
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

  const create = (user: TestUser, payload: object) => t.call(user, { method: 'POST', url, payload });
  const update = (user: TestUser, id: number, payload: object) => t.call(user, { method: 'PUT', url: `${url}/${id}`, payload });
  const createOk = async (payload: object) => {
    const res = await create(admin, payload);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; type: string; description: string | null; inactive: number };
  };

  it('creates with inactive defaulting to 1 and writes an audit row', async () => {
    const res = await create(superadmin, { type: ' Shibir ', description: ' Three-day camp ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'New Event Type added successfully',
      data: { id: expect.any(Number), type: 'Shibir', description: 'Three-day camp', inactive: 1 },
    });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('table_name', '=', 'event_types').where('record_id', '=', body.data.id).execute();
    expect(audit.map((a) => [a.action, a.user_id])).toEqual([['create', superadmin.id]]);
    const active = await createOk({ type: 'Satsang camp', inactive: 0 });
    expect(active).toMatchObject({ description: null, inactive: 0 });
  });

  it('lists for roles 1-4 sorted by type, ?active=1 leaves out inactive ones; role 5 is refused', async () => {
    const off = await createOk({ type: 'aaa closed type' });
    const on = await createOk({ type: 'AAB open type', inactive: 0 });
    for (const user of [superadmin, admin, coordinator, regional]) {
      const res = await t.call(user, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const types: string[] = res.json().data.map((r: { type: string }) => r.type);
      expect(types.slice(0, 2)).toEqual(['aaa closed type', 'AAB open type']);
    }
    const activeOnly = (await t.call(regional, { method: 'GET', url: `${url}?active=1` })).json().data;
    expect(activeOnly.map((r: { id: number }) => r.id)).toContain(on.id);
    expect(activeOnly.map((r: { id: number }) => r.id)).not.toContain(off.id);
    expect(activeOnly.every((r: { inactive: number }) => r.inactive === 0)).toBe(true);
    const refused = await t.call(sevak, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it("answers a blank type with 'Please enter type' on add and 'Please enter Event Type' on edit", async () => {
    for (const payload of [{ type: '  ' }, { description: 'no type' }]) {
      const res = await create(admin, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Please enter type', errors: { type: ['Please enter type'] } });
    }
    const row = await createOk({ type: 'Blank edit type' });
    const res = await update(admin, row.id, { type: '', description: null });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Please enter Event Type', errors: { type: ['Please enter Event Type'] } });
  });

  it('keeps types unique regardless of case', async () => {
    const a = await createOk({ type: 'Unique type A' });
    const b = await createOk({ type: 'Unique type B' });
    const dup = await create(admin, { type: 'UNIQUE TYPE a' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: 'This event type already exists.', errors: { type: ['This event type already exists.'] } });
    const clash = await update(admin, b.id, { type: 'unique type a' });
    expect(clash.json()).toEqual({ message: 'This event type already exists.', errors: { type: ['This event type already exists.'] } });
    expect((await update(admin, a.id, { type: 'unique TYPE a' })).statusCode).toBe(200);
  });

  it('refuses writes and single reads to roles 3-5', async () => {
    const row = await createOk({ type: 'Guarded type' });
    for (const user of [coordinator, regional, sevak]) {
      expect((await create(user, { type: 'Refused type' })).statusCode).toBe(403);
      expect((await update(user, row.id, { type: 'Refused type' })).statusCode).toBe(403);
      expect((await t.call(user, { method: 'GET', url: `${url}/${row.id}` })).statusCode).toBe(403);
    }
    const stored = await t.database.db.selectFrom('event_types').select('type').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.type).toBe('Guarded type');
  });

  it('reads and updates one type, keeps inactive when omitted, audits, 404 when missing', async () => {
    const row = await createOk({ type: 'Edit me', description: 'first' });
    expect((await t.call(superadmin, { method: 'GET', url: `${url}/${row.id}` })).json()).toEqual({
      data: { id: row.id, type: 'Edit me', description: 'first', inactive: 1 },
    });
    const res = await update(admin, row.id, { type: 'Edited', description: '', inactive: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Event Type updated successfully', data: { id: row.id, type: 'Edited', description: null, inactive: 0 } });
    const kept = await update(admin, row.id, { type: 'Edited twice', description: 'again' });
    expect(kept.json().data).toEqual({ id: row.id, type: 'Edited twice', description: 'again', inactive: 0 });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('table_name', '=', 'event_types')
      .where('record_id', '=', row.id)
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    expect(JSON.parse(audit[0].changes!)).toEqual({ type: ['Edit me', 'Edited'], description: ['first', null], inactive: [1, 0] });
    expect((await t.call(admin, { method: 'GET', url: `${url}/424242` })).json()).toEqual({ message: 'Event Type not found.' });
    const missing = await update(admin, 424242, { type: 'Ghost' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a description over 1000 characters and ignores an unknown field', async () => {
    const long = await create(admin, { type: 'Long description', description: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ description: ['Description must be less than 1000 characters'] });
    // unknown keys are ignored, not refused (docs/api-conventions.md#ids-numbers-and-unknown-keys)
    const unknown = await createOk({ type: 'Unknown field', name: 'x', inactive: 0 });
    expect(unknown).toMatchObject({ type: 'Unknown field' });
    expect(unknown).not.toHaveProperty('name');
  });
});
