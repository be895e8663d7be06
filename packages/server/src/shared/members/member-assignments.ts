import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import { nowText } from '../../lib/time';
import type { Condition, Ref } from './member-condition';

/**
 * Who a member is assigned to: one row of `member_assignments` per assigned member, none when
 * unassigned (migration 012, docs/decisions/040-bulk-actions-at-100k.md). Everything that reads
 * or writes a member's assignee goes through here.
 */

/** The member's assignee id (NULL when unassigned), an expression on the member row `ref` reads. */
export function assigneeOf(ref: Ref): RawBuilder<number | null> {
  return sql<number | null>`(select a.assigned_to from member_assignments a where a.member_id = ${ref('id')})`;
}

/** The assignee's name (NULL when unassigned). */
export function assigneeNameOf(ref: Ref): RawBuilder<string | null> {
  return sql<string | null>`(select u.name from member_assignments a join users u on u.id = a.assigned_to where a.member_id = ${ref('id')})`;
}

/** Marks the condition "assigned to this user", which a sevak's list may walk (assignedPageSql). */
export interface AssignedCondition extends Condition {
  assignee: number;
}

/** The member is assigned to `userId`. */
export function assignedTo(userId: number): AssignedCondition {
  return {
    sql: (ref) => sql<SqlBool>`${ref('id')} in (select a.member_id from member_assignments a where a.assigned_to = ${userId})`,
    assignee: userId,
  };
}

/** The member is assigned to nobody. */
export const unassigned: Condition = {
  sql: (ref) => sql<SqlBool>`not exists (select 1 from member_assignments a where a.member_id = ${ref('id')})`,
};

export const isAssignedCondition = (c: Condition | undefined): c is AssignedCondition => c !== undefined && 'assignee' in c;

/**
 * Assigns `memberIds` to `userId`, or unassigns them (null): an upsert or a delete of one narrow
 * row each, in the caller's transaction. The ids are one parameter (isOneOf).
 */
export async function setAssignee(db: Db, dialect: Dialect, memberIds: readonly number[], userId: number | null, at = nowText()): Promise<void> {
  if (!memberIds.length) return;
  if (userId === null) await sql`delete from member_assignments where ${isOneOf(dialect, sql.ref('member_id'), memberIds)}`.execute(db);
  else await upsertAssignments(db, isOneOf(dialect, sql.ref('m.id'), memberIds), userId, at);
}

/** One member's assignee (null unassigns); the record's edit and create. */
export async function setMemberAssignee(db: Db, memberId: number, userId: number | null, at = nowText()): Promise<void> {
  if (userId === null) await db.deleteFrom('member_assignments').where('member_id', '=', memberId).execute();
  else await upsertAssignments(db, sql<SqlBool>`m.id = ${memberId}`, userId, at);
}

/** The members `which` selects (on `members m`) assigned to `userId`; created_at is copied from the member. */
async function upsertAssignments(db: Db, which: RawBuilder<SqlBool>, userId: number, at: string) {
  await sql`insert into member_assignments (member_id, assigned_to, created_at, assigned_at)
    select m.id, ${userId}, m.created_at, ${at} from members m where ${which}
    on conflict (member_id) do update set assigned_to = excluded.assigned_to, assigned_at = excluded.assigned_at`.execute(db);
}

/** The assignees of `memberIds` (unassigned members are absent). */
export async function assigneesOf(db: Db, dialect: Dialect, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (!memberIds.length) return new Map();
  const { rows } = await sql<{ member_id: number; assigned_to: number }>`
    select member_id, assigned_to from member_assignments where ${isOneOf(dialect, sql.ref('member_id'), memberIds)}`.execute(db);
  return new Map(rows.map((r) => [Number(r.member_id), Number(r.assigned_to)]));
}

/** One member's assignee, or null. */
export async function assigneeOfMember(db: Db, memberId: number): Promise<number | null> {
  const row = await db.selectFrom('member_assignments').select('assigned_to').where('member_id', '=', memberId).executeTakeFirst();
  return row?.assigned_to ?? null;
}
