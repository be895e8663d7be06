import { RELATIONSHIP_DELEGATE } from '@sampark/domain/options/events';
import {
  CANCELLED,
  type RegistrationColumnKey,
  type RegistrationFilter,
  type RegistrationListQuery,
  type RegistrationListRow,
} from '@sampark/domain/schemas/registrations-list';
import { couldBeInPhoneNumber } from '@sampark/domain/phone';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { DB } from '../../db/schema';
import { nextDay } from '../../shared/members/member-filter';
import { escapeLike } from '../../shared/members/member-keyword';
import { paged } from '../../db/paging';

/**
 * `GET api/registrations/event` (seed 002 §2 "Registrations screen", §7;
 * docs/api-conventions.md#registrations): one event's registrations, filtered, searched, sorted and paged on the
 * server. An event of 20,000 registrations: a view's rows are walked newest first through
 * registrations_event_rel_id_idx (migration 014), and at most the view's rows are sorted.
 */

type Source = DB & { r: DB['registrations'] };
type Eb = ExpressionBuilder<Source, 'r'>;

const MAX_ID = 2_147_483_647;

/** Sort columns to SQL; the profession and the users sort by the names the columns show. */
const SORT_EXPRESSION: Record<RegistrationColumnKey, string> = {
  id: 'r.id',
  member_id: 'r.member_id',
  relationship: 'r.relationship',
  salutation: 'r.salutation',
  firstname: 'r.firstname',
  lastname: 'r.lastname',
  fullname: 'r.fullname',
  country: 'r.country',
  state: 'r.state',
  district: 'r.district',
  city: 'r.city',
  address: 'r.address',
  mobile_number: 'r.mobile_number',
  whatsapp: 'r.whatsapp',
  email: 'r.email',
  facebook_id: 'r.facebook_id',
  twitter_id: 'r.twitter_id',
  website: 'r.website',
  profession: 'p.name',
  created_at: 'r.created_at',
  created_by: 'cu.name',
  updated_at: 'r.updated_at',
  updated_by: 'uu.name',
  status: 'r.status',
};

/** The filter as one condition on `registrations r` (the list, its count and the export share it). */
export function registrationCondition(dialect: Dialect, q: RegistrationFilter) {
  return (eb: Eb): Expression<SqlBool> => {
    const out: Expression<SqlBool>[] = [eb('r.event_id', '=', q.event_id)];
    if (q.relationship !== undefined) out.push(eb('r.relationship', q.relationship === RELATIONSHIP_DELEGATE ? '=' : '<>', RELATIONSHIP_DELEGATE));
    out.push(q.status ? eb('r.status', 'in', q.status) : eb('r.status', '<>', CANCELLED));
    if (q.attendee_type) out.push(eb('r.relationship', 'in', q.attendee_type));
    for (const place of ['country', 'state', 'district'] as const) {
      const value = q[place];
      if (value) out.push(sql<SqlBool>`lower(${sql.ref(`r.${place}`)}) = ${value.toLowerCase()}`);
    }
    if (q.profession_id?.length) out.push(eb('r.profession_id', 'in', q.profession_id));
    if (q.start_date) out.push(eb('r.created_at', '>=', q.start_date));
    if (q.end_date) out.push(eb('r.created_at', '<', nextDay(q.end_date)));
    if (q.keyword) out.push(keywordCondition(eb, dialect, q.keyword));
    return eb.and(out);
  };
}

/**
 * The search box: the registration id when the keyword can be one, or a case-insensitive part of
 * the name, e-mail, mobile or WhatsApp. A plain LIKE over one event's rows.
 */
function keywordCondition(eb: Eb, dialect: Dialect, kw: string): Expression<SqlBool> {
  const like = dialect === 'postgres' ? sql`ilike` : sql`like`;
  const pattern = `%${escapeLike(kw)}%`;
  const columns = couldBeInPhoneNumber(kw) ? ['fullname', 'email', 'mobile_number', 'whatsapp'] : ['fullname', 'email'];
  const parts: Expression<SqlBool>[] = columns.map((c) => sql<SqlBool>`${sql.ref(`r.${c}`)} ${like} ${pattern} escape '\\'`);
  const id = /^\d{1,10}$/.test(kw) ? Number(kw) : undefined;
  if (id !== undefined && id > 0 && id <= MAX_ID) parts.push(eb('r.id', '=', id));
  return eb.or(parts);
}

