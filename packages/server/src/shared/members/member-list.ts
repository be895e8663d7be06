import { MEMBER_COUNT_CAP, type MemberListField, type MemberSortColumn } from '@sampark/domain/schemas/member-filter';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { todayText } from '../../lib/time';
import { locationLabels } from '../locations/location-labels';
import { isAssignedCondition } from './member-assignments';
import { allOf, type MemberColumn, plainRef, type Ref } from './member-condition';
import { type MemberQuery, memberWhere, notInTrash } from './member-filter';
import { type JsonRow, labelledJson, memberRowsJson, rowJsonExpr } from './member-rows';
import { joinsFor, orderSql, SORTS, type Sort } from './member-sort';

export { type Sort, sortOf } from './member-sort';

/**
 * How to fetch the members a MemberQuery matches (POST api/filter; the export's ids): a capped
 * count first, then a plan from it (pagePlan): a page of ids, then the rows for those ids (a
 * deferred join keeps OFFSET and the name joins off the big scan, bench/README.md#deep-pages), or
 * the page with its rows when an index walk reads only the page; a trigram keyword counts and
 * pages in one statement. docs/decisions/013, 014, 020 and 029; the rows are member-rows.ts.
 */

// ---- count ----------------------------------------------------------------------------------

export interface MemberCount {
  count: number;
  /** More rows match than were counted: the count is a lower bound. */
  capped: boolean;
}

/** The query has one condition besides leaving out ToBeDeleted. */
const hasOneCondition = (q: MemberQuery) => q.conditions.length === 1;

/** The user whose assignments are the query's one condition besides leaving out ToBeDeleted (member_assignments). */
function soleAssignee(q: MemberQuery): number | undefined {
  const only = q.conditions[0];
  return hasOneCondition(q) && isAssignedCondition(only) ? only.assignee : undefined;
}

/** SQLite: a trigram keyword is the query's one condition (see matchesSql). */
const isKeywordOnly = (q: MemberQuery) => q.fts !== undefined && hasOneCondition(q);

/**
 * The ids of the matches, at most `cap` + 1 of them, in no order. A keyword search with no other
 * condition (but ToBeDeleted) is read from the FTS table alone: going through members costs a
 * row lookup per match (14 ms instead of 2.4 ms for 10,000 matches at 1M).
 */
function matchesSql(q: MemberQuery, cap: number) {
  if (isKeywordOnly(q)) {
    const trash = q.trash === undefined ? sql`` : sql` and ${notInTrash(q.trash).sql(() => sql.ref('f.rowid'))}`;
    return sql<{ id: number }>`select f.rowid as id from members_fts f where f.members_fts match ${q.fts}${trash} limit ${cap + 1}`;
  }
  return sql<{ id: number }>`select m.id from members m where ${memberWhere(q)} limit ${cap + 1}`;
}

/**
 * Counts matches up to `cap`; the rows beyond it are never read (decision 013). Where ToBeDeleted
 * is left out by id, the matches are counted with the bin's members in, up to cap + 1 + t, and
 * the t of them in the bin subtracted (decision 023): the `not in` probe on every counted row
 * cost SQLite's deep page ~3.5 ms of 7 (p50 7.0 -> 11.5 ms at 1M, bench/README "Issue 13").
 */
function countSql(q: MemberQuery, cap: number) {
  const assignee = soleAssignee(q);
  if (assignee !== undefined) {
    // from member_assignments alone: a sevak's 5,223 members at 1M, 0.1 ms instead of 12 ms of row lookups (SQLite)
    const trash = q.trash === undefined ? sql`` : sql` and ${notInTrash(q.trash).sql(() => sql.ref('a.member_id'))}`;
    return sql<{ n: number }>`select count(*) as n from (select 1 from member_assignments a where a.assigned_to = ${assignee}${trash} limit ${cap + 1}) c`;
  }
  if (q.trash === undefined || isKeywordOnly(q)) return sql<{ n: number }>`select count(*) as n from (${matchesSql(q, cap)}) t`;
  // SQLite: t is read through location_id's index, every other column written `+m.col`
  const onlyLocationIndex: Ref = (column) => (q.dialect === 'sqlite' && column !== 'location_id' ? sql`+${plainRef(column)}` : plainRef(column));
  const inTrash = sql`${allOf(q.conditions, onlyLocationIndex)} and m.location_id = ${q.trash}`;
  return sql<{ n: number }>`with t as (select count(*) as n from members m where ${inTrash})
    select (select count(*) from (select 1 from members m where ${allOf(q.conditions, plainRef)} limit ${cap + 1} + (select n from t)) c) - (select n from t) as n`;
}

