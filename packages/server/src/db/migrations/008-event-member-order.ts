import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

/*
 * An event's members newest first, the order of event details, the status lists and the
 * post-approval lists (seed 002 §2; issue 14's speed: an event of 100,000 members pages at p95
 * <= 80 ms). Without these the page sorted every member of the event (PostgreSQL: 200 ms, an
 * external merge sort of 100,000 rows) before returning 100.
 * - event_members_event_created_idx: the whole event, newest first.
 * - event_members_event_status_idx becomes (event_id, status, created_at, id): one status, newest
 *   first, and that status counted from the index alone.
 * `id` breaks ties as the list's ORDER BY does (SQLite's indexes end with the rowid anyway).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'event_members_event_created_idx', 'event_members', ['event_id', 'created_at', 'id']);
  await db.schema.dropIndex('event_members_event_status_idx').execute();
  await createIndex(db, 'event_members_event_status_idx', 'event_members', ['event_id', 'status', 'created_at', 'id']);
}
