import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { TS, withId } from './helpers';

/*
 * Duplicate members (issue 30, docs/decisions/092-member-merge.md, 093-duplicate-groups.md).
 * - member_merges: one merge, with everything its undo restores (`record`, JSON: the kept
 *   member's fields before, the merged members' rows, which records moved, the event rows left
 *   out as conflicts). A merged member's row leaves `members`, so it leaves every list and report.
 * - merged_members: where a merged member's id now leads (GET api/members/{id} -> 404 merged_into).
 * - The duplicate groups by e-mail and by name + date of birth group on lower(...) expressions;
 *   these indexes hand them over in key order (no sort of a million rows).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('member_merges'), dialect)
    .addColumn('keep_id', 'integer', (c) => c.notNull())
    .addColumn('merged_ids', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', TS, (c) => c.notNull())
    .addColumn('undone_by', 'integer')
    .addColumn('undone_at', TS)
    .execute();
  await db.schema.createIndex('member_merges_keep_idx').on('member_merges').columns(['keep_id']).execute();
  await db.schema
    .createTable('merged_members')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('merge_id', 'integer', (c) => c.notNull().references('member_merges.id').onDelete('cascade'))
    .addColumn('merged_into', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index members_email_lower_idx on members (lower(email)) where email is not null`.execute(db);
  await sql`create index members_name_dob_idx on members (lower(fullname), dob) where dob is not null`.execute(db);
}