const countOf = (n: number, cap: number): MemberCount => (n > cap ? { count: cap, capped: true } : { count: n, capped: false });

export async function countMembers(db: Db, q: MemberQuery, cap: number): Promise<MemberCount> {
  if (q.empty) return { count: 0, capped: false };
  const { rows } = await countSql(q, cap).execute(db);
  return countOf(Number(rows[0]?.n ?? 0), cap);
}

/**
 * A trigram keyword search counted and, when few match, paged in one statement: finding the
 * trigram matches is most of its cost (a 7-digit mobile fragment: ~1 ms of SQLite's FTS, more on
 * PostgreSQL), and counting, then paging, found them twice. The matches (at most cap + 1 ids)
 * are kept in a CTE; when they are no more than `cap`, the same statement sorts them and returns
 * the page after a first row with the count; else only that row, and the page is found as for
 * any broad filter (pagePlan). Only keywords: other filters find their matches through plain
 * indexes, where a second pass is cheap, and keeping 10,001 matches would cost the broad lists
 * ~1 ms (docs/decisions/020-members-list-answer.md).
 */
function keywordPageSql(q: MemberQuery, sort: Sort, skip: number, limit: number, cap: number) {
  // Row 0 carries the count; the page's rows follow in order (pos). The matches feed the page
  // only while they are few, by a condition on the count alone, computed once: a broad match
  // reads no member row. (SQLite tests a WHERE term on the count for each match, while a LIMIT
  // of 0 reads none of them, so it gets that form.)
  const fewOnly =
    q.dialect === 'sqlite' ? sql`limit case when (select n from c) <= ${cap} then -1 else 0 end` : sql`where (select n from c) <= ${cap}`;
  return sql<{ id: number | null; n: number | null }>`
    with hits as materialized (${matchesSql(q, cap)}), c as (select count(*) as n from hits)
    select id, n from (
      select null as id, n, 0 as pos from c
      union all
      select id, null as n, pos from (
        select m.id, row_number() over (order by ${orderSql(q.dialect, sort, true)}) as pos
        from members m ${joinsFor(sort)}
        where m.id in (select h.id from hits h ${fewOnly})
      ) ranked
      where pos > ${skip} and pos <= ${skip + limit}
    ) answer
    order by pos`;
}

/** The count and, for a narrow trigram keyword search, the page's ids (keywordPageSql); `ids` is undefined when the match is broad. */
async function keywordCountAndPage(db: Db, q: MemberQuery, sort: Sort, skip: number, limit: number, cap: number): Promise<{ count: MemberCount; ids?: number[] }> {
  const { rows } = await keywordPageSql(q, sort, skip, limit, cap).execute(db);
  const count = countOf(Number(rows[0]?.n ?? 0), cap);
  return count.capped ? { count } : { count, ids: rows.slice(1).map((r) => Number(r.id)) };
}

// ---- ids and rows ---------------------------------------------------------------------------

export interface PageOptions {
  skip: number;
  limit: number | null;
  plan?: PagePlan;
}

/** How the page query should find its rows, decided from the count (see pagePlan). */
export interface PagePlan {
  /** SQLite: filter columns written `+m.col`, so that no index serves them. */
  noIndex: ReadonlySet<MemberColumn>;
  /** Keep the sort index from delivering the order (see orderSql). */
  sortIndexOff: boolean;
  /** PostgreSQL: only the sort index may deliver the order (see WALK_SORT_INDEX). */
  walkSortIndex?: boolean;
  /** The walk reads only the page's index entries: one statement returns the page with its rows (pageRowsSql). */
  rowsInPage?: boolean;
  /** The page is walked from the assignee's entries in member_assignments (assignedPageSql). */
  assignee?: number;
}

