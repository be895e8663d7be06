import type { EventCreate, EventSortColumn, EventUpdate, MyEventsQuery } from '@sampark/domain/schemas/events';
import { type SqlBool, sql, type Updateable } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { EventMembersTable } from '../../db/schema';
import { nowText } from '../../lib/time';
import { withLocationLabels } from '../../shared/locations/location-labels';
import { escapeLike } from '../../shared/members/member-filter';
import { type EventScope, eventScopeCondition } from '../../shared/events/event-scope';
import { paged } from '../../db/paging';
import { chunksOf } from './store-members';

/** The Event of seed 002 §3, as every events call answers it. */
function eventRows(db: Db) {
  return db
    .selectFrom('events as e')
    .innerJoin('locations as l', 'l.id', 'e.location_id')
    .innerJoin('event_types as t', 't.id', 'e.type')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .select([
      'e.id',
      'e.name',
      'e.description',
      'e.location_id',
      'l.name as location_name',
      'e.type',
      't.type as type_name',
      'e.date_from',
      'e.date_to',
      'e.remarks',
      'e.connect_gsheet',
      'e.inactive',
      'e.created_by',
      'u.name as username',
      'e.created_at as created_on',
    ]);
}

export type EventRecord = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function findEvent(db: Db, id: number) {
  const row = await eventRows(db).where('e.id', '=', id).executeTakeFirst();
  return row && (await labelled(db, [row]))[0];
}

/** Events with a same-named location told apart by its ancestors ('Adilabad (Telangana)'; issue 26). */
const labelled = <T extends { location_id: number; location_name: string }>(db: Db, rows: T[]) => withLocationLabels(db, rows, 'location_name', (r) => r.location_id);

const SORT: Record<EventSortColumn, string> = {
  id: 'e.id',
  name: 'e.name',
  location: 'l.name',
  type: 't.type',
  created_by: 'u.name',
  created_on: 'e.created_at',
};

/**
 * GET api/myevents: the events the caller may manage, newest first unless sorted; the filter box
 * matches the name, description, location, type or creator. Events are few (hundreds), so the
 * count and the page are two plain queries.
 */
export async function listMyEvents(db: Db, dialect: Dialect, scope: EventScope, query: MyEventsQuery) {
  let rows = eventRows(db).where(eventScopeCondition(scope));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    const like = dialect === 'postgres' ? sql`ilike` : sql`like`;
    const columns = ['e.name', 'e.description', 'l.name', 't.type', 'u.name'];
    rows = rows.where(sql<SqlBool>`(${sql.join(columns.map((c) => sql`${sql.ref(c)} ${like} ${pattern} escape '\\'`), sql` or `)})`);
  }
  const { count } = await rows.clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const direction = query.ordertype ?? 'desc';
  const sorted = rows.orderBy(sql.ref(SORT[query.orderby ?? 'id']), direction).orderBy('e.id', direction);
  const data = await labelled(db, await paged(sorted, dialect, query.skip, query.limit).execute());
  return { data, count: Number(count) };
}

export async function insertEvent(db: Db, values: EventCreate, userId: number): Promise<number> {
  const now = nowText();
  const { id } = await db
    .insertInto('events')
    .values({ ...values, created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateEvent(db: Db, id: number, values: EventUpdate): Promise<void> {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await db
    .updateTable('events')
    .set({ ...set, updated_at: nowText() })
    .where('id', '=', id)
    .execute();
}

/** The batch's rows in the event, locked on PostgreSQL until the transaction ends. */
export async function lockBatchRows(db: Db, dialect: Dialect, eventId: number, memberIds: number[]) {
  const rows = [];
  for (const chunk of chunksOf(memberIds)) {
    const part = await db
      .selectFrom('event_members as em')
      .innerJoin('members as m', 'm.id', 'em.member_id')
      .select(['em.id', 'em.member_id', 'em.status', 'em.inv_status', 'em.registered', 'em.attended', 'm.location_id'])
      .where('em.event_id', '=', eventId)
      .where(isOneOf(dialect, sql.ref('em.member_id'), chunk))
      .$if(dialect === 'postgres', (qb) => qb.forUpdate(['em']))
      .execute();
    rows.push(...part);
  }
  return rows;
}

/** Sets `values` on the event_members rows `ids` (one chunk of a batch). */
export async function updateBatchRows(db: Db, dialect: Dialect, ids: number[], values: Updateable<EventMembersTable>): Promise<void> {
  await db.updateTable('event_members').set(values).where(isOneOf(dialect, sql.ref('id'), ids)).execute();
}

/** GET api/event/history: the member's timeline in the event, newest first. */
export async function listHistory(db: Db, eventId: number, memberId: number) {
  const rows = await db
    .selectFrom('event_member_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select(['h.changed_at', 'u.name as user_name', 'h.field', 'h.old_value', 'h.new_value', 'h.comment'])
    .where('h.event_id', '=', eventId)
    .where('h.member_id', '=', memberId)
    .orderBy('h.changed_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
  const value = (field: string, v: string | null) => (v === null || field === 'status' ? v : Number(v));
  return rows.map((r) => ({
    changed_at: r.changed_at,
    user_name: r.user_name,
    field: r.field,
    from: value(r.field, r.old_value),
    to: value(r.field, r.new_value),
    comment: r.comment,
  }));
}

/** [{id, name}] of the active events in `scope`, by name (the members filter's lookup). */
export function listEventNames(db: Db, scope: EventScope) {
  return db.selectFrom('events as e').select(['e.id', 'e.name']).where('e.inactive', '=', 0).where(eventScopeCondition(scope)).orderBy('e.name').orderBy('e.id').execute();
}

/** Whether the event form's choices exist: its location and its type. */
export async function locationExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst());
}

export async function eventTypeExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('event_types').select('id').where('id', '=', id).executeTakeFirst());
}
