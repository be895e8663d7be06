import type { EventCreate, EventSortColumn, EventUpdate, MyEventsQuery } from '@sampark/domain/schemas/events';
import { type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { nowText } from '../../lib/time';
import { withLocationLabels } from '../../shared/locations/location-labels';
import { escapeLike } from '../../shared/members/member-filter';
import { type EventScope, eventScopeCondition } from '../../shared/events/event-scope';
import { paged } from '../../db/paging';

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
