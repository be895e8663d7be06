import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { createIndex, sql } from './helpers';

/*
 * An event's members newest first, the order of event details, the status lists and the
 * post-approval lists (seed 002 §2; issue 14's speed: an event of 100,000 members pages at p95
 * <= 80 ms). Without these the page sorted every member of the event (PostgreSQL: 200 ms, an
 * external merge sort of 100,000 rows) before returning 100.
 * - event_members_event_created_idx: the whole event, newest first.
 * - event_members_event_status_idx becomes (event_id, status, created_at, id): one status, newest
 *   first. It carries member_id and the post-approval values (PostgreSQL: INCLUDE; SQLite: after
 *   the key), so a status list, and a post-approval list of Final Approved members, is counted
 *   from the index alone instead of a row read per member (50,000 for a large event).
 * `id` breaks ties as the list's ORDER BY does (SQLite's indexes end with the rowid anyway).
 */
const CARRIED = ['member_id', 'inv_status', 'registered', 'attended'];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await createIndex(db, 'event_members_event_created_idx', 'event_members', ['event_id', 'created_at', 'id']);
  await db.schema.dropIndex('event_members_event_status_idx').execute();
  if (dialect === 'sqlite') {
    await createIndex(db, 'event_members_event_status_idx', 'event_members', ['event_id', 'status', 'created_at', 'id', ...CARRIED]);
    return;
  }
  const carried = sql.join(CARRIED.map((c) => sql.id(c)));
  await sql`create index event_members_event_status_idx on event_members (event_id, status, created_at, id) include (${carried})`.execute(db);
}
