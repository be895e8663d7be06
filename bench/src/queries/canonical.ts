import type { MemberFilterInput } from '@sampark/domain/schemas/member-filter';
import { MEMBER_VIEW_COLUMNS } from '@sampark/domain/member-views';
import type { BenchContext, BenchUser } from './bench-context';

/**
 * The canonical members-list queries (issue 3): what the screens send, with parameters read
 * from the loaded data. `query` is the query string of POST api/filter, `body` the filter object.
 */
export interface CanonicalQuery {
  name: string;
  user: BenchUser;
  query: { skip?: number; limit?: number; orderby?: string; ordertype?: 'asc' | 'desc'; keyword?: string; fields?: string };
  body: MemberFilterInput;
}

function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

const DEFAULT_FIELDS = MEMBER_VIEW_COLUMNS.Default.join(',');

/** The table's own first request: created_at descending, 100 a page (seed 000 §9). */
const PAGE = { limit: 100, orderby: 'created_at', ordertype: 'desc', fields: DEFAULT_FIELDS } as const;

export function canonicalQueries(c: BenchContext): CanonicalQuery[] {
  const sub = { location_id: c.subtree.id, include_sublocation: true };
  return [
    { name: 'no filter', user: c.admin, query: PAGE, body: {} },
    { name: 'server default sort (lcd asc)', user: c.admin, query: { limit: 100, fields: DEFAULT_FIELDS }, body: {} },
    { name: `keyword name fragment '${c.nameFragment}'`, user: c.admin, query: { ...PAGE, keyword: c.nameFragment }, body: {} },
    { name: `keyword mobile fragment '${c.mobileFragment}'`, user: c.admin, query: { ...PAGE, keyword: c.mobileFragment }, body: {} },
    { name: `location subtree (${(c.subtree.share * 100).toFixed(1)}%)`, user: c.admin, query: PAGE, body: sub },
    { name: `role-5 scope (${c.sevak.assigned} assigned)`, user: c.sevak, query: PAGE, body: {} },
    { name: 'role-4 scope (one state)', user: c.regional, query: PAGE, body: {} },
    { name: 'contact_group Pending by lcd', user: c.admin, query: { limit: 100, orderby: 'lcd', ordertype: 'asc', fields: DEFAULT_FIELDS }, body: { contact_group: 'Pending' } },
    { name: 'profession+category+grade', user: c.admin, query: PAGE, body: { profession: c.professions, category: c.categories, grade: ['A', 'B'] } },
    {
      name: 'Last Contacted On, 90 days',
      user: c.admin,
      query: PAGE,
      body: { date_type: 'Last Contacted On', start_date: daysBefore(c.lastLcd, 89), end_date: c.lastLcd },
    },
    { name: 'assigned_to Unassigned', user: c.admin, query: PAGE, body: { assigned_to: 0 } },
    {
      name: 'six filters',
      user: c.admin,
      query: PAGE,
      body: {
        ...sub,
        source: ['PIS', 'Quick Entry'],
        grade: ['B', 'C'],
        contact_group: ['Active', 'Passive', 'Unsuccessful'],
        date_type: 'Created On',
        start_date: daysBefore(c.lastCreated, 364),
        end_date: c.lastCreated,
        is_alive: 1,
      },
    },
    { name: 'deep page (skip 49,900)', user: c.admin, query: { ...PAGE, skip: 49_900 }, body: {} },
  ];
}