/**
 * PostgreSQL, run before the page query in its transaction: no plan may sort, so the planner
 * walks the sort key's index. Its estimate for a trigram ILIKE comes from a histogram sample and
 * swings between ANALYZE runs (0.01% to 3% for the same fragment); with a low one it reads every
 * match through the trigram indexes and sorts them (100-800 ms for 17,000 matches at 1M instead
 * of 14 ms walking). `set_config(..., true)` is SET LOCAL: it ends with the transaction.
 */
const WALK_SORT_INDEX = sql`select set_config('enable_sort', 'off', true)`;

function idsSql(q: MemberQuery, sort: Sort, page: PageOptions) {
  const limit = page.limit === null ? sql`` : sql` limit ${page.limit} offset ${page.skip}`;
  const noIndex = page.plan?.noIndex;
  const ref: Ref = (column) => (q.dialect === 'sqlite' && noIndex?.has(column) ? sql`+${plainRef(column)}` : plainRef(column));
  const where = memberWhere(q, ref);
  return sql<{ id: number }>`select m.id from members m ${joinsFor(sort)} where ${where} order by ${orderSql(q.dialect, sort, page.plan?.sortIndexOff)}${limit}`;
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
    return db.transaction().execute(async (trx) => {
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
 * The page plan follows from the count, as bench/README.md#the-floor measured at 1M, when the sort has an
 * index (created_at, updated_at, lcd, id):
 * - broad (the count is capped: at least 1% of the members match): walk the sort index and skip
 *   non-matches; a page is found in a few ms. SQLite's planner, given `location_id IN (many)`,
 *   would rather read all matches through the location index and sort them (146 ms for 79k
 *   rows), and given a keyword, all trigram matches; so those indexes are switched off.
 * - narrow (exact count, at most skip + 10,000 rows): read the matches through the filters'
 *   indexes and sort them. Walking the sort index would skip over most of the table (a rare
 *   2-letter keyword: 1.6 s on PostgreSQL), and planners misjudge how far. Except when the one
 *   condition (besides leaving out ToBeDeleted) is an equality leading an index that ends in the
 *   sort key, as a sevak's own list by created_at: walking that index reads only the page's
 *   entries (SQLite 0.8 instead of 2.1 ms for 5,000 matches at 1M).
 */
export function pagePlan(q: MemberQuery, sort: Sort, count: MemberCount): PagePlan {
  const none: PagePlan = { noIndex: new Set(), sortIndexOff: false };
  const assignee = walkedAssignee(q, sort);
  if (assignee !== undefined) return { ...none, rowsInPage: true, assignee };
  if (!SORTS[sort.orderby].indexed) return none;
  if (!count.capped) {
    const walks = walksLeadingIndex(q, sort);
    return { ...none, sortIndexOff: !walks, rowsInPage: walks };
  }
  // SQLite: the location list's index, and a keyword's trigram matches (read through id)
  if (q.dialect === 'sqlite') return { ...none, noIndex: new Set<MemberColumn>(q.trigram ? ['location_id', 'id'] : ['location_id']) };
  // PostgreSQL estimates the other filters well and walks by itself; not a trigram keyword
  return q.trigram ? { ...none, walkSortIndex: true } : none;
}

/** The indexes of `members` that end in a sort key after an equality: (location_id, created_at), (contact_group, lcd). */
const LEADING_ORDER: Partial<Record<MemberColumn, readonly MemberSortColumn[]>> = {
  location_id: ['created_at'],
  contact_group: ['lcd', 'last_contacted_date'],
};

/** The query's one condition besides leaving out ToBeDeleted leads an index that ends in the sort key. */
function walksLeadingIndex(q: MemberQuery, sort: Sort): boolean {
  const pinned = q.conditions[0]?.pins;
  return hasOneCondition(q) && pinned !== undefined && !!LEADING_ORDER[pinned]?.includes(sort.orderby);
}

/**
 * The user whose assignments are the query's one condition (a sevak's own list, "My contacts",
 * an assignee filter), when the sort is created_at: member_assignments_assignee_idx holds
 * (assigned_to, created_at, member_id), so walking it reads only the page's entries, whatever the
 * count (a sevak's list at 1M: decision 040).
 */
function walkedAssignee(q: MemberQuery, sort: Sort): number | undefined {
  return sort.orderby === 'created_at' ? soleAssignee(q) : undefined;
}

/** The page of `assignee`'s members and their rows' JSON, walked from member_assignments (walkedAssignee). */
function assignedPageSql(q: MemberQuery, assignee: number, sort: Sort, page: { skip: number; limit: number }, today: string, fields?: readonly MemberListField[]) {
  const dir = sql.raw(sort.ordertype);
  const trash = q.trash === undefined ? sql`` : sql` and ${notInTrash(q.trash).sql(plainRef)}`;
  return sql<JsonRow>`select m.id, m.location_id as lid, ${rowJsonExpr(q.dialect, today, fields)} as j
    from member_assignments a join members m on m.id = a.member_id
    where a.assigned_to = ${assignee}${trash}
    order by a.created_at ${dir}, a.member_id ${dir} limit ${page.limit} offset ${page.skip}`;
}

/**
 * The page and its rows' JSON in one statement, for a plan that walks an index in the sort's
 * order (rowsInPage): the engine reads the page's index entries and builds JSON only for the
 * rows it returns. Reading the ids first, then their rows, took a second statement and a lookup
 * per row (a sevak's own list at 1M, SQLite: 1.18 ms instead of 0.30 + 1.04; decision 021).
 */
function pageRowsSql(q: MemberQuery, sort: Sort, page: { skip: number; limit: number }, today: string, fields?: readonly MemberListField[]) {
  const where = memberWhere(q);
  return sql<JsonRow>`select m.id, m.location_id as lid, ${rowJsonExpr(q.dialect, today, fields)} as j from members m ${joinsFor(sort)} where ${where} order by ${orderSql(q.dialect, sort)} limit ${page.limit} offset ${page.skip}`;
}

// ---- the list -------------------------------------------------------------------------------

/**
 * One page as the response body of POST api/filter, `{"data":{"count","count_capped","records"}}`
 * (MemberListResponse). The count is exact up to skip + MEMBER_COUNT_CAP matches; it runs first
 * because it decides the page's plan (pagePlan), and a page past the last match is not queried.
 */
export interface PageRequest {
  skip: number;
  limit: number;
  fields?: readonly MemberListField[];
}

export async function memberPageJson(db: Db, q: MemberQuery, sort: Sort, page: PageRequest): Promise<string> {
  const cap = page.skip + MEMBER_COUNT_CAP;
  const first = q.trigram && !q.empty ? await keywordCountAndPage(db, q, sort, page.skip, page.limit, cap) : { count: await countMembers(db, q, cap) };
  const records = first.ids ? await memberRowsJson(db, q.dialect, first.ids, page.fields) : await pageRecordsJson(db, q, sort, first.count, page);
  return `{"data":{"count":${first.count.count},"count_capped":${first.count.capped},"records":${records}}}`;
}

/** The page's rows as a JSON array, found by the plan the count decides (pagePlan); none past the last match. */
async function pageRecordsJson(db: Db, q: MemberQuery, sort: Sort, count: MemberCount, { skip, limit, fields }: PageRequest): Promise<string> {
  if (count.count <= skip) return '[]';
  const plan = pagePlan(q, sort, count);
  if (plan.rowsInPage) {
    const query =
      plan.assignee === undefined
        ? pageRowsSql(q, sort, { skip, limit }, todayText(), fields)
        : assignedPageSql(q, plan.assignee, sort, { skip, limit }, todayText(), fields);
    const { rows } = await query.execute(db);
    return `[${labelledJson(rows, rows.length ? await locationLabels(db) : new Map()).join(',')}]`;
  }
  return memberRowsJson(db, q.dialect, await orderedMemberIds(db, q, sort, { skip, limit, plan }), fields);
}
