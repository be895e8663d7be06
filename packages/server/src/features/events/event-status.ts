import { canSetStatus } from '@sampark/domain/events/approval-rules';
import { canMovePostApproval, EVENT_HISTORY_FIELD_LABELS, eventHistoryLabel, isTrackedAfterApproval, POST_APPROVAL_FIELDS } from '@sampark/domain/events/post-approval-rules';
import type { PostApprovalField } from '@sampark/domain/options/events';
import { APPROVAL_MESSAGES, type ApproveMembers, cannotChange, type PostApproval, type RefusedBatchData, refusedMembers } from '@sampark/domain/schemas/events';
import type { Kysely } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { HttpError } from '../../http/errors';
import { nowText } from '../../lib/time';
import { memberScopeOf } from '../../shared/members/member-scope';
import { appendHistory } from '../../shared/events/event-history';
import { lockBatchRows, updateBatchRows } from './event-repository';
import { chunksOf } from './store-members';

/**
 * Approval (POST api/event/approvemembers) and post-approval (POST api/event/storemembers2) of
 * a batch of event members (seed 002 §4, docs/api-conventions.md#events). Every member is checked before
 * anything changes; one refused member and the whole batch is refused, nothing half-applied: a
 * 422 naming the members, `{message, errors: {members}, data: {refused: [ids]}}`. Each change
 * writes its history row in the same transaction, set-based: one INSERT ... SELECT and one
 * UPDATE per chunk of rows, not a query per member.
 */

/** Refused ids grouped by reason, in the order first seen. */
class Refusals {
  private readonly byReason = new Map<string, number[]>();
  add(reason: string, id: number) {
    const ids = this.byReason.get(reason) ?? [];
    if (!ids.length) this.byReason.set(reason, ids);
    ids.push(id);
  }
  throwIfAny() {
    if (!this.byReason.size) return;
    const reasons = [...this.byReason].map(([reason, ids]) => refusedMembers(reason, ids));
    const refused = [...this.byReason.values()].flat().sort((a, b) => a - b);
    throw new HttpError(422, APPROVAL_MESSAGES.refused, { members: reasons }, { refused } satisfies RefusedBatchData);
  }
}

type Row = Awaited<ReturnType<typeof lockBatchRows>>[number];

/** The batch's rows; members not in the event, or outside the caller's locations, are refused. */
async function rowsInReach(db: Db, dialect: Dialect, user: AuthUser, eventId: number, memberIds: number[], refusals: Refusals) {
  const scope = await memberScopeOf(db, user);
  const inScope = scope.kind === 'locations' ? new Set(scope.ids) : null;
  const byMember = new Map((await lockBatchRows(db, dialect, eventId, memberIds)).map((r) => [r.member_id, r]));
  const rows: Row[] = [];
  for (const id of memberIds) {
    const row = byMember.get(id);
    if (!row || (inScope && !inScope.has(row.location_id))) refusals.add(APPROVAL_MESSAGES.notInEventOrScope, id);
    else rows.push(row);
  }
  return rows;
}

export async function approveMembers(db: Kysely<DB>, dialect: Dialect, user: AuthUser, body: ApproveMembers): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const refusals = new Refusals();
    const rows = await rowsInReach(trx, dialect, user, body.event_id, body.members, refusals);
    for (const row of rows) if (!canSetStatus(user.role, row.status, body.status)) refusals.add(cannotChange(row.status, body.status), row.member_id);
    refusals.throwIfAny();
    const now = nowText();
    for (const chunk of chunksOf(rows.map((r) => r.id))) {
      await appendHistory(trx, dialect, chunk, { field: 'status', to: body.status, comment: body.comment, userId: user.id, now });
      await updateBatchRows(trx, dialect, chunk, { status: body.status, approved_by: user.id, approved_on: now, approval_comments: body.comment, updated_at: now });
    }
  });
}

export async function trackMembers(db: Kysely<DB>, dialect: Dialect, user: AuthUser, body: PostApproval): Promise<void> {
  const fields = POST_APPROVAL_FIELDS.filter((f) => body[f] !== undefined);
  await db.transaction().execute(async (trx) => {
    const refusals = new Refusals();
    const rows = await rowsInReach(trx, dialect, user, body.event_id, body.members, refusals);
    for (const row of rows) {
      if (!isTrackedAfterApproval(row.status)) refusals.add(APPROVAL_MESSAGES.notFinalApproved, row.member_id);
      else for (const f of fields) checkMove(refusals, row, f, body[f]!);
    }
    refusals.throwIfAny();
    const now = nowText();
    const set: Record<string, number | string | null> = Object.fromEntries(fields.map((f) => [f, body[f]!]));
    if (body.attendance_comment !== undefined) set.attendance_comment = body.attendance_comment;
    for (const chunk of chunksOf(rows.map((r) => r.id))) {
      for (const f of fields) {
        await appendHistory(trx, dialect, chunk, { field: f, to: body[f]!, comment: body.attendance_comment ?? null, userId: user.id, now });
      }
      await updateBatchRows(trx, dialect, chunk, { ...set, updated_at: now });
    }
  });
}

/** The same value is no change (the dialog sends all three fields); another value must be a move of §4. */
function checkMove(refusals: Refusals, row: Row, field: PostApprovalField, to: number) {
  const from = row[field];
  if (from === to || canMovePostApproval(field, from, to)) return;
  refusals.add(cannotChange(eventHistoryLabel(field, from), eventHistoryLabel(field, to), EVENT_HISTORY_FIELD_LABELS[field]), row.member_id);
}
