import {
  ASSIGNED_TO,
  defaultValueSource,
  isEmptyValue,
  MERGE_ALREADY_UNDONE,
  MERGE_FIELDS,
  MERGE_NOT_FOUND,
  type MergeBody,
  type MergeConflict,
  mergeOutOfReach,
  mergeTooOld,
  mergeUndoRefused,
  UNDO_DAYS,
} from '@sampark/domain/schemas/duplicates';
import { callingCodeOf, memberFullname, phoneNorm } from '@sampark/domain/schemas/members';
import type { Db, Dialect } from '../../db/connect';
import type { MemberRow } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { HttpError, notFound, validationError } from '../../http/errors';
import { recordAudit } from '../../lib/audit';
import { nowText, toLocalText } from '../../lib/time';
import { recomputeContactFields } from '../../shared/members/contact-fields';
import type { AssignmentRow, MergeRecord, MovedRows, RowValues } from './merge-record';
import { MOVED_TABLES } from './merge-record';
import * as repo from './merge-repository';
import { mergedInto } from '../../shared/members/merged-member';

/**
 * Merging duplicate members and undoing a merge (issue 30, docs/decisions/092-member-merge.md).
 * Each runs in the caller's transaction; the routes open it.
 */

const label = (m: Pick<MemberRow, 'id' | 'fullname'>) => `${m.fullname} (#${m.id})`;

/** The kept member's value of each field: the one `fields` names, else its own, else the first merged member's that has one. */
function chosenValues(keep: MemberRow, merged: MemberRow[], fields: Record<string, number>): RowValues {
  const byId = new Map([keep, ...merged].map((m) => [m.id, m]));
  const out: RowValues = {};
  for (const f of MERGE_FIELDS) {
    const named = fields[f] !== undefined ? byId.get(fields[f]) : undefined;
    const from = named ?? defaultValueSource([keep, ...merged], (m) => !isEmptyValue(m[f]));
    out[f] = from[f];
  }
  const after = { ...keep, ...out } as MemberRow;
  const code = callingCodeOf(after.mobile_country_code, after.country);
  out.fullname = memberFullname(after) || keep.fullname;
  out.mobile_norm = phoneNorm(after.mobile_number, code);
  out.whatsapp_norm = phoneNorm(after.whatsapp, code);
  return out;
}

/** The kept member's assignment: the one of the member `fields` names, else its own, else the first merged member's. */
function chosenAssignment(keep: number, ids: number[], rows: AssignmentRow[], named: number | undefined): AssignmentRow | null {
  const of = (id: number) => rows.find((a) => a.member_id === id) ?? null;
  if (named !== undefined) return of(named);
  return ids.map(of).find((a) => a !== null) ?? of(keep);
}

function changedFields(before: RowValues, after: RowValues): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => String(before[k] ?? '') !== String(v ?? '')).map(([k, v]) => [k, [before[k] ?? null, v ?? null]]));
}

/** Event rows of the merged members: the first row per event moves, any other (the kept member's is there) is a conflict. */
async function splitEventRows(db: Db, keep: number, merged: number[]) {
  const rows = await repo.eventRowsOf(db, [keep, ...merged]);
  const taken = new Set(rows.filter((r) => r.member_id === keep).map((r) => r.event_id));
  const conflicts: typeof rows = [];
  for (const r of rows.filter((row) => row.member_id !== keep)) {
    if (taken.has(r.event_id)) conflicts.push(r);
    else taken.add(r.event_id);
  }
  return conflicts;
}

async function loadMembers(db: Db, dialect: Dialect, body: MergeBody) {
  const ids = [body.keep, ...body.merge];
  const rows = await repo.lockMembers(db, dialect, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!byId.has(body.keep)) throw validationError({ keep: [mergeOutOfReach([body.keep])] });
  const missing = body.merge.filter((id) => !byId.has(id));
  if (missing.length) throw validationError({ merge: [mergeOutOfReach(missing)] });
  return { keep: byId.get(body.keep)!, merged: body.merge.map((id) => byId.get(id)!) };
}

