import { pendingDays } from '@sampark/domain/contact-group';
import type { Db } from '../../db/connect';
import type { MemberRow, MemberUpdate, NewMember } from '../../db/schema';
import { todayText } from '../../lib/time';
import { setMemberAssignee } from '../../shared/members/member-assignments';

/**
 * One member's record for the detail screen (seed 001 §3 "Member (detail screen)") and its
 * Events and History tabs. Callers check the member scope first.
 */

/** A member's row with its assignee (member_assignments; null = unassigned). */
export type MemberRecord = MemberRow & { assigned_to: number | null };
/** What saving a member writes: the row's columns and the assignee (undefined = unchanged). */
export type MemberValues<T> = T & { assigned_to?: number | null };

export type MemberDetail = MemberRecord & {
  created_by_name: string | null;
  updated_by_name: string | null;
  assigned_to_name: string | null;
  /** location name */
  location: string | null;
  /** names from the root down to the member's location */
  locations: string[];
  profession: string | null;
  category: string | null;
  pending_days: number;
};

export async function findMember(db: Db, id: number): Promise<MemberRecord | undefined> {
  return db
    .selectFrom('members as m')
    .leftJoin('member_assignments as ma', 'ma.member_id', 'm.id')
    .selectAll('m')
    .select('ma.assigned_to')
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export async function findMemberDetail(db: Db, id: number): Promise<MemberDetail | undefined> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('users as cu', 'cu.id', 'm.created_by')
    .leftJoin('users as uu', 'uu.id', 'm.updated_by')
    .leftJoin('member_assignments as ma', 'ma.member_id', 'm.id')
    .leftJoin('users as au', 'au.id', 'ma.assigned_to')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .leftJoin('professions as p', 'p.id', 'm.profession_id')
    .leftJoin('categories as c', 'c.id', 'm.category_id')
    .selectAll('m')
    .select([
      'cu.name as created_by_name',
      'uu.name as updated_by_name',
      'ma.assigned_to',
      'au.name as assigned_to_name',
      'l.name as location',
      'l.path as location_path',
      'p.name as profession',
      'c.name as category',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { location_path, ...member } = row;
  return { ...member, locations: await pathNames(db, location_path), pending_days: pendingDays(member, todayText()) };
}

/** '/1/5/9/' -> ['INDIA', 'Maharashtra', 'Pune'] */
async function pathNames(db: Db, path: string): Promise<string[]> {
  const ids = path.split('/').filter(Boolean).map(Number);
  if (!ids.length) return [];
  const rows = await db.selectFrom('locations').select(['id', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? '');
}

export async function updateMemberRow(db: Db, id: number, values: MemberValues<MemberUpdate>): Promise<void> {
  const { assigned_to, ...row } = values;
  await db.updateTable('members').set(row).where('id', '=', id).execute();
  if (assigned_to !== undefined) await setMemberAssignee(db, id, assigned_to);
}

export async function insertMemberRow(db: Db, values: MemberValues<NewMember>): Promise<number> {
  const { assigned_to, ...row } = values;
  const { id } = await db.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
  if (assigned_to != null) await setMemberAssignee(db, id, assigned_to);
  return id;
}

export interface HistoryRow {
  /** the audit row (one save can change several fields) */
  audit_id: number;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  action: string;
  field: string;
  from: unknown;
  to: unknown;
}

/** The audit log of the member (History tab): one row per changed field, newest first. */
export async function listMemberHistory(db: Db, memberId: number): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.created_at', 'a.user_id', 'u.name as user_name', 'a.action', 'a.changes'])
    .where('a.table_name', '=', 'members')
    .where('a.record_id', '=', memberId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.flatMap((r) =>
    Object.entries(parseChanges(r.changes)).map(([field, [from, to]]) => ({
      audit_id: r.id,
      created_at: r.created_at,
      user_id: r.user_id,
      user_name: r.user_name,
      action: r.action,
      field,
      from,
      to,
    })),
  );
}

function parseChanges(changes: string | null): Record<string, [unknown, unknown]> {
  if (!changes) return {};
  try {
    const parsed: unknown = JSON.parse(changes);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, [unknown, unknown]>) : {};
  } catch {
    return {};
  }
}
