import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

/*
 * Seekers (issue 15, docs/decisions/028-seekers.md): the location a seeker's district names,
 * for the caller's scope, and the normalised numbers of the duplicate check, as members have.
 * - seekers_location_created_idx: a coordinator's list (location_id IN subtree) in created_at
 *   order, the list's default, without reading other locations' seekers.
 * - seekers_mobile_norm_idx / seekers_whatsapp_norm_idx: the duplicate check on every save.
 * A deleted location leaves its seekers to the admins (set null) rather than refusing the delete.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('seekers')
    .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('seekers').addColumn('mobile_norm', 'text').execute();
  await db.schema.alterTable('seekers').addColumn('whatsapp_norm', 'text').execute();
  await createIndex(db, 'seekers_location_created_idx', 'seekers', ['location_id', 'created_at']);
  await createIndex(db, 'seekers_mobile_norm_idx', 'seekers', ['mobile_norm']);
  await createIndex(db, 'seekers_whatsapp_norm_idx', 'seekers', ['whatsapp_norm']);
}