/** POST api/members/merge. Roles 1-2 see every member, so "out of reach" is a member that is not (or no longer) there. */
export async function mergeMembers(db: Db, dialect: Dialect, user: ScopeUser, body: MergeBody) {
  const { keep, merged } = await loadMembers(db, dialect, body);
  const ids = body.merge;
  const assignments = await repo.assignmentsOf(db, [keep.id, ...ids]);
  const keepAssignment = assignments.find((a) => a.member_id === keep.id) ?? null;
  const newAssignment = chosenAssignment(keep.id, ids, assignments, body.fields[ASSIGNED_TO]);
  const conflictRows = await splitEventRows(db, keep.id, ids);
  const conflictIds = conflictRows.map((r) => r.id);
  const history = await repo.historyOf(db, conflictIds);
  await repo.deleteEventRows(db, conflictIds);
  const moved = await repo.rowsOf(db, ids);
  for (const table of MOVED_TABLES) await repo.moveRows(db, table, moved[table].map((r) => r.id), keep.id);

  const now = nowText();
  const values = { ...chosenValues(keep, merged, body.fields), ...(await recomputeContactFields(db, keep.id)) };
  const keepFields = changedFields(keep as unknown as RowValues, values);
  await repo.updateMember(db, keep.id, { ...Object.fromEntries(Object.entries(keepFields).map(([k, [, v]]) => [k, v])), updated_at: now, updated_by: user.id });
  const assignmentChanged = newAssignment?.member_id !== keepAssignment?.member_id;
  if (assignmentChanged) await repo.setAssignment(db, keep.id, newAssignment);
  await repo.deleteMembers(db, ids);

  const record: MergeRecord = {
    keep_fields: keepFields,
    keep_assignment: { before: keepAssignment, changed: assignmentChanged },
    members: merged,
    assignments: assignments.filter((a) => a.member_id !== keep.id),
    moved,
    conflicts: { event_members: conflictRows.map(({ event: _e, ...row }) => row), history },
  };
  const mergeId = await repo.insertMerge(db, keep.id, ids, record, user.id, now);
  await auditMerge(db, user, keep, merged, keepFields, mergeId);
  const conflicts: MergeConflict[] = conflictRows.map((r) => ({ event_id: r.event_id, event: r.event, member_id: r.member_id, status: r.status }));
  return { id: keep.id, merge_id: mergeId, conflicts };
}

async function auditMerge(db: Db, user: ScopeUser, keep: MemberRow, merged: MemberRow[], keepFields: Record<string, [unknown, unknown]>, mergeId: number) {
  const { fullname: _f, mobile_norm: _m, whatsapp_norm: _w, updated_at: _u, ...shown } = keepFields;
  const mergedIn: [unknown, unknown] = [null, `${merged.map(label).join(', ')} (merge ${mergeId})`];
  await recordAudit(db, { table: 'members', recordId: keep.id, action: 'update', changes: { merged_in: mergedIn, ...shown }, userId: user.id });
  for (const m of merged) {
    await recordAudit(db, { table: 'members', recordId: m.id, action: 'update', changes: { merged_into: [null, `${label(keep)} (merge ${mergeId})`] }, userId: user.id });
  }
}

// ---- undo ----------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const TABLE_NAMES: Record<string, string> = {
  followups: 'followups',
  member_organizations: 'organisations',
  gifts: 'gifts',
  registrations: 'registrations',
  event_members: 'event memberships',
};

