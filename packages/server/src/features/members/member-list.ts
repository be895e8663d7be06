import { pendingDays } from '@sampark/domain/contact-group';
import {
  DEFAULT_MEMBER_SORT,
  MEMBER_COUNT_CAP,
  type MemberListRow,
  type MemberSortColumn,
} from '@sampark/domain/schemas/member-filter';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { DB } from '../../db/schema';
import { todayText } from '../../lib/time';
import { type MemberQuery, memberWhere } from './member-filter';

/**
 * The members list (POST api/filter): a capped count, one page of ids, then the rows for those
 * ids. Splitting ids from rows (a deferred join) keeps OFFSET and the name joins off the big scan
 * (PERF-NOTES.md "Deep pages"). docs/decisions/013-members-count.md explains the count.
 */

export type OrderType = 'asc' | 'desc';

interface SortDef {
  /** SQL for the sort key; joins named in `join` are available as l, p, c, au. */
  expr: RawBuilder<unknown>;
  join?: 'l' | 'p' | 'c' | 'au';
  /** Never NULL: PostgreSQL need not be told where NULLs go, so plain indexes serve it. */
  notNull?: boolean;
  /** An index on members leads with this key (created_at, updated_at, lcd, id). */
  indexed?: boolean;
}

const col = (name: string) => sql.ref(`m.${name}`);
/** Case-insensitive text order, the same on both engines (PostgreSQL here is C-collated). */
const textOf = (ref: RawBuilder<unknown>) => sql`lower(${ref})`;

const SORTS: Record<MemberSortColumn, SortDef> = {
  id: { expr: col('id'), notNull: true, indexed: true },
  source: { expr: col('source') },
  fullname: { expr: textOf(col('fullname')), notNull: true },
  location: { expr: textOf(sql.ref('l.name')), join: 'l' },
  country: { expr: textOf(col('country')) },
  state: { expr: textOf(col('state')) },
  district: { expr: textOf(col('district')) },
  city: { expr: textOf(col('city')) },
  dob: { expr: col('dob') },
  education: { expr: textOf(col('education')) },
  mobile: { expr: col('mobile_number') },
  whatsapp: { expr: col('whatsapp') },
  email: { expr: textOf(col('email')) },
  profession: { expr: textOf(sql.ref('p.name')), join: 'p' },
  category: { expr: textOf(sql.ref('c.name')), join: 'c' },
  grade: { expr: col('grade') },
  how_know_us: { expr: col('how_know_us') },
  lcd: { expr: col('lcd'), indexed: true },
  last_contacted_date: { expr: col('lcd'), indexed: true },
  cg: { expr: col('contact_group'), notNull: true },
  contact_group: { expr: col('contact_group'), notNull: true },
  cs: { expr: col('last_contact_status') },
  last_contact_status: { expr: col('last_contact_status') },
  cr: { expr: col('last_contact_response') },
  last_contact_response: { expr: col('last_contact_response') },
  ps: { expr: col('last_participation_status') },
  last_participation_status: { expr: col('last_participation_status') },
  last_contacted_by: { expr: textOf(col('last_contacted_by')) },
  sf: { expr: col('sf'), notNull: true },
  uf: { expr: col('uf'), notNull: true },
  // more pending days = an older date: sort by the date, the other way round
  pending_days: {
    expr: sql`case when ${col('contact_group')} = 'Pending' or ${col('lcd')} is null then substr(${col('created_at')}, 1, 10) else ${col('lcd')} end`,
    notNull: true,
  },
  assigned_to: { expr: textOf(sql.ref('au.name')), join: 'au' },
  assigned_to_name: { expr: textOf(sql.ref('au.name')), join: 'au' },
  responsibility: { expr: col('can_take_responsibility') },
  adhyayan: { expr: col('study_about_responsibility') },
  created_at: { expr: col('created_at'), notNull: true, indexed: true },
  updated_at: { expr: col('updated_at'), notNull: true, indexed: true },
};

export interface Sort {
  orderby: MemberSortColumn;
  ordertype: OrderType;
}

