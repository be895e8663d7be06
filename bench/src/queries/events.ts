import { sql } from 'kysely';
import type { Database } from '@sampark/server/src/db/connect';
import type { HttpAnswer } from '../http/http-client';
import type { BenchContext } from './bench-context';

/**
 * Issue 14's speed targets with one event holding 100,000 of the 1,000,000 members in mixed
 * statuses: the event details' first page (any status filter) and the post-approval list of
 * 50,000 Final Approved members, p95 <= 80 ms; adding 10,000 members and approving 10,000 in one
 * call, <= 2 s each. The event and its members are written once, straight into the tables (a
 * second run finds them); the timed add and approval are undone after each run.
 */

export const EVENT_NAME = 'Benchmark event (100,000 members)';
const EVENT_SIZE = 100_000;
const BATCH = 10_000;

/**
 * Statuses by position in the event (per 20): half Final Approved, the rest spread over the
 * other seven, so every status list has thousands of rows. Final Approved members carry mixed
 * invitation / registration / attendance values.
 */
const STATUS_CASE = sql`case
  when n % 20 < 10 then 'Final Approved' when n % 20 < 13 then 'New' when n % 20 < 15 then 'First Approved'
  when n % 20 = 15 then 'Info Pending' when n % 20 = 16 then 'Info Updated' when n % 20 = 17 then 'First Disapproved'
  when n % 20 = 18 then 'Final Disapproved' else 'Decision Pending' end`;

type Post = (path: string, body: unknown, token: string) => Promise<HttpAnswer>;

export interface EventBench {
  eventId: number;
  /** 10,000 members of the event in New (the approval run's batch) */
  newMembers: number[];
  /** 10,000 complete members outside the event (the add run's batch) */
  outside: number[];
}

