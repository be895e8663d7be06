import type { Kysely } from 'kysely';

/*
 * The public form's proof-of-work solutions already spent (docs/decisions/078-public-form-bot-defence.md):
 * one row per challenge signature until the challenge expires, so a solution is used once even
 * when several app servers share the database. `expires_at` is epoch milliseconds.
 * And the index that finds a delegate of an event by mobile number (issue 26 item 11); not
 * unique, because older data may already hold two such rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_proofs')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_proofs_expires_at').on('form_proofs').column('expires_at').execute();
  await db.schema.createIndex('registrations_event_mobile_idx').on('registrations').columns(['event_id', 'mobile_number']).execute();
}