export function sortOf(orderby?: MemberSortColumn, ordertype?: OrderType): Sort {
  if (!orderby) return { orderby: DEFAULT_MEMBER_SORT.orderby, ordertype: ordertype ?? DEFAULT_MEMBER_SORT.ordertype };
  return { orderby, ordertype: ordertype ?? 'asc' };
}

/**
 * ORDER BY key, then id in the same direction (so one index walk serves both). NULL sorts as
 * the smallest value on both engines (SQLite's rule; PostgreSQL is told). With `sortIndexOff`
 * the key is written so that no index can deliver the order (`+x` on SQLite; `x || ''` or
 * `x + 0` on PostgreSQL, same values and order): the engine then reads the few matches through
 * the filters' indexes and sorts them.
 */
function orderSql(q: MemberQuery, sort: Sort, sortIndexOff = false) {
  const def = SORTS[sort.orderby];
  const dir = sort.orderby === 'pending_days' ? (sort.ordertype === 'asc' ? 'desc' : 'asc') : sort.ordertype;
  const nulls = q.dialect === 'postgres' && !def.notNull ? (dir === 'asc' ? sql` nulls first` : sql` nulls last`) : sql``;
  let key = def.expr;
  if (sortIndexOff && def.indexed) {
    if (q.dialect === 'sqlite') key = sql`+${def.expr}`;
    else key = sort.orderby === 'id' ? sql`(${def.expr} + 0)` : sql`(${def.expr} || '')`;
  }
  return sql`${key} ${sql.raw(dir)}${nulls}, ${col('id')} ${sql.raw(dir)}`;
}

function joinsFor(sort: Sort) {
  switch (SORTS[sort.orderby].join) {
    case 'l':
      return sql`left join locations l on l.id = m.location_id`;
    case 'p':
      return sql`left join professions p on p.id = m.profession_id`;
    case 'c':
      return sql`left join categories c on c.id = m.category_id`;
    case 'au':
      return sql`left join users au on au.id = m.assigned_to`;
    default:
      return sql``;
  }
}

// ---- count ----------------------------------------------------------------------------------

export interface MemberCount {
  count: number;
  /** More rows match than were counted: the count is a lower bound. */
  capped: boolean;
}

/**
 * Counts matches up to `cap`; the rows beyond it are never read. A keyword search with no other
 * condition (but ToBeDeleted) is counted in the FTS table alone: going through members costs a
 * row lookup per match (14 ms instead of 2.4 ms for 10,000 matches at 1M).
 */
export function countSql(q: MemberQuery, cap: number) {
  const keywordOnly = q.fts !== undefined && q.conditions.length === (q.trash === undefined ? 1 : 2);
  if (keywordOnly) {
    const trash = q.trash === undefined ? sql`` : sql` and f.rowid not in (select x.id from members x where x.location_id = ${q.trash})`;
    return sql<{ n: number }>`select count(*) as n from (select 1 as one from members_fts f where f.members_fts match ${q.fts}${trash} limit ${cap + 1}) t`;
  }
  return sql<{ n: number }>`select count(*) as n from (select 1 as one from members m where ${memberWhere(q)} limit ${cap + 1}) t`;
}

export async function countMembers(db: Db, q: MemberQuery, cap: number): Promise<MemberCount> {
  if (q.empty) return { count: 0, capped: false };
  const { rows } = await countSql(q, cap).execute(db);
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}

// ---- ids and rows ---------------------------------------------------------------------------

export interface PageOptions {
  skip: number;
  limit: number | null;
  plan?: PagePlan;
}

/** How the page query should find its rows, decided from the count (see pagePlan). */
export interface PagePlan {
  /** SQLite: filter columns whose index to switch off (see memberWhere). */
  noIndex: ReadonlySet<string>;
  /** Keep the sort index from delivering the order (see orderSql). */
  sortIndexOff: boolean;
  /** PostgreSQL: only the sort index may deliver the order (see WALK_SORT_INDEX). */
  walkSortIndex?: boolean;
}

/**
 * PostgreSQL, run before the page query in its transaction: no plan may sort, so the planner
 * walks the sort key's index. Its estimate for a trigram ILIKE comes from a histogram sample and
 * swings between ANALYZE runs (0.01% to 3% for the same fragment); with a low one it reads every
 * match through the trigram indexes and sorts them (100-800 ms for 17,000 matches at 1M instead
 * of 14 ms walking). `set_config(..., true)` is SET LOCAL: it ends with the transaction.
 */
