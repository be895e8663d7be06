import type { MemberFilter } from '@sampark/domain/schemas/member-filter';
import { type MemberReportRow, type MemberReportType, NOT_SET } from '@sampark/domain/schemas/member-reports';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { locationLabels } from '../../shared/locations/location-labels';
import type { Condition, MemberColumn, Ref } from '../../shared/members/member-condition';
import { buildMemberQuery, contactDetailsGroup, dataCompletionGroup, type MemberQuery, memberWhere } from '../../shared/members/member-filter';

/**
 * POST api/report/memberstats (seed 002 §2 Dashboard, §9; docs/decisions/041-member-reports.md):
 * the members the list would show for the same filter, counted by one grouping each. The
 * groupings read the columns exactly as the filter's conditions do (blank text = not set), so
 * a row's members are the members list of the row's filter (memberReportRowFilter).
 */

/**
 * What a report groups by: a text value, or the id of a record whose name is the label; `key` on
 * `members m`, or `counts` for a grouping that reads another table.
 */
type Grouping = {
  names?: 'users' | 'categories' | 'professions' | 'locations';
  /** Only these members are counted (besides the filter). */
  only?: Condition;
} & ({ key: (ref: Ref) => RawBuilder<unknown> } | { counts: (db: Db, where: MemberQuery) => Promise<{ k: number | null; n: number }[]> });

// Grouped by the bare column: `nullif(col, '')` made SQLite sort 1M values in a temp b-tree
// instead of walking an index in order (grade at 1M: 1.35 s -> 0.2 s); blank and NULL are
// merged into Not Set afterwards (mergeBlanks), as the filter reads them.
const text = (column: MemberColumn) => (ref: Ref) => ref(column);
const id = (column: MemberColumn) => (ref: Ref) => ref(column);
/**
 * Members per assignee (member_assignments, decision 040); the unassigned are the key NULL, as
 * the filter's Unassigned reads them. The assigned are counted from member_assignments joined to
 * the members of `where`, and not joined at all when `where` tests only the member's id (an
 * admin: ToBeDeleted is left out by id); the unassigned are the members of `where` less those.
 * Grouping the members through a left join made SQLite sort all 1M of them (4.6 s at load 9).
 */
async function assigneeCounts(db: Db, where: MemberQuery): Promise<{ k: number | null; n: number }[]> {
  const read = new Set<string>();
  memberWhere(where, (column) => {
    read.add(column);
    return plain(column);
  });
  const assigned = [...read].every((column) => column === 'id')
    ? sql<{ k: number; n: number | string }>`select a.assigned_to as k, count(*) as n from member_assignments a where ${memberWhere(where, () => sql.ref('a.member_id'))} group by 1`
    : sql<{ k: number; n: number | string }>`select a.assigned_to as k, count(*) as n from member_assignments a join members m on m.id = a.member_id where ${memberWhere(where)} group by 1`;
  const { rows } = await assigned.execute(db);
  const total = await sql<{ n: number | string }>`select count(*) as n from members m where ${memberWhere(where)}`.execute(db);
  const counts = rows.map((r) => ({ k: Number(r.k), n: Number(r.n) }));
  const unassigned = Number(total.rows[0]?.n ?? 0) - counts.reduce((sum, c) => sum + c.n, 0);
  return unassigned > 0 ? [...counts, { k: null, n: unassigned }] : counts;
}

const ASSIGNEE: Grouping = { names: 'users', counts: assigneeCounts };
export const PENDING: Condition = { sql: (ref) => sql<SqlBool>`${ref('contact_group')} = 'Pending'` };

const GROUPINGS: Record<MemberReportType, Grouping> = {
  'Pending Sampark': { ...ASSIGNEE, only: PENDING },
  'Contact Status': { key: text('last_contact_status') },
  Assigned: ASSIGNEE,
  'Contact Details': { key: contactDetailsGroup },
  'Data Completion': { key: dataCompletionGroup },
  'Type of Entry': { key: text('source') },
  Category: { key: id('category_id'), names: 'categories' },
  Profession: { key: id('profession_id'), names: 'professions' },
  Grade: { key: text('grade') },
  'Contact Response': { key: text('last_contact_response') },
  'Participation Status': { key: text('last_participation_status') },
};

/** The Pending Report: pending members by their location. */
export const PENDING_BY_LOCATION: Grouping = { key: id('location_id'), names: 'locations', only: PENDING };

const plain: Ref = (column) => sql.ref(`m.${column}`);

/** count(*) per group of `grouping` over the members of `q`. */
async function groupCounts(db: Db, q: MemberQuery, grouping: Grouping): Promise<{ k: string | number | null; n: number }[]> {
  if (q.empty) return [];
  const where = grouping.only ? { ...q, conditions: [...q.conditions, grouping.only] } : q;
  if ('counts' in grouping) return grouping.counts(db, where);
  const { rows } = await sql<{ k: string | number | null; n: number | string }>`
    select ${grouping.key(plain)} as k, count(*) as n from members m where ${memberWhere(where)} group by 1`.execute(db);
  return mergeBlanks(rows.map((r) => ({ k: r.k === '' ? null : r.k, n: Number(r.n) })));
}

/** Blank text and NULL are one group (Not Set). */
function mergeBlanks(counts: { k: string | number | null; n: number }[]) {
  const unset = counts.filter((c) => c.k === null);
  if (unset.length < 2) return counts;
  return [...counts.filter((c) => c.k !== null), { k: null, n: unset.reduce((s, c) => s + c.n, 0) }];
}

/** The rows' names; a location another shares its name with is told apart by its ancestors ('Pune (Maharashtra)'; issue 26). */
async function namesOf(db: Db, table: NonNullable<Grouping['names']>, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  const labels = table === 'locations' ? await locationLabels(db) : new Map<number, string>();
  return new Map(rows.map((r) => [r.id, labels.get(r.id) ?? r.name ?? `#${r.id}`]));
}

/** Rows largest first (then by label), Not Set last among equals. */
const byCount = (a: MemberReportRow, b: MemberReportRow) => b.count - a.count || a.label.localeCompare(b.label);

export async function groupedReport(db: Db, q: MemberQuery, grouping: Grouping): Promise<MemberReportRow[]> {
  const counts = await groupCounts(db, q, grouping);
  if (!grouping.names) return counts.map((c) => ({ label: c.k === null ? NOT_SET : String(c.k), count: c.n })).sort(byCount);
  const ids = counts.map((c) => c.k).filter((k): k is number => k !== null).map(Number);
  const names = await namesOf(db, grouping.names, ids);
  return counts
    .map((c) => (c.k === null ? { label: NOT_SET, id: 0, count: c.n } : { label: names.get(Number(c.k)) ?? `#${c.k}`, id: Number(c.k), count: c.n }))
    .sort(byCount);
}

export async function memberStats(db: Db, dialect: Dialect, user: ScopeUser, filter: MemberFilter, type: MemberReportType): Promise<MemberReportRow[]> {
  const q = await buildMemberQuery(db, dialect, user, filter);
  return groupedReport(db, q, GROUPINGS[type]);
}

export async function pendingStats(db: Db, dialect: Dialect, user: ScopeUser, filter: MemberFilter): Promise<MemberReportRow[]> {
  const q = await buildMemberQuery(db, dialect, user, filter);
  return groupedReport(db, q, PENDING_BY_LOCATION);
}
