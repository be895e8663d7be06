import type { Db } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { eventScopeCondition, eventScopeOf } from '../../shared/events/event-scope';

/**
 * GET api/members/{id}/events, the member detail's Events tab (seed 001 §2): the member's events
 * that the caller may manage (the events scope, docs/api-conventions.md#events: a coordinator does not
 * learn of events outside their locations through a member), the latest event first.
 */
export async function listMemberEvents(db: Db, user: ScopeUser, memberId: number) {
  const scope = await eventScopeOf(db, user);
  return db
    .selectFrom('event_members as em')
    .innerJoin('events as e', 'e.id', 'em.event_id')
    .leftJoin('users as u', 'u.id', 'em.approved_by')
    .select([
      'em.id',
      'em.event_id',
      'e.name',
      'e.date_from',
      'em.status',
      'em.approval_comments',
      'u.name as approved_by',
      'em.approved_on',
      'em.inv_status',
      'em.registered',
      'em.attended',
      'em.attendance_comment',
    ])
    .where('em.member_id', '=', memberId)
    .where(eventScopeCondition(scope))
    .orderBy('e.date_from', 'desc')
    .orderBy('em.id', 'desc')
    .execute();
}