export const WALK_SORT_INDEX = sql`select set_config('enable_sort', 'off', true)`;

export function idsSql(q: MemberQuery, sort: Sort, page: PageOptions) {
  const limit = page.limit === null ? sql`` : sql` limit ${page.limit} offset ${page.skip}`;
  const where = memberWhere(q, page.plan?.noIndex);
  return sql<{ id: number }>`select m.id from members m ${joinsFor(sort)} where ${where} order by ${orderSql(q, sort, page.plan?.sortIndexOff)}${limit}`;
}

export async function orderedMemberIds(db: Db, q: MemberQuery, sort: Sort, page: PageOptions): Promise<number[]> {
  if (q.empty) return [];
  const query = idsSql(q, sort, page);
  const { rows } = page.plan?.walkSortIndex ? await walkingSortIndex(db, (trx) => query.execute(trx)) : await query.execute(db);
  return rows.map((r) => r.id);
}

/** Runs `run` with WALK_SORT_INDEX in effect: in a transaction of its own, or the caller's until it returns. */
async function walkingSortIndex<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  if (!db.isTransaction) {
    return (db as Kysely<DB>).transaction().execute(async (trx) => {
      await WALK_SORT_INDEX.execute(trx);
      return run(trx);
    });
  }
  await WALK_SORT_INDEX.execute(db);
  try {
    return await run(db);
  } finally {
    await sql`reset enable_sort`.execute(db);
  }
}

/**
 * The page plan follows from the count, as PERF-NOTES.md measured at 1M, when the sort has an
 * index (created_at, updated_at, lcd, id):
 * - broad (the count is capped: at least 1% of the members match): walk the sort index and skip
 *   non-matches; a page is found in a few ms. SQLite's planner, given `location_id IN (many)`,
 *   would rather read all matches through the location index and sort them (146 ms for 79k
 *   rows), and given a keyword, all trigram matches; so those indexes are switched off.
 * - narrow (exact count, at most skip + 10,000 rows): read the matches through the filters'
 *   indexes and sort them. Walking the sort index would skip over most of the table (a rare
 *   2-letter keyword: 1.6 s on PostgreSQL), and planners misjudge how far.
 */
export function pagePlan(q: MemberQuery, sort: Sort, count: MemberCount): PagePlan {
  const none: PagePlan = { noIndex: new Set(), sortIndexOff: false };
  if (!SORTS[sort.orderby].indexed) return none;
  if (!count.capped) return { ...none, sortIndexOff: true };
  if (q.dialect === 'sqlite') return { ...none, noIndex: new Set(q.hintable) };
  // PostgreSQL estimates the other filters well and walks by itself; not a trigram keyword
  return q.trigram ? { ...none, walkSortIndex: true } : none;
}

/**
 * The list rows of a page of ids. The names come from scalar subqueries, not joins: PostgreSQL
 * spent ~3 ms planning the 7-table join, more than running it (1.5 ms with subqueries; SQLite
 * the same either way).
 */
export function rowsSql(ids: readonly number[]) {
  const name = (table: string, column: string) => sql`(select t.name from ${sql.table(table)} t where t.id = ${sql.ref(`m.${column}`)})`;
  return sql<RawRow>`
    select m.id, m.source, m.fullname, m.location_id, ${name('locations', 'location_id')} as location, m.country, m.state,
      m.district, m.city, m.address, m.dob, m.education, m.mobile_number as mobile, m.whatsapp, m.email, m.facebook_id,
      m.twitter_id, m.website, m.profession_id, ${name('professions', 'profession_id')} as profession, m.profession_description,
      m.category_id, ${name('categories', 'category_id')} as category, m.grade, m.how_know_us, m.lcd, m.contact_group,
      m.last_contact_status, m.last_contact_response, m.last_participation_status, m.last_comment, m.last_contacted_by,
      m.sf, m.uf, m.assigned_to, ${name('users', 'assigned_to')} as assigned_to_name, m.output, m.brief_intro,
      m.participation, m.can_take_responsibility, m.study_about_responsibility, m.vakta_info, m.internal_remark, m.remarks,
      m.is_alive, m.bhav_satsang, m.created_at, m.created_by, ${name('users', 'created_by')} as created_by_name,
      m.updated_at, m.updated_by, ${name('users', 'updated_by')} as updated_by_name
    from members m
    where m.id in (${sql.join([...ids])})`;
}

