import type { FollowupInput } from '@sampark/domain/schemas/followups';
import type { Db, Dialect } from '../../db/connect';
import { diffFields, recordAudit } from '../../lib/audit';
import { nowText } from '../../lib/time';
import { recomputeContactFields } from '../../shared/members/contact-fields';

/** The member columns the contact-group rule writes (docs/api-conventions.md#followups-and-the-contact-group). */
const CONTACT_COLUMNS = [
  'contact_group',
  'sf',
  'uf',
  'lcd',
  'last_contact_status',
  'last_contact_response',
  'last_participation_status',
  'last_comment',
  'last_contacted_by',
] as const;

/** A member's followups, newest first (by followup date, then id: the rule's "latest"). */
export async function listFollowups(db: Db, memberId: number) {
  return db
    .selectFrom('followups as f')
    .leftJoin('users as u', 'u.id', 'f.created_by')
    .select([
      'f.id',
      'f.member_id',
      'f.followup_date',
      'f.contacted_by',
      'f.contact_status',
      'f.contact_response',
      'f.participation',
      'f.meeting_date',
      'f.meeting_time',
      'f.meeting_date_time',
      'f.comments',
      'f.created_by',
      'u.name as created_by_name',
      'f.created_at',
    ])
    .where('f.member_id', '=', memberId)
    .orderBy('f.followup_date', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

/**
 * The member's current contact fields, with its row locked on PostgreSQL so two followups saved
 * at once for the same member cannot both count from the same starting point.
 */
async function lockContactFields(db: Db, dialect: Dialect, memberId: number) {
  return db
    .selectFrom('members')
    .select(CONTACT_COLUMNS)
    .where('id', '=', memberId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
}

/** The user's followup of this member saved under `clientKey`; the same key on another member is left to the unique index. */
function findByClientKey(db: Db, userId: number, memberId: number, clientKey: string) {
  return db
    .selectFrom('followups')
    .select('id')
    .where('created_by', '=', userId)
    .where('client_key', '=', clientKey)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Saves a followup and the member's derived fields together. Call inside a transaction. The
 * fields are recomputed from every followup rather than patched, so a back-dated followup leaves
 * the newer "last" fields alone and stale stored counts (e.g. imported data) heal themselves.
 * With a `clientKey` (the phone's Idempotency-Key) a followup is saved once, however often sent.
 */
export async function addFollowup(db: Db, dialect: Dialect, input: FollowupInput, userId: number, clientKey: string | null = null): Promise<number> {
  const before = await lockContactFields(db, dialect, input.member_id);
  // a retry of a followup already saved (its answer was lost on the way to the phone) gets that
  // followup back; the member's row lock (PostgreSQL) or the single writer (SQLite) orders two
  // copies of one request, so the second finds the first
  const saved = clientKey === null ? undefined : await findByClientKey(db, userId, input.member_id, clientKey);
  if (saved) return saved.id;
  const { id } = await db
    .insertInto('followups')
    .values({ ...input, created_by: userId, created_at: nowText(), client_key: clientKey })
    .returning('id')
    .executeTakeFirstOrThrow();
  const after = await recomputeContactFields(db, input.member_id);
  await db.updateTable('members').set(after).where('id', '=', input.member_id).execute();
  const label = [input.followup_date, input.contact_status, input.contact_response, input.contacted_by].filter(Boolean).join(' | ');
  await recordAudit(db, {
    table: 'members',
    recordId: input.member_id,
    action: 'update',
    changes: { followup: [null, label], ...diffFields(before, after) },
    userId,
  });
  return id;
}
