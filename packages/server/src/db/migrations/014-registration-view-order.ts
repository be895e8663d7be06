import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { createIndex } from './helpers';

/*
 * A view of the registrations list newest first (issue 16's speed: an event of 20,000
 * registrations pages at p95 <= 80 ms; bench/README.md "Registrations").
 * registrations_event_rel_idx (event_id, relationship, status, id) found a view's rows but not in
 * their order: `status <> 'Cancelled'` is a range, so the ids came out by status and every row of
 * the view was sorted, or the engine walked the whole table by id instead (both engines chose
 * that), reading and skipping the other events' and views' rows. With `id` before `status` the
 * Delegates view is walked newest first from the index alone and stops at the page: the last of
 * 126 pages took 9 ms on PostgreSQL and ~15 ms on SQLite, 1.8 and 1.3 ms with it. It still counts
 * a view from the index alone, so it replaces the old one rather than adding a write to each form.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('registrations_event_rel_idx').execute();
  await createIndex(db, 'registrations_event_rel_id_idx', 'registrations', ['event_id', 'relationship', 'id', 'status']);
}
