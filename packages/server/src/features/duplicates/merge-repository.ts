import type { Db, Dialect } from '../../db/connect';
import type { MemberRow } from '../../db/schema';
import type { AssignmentRow, MergeRecord, MovedRows, MovedTable, RowValues } from './merge-record';
import { MOVED_TABLES } from './merge-record';

/** The SQL of merging members and undoing a merge (member-merge.ts owns the transaction). */

/** Ids per statement when moving rows back: far under both engines' parameter limits. */
const CHUNK = 5000;

/** The members with these ids, locked on PostgreSQL so two merges of one member cannot cross. */
export async function lockMembers(db: Db, dialect: Dialect, ids: number[]): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', 'in', ids)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export async function findMember(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function assignmentsOf(db: Db, ids: number[]): Promise<AssignmentRow[]> {
  return db.selectFrom('member_assignments').selectAll().where('member_id', 'in', ids).execute();
}

export async function setAssignment(db: Db, keep: number, from: AssignmentRow | null): Promise<void> {
  await db.deleteFrom('member_assignments').where('member_id', '=', keep).execute();
  if (from) await db.insertInto('member_assignments').values({ ...from, member_id: keep }).execute();
}

/** Which rows of each table belong to `ids` now. */
export async function rowsOf(db: Db, ids: number[]): Promise<MovedRows> {
  const out = {} as MovedRows;
  for (const table of MOVED_TABLES) {
    out[table] = await db
      .selectFrom(table as 'gifts')
      .select(['id', 'member_id'])
      .where('member_id', 'in', ids)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ id: r.id, member_id: r.member_id as number })));
  }
  return out;
}

/** The event rows of `ids` with their event's name, for the conflict report. */
export async function eventRowsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('event_members as em')
    .innerJoin('events as e', 'e.id', 'em.event_id')
    .selectAll('em')
    .select('e.name as event')
    .where('em.member_id', 'in', ids)
    .orderBy('em.id')
    .execute();
}

export async function historyOf(db: Db, eventMemberIds: number[]): Promise<RowValues[]> {
  if (!eventMemberIds.length) return [];
  return db.selectFrom('event_member_history').selectAll().where('event_member_id', 'in', eventMemberIds).orderBy('id').execute();
}

/** Moves the rows to `memberId`; an event row's history follows it. */
export async function moveRows(db: Db, table: MovedTable, ids: number[], memberId: number): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    await db.updateTable(table as 'gifts').set({ member_id: memberId }).where('id', 'in', part).execute();
    if (table === 'event_members') await db.updateTable('event_member_history').set({ member_id: memberId }).where('event_member_id', 'in', part).execute();
  }
}

export async function deleteEventRows(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('event_members').where('id', 'in', ids).execute();
}

export async function deleteMembers(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('members').where('id', 'in', ids).execute();
}

export async function updateMember(db: Db, id: number, values: RowValues): Promise<void> {
  if (Object.keys(values).length) await db.updateTable('members').set(values).where('id', '=', id).execute();
}

export async function insertMerge(db: Db, keep: number, merged: number[], record: MergeRecord, userId: number, now: string): Promise<number> {
  const row = await db
    .insertInto('member_merges')
    .values({ keep_id: keep, merged_ids: JSON.stringify(merged), record: JSON.stringify(record), created_by: userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('merged_members')
    .values(merged.map((id) => ({ member_id: id, merge_id: row.id, merged_into: keep })))
    .execute();
  return row.id;
}

export async function findMerge(db: Db, dialect: Dialect, id: number) {
  return db
    .selectFrom('member_merges')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function markUndone(db: Db, mergeId: number, userId: number, now: string): Promise<void> {
  await db.deleteFrom('merged_members').where('merge_id', '=', mergeId).execute();
  await db.updateTable('member_merges').set({ undone_by: userId, undone_at: now }).where('id', '=', mergeId).execute();
}

/** Puts rows back as they were, ids included (a merged member's own row, its event rows). */
export async function reinsert(db: Db, table: 'members' | 'member_assignments' | 'event_members' | 'event_member_history', rows: RowValues[]): Promise<void> {
  for (const row of rows) await db.insertInto(table as 'members').values(row as never).execute();
}

/** The events among `ids` that still exist, with their names. */
export async function eventsExisting(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('events').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The members among `ids` still in `members`. */
export async function existingIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('members').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
