import type { EventMemberSortColumn, EventMembersQuery } from '@sampark/domain/schemas/events';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { AuthUser } from '../../http/auth-user';
import { isOneOf } from '../../db/id-list';
import { labelledWithoutId } from '../../shared/locations/location-labels';
import { buildMemberQuery, type MemberQuery, memberWhere, notInTrash } from '../../shared/members/member-filter';
import { paged } from '../../db/paging';

const SORT: Record<EventMemberSortColumn, string> = {
  id: 'm.id',
  fullname: 'm.fullname',
  location: 'l.name',
  district: 'm.district',
  category: 'c.name',
  profession: 'p.name',
  grade: 'm.grade',
  status: 'em.status',
  approved_on: 'em.approved_on',
  inv_status: 'em.inv_status',
  registered: 'em.registered',
  attended: 'em.attended',
  created_at: 'em.created_at',
};

/**
 * Beyond skip + this many, a count is reported as `count_capped` (the members list's rule,
 * decision 013): counting the members of a large event that a scoped user may see, or that a
 * member filter keeps, reads a member row per event member (an event of 100,000: 100,000 row
 * lookups). Each page counts a little past itself, so every page stays reachable. Counting only
 * the event's own rows, as for roles 1-2 without member filters, stays exact.
 */
export const EVENT_MEMBER_COUNT_CAP = 1_000;

/**
 * POST api/event/getmembers (seed 002 §2 "Event details", status and post-approval lists, §3
 * "Event member row"; docs/api-conventions.md#events): the event's members that the caller may see (the
 * members scope, ToBeDeleted left out, as the members list), filtered by approval and
 * post-approval status and by the member fields the members filter reads. Newest added first,
 * walked in that order from event_members' indexes (migration 008).
 */
export async function listEventMembers(db: Db, dialect: Dialect, user: AuthUser, query: EventMembersQuery) {
  const { country, state, district, grade, category, profession } = query;
  const mq = await buildMemberQuery(db, dialect, user, { country, state, district, grade, category, profession }, query.keyword);
  if (mq.empty) return { data: [], count: 0, count_capped: false };
  const count = mq.conditions.length === 0 ? await exactCount(db, query, mq.trash) : await cappedCount(db, query, mq);
  const ids = await pageIds(db, dialect, query, mq);
  if (!ids.length) return { data: [], ...count };
  const rows = await ordered(withRowColumns(joinedRows(db)), query)
    .where(isOneOf(dialect, sql.ref('em.id'), ids))
    .execute();
  // a same-named place is told apart by its ancestors ('Adilabad (Telangana)'; issue 26)
  return { data: await labelledWithoutId(db, rows), ...count };
}

/** The sort of seed 002 §2 (newest added first unless a column is chosen), the row id breaking ties. */
function ordered<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, query: EventMembersQuery): SelectQueryBuilder<DB, TB, O> {
  const direction = query.ordertype ?? 'desc';
  return qb.orderBy(sql.ref(SORT[query.orderby ?? 'created_at']), direction).orderBy(sql.ref('em.id'), direction);
}

/** Joins a sort column needs (the row's names). */
const SORT_JOINS: Partial<Record<EventMemberSortColumn, 'l' | 'c' | 'p'>> = { location: 'l', category: 'c', profession: 'p' };

/**
 * The page's event member ids, walked in the list's order without the row's columns (a deferred
 * join, as the members list's deep pages: bench/README.md#deep-pages). For roles 1-2 without member filters,
 * sorted by the event's own columns, the walk reads event_members' index alone: the 200th page of
 * 50,000 Final Approved members took 0.8 s when every skipped row was joined and shaped.
 */
