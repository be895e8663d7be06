import type { PostApprovalField } from '@sampark/domain/options/events';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';

/**
 * The event member's history (docs/api-conventions.md#events): every approval and post-approval change,
 * and the add itself, appended in the same transaction as the change.
 */

export interface HistoryChange {
  field: 'status' | PostApprovalField;
  to: string | number;
  comment: string | null;
  /** null for a change made through a public form (no one signed in) */
  userId: number | null;
  now: string;
  /** a member just added has no previous value */
  added?: boolean;
}

/** One history row per event member of `ids` whose `field` really changes; written before the UPDATE, which it reads from. */
export async function appendHistory(db: Db, dialect: Dialect, ids: number[], c: HistoryChange): Promise<void> {
  const to = String(c.to);
  const isStatus = c.field === 'status';
  await db
    .insertInto('event_member_history')
    .columns(['event_member_id', 'event_id', 'member_id', 'field', 'old_value', 'new_value', 'comment', 'changed_by', 'changed_at'])
    .expression((eb) =>
      eb
        .selectFrom('event_members as em')
        .select([
          'em.id as event_member_id',
          'em.event_id',
          'em.member_id',
          sql<string>`cast(${c.field} as text)`.as('field'),
          (c.added ? sql<string>`cast(null as text)` : sql<string>`cast(${sql.ref(`em.${c.field}`)} as text)`).as('old_value'),
          sql<string>`cast(${to} as text)`.as('new_value'),
          sql<string>`cast(${c.comment} as text)`.as('comment'),
          sql<number>`cast(${c.userId} as integer)`.as('changed_by'),
          sql<string>`cast(${c.now} as text)`.as('changed_at'),
        ])
        .where(isOneOf(dialect, sql.ref('em.id'), ids))
        // roles 1-2 may re-save the same approval status with a new comment: that is recorded too
        .$if(!isStatus, (qb) => qb.where(sql.ref(`em.${c.field}`), '<>', Number(c.to))),
    )
    .execute();
}