/** The benchmark event, created with its 100,000 members on the first run. */
export async function prepareEventBench(database: Database, ctx: BenchContext): Promise<EventBench> {
  const { db } = database;
  let event = await db.selectFrom('events').select('id').where('name', '=', EVENT_NAME).executeTakeFirst();
  if (!event) event = await createEvent(database, ctx);
  const eventId = event.id;
  const newMembers = await db
    .selectFrom('event_members')
    .select('member_id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'New')
    .orderBy('member_id')
    .limit(BATCH)
    .execute();
  const { rows: outside } = await sql<{ id: number }>`
    select m.id from members m
    where m.category_id is not null and m.profession_id is not null and coalesce(m.brief_intro, '') <> '' and coalesce(m.participation, '') <> ''
      and not exists (select 1 from event_members em where em.event_id = ${eventId} and em.member_id = m.id)
    order by m.id limit ${BATCH}`.execute(db);
  return { eventId, newMembers: newMembers.map((r) => r.member_id), outside: outside.map((r) => r.id) };
}

async function createEvent(database: Database, ctx: BenchContext) {
  const { db } = database;
  const root = await db.selectFrom('locations').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const type = await db.selectFrom('event_types').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = '2026-11-01 10:00:00';
  const event = await db
    .insertInto('events')
    .values({ name: EVENT_NAME, description: 'bench', location_id: root.id, type: type.id, date_from: '2026-12-20', date_to: '2026-12-22', created_by: ctx.admin.id, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // every tenth member (id % 10 = 3): spread over every location, as a national event's are;
  // created_at spread over 19 days so "newest added first" has a real order to keep
  await sql`
    insert into event_members (event_id, member_id, status, inv_status, registered, attended, created_by, created_at, updated_at)
    select ${event.id}, id, ${STATUS_CASE},
      case when n % 20 < 10 then 10 + 10 * (n % 4) else 10 end,
      case when n % 20 < 10 and n % 4 = 1 then (n / 4) % 3 else 0 end,
      case when n % 20 < 10 and n % 4 = 1 and (n / 4) % 3 = 1 then n % 2 else 0 end,
      ${ctx.admin.id}, ${'2026-10-'} || cast(10 + n % 19 as text) || ' 09:00:00', ${now}
    from (select id, row_number() over (order by id) as n from members where id % 10 = 3 order by id limit ${EVENT_SIZE}) s`.execute(db);
  await sql`analyze event_members`.execute(db);
  return event;
}

export interface EventListCall {
  name: string;
  /** who calls: the admin sees every member, the regional admin those inside one state */
  user: 'admin' | 'regional';
  path: string;
}

/** The calls timed like the members list's: the first page of event details and of the post-approval lists. */
export function eventListCalls(eventId: number): EventListCall[] {
  const page = (extra: string, limit = 100, skip = 0) => `/api/event/getmembers?event_id=${eventId}&skip=${skip}&limit=${limit}${extra}`;
  return [
    { name: 'event details, first page of 100', user: 'admin', path: page('') },
    { name: 'event details, first page of 10', user: 'admin', path: page('', 10) },
    { name: 'event details, New', user: 'admin', path: page('&status=New') },
    { name: 'event details, Info Pending', user: 'admin', path: page('&status=Info%20Pending') },
    { name: 'event details, regional admin', user: 'regional', path: page('') },
    { name: 'event details, regional admin, New', user: 'regional', path: page('&status=New') },
    { name: 'event details, sorted by name', user: 'admin', path: page('&orderby=fullname&ordertype=asc') },
    { name: 'post-approval, Final Approved', user: 'admin', path: page('&status=Final%20Approved') },
    { name: 'post-approval, Final Approved, page 200', user: 'admin', path: page('&status=Final%20Approved', 100, 19_900) },
    { name: 'post-approval, Not Invited', user: 'admin', path: page('&status=Final%20Approved&inv_status=10') },
    { name: 'post-approval, Registered', user: 'admin', path: page('&status=Final%20Approved&registered=1') },
  ];
}

/** POST api/event/storemembers of 10,000 complete members, then the rows and their history removed. */
export async function timeAdd(database: Database, post: Post, token: string, bench: EventBench): Promise<number> {
  const t0 = performance.now();
  const res = await post('/api/event/storemembers', { event_id: bench.eventId, members: bench.outside }, token);
  const took = performance.now() - t0;
  if (res.status !== 200) throw new Error(`storemembers: HTTP ${res.status} ${res.body.slice(0, 300)}`);
  const added = (JSON.parse(res.body) as { data: { added: number[] } }).data.added.length;
  if (added !== bench.outside.length) throw new Error(`storemembers added ${added} of ${bench.outside.length}`);
  await database.db.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('event_members').select('id').where('event_id', '=', bench.eventId).where('member_id', 'in', bench.outside);
    await trx.deleteFrom('event_member_history').where('event_member_id', 'in', ids).execute();
    await trx.deleteFrom('event_members').where('event_id', '=', bench.eventId).where('member_id', 'in', bench.outside).execute();
  });
  await vacuum(database);
  return took;
}

/** POST api/event/approvemembers of 10,000 New members to First Approved, then put back. */
export async function timeApprove(database: Database, post: Post, token: string, bench: EventBench): Promise<number> {
  const t0 = performance.now();
  const res = await post('/api/event/approvemembers', { id: bench.eventId, members: bench.newMembers, status: 'First Approved', comment: 'bench' }, token);
  const took = performance.now() - t0;
  if (res.status !== 200) throw new Error(`approvemembers: HTTP ${res.status} ${res.body.slice(0, 300)}`);
  await database.db.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('event_members').select('id').where('event_id', '=', bench.eventId).where('member_id', 'in', bench.newMembers);
    await trx.deleteFrom('event_member_history').where('event_member_id', 'in', ids).where('comment', '=', 'bench').execute();
    await trx
      .updateTable('event_members')
      .set({ status: 'New', approved_by: null, approved_on: null, approval_comments: null })
      .where('event_id', '=', bench.eventId)
      .where('member_id', 'in', bench.newMembers)
      .execute();
  });
  await vacuum(database);
  return took;
}

/**
 * PostgreSQL: the undone rows leave dead versions, and the pages lose their all-visible bit, so
 * the lists' index-only counts would read the heap in the next run. VACUUM puts the tables back
 * as the first run found them (as the bulk benchmark does for members).
 */
async function vacuum({ db, dialect }: Database) {
  if (dialect !== 'postgres') return;
  await sql`vacuum (analyze) event_members`.execute(db);
  await sql`vacuum event_member_history`.execute(db);
}
