import {
  APPROVAL_STATUSES,
  ATTENDANCE_STATUSES,
  FINAL_APPROVED,
  INVITATION_STATUSES,
  REGISTRATION_STATUSES,
} from '@sampark/domain/options/events';
import {
  type EventStatsBody,
  type EventStatsRow,
  POST_APPROVAL_COLUMNS,
  type ReportFilterBody,
  type StatusReportRow,
} from '@sampark/domain/schemas/other-reports';
import { type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { ScopeUser } from '../../http/auth-user';
import { eventScopeCondition, eventScopeOf } from '../../shared/events/event-scope';
import { buildMemberQuery, type MemberQuery, memberWhere, notInTrash } from '../../shared/members/member-filter';

/**
 * The dashboard's event reports (`eventstats`) and the Status Report (`event_approvals`): the
 * events the caller may manage (features/events/event-scope.ts), each with its members counted
 * as event details counts them: only members the caller may see, ToBeDeleted left out, and the
 * report filter's member fields applied through the members filter (buildMemberQuery). So an
 * event's row equals POST api/event/getmembers' count per status for the same user.
 */

interface ScopedEvent {
  id: number;
  name: string;
  type_name: string | null;
}

/** The events in the caller's scope (the filter's event_id narrows to one), newest first. */
async function scopedEvents(db: Db, user: ScopeUser, eventId?: number): Promise<ScopedEvent[]> {
  const scope = await eventScopeOf(db, user);
  return db
    .selectFrom('events as e')
    .leftJoin('event_types as t', 't.id', 'e.type')
    .select(['e.id', 'e.name', 't.type as type_name'])
    .where(eventScopeCondition(scope))
    .$if(eventId !== undefined, (qb) => qb.where('e.id', '=', eventId!))
    .orderBy('e.date_from', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

/**
 * Counts of the events' members grouped by `columns` of event_members (plus the event). Without
 * member conditions (roles 1-2, no member filter) only event_members' covering index is read;
 * otherwise each event member's row is joined for the scope and filter.
 */
export async function countEventMembers<C extends 'status' | 'inv_status' | 'registered' | 'attended'>(
  db: Db,
  mq: MemberQuery,
  eventIds: number[],
  columns: C[],
  extra: (ref: (c: string) => ReturnType<typeof sql.ref>) => ReturnType<typeof sql<SqlBool>> = () => sql<SqlBool>`1 = 1`,
) {
  if (mq.empty || !eventIds.length) return [];
  const groups = ['em.event_id', ...columns.map((c) => `em.${c}`)];
  const eventCondition = isOneOf(mq.dialect, sql.ref('em.event_id'), eventIds);
  let qb = db.selectFrom('event_members as em').where(eventCondition).where(extra(sql.ref));
  if (mq.conditions.length) qb = qb.innerJoin('members as m', 'm.id', 'em.member_id').where(memberWhere(mq));
  else if (mq.trash !== undefined) qb = qb.where(notInTrash(mq.trash).sql(() => sql.ref('em.member_id')));
  const rows = await qb
    .select([...groups.map((g) => sql.ref(g).as(g.slice(3))), sql<number>`count(*)`.as('n')] as any)
    .groupBy(groups as any)
    .execute();
  return rows as unknown as (Record<C | 'event_id', string | number> & { n: number | string })[];
}

const zeros = <K extends string>(labels: readonly K[]) => Object.fromEntries(labels.map((l) => [l, 0])) as Record<K, number>;

/** Per event: its members by approval status. */
async function approvalRows(db: Db, dialect: Dialect, user: ScopeUser, filter: ReportFilterBody) {
  const events = await scopedEvents(db, user, filter.event_id);
  const mq = await buildMemberQuery(db, dialect, user, filter);
  const counts = await countEventMembers(db, mq, events.map((e) => e.id), ['status']);
  const byEvent = new Map(events.map((e) => [e.id, zeros(APPROVAL_STATUSES)]));
  for (const c of counts) {
    const row = byEvent.get(Number(c.event_id));
    if (row && String(c.status) in row) row[String(c.status) as keyof typeof row] += Number(c.n);
  }
  return events.map((e) => ({ event: e, counts: byEvent.get(e.id)! }));
}

async function postApprovalRows(db: Db, dialect: Dialect, user: ScopeUser, filter: ReportFilterBody): Promise<EventStatsRow[]> {
  const events = await scopedEvents(db, user, filter.event_id);
  const mq = await buildMemberQuery(db, dialect, user, filter);
  const counts = await countEventMembers(db, mq, events.map((e) => e.id), ['inv_status', 'registered', 'attended'], (ref) => sql<SqlBool>`${ref('em.status')} = ${FINAL_APPROVED}`);
  const byEvent = new Map(events.map((e) => [e.id, zeros(POST_APPROVAL_COLUMNS)]));
  const label = <L extends string>(list: readonly { value: number; label: L }[], v: unknown) => list.find((s) => s.value === Number(v))?.label;
  for (const c of counts) {
    const row = byEvent.get(Number(c.event_id));
    if (!row) continue;
    for (const l of [label(INVITATION_STATUSES, c.inv_status), label(REGISTRATION_STATUSES, c.registered), label(ATTENDANCE_STATUSES, c.attended)]) {
      if (l) row[l] += Number(c.n);
    }
  }
  return events.map((e) => ({ label: e.name, id: e.id, ...byEvent.get(e.id)! }));
}

/** Per event type: how many events, and their members. */
async function eventTypeRows(db: Db, dialect: Dialect, user: ScopeUser, filter: ReportFilterBody): Promise<EventStatsRow[]> {
  const rows = await approvalRows(db, dialect, user, filter);
  const byType = new Map<string, { label: string; Events: number; Members: number }>();
  for (const { event, counts } of rows) {
    const label = event.type_name ?? 'Not Set';
    const row = byType.get(label) ?? { label, Events: 0, Members: 0 };
    row.Events += 1;
    row.Members += Object.values(counts).reduce((a, b) => a + b, 0);
    byType.set(label, row);
  }
  return [...byType.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** POST api/report/eventstats; an event's row carries its `id` (a row's drill-down, not a figure: docs/decisions/047). */
export async function eventStats(db: Db, dialect: Dialect, user: ScopeUser, body: EventStatsBody): Promise<EventStatsRow[]> {
  if (body.type === 'Post Approval Status') return postApprovalRows(db, dialect, user, body);
  if (body.type === 'Event Type') return eventTypeRows(db, dialect, user, body);
  return (await approvalRows(db, dialect, user, body)).map(({ event, counts }) => ({ label: event.name, id: event.id, ...counts }));
}

/** POST api/report/event_approvals (the Status Report): as 'Approval Status', with each row's event_id for its link. */
export async function eventApprovals(db: Db, dialect: Dialect, user: ScopeUser, filter: ReportFilterBody): Promise<StatusReportRow[]> {
  return (await approvalRows(db, dialect, user, filter)).map(({ event, counts }) => ({ label: event.name, event_id: event.id, ...counts }));
}
