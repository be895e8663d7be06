import { EVENT_MESSAGES } from '@sampark/domain/schemas/events';
import { isAdminLevel } from '@sampark/domain/roles';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import type { ScopeUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import type { PathRecord } from '../../http/params';

/**
 * Which events a user may manage (docs/api-conventions.md#events): roles 1-2 every event; roles 3-4 the
 * events whose location lies inside their subtrees or above one of their locations (a
 * state-level event concerns its districts). Acting on members is limited separately, by the
 * members scope (features/members/member-scope.ts). Role 5 never reaches the events routes.
 */
export type EventScope = { kind: 'all' } | { kind: 'locations'; ids: number[] };

export async function eventScopeOf(db: Db, user: ScopeUser): Promise<EventScope> {
  if (isAdminLevel(user.role)) return { kind: 'all' };
  const roots = db.selectFrom('user_locations').select('location_id').where('user_id', '=', user.id);
  const rows = await db
    .selectFrom('location_closure')
    .select('descendant_id as id')
    .where('ancestor_id', 'in', roots)
    .union(db.selectFrom('location_closure').select('ancestor_id as id').where('descendant_id', 'in', roots))
    .execute();
  return { kind: 'locations', ids: rows.map((r) => r.id) };
}

/** The scope as a condition on `events` under the alias `e`. */
export function eventScopeCondition(scope: EventScope) {
  return (eb: ExpressionBuilder<DB & { e: DB['events'] }, 'e'>) => {
    if (scope.kind === 'all') return eb.lit(true);
    return scope.ids.length ? eb('e.location_id', 'in', scope.ids) : eb.lit(false);
  };
}

export async function eventInScope(db: Db, user: ScopeUser, eventId: number): Promise<boolean> {
  const scope = await eventScopeOf(db, user);
  const row = await db.selectFrom('events as e').select('e.id').where('e.id', '=', eventId).where(eventScopeCondition(scope)).executeTakeFirst();
  return !!row;
}

/** 404 'Event not found.' for an event that does not exist or lies outside the caller's scope. */
export async function requireEventInScope(db: Db, user: ScopeUser, eventId: number): Promise<void> {
  if (!(await eventInScope(db, user, eventId))) throw notFound(EVENT_MESSAGES.notFound);
}

/** The path's event, checked before the body is validated (http/access.ts). */
export const eventRecord: PathRecord = {
  message: EVENT_MESSAGES.notFound,
  exists: async (db, user, id) => !!user && (await eventInScope(db, user, id)),
};