async function pageIds(db: Db, dialect: Dialect, query: EventMembersQuery, mq: MemberQuery): Promise<number[]> {
  const orderby = query.orderby ?? 'created_at';
  const needsMembers = mq.conditions.length > 0 || SORT[orderby].startsWith('m.') || SORT_JOINS[orderby] !== undefined;
  const join = SORT_JOINS[orderby];
  const walk = needsMembers
    ? eventRows(db, query)
        .innerJoin('members as m', 'm.id', 'em.member_id')
        .$if(join === 'l', (qb) => qb.leftJoin('locations as l', 'l.id', 'm.location_id'))
        .$if(join === 'c', (qb) => qb.leftJoin('categories as c', 'c.id', 'm.category_id'))
        .$if(join === 'p', (qb) => qb.leftJoin('professions as p', 'p.id', 'm.profession_id'))
        .where(memberWhere(mq))
    : eventRows(db, query).$if(mq.trash !== undefined, (qb) => qb.where(notInTrash(mq.trash!).sql(() => sql.ref('em.member_id'))));
  const rows = await paged(ordered(walk.select('em.id'), query), dialect, query.skip, query.limit).execute();
  return rows.map((r) => r.id);
}

/** The event's rows by its own columns: the event, the statuses, and another event's status. */
function eventRows(db: Db, query: EventMembersQuery) {
  const { event_id_filter, event_status_filter } = query;
  return db
    .selectFrom('event_members as em')
    .where('em.event_id', '=', query.event_id)
    .$if(query.status !== undefined, (qb) => qb.where('em.status', '=', query.status!))
    .$if(query.inv_status !== undefined, (qb) => qb.where('em.inv_status', '=', query.inv_status!))
    .$if(query.registered !== undefined, (qb) => qb.where('em.registered', '=', query.registered!))
    .$if(query.attended !== undefined, (qb) => qb.where('em.attended', '=', query.attended!))
    .$if(event_id_filter !== undefined, (qb) =>
      qb.where('em.member_id', 'in', (eb) =>
        eb
          .selectFrom('event_members as other')
          .select('other.member_id')
          .where('other.event_id', '=', event_id_filter!)
          .$if(event_status_filter !== undefined, (sq) => sq.where('other.status', '=', event_status_filter!)),
      ),
    );
}

/** Every member of the event the filter keeps, from event_members alone (ToBeDeleted's few members left out by id). */
async function exactCount(db: Db, query: EventMembersQuery, trash: number | undefined) {
  const { count } = await eventRows(db, query)
    .$if(trash !== undefined, (qb) => qb.where(notInTrash(trash!).sql(() => sql.ref('em.member_id'))))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { count: Number(count), count_capped: false };
}

/** Counts up to skip + EVENT_MEMBER_COUNT_CAP; the rows beyond it are never read. */
async function cappedCount(db: Db, query: EventMembersQuery, mq: MemberQuery) {
  const cap = query.skip + EVENT_MEMBER_COUNT_CAP;
  const matches = eventRows(db, query)
    .innerJoin('members as m', 'm.id', 'em.member_id')
    .where(memberWhere(mq))
    .select(sql`1`.as('one'))
    .limit(cap + 1);
  const { count } = await db
    .selectFrom(matches.as('t'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const n = Number(count);
  return n > cap ? { count: cap, count_capped: true } : { count: n, count_capped: false };
}

/** The Event member row of seed 002 §3 (`id` is the member's; `event_member_id` the row's). */
function withRowColumns(qb: ReturnType<typeof joinedRows>) {
  return qb
    .leftJoin('locations as l', 'l.id', 'm.location_id')
    .leftJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('professions as p', 'p.id', 'm.profession_id')
    .leftJoin('users as a', 'a.id', 'em.approved_by')
    .select([
      'm.id',
      'em.id as event_member_id',
      'm.fullname',
      'm.location_id',
      'l.name as location',
      'm.district',
      'm.state',
      'm.country',
      'c.name as category',
      'p.name as profession',
      'm.grade',
      'm.brief_intro',
      'm.participation',
      'm.internal_remark',
      'm.source',
      'm.how_know_us',
      'm.dob',
      'm.year_joined',
      'm.languages_known',
      'm.sf as successful_followups',
      'm.uf as unsuccessful_followups',
      'em.status',
      'a.name as approved_by',
      'em.approved_on',
      'em.approval_comments',
      'em.inv_status',
      'em.registered',
      'em.attended',
      'em.attendance_comment',
      'em.created_at',
    ]);
}

function joinedRows(db: Db) {
  return db.selectFrom('event_members as em').innerJoin('members as m', 'm.id', 'em.member_id');
}
