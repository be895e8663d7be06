import type { FilterFieldName } from '@sampark/domain/schemas/filter-fields';
import { FOLLOWUP_COUNT_MAX, isUnsetGrade, type MemberFilter } from '@sampark/domain/schemas/member-filter';
import { STATUS_CALLED_FOR_MEETING } from '@sampark/domain/options/members';
import { TO_BE_DELETED, UNASSIGNED_ID } from '@sampark/domain/options/reference';
import { NOT_SET } from '@sampark/domain/schemas/member-reports';
import { type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { subtreeIds } from '../../db/location-tree';
import { assignedTo, unassigned } from './member-assignments';
import { allOf, anyOf, type Condition, inList, type MemberColumn, plainRef, type Ref } from './member-condition';
import { ftsPhrase, idKeyword, isTrigram, keywordCondition } from './member-keyword';
import { memberScopeOf } from './member-scope';

export { escapeLike } from './member-keyword';

/**
 * Which members: the filter object (seed 000 §3-§5, seed 002 §2) as conditions on `members m`,
 * shared by the list, the export, bulk actions by filter and the event members list, so they
 * always agree. Each field of the domain's table (filter-fields.ts) has its SQL in FIELD_SQL
 * below; how the matches are fetched is member-list.ts.
 */
export interface MemberQuery {
  dialect: Dialect;
  /** True when nothing can match (e.g. a location outside the caller's scope). */
  empty: boolean;
  conditions: Condition[];
  /** The ToBeDeleted location, whose members are left out (notInTrash) unless it is the filter. */
  trash?: number;
  /** The keyword is searched through the trigram index (at least 3 characters). */
  trigram: boolean;
  /** SQLite: the trigram keyword's FTS5 phrase (not for a keyword that can be an id). */
  fts?: string;
}

type FieldSql = (f: MemberFilter, dialect: Dialect) => Condition | undefined;
/** Fields that another field's SQL reads (e.g. include_sublocation with location_id). */
const READ_WITH_ANOTHER: FieldSql = () => undefined;

const equals = (column: MemberColumn, value: string | number | undefined): Condition | undefined =>
  value === undefined ? undefined : { sql: (ref) => sql<SqlBool>`${ref(column)} = ${value}`, pins: column };
const oneOf = (dialect: Dialect, column: MemberColumn, values: readonly (string | number)[] | undefined) =>
  values?.length ? inList(dialect, column, values) : undefined;
const isUnsetId = (v: string | number) => Number(v) === UNASSIGNED_ID;
/** A report's 'Not Set' row drills down to the members without a value (docs/decisions/041). */
const isNotSet = (v: string | number) => v === NOT_SET;
const filled = (ref: Ref, column: MemberColumn) => sql`trim(coalesce(${ref(column)}, '')) <> ''`;

/** The member report 'Contact Details' group of a member: which ways of reaching them are recorded. */
export const contactDetailsGroup = (ref: Ref) => {
  const phone = sql`(${filled(ref, 'mobile_number')} or ${filled(ref, 'whatsapp')})`;
  const email = filled(ref, 'email');
  return sql<string>`case when ${phone} and ${email} then 'Mobile and Email' when ${phone} then 'Mobile only' when ${email} then 'Email only' else ${NOT_SET} end`;
};
/** 'Complete' when the member has the four fields an event needs (seed 002 §4), else 'Incomplete'. */
export const dataCompletionGroup = (ref: Ref) =>
  sql<string>`case when ${ref('category_id')} is not null and ${ref('profession_id')} is not null and ${filled(ref, 'brief_intro')} and ${filled(ref, 'participation')} then 'Complete' else 'Incomplete' end`;
const groupIs = (group: (ref: Ref) => ReturnType<typeof sql<string>>, value: string | undefined): Condition | undefined =>
  value === undefined ? undefined : { sql: (ref) => sql<SqlBool>`${group(ref)} = ${value}` };
const memberIdIn = (subquery: ReturnType<typeof sql>): Condition => ({ sql: (ref) => sql<SqlBool>`${ref('id')} in (${subquery})` });

/** The SQL of every filter field. The table's rows and this record must name the same fields. */
const FIELD_SQL: Record<FilterFieldName, FieldSql> = {
  source: (f, d) => orUnset(d, 'source', f.source, isNotSet, true),
  how_know_us: (f, d) => oneOf(d, 'how_know_us', f.how_know_us),
  assigned_to: (f) => (f.assigned_to === undefined ? undefined : f.assigned_to === UNASSIGNED_ID ? unassigned : assignedTo(f.assigned_to)),
  // resolved with the caller's scope to one list of location ids (locationAndScope)
  location_id: READ_WITH_ANOTHER,
  include_sublocation: READ_WITH_ANOTHER,
  country: (f) => equals('country', f.country),
  state: (f) => equals('state', f.state),
  district: (f) => equals('district', f.district),
  profession: (f, d) => orUnset(d, 'profession_id', f.profession, isUnsetId),
  category: (f, d) => orUnset(d, 'category_id', f.category, isUnsetId),
  grade: (f, d) => orUnset(d, 'grade', f.grade, isUnsetGrade, true),
  organization_id: (f) =>
    f.organization_id === undefined ? undefined : memberIdIn(sql`select mo.member_id from member_organizations mo where mo.organization_id = ${f.organization_id}`),
  // the event the add-members list or a report is about: not a condition (seed 002 §7 extrainfo)
  event_id: READ_WITH_ANOTHER,
  event_id_filter: (f) => {
    if (f.event_id_filter === undefined) return undefined;
    const status = f.event_status_filter === undefined ? sql`` : sql` and em.status = ${f.event_status_filter}`;
    return memberIdIn(sql`select em.member_id from event_members em where em.event_id = ${f.event_id_filter}${status}`);
  },
  event_status_filter: READ_WITH_ANOTHER,
  output: (f) => outputCondition(f.output),
  contact_group: (f, d) => oneOf(d, 'contact_group', f.contact_group),
  successful_followups: (f, d) => followupCount(d, 'sf', f.successful_followups),
  unsuccessful_followups: (f, d) => followupCount(d, 'uf', f.unsuccessful_followups),
  contact_status: (f, d) => orUnset(d, 'last_contact_status', f.contact_status, isNotSet, true),
  contact_response: (f, d) => orUnset(d, 'last_contact_response', f.contact_response, isNotSet, true),
  participation: (f, d) => orUnset(d, 'last_participation_status', f.participation, isNotSet, true),
  date_type: (f) => dateRange(f),
  start_date: READ_WITH_ANOTHER,
  end_date: READ_WITH_ANOTHER,
  seekership: (f) => equals('can_take_responsibility', f.seekership),
  bhav_satsang: (f) => equals('bhav_satsang', f.bhav_satsang),
  is_alive: (f) => equals('is_alive', f.is_alive),
  contact_details: (f) => groupIs(contactDetailsGroup, f.contact_details),
  data_completion: (f) => groupIs(dataCompletionGroup, f.data_completion),
};

/** The members `user` may see that match `filter` (and `keyword`). */
export async function buildMemberQuery(db: Db, dialect: Dialect, user: ScopeUser, filter: MemberFilter, keyword?: string): Promise<MemberQuery> {
  const q: MemberQuery = { dialect, empty: false, conditions: [], trigram: false };
  await locationAndScope(db, q, user, filter);
  for (const toSql of Object.values(FIELD_SQL)) {
    const condition = toSql(filter, dialect);
    if (condition) q.conditions.push(condition);
  }
  const quick = quickCondition(user, filter.quick);
  if (quick) q.conditions.push(quick);
  const kw = (keyword ?? filter.keyword)?.trim();
  if (kw) {
    q.conditions.push(keywordCondition(dialect, kw));
    q.trigram = isTrigram(kw);
    if (q.trigram && dialect === 'sqlite' && idKeyword(kw) === undefined) q.fts = ftsPhrase(kw);
  }
  return q;
}

/** The WHERE clause; `ref` may write a column so that no index serves it (the fetch plan's). */
export function memberWhere(q: MemberQuery, ref: Ref = plainRef) {
  if (q.empty) return sql<SqlBool>`1 = 0`;
  return allOf(q.trash === undefined ? q.conditions : [...q.conditions, notInTrash(q.trash)], ref);
}

/** seed 000 §4 quick filters, applied with the other fields. */
function quickCondition(user: ScopeUser, quick: MemberFilter['quick']): Condition | undefined {
  switch (quick) {
    case 'my':
      return assignedTo(user.id);
    case 'unassigned':
      return unassigned;
    case 'pending':
      return equals('contact_group', 'Pending');
    case 'followup':
      return equals('contact_group', 'Unsuccessful');
    case 'meetings':
      return equals('last_contact_status', STATUS_CALLED_FOR_MEETING);
    default:
      return undefined;
  }
}

/** `column IN (values)`, where `unset` values mean "the column is not set" (NULL, or '' for text). */
function orUnset(dialect: Dialect, column: MemberColumn, values: readonly (string | number)[] | undefined, unset: (v: string | number) => boolean, blankText = false) {
  if (!values?.length) return undefined;
  const set = values.filter((v) => !unset(v));
  const parts: Condition[] = set.length ? [inList(dialect, column, set)] : [];
  if (set.length < values.length) {
    parts.push({ sql: (ref) => (blankText ? sql<SqlBool>`${ref(column)} is null or ${ref(column)} = ''` : sql<SqlBool>`${ref(column)} is null`) });
  }
  return anyOf(parts);
}

/** output is stored comma-joined ('a,b'); older rows may have ', ' between entries. */
function outputCondition(outputs: string[] | undefined): Condition | undefined {
  if (!outputs?.length) return undefined;
  const patterns = outputs.map((o) => `%,${o.replace(/[\\%_]/g, (c) => `\\${c}`)},%`);
  const list = (ref: Ref) => sql`(',' || replace(coalesce(${ref('output')}, ''), ', ', ',') || ',')`;
  return { sql: (ref) => sql<SqlBool>`${sql.join(patterns.map((p) => sql`${list(ref)} like ${p} escape '\\'`), sql` or `)}` };
}

/** Counts 0-4 match exactly; 5 matches 5 or more. */
function followupCount(dialect: Dialect, column: 'sf' | 'uf', values: number[] | undefined): Condition | undefined {
  if (!values?.length) return undefined;
  const exact = values.filter((v) => v < FOLLOWUP_COUNT_MAX);
  const parts: Condition[] = exact.length ? [inList(dialect, column, exact)] : [];
  if (exact.length < values.length) parts.push({ sql: (ref) => sql<SqlBool>`${ref(column)} >= ${FOLLOWUP_COUNT_MAX}` });
  return anyOf(parts);
}

/** The day after 'YYYY-MM-DD', so an end date includes its whole day for timestamps too. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** date_type (default created_at) from start_date to end_date, both inclusive. */
function dateRange(f: MemberFilter): Condition | undefined {
  if (!f.start_date && !f.end_date) return undefined;
  const column = f.date_type ?? 'created_at';
  const { start_date: start, end_date: end } = f;
  const parts = (ref: Ref) => [start && sql`${ref(column)} >= ${start}`, end && sql`${ref(column)} < ${nextDay(end)}`].filter((p) => !!p);
  return { sql: (ref) => sql<SqlBool>`${sql.join(parts(ref), sql` and `)}` };
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
 * renamed, moved nor removed (features/locations), so once it exists its id never changes. Bulk
 * Delete keeps the fresh lookup: it must answer 404 if the location is ever missing.
 */
async function rememberedToBeDeletedId(db: Db): Promise<number | undefined> {
  const known = knownTrash.get(db) ?? (await toBeDeletedId(db));
  if (known !== undefined) knownTrash.set(db, known);
  return known;
}

/**
 * Scope (docs/api-conventions.md#roles-and-scope): roles 1-2 all, 3-4 their subtrees, 5 their own assignments. The filter's
 * location (or subtree) and the scope's are intersected here into one `location_id IN (...)`.
 * Members in ToBeDeleted are left out unless that very location is the filter.
 */
async function locationAndScope(db: Db, q: MemberQuery, user: ScopeUser, filter: MemberFilter) {
  const scope = await memberScopeOf(db, user);
  const trash = await rememberedToBeDeletedId(db);
  if (scope.kind === 'assigned') q.conditions.push(assignedTo(scope.userId));
  let ids: number[] | null = scope.kind === 'locations' ? scope.ids : null;
  if (filter.location_id !== undefined) {
    const wanted = filter.include_sublocation ? await subtreeIds(db, [filter.location_id]) : [filter.location_id];
    const allowed = ids ? new Set(ids) : null;
    ids = allowed ? wanted.filter((id) => allowed.has(id)) : wanted;
  }
  if (!ids) {
    q.trash = trash;
    return;
  }
  if (trash !== undefined && filter.location_id !== trash) ids = ids.filter((id) => id !== trash);
  if (ids.length) q.conditions.push(inList(q.dialect, 'location_id', ids));
  else q.empty = true;
}

/**
 * Leaves out members in ToBeDeleted when no location list does. `location_id <> x` would read
 * every candidate row, as location_id is in few indexes: at 1M, 11 ms for a capped count and
 * 78 ms (SQLite) / 500 ms (PostgreSQL) for a deep page. The ids of the (few) deleted members
 * form a small set instead, checked against the id every index carries: 0.8 ms and 2-13 ms.
 */
export function notInTrash(trash: number): Condition {
  return { sql: (ref) => sql<SqlBool>`${ref('id')} not in (select x.id from members x where x.location_id = ${trash})` };
}
