import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, type TestUser } from '../../../test/factories';
import { EVENT_MEMBER_COUNT_CAP } from './event-members-list';
import { completeMember, createEvent, enrol, type EventWorld, eventWorld } from '../../../test/events.fixtures';

describe.each(DIALECTS)('POST api/event/getmembers on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let event: number;
  let other: number;
  let admin: TestUser;
  let puneAdmin: TestUser;
  const m: Record<string, number> = {};
  const list = (user: TestUser, query: string) => t.call(user, { method: 'POST', url: `/api/event/getmembers?event_id=${event}${query}`, payload: {} });
  const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    w = await eventWorld(db);
    admin = await t.userOf(1);
    puneAdmin = await t.userOf(4, { locations: [w.pune] });
    event = await createEvent(db, w);
    other = await createEvent(db, w, { name: 'Other' });
    m.asha = await completeMember(db, w, w.pune, { firstname: 'Asha', fullname: 'Asha Patil', district: 'Pune', state: 'Maharashtra', country: 'INDIA', grade: 'A', dob: '1990-05-01' });
    m.ravi = await completeMember(db, w, w.pune, { firstname: 'Ravi', fullname: 'Ravi Joshi', district: 'Pune', grade: 'B' });
    m.neha = await completeMember(db, w, w.nashik, { firstname: 'Neha', fullname: 'Neha Kale', district: 'Nashik' });
    // added in this order: created_at ties are broken by the row id, newest first
    await enrol(db, event, [m.asha], { status: 'Final Approved', inv_status: 20 });
    await enrol(db, event, [m.ravi], { status: 'New' });
    await enrol(db, event, [m.neha], { status: 'Final Approved' });
    await enrol(db, other, [m.asha], { status: 'Info Pending' });
  });
  afterAll(() => t.close());

  it('lists the event’s members, newest added first, with the event member row of seed 002 §3', async () => {
    const res = await list(admin, '');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([m.neha, m.ravi, m.asha]);
    expect(res.json().count).toBe(3);
    expect(res.json().data[2]).toMatchObject({
      id: m.asha,
      fullname: 'Asha Patil',
      location: 'Pune',
      district: 'Pune',
      state: 'Maharashtra',
      country: 'INDIA',
      grade: 'A',
      dob: '1990-05-01',
      status: 'Final Approved',
      inv_status: 20,
      registered: 0,
      attended: 0,
      successful_followups: 0,
      category: expect.any(String),
      profession: expect.any(String),
    });
  });

  it('tells a same-named location apart by its ancestors; the typed district stays as typed (issue 26)', async () => {
    const [goaPune] = await createLocationPath(t.database.db, ['Pune'], w.goa);
    const asha = (await list(admin, '')).json().data.find((r: { id: number }) => r.id === m.asha);
    expect([asha.location, asha.district, 'location_id' in asha]).toEqual(['Pune (Maharashtra)', 'Pune', false]);
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune!).execute();
  });

  it('shows roles 3-4 only the members inside their locations', async () => {
    expect(ids(await list(puneAdmin, ''))).toEqual([m.ravi, m.asha]);
  });

  it('filters by approval and post-approval status (the post-approval lists)', async () => {
    expect(ids(await list(admin, '&status=Final%20Approved'))).toEqual([m.neha, m.asha]);
    expect(ids(await list(admin, '&status=Final%20Approved&inv_status=10'))).toEqual([m.neha]);
    expect(ids(await list(admin, '&status=New&inv_status=20'))).toEqual([]);
  });

  it('filters by member fields, another event and its status, and the keyword', async () => {
    expect(ids(await list(admin, '&district=Nashik'))).toEqual([m.neha]);
    expect(ids(await list(admin, '&grade=A,B'))).toEqual([m.ravi, m.asha]);
    expect(ids(await list(admin, `&event_id_filter=${other}`))).toEqual([m.asha]);
    expect(ids(await list(admin, `&event_id_filter=${other}&event_status_filter=New`))).toEqual([]);
    expect(ids(await list(admin, '&keyword=Joshi'))).toEqual([m.ravi]);
  });

  it('sorts and pages; without a limit it answers every row', async () => {
    expect(ids(await list(admin, '&orderby=location&ordertype=asc'))).toEqual([m.neha, m.asha, m.ravi]);
    expect(ids(await list(admin, '&orderby=status&ordertype=desc&limit=2'))).toEqual([m.ravi, m.neha]);
    const page = await list(admin, '&orderby=fullname&ordertype=asc&skip=1&limit=1');
    expect(ids(page)).toEqual([m.neha]);
    expect(page.json().count).toBe(3);
    const bad = await list(admin, '&orderby=mobile_number');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ orderby: ['The selected orderby is invalid.'] });
  });

  it('counts a large event exactly from its own rows, and caps a count that must read the members', async () => {
    const db = t.database.db;
    const large = await createEvent(db, w, { name: 'Large' });
    const trash = (await db.selectFrom('locations').select('id').where('name', '=', 'ToBeDeleted').executeTakeFirstOrThrow()).id;
    const deleted = await completeMember(db, w, trash, { grade: 'A' });
    const many = await copiesOf(db, await completeMember(db, w, w.pune, { grade: 'A' }), EVENT_MEMBER_COUNT_CAP);
    // the whole event in one statement: a row per member, added at the same moment
    await db
      .insertInto('event_members')
      .columns(['event_id', 'member_id', 'created_at', 'updated_at'])
      .expression(db.selectFrom('members').select([sql<number>`cast(${large} as integer)`.as('e'), 'id', 'created_at', 'updated_at']).where('id', 'in', [...many, deleted]))
      .execute();
    const count = async (user: TestUser, query: string) => {
      const res = await t.call(user, { method: 'POST', url: `/api/event/getmembers?event_id=${large}&limit=10${query}`, payload: {} });
      expect(res.statusCode).toBe(200);
      return { count: res.json().count, count_capped: res.json().count_capped, rows: res.json().data.length };
    };
    // roles 1-2 without member filters: exact, the member in ToBeDeleted left out
    expect(await count(admin, '')).toEqual({ count: EVENT_MEMBER_COUNT_CAP + 1, count_capped: false, rows: 10 });
    expect(await count(admin, '&status=New')).toEqual({ count: EVENT_MEMBER_COUNT_CAP + 1, count_capped: false, rows: 10 });
    expect(await count(admin, '&status=Info%20Pending')).toEqual({ count: 0, count_capped: false, rows: 0 });
    // a scope or a member field reads every member: counted up to the cap
    expect(await count(puneAdmin, '')).toEqual({ count: EVENT_MEMBER_COUNT_CAP, count_capped: true, rows: 10 });
    expect(await count(admin, '&grade=A')).toEqual({ count: EVENT_MEMBER_COUNT_CAP, count_capped: true, rows: 10 });
    expect(await count(admin, '&grade=B')).toEqual({ count: 0, count_capped: false, rows: 0 });
    // each page counts past itself, so the last pages stay reachable
    expect(await count(puneAdmin, '&skip=995')).toEqual({ count: EVENT_MEMBER_COUNT_CAP + 1, count_capped: false, rows: 6 });
    // a deep page walked from event_members alone (roles 1-2), and through the members (a filter)
    expect(await count(admin, '&skip=995')).toEqual({ count: EVENT_MEMBER_COUNT_CAP + 1, count_capped: false, rows: 6 });
    expect(await count(admin, '&skip=995&grade=A')).toEqual({ count: EVENT_MEMBER_COUNT_CAP + 1, count_capped: false, rows: 6 });
  });

  it('answers 404 for an event outside the scope, 422 without an event', async () => {
    const goaEvent = await createEvent(t.database.db, w, { location_id: w.goa, name: 'Goa' });
    expect((await t.call(puneAdmin, { method: 'POST', url: `/api/event/getmembers?event_id=${goaEvent}` })).statusCode).toBe(404);
    const res = await t.call(admin, { method: 'POST', url: '/api/event/getmembers' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ event_id: ['Please choose an event'] });
  });
});

/** `n` more members like `id` (one INSERT ... SELECT), with it: n + 1 ids. */
async function copiesOf(db: Db, id: number, n: number): Promise<number[]> {
  const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const columns = Object.keys(row).filter((c) => c !== 'id');
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`insert into members (${list})
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n})
    select ${list} from members, n where members.id = ${id}`.execute(db);
  const rows = await db.selectFrom('members').select('id').where('id', '>=', id).where('location_id', '=', row.location_id).orderBy('id').execute();
  return rows.map((r) => r.id);
}
