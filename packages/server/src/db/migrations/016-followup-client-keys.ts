import type { Kysely } from 'kysely';

/*
 * The key a phone gives each followup it queued offline (docs/decisions/056-followup-retries.md),
 * sent as the Idempotency-Key header. A retry whose first try was saved but whose answer was lost
 * (the network dropped) finds its followup instead of saving it twice. Unique per user; a followup
 * saved without a key has none (NULLs never collide in a unique index, on either engine).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('followups').addColumn('client_key', 'varchar(64)').execute();
  await db.schema.createIndex('followups_client_key').on('followups').columns(['created_by', 'client_key']).unique().execute();
}
