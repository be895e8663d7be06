import { APPROVAL_STATUSES, ATTENDEE_TYPES, FINAL_APPROVED, INVITATION_STATUSES, RELATIONSHIP_DELEGATE } from '@sampark/domain/options/events';
import {
  INVITEE_POST_COLUMNS,
  type InviteeReportRow,
  NOT_SET,
  type RegistrationReportRow,
} from '@sampark/domain/schemas/other-reports';
import { type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { buildMemberQuery } from '../../shared/members/member-filter';
import { countEventMembers } from './event-report';

/**
 * The event dashboard (seed 002 §2 "Event dashboard"; docs/decisions/042):
 * - invitees (POST api/invitees/{event}/report): the event's members the caller may see, as
 *   event details counts them, by Approval Status, or (Final Approved ones) by invitation with
 *   their registration and attendance;
 * - registrations (POST api/registrations/{event}/report, 'Statewise'): the event's
 *   registrations by state, as the registrations screen lists them (the whole event);
 * - attendees (the same call, the other types): registrants who came (Arrived or Attended), by
 *   their invitee row's Approval Status, its invitation status, or their attendee type.
 */

export const ATTENDED_STATUSES = ['Arrived', 'Attended'] as const;
type PostColumn = (typeof INVITEE_POST_COLUMNS)[number];
type CountRow = { label: string; count: number };
const REGISTERED_LABEL: Record<number, PostColumn> = { 0: 'Not Registered', 1: 'Registered', 2: 'Cancelled' };
const ATTENDED_LABEL: Record<number, PostColumn> = { 0: 'Not Attended', 1: 'Attended' };

export async function inviteeReport(db: Db, dialect: Dialect, user: ScopeUser, eventId: number, type: string): Promise<InviteeReportRow[]> {
  const mq = await buildMemberQuery(db, dialect, user, {});
  if (type === 'Approval Status') {
    const counts = await countEventMembers(db, mq, [eventId], ['status']);
    return APPROVAL_STATUSES.map((label) => ({ label, count: counts.filter((c) => c.status === label).reduce((a, c) => a + Number(c.n), 0) }));
  }
  const counts = await countEventMembers(db, mq, [eventId], ['inv_status', 'registered', 'attended'], (ref) => sql<SqlBool>`${ref('em.status')} = ${FINAL_APPROVED}`);
  return INVITATION_STATUSES.map(({ value, label }) => {
    const row = { label, ...(Object.fromEntries(INVITEE_POST_COLUMNS.map((c) => [c, 0])) as Record<PostColumn, number>) };
    for (const c of counts.filter((x) => Number(x.inv_status) === value)) {
      const n = Number(c.n);
      row.Members += n;
      const reg = REGISTERED_LABEL[Number(c.registered)];
      const att = ATTENDED_LABEL[Number(c.attended)];
      if (reg) row[reg] += n;
      if (att) row[att] += n;
    }
    return row;
  });
}

export async function registrationReport(db: Db, _dialect: Dialect, eventId: number, type: string): Promise<RegistrationReportRow[]> {
  if (type === 'Statewise') return statewise(db, eventId);
  if (type === 'Event Type') return attendeeTypes(db, eventId);
  return attendeeStatuses(db, eventId, type === 'Approval Status' ? 'status' : 'inv_status');
}

/** Registrations by state: delegates and accompanying personnel (not cancelled), and the cancelled. */
async function statewise(db: Db, eventId: number): Promise<RegistrationReportRow[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .where('r.event_id', '=', eventId)
    .select([
      sql<string | null>`nullif(trim(r.state), '')`.as('state'),
      sql<number>`sum(case when r.status <> 'Cancelled' and r.relationship = ${RELATIONSHIP_DELEGATE} then 1 else 0 end)`.as('delegates'),
      sql<number>`sum(case when r.status <> 'Cancelled' and (r.relationship is null or r.relationship <> ${RELATIONSHIP_DELEGATE}) then 1 else 0 end)`.as('others'),
      sql<number>`sum(case when r.status = 'Cancelled' then 1 else 0 end)`.as('cancelled'),
    ])
    .groupBy(sql`nullif(trim(r.state), '')`)
    .execute();
  return rows
    .map((r) => ({ label: r.state ?? NOT_SET, Delegates: Number(r.delegates), 'Accompanying Personnel': Number(r.others), Cancelled: Number(r.cancelled) }))
    .sort(byLabelNotSetLast);
}

function byLabelNotSetLast(a: { label: string }, b: { label: string }) {
  if (a.label === NOT_SET || b.label === NOT_SET) return a.label === NOT_SET ? (b.label === NOT_SET ? 0 : 1) : -1;
  return a.label.localeCompare(b.label);
}

/** Attendees by the event's own row of their member: approval status or invitation. */
async function attendeeStatuses(db: Db, eventId: number, column: 'status' | 'inv_status'): Promise<CountRow[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .leftJoin('event_members as em', (j) => j.onRef('em.member_id', '=', 'r.member_id').on('em.event_id', '=', eventId))
    .where('r.event_id', '=', eventId)
    .where('r.status', 'in', [...ATTENDED_STATUSES])
    .select([sql<string | number | null>`${sql.ref(`em.${column}`)}`.as('value'), sql<number>`count(*)`.as('n')])
    .groupBy(sql.ref(`em.${column}`))
    .execute();
  const labels: string[] = column === 'status' ? [...APPROVAL_STATUSES] : INVITATION_STATUSES.map((s) => s.label);
  const labelOf = (v: string | number | null) => (v === null ? NOT_SET : column === 'status' ? String(v) : (INVITATION_STATUSES.find((s) => s.value === Number(v))?.label ?? NOT_SET));
  const out = new Map<string, number>([...labels, NOT_SET].map((l) => [l, 0]));
  for (const r of rows) out.set(labelOf(r.value), (out.get(labelOf(r.value)) ?? 0) + Number(r.n));
  return [...out].map(([label, count]) => ({ label, count }));
}

/** Attendees by attendee type (the registration's relationship). */
async function attendeeTypes(db: Db, eventId: number): Promise<CountRow[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .where('r.event_id', '=', eventId)
    .where('r.status', 'in', [...ATTENDED_STATUSES])
    .select(['r.relationship', sql<number>`count(*)`.as('n')])
    .groupBy('r.relationship')
    .execute();
  const out = new Map<string, number>([...ATTENDEE_TYPES.map((t) => t.label), NOT_SET].map((l) => [l, 0]));
  for (const r of rows) {
    const label = ATTENDEE_TYPES.find((t) => t.value === r.relationship)?.label ?? NOT_SET;
    out.set(label, out.get(label)! + Number(r.n));
  }
  return [...out].map(([label, count]) => ({ label, count }));
}