const ROW_COLUMNS = [
  'r.id', 'r.event_id', 'r.member_id', 'r.relationship', 'r.salutation', 'r.firstname', 'r.lastname', 'r.fullname',
  'r.country', 'r.state', 'r.district', 'r.city', 'r.address', 'r.mobile_number', 'r.whatsapp', 'r.email',
  'r.facebook_id', 'r.twitter_id', 'r.website', 'p.name as profession', 'r.created_at', 'cu.name as created_by',
  'r.updated_at', 'uu.name as updated_by', 'r.status',
] as const;

/**
 * The matching ids in the query's order, joining only what the sort reads: the page's rows are
 * fetched by id afterwards (a deferred join), so the engine sorts ids, not whole rows with names.
 */
function idsQuery(db: Db, dialect: Dialect, q: RegistrationFilter) {
  return db
    .selectFrom('registrations as r')
    .$if(q.orderby === 'profession', (qb) => qb.leftJoin('professions as p', 'p.id', 'r.profession_id') as never)
    .$if(q.orderby === 'created_by', (qb) => qb.leftJoin('users as cu', 'cu.id', 'r.created_by') as never)
    .$if(q.orderby === 'updated_by', (qb) => qb.leftJoin('users as uu', 'uu.id', 'r.updated_by') as never)
    .select('r.id')
    .where(registrationCondition(dialect, q) as never)
    .orderBy(sql.ref(SORT_EXPRESSION[q.orderby]), q.ordertype)
    .orderBy('r.id', q.ordertype);
}

export async function countRegistrations(db: Db, dialect: Dialect, q: RegistrationFilter): Promise<number> {
  const { count } = await db
    .selectFrom('registrations as r')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(registrationCondition(dialect, q) as never)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function listRegistrations(db: Db, dialect: Dialect, q: RegistrationListQuery): Promise<{ data: RegistrationListRow[]; count: number }> {
  if (filtersRows(q)) return filteredRegistrations(db, dialect, q);
  const ids = (await paged(idsQuery(db, dialect, q), dialect, q.skip, q.limit).execute()).map((r) => r.id);
  const data = await registrationRowsByIds(db, dialect, ids);
  // a first page shorter than the limit is the whole answer: no second query for the count
  const whole = q.skip === 0 && (q.limit === undefined || ids.length < q.limit);
  return { data, count: whole ? ids.length : await countRegistrations(db, dialect, q) };
}

/** A condition beyond the view (event, relationship, status): the search box or All Filters'. */
const filtersRows = (q: RegistrationFilter) =>
  !!(q.keyword || q.attendee_type?.length || q.country || q.state || q.district || q.profession_id?.length || q.start_date || q.end_date);

/**
 * A filter reads every row of the view (no index holds a place or a part of a name), and a few
 * matches do not stop the page early, so its page and its count would read them twice: the
 * matching ids are read once, in order, and counted and sliced here (at most the event's
 * registrations, a few bytes each). A view alone is paged and counted from the index.
 */
async function filteredRegistrations(db: Db, dialect: Dialect, q: RegistrationListQuery) {
  const all = await orderedRegistrationIds(db, dialect, q);
  const ids = all.slice(q.skip, q.limit === undefined ? undefined : q.skip + q.limit);
  return { data: await registrationRowsByIds(db, dialect, ids), count: all.length };
}

/**
 * The export's two steps: every matching id in the list's order (a few bytes each), then the rows
 * of a slice of those ids. A download of a changing list stays one consistent set of rows.
 */
export async function orderedRegistrationIds(db: Db, dialect: Dialect, q: RegistrationFilter): Promise<number[]> {
  return (await idsQuery(db, dialect, q).execute()).map((r) => r.id);
}

export async function registrationRowsByIds(db: Db, dialect: Dialect, ids: readonly number[]): Promise<RegistrationListRow[]> {
  if (!ids.length) return [];
  const rows = (await db
    .selectFrom('registrations as r')
    .leftJoin('professions as p', 'p.id', 'r.profession_id')
    .leftJoin('users as cu', 'cu.id', 'r.created_by')
    .leftJoin('users as uu', 'uu.id', 'r.updated_by')
    .select(ROW_COLUMNS)
    .where(isOneOf(dialect, sql.ref('r.id'), ids))
    .execute()) as RegistrationListRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
