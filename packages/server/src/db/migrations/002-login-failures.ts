import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { withId } from './helpers';

/** Failed logins, counted per identifier+IP so throttling works across app servers. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('login_failures'), dialect)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_time').on('login_failures').columns(['key', 'failed_at']).execute();
}