/** What changed since the merge that the undo cannot put back; empty when it can. */
async function undoObstacles(db: Db, keepId: number, r: MergeRecord): Promise<string[]> {
  const keep = await repo.findMember(db, keepId);
  if (!keep) {
    const into = await mergedInto(db, keepId);
    return [into ? `member #${keepId} was merged into member #${into} (undo that merge first)` : `member #${keepId} was deleted`];
  }
  const out: string[] = [];
  const edited = Object.keys(r.keep_fields).filter((f) => String((keep as unknown as RowValues)[f] ?? '') !== String(r.keep_fields[f][1] ?? ''));
  const userEdited = edited.filter((f) => (MERGE_FIELDS as readonly string[]).includes(f));
  if (userEdited.length) out.push(`member #${keepId} was edited (${userEdited.join(', ')})`);
  const now = await repo.rowsOf(db, [keepId]);
  for (const table of MOVED_TABLES) {
    const still = new Set(now[table].map((row) => row.id));
    const gone = r.moved[table].filter((row) => !still.has(row.id)).length;
    if (gone) out.push(`${gone} ${TABLE_NAMES[table]} moved by it were deleted or moved on`);
  }
  const events = await repo.eventsExisting(db, r.conflicts.event_members.map((e) => e.event_id as number));
  const goneEvents = r.conflicts.event_members.filter((e) => !events.has(e.event_id as number)).length;
  if (goneEvents) out.push(`${goneEvents} events of the merged members were deleted`);
  return out;
}

/** POST api/members/merge/{id}/undo: the merged members come back with their own records; the kept member's fields return as they were. */
export async function undoMerge(db: Db, dialect: Dialect, user: ScopeUser, mergeId: number, today = new Date()) {
  const merge = await repo.findMerge(db, dialect, mergeId);
  if (!merge) throw notFound(MERGE_NOT_FOUND);
  if (merge.undone_at) throw new HttpError(422, MERGE_ALREADY_UNDONE);
  if (merge.created_at < toLocalText(new Date(today.getTime() - UNDO_DAYS * DAY_MS))) throw new HttpError(422, mergeTooOld(merge.created_at.slice(0, 10)));
  await repo.lockMembers(db, dialect, [merge.keep_id]);
  const record = JSON.parse(merge.record) as MergeRecord;
  const obstacles = await undoObstacles(db, merge.keep_id, record);
  if (obstacles.length) throw new HttpError(422, mergeUndoRefused(obstacles));

  await repo.reinsert(db, 'members', record.members as unknown as RowValues[]);
  await repo.reinsert(db, 'member_assignments', record.assignments as unknown as RowValues[]);
  await moveBack(db, record.moved);
  await repo.reinsert(db, 'event_members', record.conflicts.event_members);
  await repo.reinsert(db, 'event_member_history', record.conflicts.history);
  const before = Object.fromEntries(Object.entries(record.keep_fields).map(([k, [v]]) => [k, v]));
  const now = nowText();
  await repo.updateMember(db, merge.keep_id, { ...before, ...(await recomputeContactFields(db, merge.keep_id)), updated_at: now, updated_by: user.id });
  if (record.keep_assignment.changed) await repo.setAssignment(db, merge.keep_id, record.keep_assignment.before);
  await repo.markUndone(db, mergeId, user.id, now);
  await auditUndo(db, user, merge.keep_id, record.members, mergeId);
}

async function moveBack(db: Db, moved: MovedRows) {
  for (const table of MOVED_TABLES) {
    const owners = new Map<number, number[]>();
    for (const row of moved[table]) owners.set(row.member_id, [...(owners.get(row.member_id) ?? []), row.id]);
    for (const [memberId, ids] of owners) await repo.moveRows(db, table, ids, memberId);
  }
}

async function auditUndo(db: Db, user: ScopeUser, keepId: number, merged: MemberRow[], mergeId: number) {
  const undone: [unknown, unknown] = [`merge ${mergeId}`, null];
  await recordAudit(db, { table: 'members', recordId: keepId, action: 'update', changes: { merged_in: [`${merged.map(label).join(', ')} (merge ${mergeId})`, null] }, userId: user.id });
  for (const m of merged) await recordAudit(db, { table: 'members', recordId: m.id, action: 'update', changes: { merged_into: undone }, userId: user.id });
}