type RawRow = Omit<
  MemberListRow,
  | 'cg'
  | 'cs'
  | 'cr'
  | 'ps'
  | 'pending_days'
  | 'responsibility'
  | 'adhyayan'
  | 'lastcomment'
  | 'last_contacted_date'
> & { last_comment: string | null; can_take_responsibility: number | null; study_about_responsibility: number | null };

/**
 * The list row of one result row. Written field by field: spreading the driver's 55-key rows
 * cost ~10 µs a row (1 ms a page), more than the query itself.
 */
export function toListRow(r: RawRow, today: string): MemberListRow {
  return {
    id: r.id,
    source: r.source,
    fullname: r.fullname,
    location_id: r.location_id,
    location: r.location,
    country: r.country,
    state: r.state,
    district: r.district,
    city: r.city,
    address: r.address,
    dob: r.dob,
    education: r.education,
    mobile: r.mobile,
    whatsapp: r.whatsapp,
    email: r.email,
    facebook_id: r.facebook_id,
    twitter_id: r.twitter_id,
    website: r.website,
    profession_id: r.profession_id,
    profession: r.profession,
    profession_description: r.profession_description,
    category_id: r.category_id,
    category: r.category,
    grade: r.grade,
    how_know_us: r.how_know_us,
    lcd: r.lcd,
    cg: r.contact_group,
    cs: r.last_contact_status,
    cr: r.last_contact_response,
    ps: r.last_participation_status,
    pending_days: pendingDays(r, today),
    sf: r.sf,
    uf: r.uf,
    assigned_to: r.assigned_to,
    assigned_to_name: r.assigned_to_name,
    output: r.output,
    brief_intro: r.brief_intro,
    participation: r.participation,
    responsibility: r.can_take_responsibility,
    adhyayan: r.study_about_responsibility,
    vakta_info: r.vakta_info,
    internal_remark: r.internal_remark,
    remarks: r.remarks,
    is_alive: r.is_alive,
    bhav_satsang: r.bhav_satsang,
    contact_group: r.contact_group,
    last_contact_status: r.last_contact_status,
    last_contact_response: r.last_contact_response,
    last_participation_status: r.last_participation_status,
    lastcomment: r.last_comment,
    last_contacted_by: r.last_contacted_by,
    last_contacted_date: r.lcd,
    created_at: r.created_at,
    created_by: r.created_by,
    created_by_name: r.created_by_name,
    updated_at: r.updated_at,
    updated_by: r.updated_by,
    updated_by_name: r.updated_by_name,
  };
}

/** The list rows of `ids`, in the order of `ids`. */
export async function memberRowsByIds(db: Db, ids: readonly number[]): Promise<MemberListRow[]> {
  if (!ids.length) return [];
  const { rows } = await rowsSql(ids).execute(db);
  const today = todayText();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toListRow(r, today)] : [];
  });
}

// ---- the list -------------------------------------------------------------------------------

export interface MemberPage {
  count: number;
  count_capped: boolean;
  records: MemberListRow[];
}

/**
 * One page. The count is exact up to skip + MEMBER_COUNT_CAP matches; it runs first because it
 * decides the page's plan (pagePlan), and a page past the last match is not queried at all.
 */
export async function listMembers(db: Db, q: MemberQuery, sort: Sort, skip: number, limit: number): Promise<MemberPage> {
  const count = await countMembers(db, q, skip + MEMBER_COUNT_CAP);
  const ids = count.count > skip ? await orderedMemberIds(db, q, sort, { skip, limit, plan: pagePlan(q, sort, count) }) : [];
  const records = await memberRowsByIds(db, ids);
  return { count: count.count, count_capped: count.capped, records };
}
