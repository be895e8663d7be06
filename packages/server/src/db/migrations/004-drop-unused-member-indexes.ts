import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';

/*
 * Every index of `members` costs every bulk action: an Assign changes indexed columns
 * (assigned_to, updated_at), so PostgreSQL cannot update in place (HOT) and writes a new entry
 * in each index for each member — 50-80 ms per index for 10,000 members at 1M, and one more
 * randomly placed page to dirty per member (docs/decisions/013-members-count.md "Indexes").
 * Two indexes of migration 001 serve no query:
 * - members_email_idx: nothing looks members up by their exact email; the keyword search uses
 *   the trigram index (PostgreSQL) or the FTS table (SQLite), the email sort orders by
 *   lower(email). Dropped on both engines.
 * - members_grade_idx on PostgreSQL: grade has five values, so a grade filter matches 8-45% of
 *   the members; the planner read them through the index and the heap (capped count 58 ms at 1M)
 *   where a plain scan stops sooner (39 ms); grade with profession/category uses
 *   members_profession_idx, with a location members_location_created_idx. SQLite keeps it: there
 *   it answers a grade count from the index alone (rowid included).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('members_email_idx').execute();
  if (dialect === 'postgres') await db.schema.dropIndex('members_grade_idx').execute();
}
