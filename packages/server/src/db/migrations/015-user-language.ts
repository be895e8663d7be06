import type { Kysely } from 'kysely';

/*
 * The language a user reads the web app in (issue 18, docs/decisions/050-hindi-and-english.md):
 * 'en' or 'hi'. Kept on the server so the choice follows the user to another phone; existing
 * users read English, as they did before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
