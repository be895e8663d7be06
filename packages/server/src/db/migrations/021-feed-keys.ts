import type { Kysely } from 'kysely';

/*
 * The secret addresses of issue 31 (docs/decisions/089-secret-feed-addresses.md): a user's
 * calendar feed and an event's Google Sheet CSV are signed over the record's id and this
 * counter, so 'New address' (and turning the sheet off) raises it and every older address
 * stops answering. Nothing secret is stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('calendar_key', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('events').addColumn('gsheet_key', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
