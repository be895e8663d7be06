import type { MemberFilter } from '@sampark/domain/schemas/member-filter';
import { type DistrictReportRow, NOT_SET } from '@sampark/domain/schemas/member-reports';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { buildMemberQuery, type MemberQuery, memberWhere } from '../../shared/members/member-filter';

/**
 * POST api/report/district_report?skip&limit (seed 002 §2, §9; docs/api-conventions.md#reports): the
 * members of the report filter by place (country, state, district), with their count by contact
 * group. Paged over the places; `count` is the number of places. Blank text = Not Set, as the
 * members filter reads it.
 */

interface Raw {
  country: string | null;
  state: string | null;
  district: string | null;
  n: number | string;
  pending: number | string;
  unsuccessful: number | string;
  active: number | string;
  passive: number | string;
  spam: number | string;
}

const groupIs = (name: string) => sql`sum(case when m.contact_group = ${name} then 1 else 0 end)`;

/**
 * Grouped by the bare columns: `nullif(col, '')` and ORDER BY/LIMIT in SQL made SQLite sort 1M
 * rows twice (9 s at 1M on a busy machine; 2.6 s so). The places are few (hundreds to a few
 * thousand), so blank and NULL are merged, sorted and paged here.
 */
function placesSql(q: MemberQuery) {
  return sql<Raw>`select m.country as country, m.state as state, m.district as district, count(*) as n,
      ${groupIs('Pending')} as pending, ${groupIs('Unsuccessful')} as unsuccessful, ${groupIs('Active')} as active,
      ${groupIs('Passive')} as passive, ${groupIs('Spam')} as spam
    from members m where ${memberWhere(q)} group by m.country, m.state, m.district`;
}

const FIGURES = ['count', 'pending', 'unsuccessful', 'active', 'passive', 'spam'] as const;
const place = (v: string | null) => (v === null || v === '' ? NOT_SET : v);

const toRow = (r: Raw): DistrictReportRow => ({
  label: place(r.district),
  state: place(r.state),
  country: place(r.country),
  count: Number(r.n),
  pending: Number(r.pending),
  unsuccessful: Number(r.unsuccessful),
  active: Number(r.active),
  passive: Number(r.passive),
  spam: Number(r.spam),
});

/** Rows of the same place (blank and NULL both Not Set) added up. */
function merged(rows: DistrictReportRow[]): DistrictReportRow[] {
  const byPlace = new Map<string, DistrictReportRow>();
  for (const row of rows) {
    const key = JSON.stringify([row.country, row.state, row.label]);
    const seen = byPlace.get(key);
    if (!seen) byPlace.set(key, { ...row });
    else for (const f of FIGURES) seen[f] += row[f];
  }
  return [...byPlace.values()];
}

const byCountThenPlace = (a: DistrictReportRow, b: DistrictReportRow) =>
  b.count - a.count || a.country.localeCompare(b.country) || a.state.localeCompare(b.state) || a.label.localeCompare(b.label);

export async function districtQuery(db: Db, dialect: Dialect, user: ScopeUser, filter: MemberFilter): Promise<MemberQuery> {
  return buildMemberQuery(db, dialect, user, filter);
}

/** Every place of the report, largest first (the page and the export are cut from it). */
export async function districtPlaces(db: Db, q: MemberQuery): Promise<DistrictReportRow[]> {
  if (q.empty) return [];
  const { rows } = await placesSql(q).execute(db);
  return merged(rows.map(toRow)).sort(byCountThenPlace);
}
