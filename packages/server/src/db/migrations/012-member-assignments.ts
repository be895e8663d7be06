import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { TS } from './helpers';

/*
 * Who a member is assigned to moves from `members.assigned_to` to a narrow table of its own
 * (docs/decisions/040-bulk-actions-at-100k.md). On PostgreSQL an Assign that changed
 * members.assigned_to could not update in place: every assigned member got a new entry in each
 * of the 15 indexes of `members` (100,000 members: 12 s). An Assign now writes one row per
 * member here: the primary key and one index.
 * - No row means unassigned.
 * - `created_at` is the member's own (it never changes), so a sevak's list, newest first, is
 *   walked from member_assignments_assignee_idx alone.
 * - `assigned_at`: when it was last assigned; the audit log keeps who did it.
 * members_location_created_idx carried assigned_to for counting scoped lists from the index; it
 * is rebuilt without it, and members_assigned_created_idx goes.
 */

/** members_location_created_idx's carried columns of migration 003, without assigned_to. */
const COVERED = ['contact_group', 'source', 'grade', 'is_alive', 'profession_id', 'category_id', 'lcd'];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('member_assignments')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('assigned_to', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', TS, (c) => c.notNull())
    .addColumn('assigned_at', TS, (c) => c.notNull())
    .execute();
  await sql`insert into member_assignments (member_id, assigned_to, created_at, assigned_at)
    select id, assigned_to, created_at, updated_at from members where assigned_to is not null`.execute(db);
  await db.schema.createIndex('member_assignments_assignee_idx').on('member_assignments').columns(['assigned_to', 'created_at', 'member_id']).execute();

  await db.schema.dropIndex('members_assigned_created_idx').execute();
  await db.schema.dropIndex('members_location_created_idx').execute();
  if (dialect === 'sqlite') {
    await db.schema.createIndex('members_location_created_idx').on('members').columns(['location_id', 'created_at', ...COVERED]).execute();
  } else {
    const covered = sql.join(['id', ...COVERED].map((c) => sql.id(c)));
    await sql`create index members_location_created_idx on members (location_id, created_at) include (${covered})`.execute(db);
  }
  await db.schema.alterTable('members').dropColumn('assigned_to').execute();
  if (dialect === 'postgres') await sql`analyze member_assignments`.execute(db);
}
