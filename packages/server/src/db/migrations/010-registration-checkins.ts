import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { TS, createIndex, withId } from './helpers';

/*
 * The registrations list at 20,000 registrations of one event, and check-in at the venue
 * (issue 16; docs/decisions/038-passes-and-checkin-code.md, 039-offline-checkin.md).
 * - registrations.checked_in_at / checked_in_by: the registrant's check-in that counts (the
 *   earliest one); the warning on a second scan names its time and user.
 * - registration_checkins: every check-in as it was made, on which phone and when it happened
 *   there, including the later ones an earlier check-in overruled ("both recorded").
 * - registrations_event_rel_idx (event_id, relationship, status, id): a view of the list
 *   (Delegates: relationship 1, not Cancelled) counted from the index alone, and its newest-first
 *   page read without visiting the other views' rows.
 * - app_secrets: the server's signing secret, shared by every app server of the database
 *   (lib/signing.ts).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('checked_in_at', TS).execute();
  await db.schema
    .alterTable('registrations')
    .addColumn('checked_in_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await createIndex(db, 'registrations_event_rel_idx', 'registrations', ['event_id', 'relationship', 'status', 'id']);

  await withId(db.schema.createTable('registration_checkins'), dialect)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // 'scan' | 'search' | 'list' (the registrations list's Update Status)
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('device', 'text')
    // when it happened (the phone's clock for an offline check-in) and when the server heard of it
    .addColumn('happened_at', TS, (c) => c.notNull())
    .addColumn('received_at', TS, (c) => c.notNull())
    .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'registration_checkins_registration_idx', 'registration_checkins', ['registration_id', 'happened_at']);
  await createIndex(db, 'registration_checkins_event_idx', 'registration_checkins', ['event_id', 'received_at']);

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
