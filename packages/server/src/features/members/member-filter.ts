import { FOLLOWUP_COUNT_MAX, isUnsetGrade, type MemberFilter, type MemberSortColumn } from '@sampark/domain/schemas/member-filter';
import { STATUS_CALLED_FOR_MEETING } from '@sampark/domain/options/members';
import { TO_BE_DELETED, UNASSIGNED_ID } from '@sampark/domain/options/reference';
import { couldBeInPhoneNumber } from '@sampark/domain/phone';
import { MAX_ID } from '@sampark/domain/schemas/fields';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { subtreeIds } from '../locations/location-tree';
import { memberScopeOf } from './member-scope';

/**
 * The members filter object (seed 000 §3) as SQL on `members m`, shared by the list, the export
 * and bulk actions by filter, so the three always agree on "which members".
 *
 * Built for 1M members (PERF-NOTES.md, docs/decisions/013-members-count.md):
 * - location subtrees and the caller's scope are resolved to location ids first and intersected
 *   here, so the query carries one `location_id IN (...)` (PostgreSQL: `= any($array)`);
 * - conditions are kept as functions of a column-reference function, so the list can re-run them
 *   with an index "switched off" on SQLite (`+m.location_id`) when walking the sort index is the
 *   better plan (a broad filter).
 */

type Ref = (column: string) => RawBuilder<unknown>;
type Condition = (ref: Ref) => RawBuilder<SqlBool>;

export interface MemberQuery {
  dialect: Dialect;
  /** True when nothing can match (e.g. a location outside the caller's scope). */
  empty: boolean;
  conditions: Condition[];
  /** Columns whose filters have an index the list may switch off on SQLite for a broad match. */
  hintable: Set<string>;
  /**
   * The ToBeDeleted location when its members are left out by id (notInTrash). Not one of
   * `conditions`: memberWhere adds it, and the count may leave it out and subtract (countSql).
   */
  trash?: number;
  /** SQLite: the FTS5 phrase when the keyword is a trigram text search. */
  fts?: string;
  /** The keyword is searched through the trigram index (at least 3 characters). */
  trigram?: boolean;
  /**
   * Sort keys that an index delivers in order after an equality condition of this query leads
   * it: (assigned_to, created_at), (location_id, created_at), (contact_group, lcd). See pagePlan.
   */
  leadingOrder: Set<MemberSortColumn>;
}

/** The members `user` may see that match `filter` (and `keyword`). */
export async function buildMemberQuery(
  db: Db,
  dialect: Dialect,
  user: ScopeUser,
  filter: MemberFilter,
  keyword?: string,
): Promise<MemberQuery> {
  const q: MemberQuery = { dialect, empty: false, conditions: [], hintable: new Set(), leadingOrder: new Set() };
  await addLocationAndScope(db, q, user, filter);
  addAssignment(q, user, filter);
  addListFields(q, filter);
  addFollowupFields(q, filter);
  addDates(q, filter);
  addRelations(q, filter);
  const kw = (keyword ?? filter.keyword)?.trim();
  if (kw) {
    q.conditions.push(keywordCondition(dialect, kw));
    q.trigram = [...kw].length >= TRIGRAM_MIN;
    if (dialect === 'sqlite' && q.trigram) {
      // many matches: walk the sort index and probe the trigram matches instead of sorting them all
      q.hintable.add('id');
      if (idKeyword(kw) === undefined) q.fts = ftsPhrase(kw);
    }
  }
  return q;
}

export interface WhereOptions {
  /** Columns written `+m.col` on SQLite, so no index serves them. */
  noIndex?: { has(column: string): boolean };
  /** Leave out ToBeDeleted's members (q.trash); default true. */
  withoutTrash?: boolean;
}

