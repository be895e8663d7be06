import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, rootLocationId } from '../../../test/factories';
import { nowText } from '../../lib/time';

describe.each(DIALECTS)('GET api/events (lookup) on %s', (dialect) => {
  let t: TestApp;
  let district: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const root = await rootLocationId(db);
    [, district] = await createLocationPath(db, ['Maharashtra', 'Pune'], root);
    const [elsewhere] = await createLocationPath(db, ['Goa'], root);
    const type = (await db.selectFrom('event_types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const now = nowText();
    const ev = (name: string, inactive: number, location_id = root) => ({ name, location_id, type, date_from: '2024-01-01', inactive, created_at: now, updated_at: now });
    await db.insertInto('events').values([ev('Yuva Shibir', 0), ev('Adhiveshan', 0), ev('Old Sabha', 1), ev('Goa Sabha', 0, elsewhere)]).execute();
  });
  afterAll(() => t.close());

  it('lists the active events as {id, name} by name; roles 1-2 see all', async () => {
    for (const role of [1, 2]) {
      const res = await t.call(await t.userOf(role), { method: 'GET', url: '/api/events' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((e: { name: string }) => e.name)).toEqual(['Adhiveshan', 'Goa Sabha', 'Yuva Shibir']);
      expect(Object.keys(res.json().data[0]).sort()).toEqual(['id', 'name']);
    }
  });

  it('roles 3-4 see the events above and below their locations, not beside them (docs/api-conventions.md#events)', async () => {
    for (const role of [3, 4]) {
      const res = await t.call(await t.userOf(role, { locations: [district] }), { method: 'GET', url: '/api/events' });
      expect(res.json().data.map((e: { name: string }) => e.name)).toEqual(['Adhiveshan', 'Yuva Shibir']);
    }
  });

  it('refuses role 5 and anonymous callers', async () => {
    const res = await t.call(await t.userOf(5), { method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });
});
