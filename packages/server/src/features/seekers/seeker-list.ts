import type { SeekerListQuery, SeekerListRow, SeekerSortColumn } from '@sampark/domain/schemas/seeker-list';
import { couldBeInPhoneNumber } from '@sampark/domain/phone';
import { type ExpressionBuilder, type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { DB } from '../../db/schema';
import { escapeLike, nextDay } from '../../shared/members/member-filter';
import { type SeekerScope, seekerScopeCondition } from './seeker-scope';

/**
 * `GET api/seekers` (issue 15): the caller's seekers, filtered, searched, sorted and paged on the
 * server. At 100,000 seekers a page in created_at order walks seekers_created_idx (or, for a
 * coordinator, seekers_location_created_idx); the count reads the matching rows once.
 */

type Source = DB & { s: DB['seekers']; cu: DB['users']; uu: DB['users'] };
type Eb = ExpressionBuilder<Source, 's'>;

const MAX_ID = 2_147_483_647;

/** Sort columns to SQL; created_by/updated_by sort by the user's name, as the column shows it. */
const SORT_EXPRESSION: Record<SeekerSortColumn, string> = {
  id: 's.id',
  fullname: 's.fullname',
  gender: 's.gender',
  dob: 's.dob',
  country: 's.country',
  state: 's.state',
  district: 's.district',
  city: 's.city',
  mobile_number: 's.mobile_number',
  email: 's.email',
  education: 's.education',
  profession: 's.profession',
  created_by: 'cu.name',
  updated_by: 'uu.name',
  created_at: 's.created_at',
  updated_at: 's.updated_at',
};

export async function listSeekers(db: Db, dialect: Dialect, scope: SeekerScope, q: SeekerListQuery): Promise<{ data: SeekerListRow[]; count: number }> {
  const where = (eb: Eb) => eb.and([seekerScopeCondition(scope)(eb as never) as Expression<SqlBool>, ...conditions(eb, dialect, q)]);
  const { count } = await db
    .selectFrom('seekers as s')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where as never)
    .executeTakeFirstOrThrow();
  const data = await db
    .selectFrom('seekers as s')
    .leftJoin('users as cu', 'cu.id', 's.created_by')
    .leftJoin('users as uu', 'uu.id', 's.updated_by')
    .select([
      's.id', 's.fullname', 's.gender', 's.dob', 's.country', 's.state', 's.district', 's.city',
      's.mobile_country_code', 's.mobile_number', 's.whatsapp', 's.email', 's.education', 's.profession', 's.active',
      's.created_by', 'cu.name as created_by_name', 's.updated_by', 'uu.name as updated_by_name', 's.created_at', 's.updated_at',
    ])
    .where(where as never)
    .orderBy(sql.ref(SORT_EXPRESSION[q.orderby]), q.ordertype)
    .orderBy('s.id', q.ordertype)
    .limit(q.limit)
    .offset(q.skip)
    .execute();
  return { data: data as SeekerListRow[], count: Number(count) };
}

function conditions(eb: Eb, dialect: Dialect, q: SeekerListQuery): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  const like = dialect === 'postgres' ? sql`ilike` : sql`like`;
  /** case-insensitive equality for the place fields (stored in the list's spelling, typed in any case) */
  const same = (column: string, value: string) => sql<SqlBool>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;
  if (q.country) out.push(same('s.country', q.country));
  if (q.state) out.push(same('s.state', q.state));
  if (q.district) out.push(same('s.district', q.district));
  if (q.gender) out.push(eb('s.gender', 'in', q.gender.map((g) => g.toUpperCase().slice(0, 1))));
  for (const column of ['profession', 'education'] as const) {
    const values = q[column];
    // stored comma-joined: a value matches as a whole entry, not as part of another
    if (values) out.push(eb.or(values.map((v) => sql<SqlBool>`(',' || ${sql.ref(`s.${column}`)} || ',') ${like} ${`%,${escapeLike(v)},%`} escape '\\'`)));
  }
  if (q.start_date) out.push(eb('s.created_at', '>=', q.start_date));
  if (q.end_date) out.push(eb('s.created_at', '<', nextDay(q.end_date)));
  if (q.keyword) out.push(keywordCondition(eb, dialect, q.keyword));
  return out;
}

/**
 * The search box (as the members list's, docs/decisions/014-text-search.md): the id exactly when
 * the keyword is a number an id can be, or a case-insensitive substring of the name, email, mobile
 * or WhatsApp. A plain LIKE: 100,000 seekers are scanned in a few tens of milliseconds.
 */
function keywordCondition(eb: Eb, dialect: Dialect, kw: string): Expression<SqlBool> {
  const like = dialect === 'postgres' ? sql`ilike` : sql`like`;
  const pattern = `%${escapeLike(kw)}%`;
  const columns = couldBeInPhoneNumber(kw) ? ['fullname', 'email', 'mobile_number', 'whatsapp'] : ['fullname', 'email'];
  const parts: Expression<SqlBool>[] = columns.map((c) => sql<SqlBool>`${sql.ref(`s.${c}`)} ${like} ${pattern} escape '\\'`);
  const id = /^\d{1,10}$/.test(kw) ? Number(kw) : undefined;
  if (id !== undefined && id > 0 && id <= MAX_ID) parts.push(eb('s.id', '=', id));
  return eb.or(parts);
}
