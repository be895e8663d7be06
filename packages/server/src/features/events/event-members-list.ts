import type { EventMemberSortColumn, EventMembersQuery } from '@sampark/domain/schemas/events';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { AuthUser } from '../../http/auth-user';
import { buildMemberQuery, memberWhere } from '../members/member-filter';
import { paged } from './paging';

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
 * POST api/event/getmembers (seed 002 §2 "Event details", status and post-approval lists, §3
 * "Event member row"; CONTRACT.md "Events"): the event's members that the caller may see (the
 * members scope, ToBeDeleted left out, as the members list), filtered by approval and
 * post-approval status and by the member fields the members filter reads. Newest added first.
 */
export async function listEventMembers(db: Db, dialect: Dialect, user: AuthUser, query: EventMembersQuery) {
  const { country, state, district, grade, category, profession, event_id_filter } = query;
  const mq = await buildMemberQuery(db, dialect, user, { country, state, district, grade, category, profession, event_id_filter }, query.keyword);
  if (mq.empty) return { data: [], count: 0 };
  const filtered = base(db)
    .where('em.event_id', '=', query.event_id)
    .$if(query.status !== undefined, (qb) => qb.where('em.status', '=', query.status!))
    .$if(query.inv_status !== undefined, (qb) => qb.where('em.inv_status', '=', query.inv_status!))
    .$if(query.registered !== undefined, (qb) => qb.where('em.registered', '=', query.registered!))
    .$if(query.attended !== undefined, (qb) => qb.where('em.attended', '=', query.attended!))
    .$if(event_id_filter !== undefined && query.event_status_filter !== undefined, (qb) =>
      qb.where('m.id', 'in', (eb) =>
        eb.selectFrom('event_members as other').select('other.member_id').where('other.event_id', '=', event_id_filter!).where('other.status', '=', query.event_status_filter!),
      ),
    )
    .where(memberWhere(mq));
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const direction = query.ordertype ?? 'desc';
  const rows = withRowColumns(filtered)
    .orderBy(sql.ref(SORT[query.orderby ?? 'created_at']), direction)
    .orderBy('em.id', direction);
  return { data: await paged(rows, dialect, query.skip, query.limit).execute(), count: Number(count) };
}

/** The Event member row of seed 002 §3 (`id` is the member's; `event_member_id` the row's). */
function withRowColumns(qb: ReturnType<typeof base>) {
  return qb
    .leftJoin('locations as l', 'l.id', 'm.location_id')
    .leftJoin('categories as c', 'c.id', 'm.category_id')
    .leftJoin('professions as p', 'p.id', 'm.profession_id')
    .leftJoin('users as a', 'a.id', 'em.approved_by')
    .select([
      'm.id',
      'em.id as event_member_id',
      'm.fullname',
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

function base(db: Db) {
  return db.selectFrom('event_members as em').innerJoin('members as m', 'm.id', 'em.member_id');
}