/** The WHERE clause. */
export function memberWhere(q: MemberQuery, { noIndex = new Set(), withoutTrash = true }: WhereOptions = {}): RawBuilder<SqlBool> {
  if (q.empty) return sql<SqlBool>`1 = 0`;
  const ref: Ref = (column) =>
    q.dialect === 'sqlite' && noIndex.has(column) ? sql`+${sql.ref(`m.${column}`)}` : sql.ref(`m.${column}`);
  const conditions = withoutTrash && q.trash !== undefined ? [...q.conditions, notInTrash(q.trash)] : q.conditions;
  if (!conditions.length) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.join(
    conditions.map((c) => sql`(${c(ref)})`),
    sql` and `,
  )}`;
}

// ---- helpers --------------------------------------------------------------------------------

function inList(q: MemberQuery, column: string, values: readonly (string | number)[]): Condition {
  if (values.length === 1) return (ref) => sql<SqlBool>`${ref(column)} = ${values[0]}`;
  // One array parameter on PostgreSQL; SQLite has no arrays.
  if (q.dialect === 'postgres') return (ref) => sql<SqlBool>`${ref(column)} = any(${[...values]})`;
  return (ref) => sql<SqlBool>`${ref(column)} in (${sql.join([...values])})`;
}

/** `column IN (values)`, where `unset` values mean "the column is not set" (NULL). */
function inListOrUnset(q: MemberQuery, column: string, values: readonly (string | number)[], unset: (v: string | number) => boolean, blankText = false) {
  const set = values.filter((v) => !unset(v));
  const wantsUnset = set.length < values.length;
  const parts: Condition[] = [];
  if (set.length) parts.push(inList(q, column, set));
  if (wantsUnset) parts.push((ref) => (blankText ? sql<SqlBool>`${ref(column)} is null or ${ref(column)} = ''` : sql<SqlBool>`${ref(column)} is null`));
  q.conditions.push((ref) => sql<SqlBool>`${sql.join(
    parts.map((p) => sql`(${p(ref)})`),
    sql` or `,
  )}`);
}

function equals(q: MemberQuery, column: string, value: string | number | undefined) {
  if (value !== undefined) q.conditions.push((ref) => sql<SqlBool>`${ref(column)} = ${value}`);
}

function anyOf(q: MemberQuery, column: string, values: readonly (string | number)[] | undefined) {
  if (values?.length) q.conditions.push(inList(q, column, values));
}

/** `%`, `_` and the escape character itself match literally (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---- location and scope ---------------------------------------------------------------------

export async function toBeDeletedId(db: Db): Promise<number | undefined> {
  const row = await db.selectFrom('locations').select('id').where('name', '=', TO_BE_DELETED).orderBy('id').executeTakeFirst();
  return row?.id;
}

const knownTrash = new WeakMap<Db, number>();

/**
 * toBeDeletedId, remembered per database handle once found (a lookup on every list call cost
 * 0.1 ms on SQLite, a round trip on PostgreSQL). Safe across servers: ToBeDeleted can be neither
 * renamed, moved nor removed (features/locations), so once it exists its id never changes and
 * every server finds the same one. Until it exists it is looked up on every call. Bulk Delete
 * keeps the fresh lookup: it must answer 404 if the location is ever missing.
 */
export async function rememberedToBeDeletedId(db: Db): Promise<number | undefined> {
  const known = knownTrash.get(db);
  if (known !== undefined) return known;
  const id = await toBeDeletedId(db);
  if (id !== undefined) knownTrash.set(db, id);
  return id;
}

/**
 * Scope (CONTRACT.md): roles 1-2 all, 3-4 their subtrees, 5 their own assignments. Members in
 * ToBeDeleted are left out unless that very location is the filter.
 */
async function addLocationAndScope(db: Db, q: MemberQuery, user: ScopeUser, filter: MemberFilter) {
  const scope = await memberScopeOf(db, user);
  const trash = await rememberedToBeDeletedId(db);
  if (scope.kind === 'assigned') {
    q.conditions.push((ref) => sql<SqlBool>`${ref('assigned_to')} = ${scope.userId}`);
    q.leadingOrder.add('created_at');
  }

  let ids: number[] | null = scope.kind === 'locations' ? scope.ids : null;
  if (filter.location_id !== undefined) {
    const wanted = filter.include_sublocation ? await subtreeIds(db, [filter.location_id]) : [filter.location_id];
    const allowed = ids ? new Set(ids) : null;
    ids = allowed ? wanted.filter((id) => allowed.has(id)) : wanted;
  }
  const showTrash = trash !== undefined && filter.location_id === trash;
  if (ids) {
    if (trash !== undefined && !showTrash) ids = ids.filter((id) => id !== trash);
    if (!ids.length) {
      q.empty = true;
      return;
    }
    q.conditions.push(inList(q, 'location_id', ids));
    q.hintable.add('location_id');
    if (ids.length === 1) q.leadingOrder.add('created_at');
  } else if (trash !== undefined) {
    q.trash = trash;
  }
}

/**
 * Leaves out members in ToBeDeleted when no location list does. `location_id <> x` would read
 * every candidate row, as location_id is in few indexes: at 1M, 11 ms for a capped count and
 * 78 ms (SQLite) / 500 ms (PostgreSQL) for a deep page. The ids of the (few) deleted members
 * form a small set instead, checked against the id every index carries (SQLite's rowid; the
 * sort indexes' id column on PostgreSQL, a hashed subplan): 0.8 ms and 2-13 ms.
 */
export function notInTrash(trash: number): Condition {
  return (ref) => sql<SqlBool>`${ref('id')} not in (select x.id from members x where x.location_id = ${trash})`;
}

// ---- fields -------------------------------------------------------------------------------

function addAssignment(q: MemberQuery, user: ScopeUser, filter: MemberFilter) {
  if (filter.assigned_to !== undefined) {
    const to = filter.assigned_to;
    q.conditions.push((ref) => (to === UNASSIGNED_ID ? sql<SqlBool>`${ref('assigned_to')} is null` : sql<SqlBool>`${ref('assigned_to')} = ${to}`));
    q.leadingOrder.add('created_at');
  }
  switch (filter.quick) {
    case 'my':
      q.conditions.push((ref) => sql<SqlBool>`${ref('assigned_to')} = ${user.id}`);
      q.leadingOrder.add('created_at');
      break;
    case 'unassigned':
      q.conditions.push((ref) => sql<SqlBool>`${ref('assigned_to')} is null`);
      q.leadingOrder.add('created_at');
      break;
    case 'pending':
      q.conditions.push((ref) => sql<SqlBool>`${ref('contact_group')} = ${'Pending'}`);
      q.leadingOrder.add('lcd').add('last_contacted_date');
      break;
    case 'followup':
      q.conditions.push((ref) => sql<SqlBool>`${ref('contact_group')} = ${'Unsuccessful'}`);
      q.leadingOrder.add('lcd').add('last_contacted_date');
      break;
    case 'meetings':
      q.conditions.push((ref) => sql<SqlBool>`${ref('last_contact_status')} = ${STATUS_CALLED_FOR_MEETING}`);
      break;
    default:
      break;
  }
}

const isUnsetId = (v: string | number) => Number(v) === UNASSIGNED_ID;

function addListFields(q: MemberQuery, f: MemberFilter) {
  anyOf(q, 'source', f.source);
  anyOf(q, 'how_know_us', f.how_know_us);
  if (f.profession?.length) inListOrUnset(q, 'profession_id', f.profession, isUnsetId);
  if (f.category?.length) inListOrUnset(q, 'category_id', f.category, isUnsetId);
  if (f.grade?.length) inListOrUnset(q, 'grade', f.grade, isUnsetGrade, true);
  equals(q, 'country', f.country);
  equals(q, 'state', f.state);
  equals(q, 'district', f.district);
  equals(q, 'can_take_responsibility', f.seekership);
  equals(q, 'bhav_satsang', f.bhav_satsang);
  equals(q, 'is_alive', f.is_alive);
  if (f.output?.length) {
    const patterns = f.output.map((o) => `%,${escapeLike(o)},%`);
    // output is stored comma-joined ('a,b'); older rows may have ', ' between entries
    q.conditions.push(
      (ref) =>
        sql<SqlBool>`${sql.join(
          patterns.map((p) => sql`(',' || replace(coalesce(${ref('output')}, ''), ', ', ',') || ',') like ${p} escape '\\'`),
          sql` or `,
        )}`,
    );
  }
}

function addFollowupFields(q: MemberQuery, f: MemberFilter) {
  anyOf(q, 'contact_group', f.contact_group);
  if (f.contact_group?.length === 1) q.leadingOrder.add('lcd').add('last_contacted_date');
  anyOf(q, 'last_contact_status', f.contact_status);
  anyOf(q, 'last_contact_response', f.contact_response);
  anyOf(q, 'last_participation_status', f.participation);
  followupCount(q, 'sf', f.successful_followups);
  followupCount(q, 'uf', f.unsuccessful_followups);
}

/** Counts 0-4 match exactly; 5 matches 5 or more. */
function followupCount(q: MemberQuery, column: 'sf' | 'uf', values: number[] | undefined) {
  if (!values?.length) return;
  const exact = values.filter((v) => v < FOLLOWUP_COUNT_MAX);
  const orMore = values.some((v) => v >= FOLLOWUP_COUNT_MAX);
  const parts: Condition[] = [];
  if (exact.length) parts.push(inList(q, column, exact));
  if (orMore) parts.push((ref) => sql<SqlBool>`${ref(column)} >= ${FOLLOWUP_COUNT_MAX}`);
  q.conditions.push((ref) => sql<SqlBool>`${sql.join(
    parts.map((p) => sql`(${p(ref)})`),
    sql` or `,
  )}`);
}

/** The day after 'YYYY-MM-DD', so an end date includes its whole day for timestamps too. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function addDates(q: MemberQuery, f: MemberFilter) {
  if (!f.start_date && !f.end_date) return;
  const column = f.date_type ?? 'created_at';
  if (f.start_date) {
    const start = f.start_date;
    q.conditions.push((ref) => sql<SqlBool>`${ref(column)} >= ${start}`);
  }
  if (f.end_date) {
    const end = nextDay(f.end_date);
    q.conditions.push((ref) => sql<SqlBool>`${ref(column)} < ${end}`);
  }
}

function addRelations(q: MemberQuery, f: MemberFilter) {
  if (f.organization_id !== undefined) {
    const org = f.organization_id;
    q.conditions.push((ref) => sql<SqlBool>`${ref('id')} in (select mo.member_id from member_organizations mo where mo.organization_id = ${org})`);
  }
  if (f.event_id_filter !== undefined) {
    const ev = f.event_id_filter;
    q.conditions.push((ref) => sql<SqlBool>`${ref('id')} in (select em.member_id from event_members em where em.event_id = ${ev})`);
  }
}

// ---- keyword --------------------------------------------------------------------------------

/** Names and e-mails first: a row matching either is decided before the phone columns are read. */
const SEARCHED = ['fullname', 'email', 'mobile_number', 'whatsapp'] as const;
const PHONES = new Set<string>(['mobile_number', 'whatsapp']);

/**
 * The columns a keyword can match: not the phone numbers when it has a letter (domain
 * couldBeInPhoneNumber). On PostgreSQL each candidate row of a name search was tested with four
 * ILIKEs, two of which could never match (a broad name fragment at 1M: count 48 -> 33 ms).
 * SQLite's FTS table searches the four together.
 */
export const searchedColumns = (kw: string): readonly (typeof SEARCHED)[number][] =>
  couldBeInPhoneNumber(kw) ? SEARCHED : SEARCHED.filter((c) => !PHONES.has(c));

/** The trigram indexes need at least 3 characters (docs/decisions/014-text-search.md). */
export const TRIGRAM_MIN = 3;

/**
 * id (exact, when the keyword is a number an id can be), or a substring of name, mobile, WhatsApp
 * or email, case-insensitive. SQLite: the FTS5 trigram table; PostgreSQL: ILIKE, served by pg_trgm
 * GIN. A full mobile number (10-12 digits) is beyond any id: compared with the integer column,
 * PostgreSQL refused it ("value out of range for type integer", issue 12 defect 1).
 */
function idKeyword(kw: string): number | undefined {
  if (!/^\d{1,10}$/.test(kw)) return undefined;
  const id = Number(kw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
/** One FTS5 phrase: a trigram phrase matches the text as a substring. */
const ftsPhrase = (kw: string) => `"${kw.replaceAll('"', '""')}"`;

function keywordCondition(dialect: Dialect, kw: string): Condition {
  const idMatch = idKeyword(kw);
  const pattern = `%${escapeLike(kw)}%`;
  const text = (ref: Ref) => {
    if (dialect === 'sqlite' && [...kw].length >= TRIGRAM_MIN) {
      return sql<SqlBool>`${ref('id')} in (select rowid from members_fts where members_fts match ${ftsPhrase(kw)})`;
    }
    const op = dialect === 'postgres' ? sql`ilike` : sql`like`;
    return sql<SqlBool>`${sql.join(
      searchedColumns(kw).map((c) => sql`${ref(c)} ${op} ${pattern} escape '\\'`),
      sql` or `,
    )}`;
  };
  if (idMatch === undefined) return text;
  return (ref) => sql<SqlBool>`${ref('id')} = ${idMatch} or ${text(ref)}`;
}
