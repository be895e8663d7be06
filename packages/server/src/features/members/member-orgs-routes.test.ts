import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';

describe.each(DIALECTS)('member organizations on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let goa: number;
  let org: number;
  let ra: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    const now = nowText();
    org = (await t.database.db.insertInto('organizations').values({ name: 'Vidya Mandal', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    ra = await t.userOf(4, { locations: [pune] });
  });
  afterAll(() => t.close());

  const add = (user: TestUser, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/member_organizations', payload });
  const list = (user: TestUser, id: number) => t.call(user, { method: 'GET', url: `/api/members/${id}/orgs` });
  const history = async (id: number) =>
    (await t.database.db.selectFrom('audit_log').select('changes').where('table_name', '=', 'members').where('record_id', '=', id).orderBy('id').execute()).map((r) =>
      JSON.parse(r.changes!),
    );

  it('adds, lists and deletes an organization of a member, with history', async () => {
    const id = await createMember(t.database.db, { location_id: pune });
    const res = await add(ra, { member_id: id, organization_id: org, position: 'Secretary' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Organization added successfully', data: { id: expect.any(Number) } });
    const rows = (await list(ra, id)).json().data;
    expect(rows).toEqual([
      { id: res.json().data.id, member_id: id, organization_id: org, name: 'Vidya Mandal', position: 'Secretary', created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    const del = await t.call(ra, { method: 'DELETE', url: `/api/member_organizations/${rows[0].id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Organization removed successfully' });
    expect((await list(ra, id)).json().data).toEqual([]);
    expect(await history(id)).toEqual([{ organization: [null, 'Vidya Mandal (Secretary)'] }, { organization: ['Vidya Mandal (Secretary)', null] }]);
  });

  it('requires an organization that exists, once per member', async () => {
    const id = await createMember(t.database.db, { location_id: pune });
    const missing = await add(ra, { member_id: id, position: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'Please choose organization', errors: { organization_id: ['Please choose organization'] } });
    expect((await add(ra, { member_id: id, organization_id: 999999 })).json().errors).toEqual({ organization_id: ['Please choose organization'] });
    expect((await add(ra, { member_id: id, organization_id: org })).statusCode).toBe(200);
    expect((await add(ra, { member_id: id, organization_id: org })).json().errors).toEqual({ organization_id: ['The member already belongs to this organization.'] });
  });

  it('is scoped, and closed to role 5', async () => {
    const inGoa = await createMember(t.database.db, { location_id: goa });
    expect((await add(ra, { member_id: inGoa, organization_id: org })).statusCode).toBe(404);
    expect((await list(ra, inGoa)).statusCode).toBe(404);
    const admin = await t.userOf(1);
    const added = await add(admin, { member_id: inGoa, organization_id: org });
    expect((await t.call(ra, { method: 'DELETE', url: `/api/member_organizations/${added.json().data.id}` })).statusCode).toBe(404);
    const sevak = await t.userOf(5, { locations: [goa] });
    expect((await list(sevak, inGoa)).statusCode).toBe(403);
    expect((await add(sevak, { member_id: inGoa, organization_id: org })).statusCode).toBe(403);
  });
});
