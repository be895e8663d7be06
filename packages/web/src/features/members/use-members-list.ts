import { pageSizeForEditMode } from '@sampark/domain/member-list-rules';
import { QUICK_FILTERS, type QuickFilter } from '@sampark/domain/options/members';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from '../../lib/router';
import { reportFilterOf } from '../../lib/report-drilldown';
import { type DataTableSort, type TableQuery, defaultTableQuery } from '../../components/data-table/data-table';
import { EMPTY_FILTER, type FilterValues, toFilterBody } from './filter-values';
import { listParams } from './list-params';
import { useMembersPage } from './members-api';

/**
 * The state of one members screen: quick filter (in the URL: ?quick=followup), the All Filters
 * values, the table query, the Edit toggle and the selected rows. Changing what matches starts at
 * the first page and drops the selection (the selected rows may no longer match).
 */
export interface MembersListOptions {
  pageSize: number;
  sort: DataTableSort | null;
  /** Role 5's list keeps the page number in the path: /member/list/:page. */
  pageInUrl?: boolean;
  /** Rows are always selectable (bulk-edit screen); otherwise the Edit toggle decides. */
  alwaysSelectable?: boolean;
  /** The columns on screen: only their fields are fetched. */
  columns?: readonly string[];
}

export function parseQuick(value: string | null): QuickFilter {
  return QUICK_FILTERS.find((q) => q.value === value)?.value ?? 'all';
}

/** The 1-based page of /member/list/:page as a page index; anything odd is the first page. */
export function pageIndexFromPath(page: string | undefined): number {
  const n = Number(page);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

function searchWith(search: string, quick: QuickFilter): string {
  const next = new URLSearchParams(search);
  if (quick === 'all') next.delete('quick');
  else next.set('quick', quick);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * The page index and quick filter, kept in the URL where the screen says so. One navigation sets
 * both, so a new quick filter and the return to page 1 cannot overwrite each other.
 */
function useUrlState(pageInUrl: boolean) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [localPage, setLocalPage] = useState(0);
  const quick = parseQuick(new URLSearchParams(location.search).get('quick'));
  const pageIndex = pageInUrl ? pageIndexFromPath(params.page) : localPage;
  const go = (nextPage: number, nextQuick: QuickFilter) => {
    if (!pageInUrl) setLocalPage(nextPage);
    const pathname = pageInUrl ? `/member/list/${nextPage + 1}` : location.pathname;
    const search = searchWith(location.search, nextQuick);
    if (pathname !== location.pathname || search !== location.search) void navigate({ pathname, search });
  };
  return { pageIndex, quick, setPageIndex: (i: number) => go(i, quick), setQuick: (q: QuickFilter) => go(0, q) };
}

export function useMembersList(options: MembersListOptions) {
  const url = useUrlState(options.pageInUrl === true);
  const { pageIndex, quick, setPageIndex } = url;
  const [filter, setFilterState] = useState<FilterValues>(EMPTY_FILTER);
  const [rest, setRest] = useState<Omit<TableQuery, 'pageIndex'>>(() => defaultTableQuery(options.pageSize, options.sort));
  const [editMode, setEditModeState] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const query: TableQuery = { ...rest, pageIndex };
  // a report row's drill-down (?report=...) narrows the list to exactly that row's members
  const search = useLocation().search;
  const body = useMemo(() => ({ ...toFilterBody(filter, quick), ...reportFilterOf(search) }), [filter, quick, search]);
  const params = listParams(query, options.columns);
  const page = useMembersPage(body, params);

  const startOver = () => {
    setSelected([]);
    setPageIndex(0);
  };
  const setQuery = (next: TableQuery) => {
    if (next.search !== rest.search) setSelected([]);
    setRest({ pageSize: next.pageSize, sort: next.sort, search: next.search });
    setPageIndex(next.pageIndex);
  };
  const setQuick = (value: QuickFilter) => {
    setSelected([]);
    url.setQuick(value);
  };
  const setFilter = (values: FilterValues) => {
    startOver();
    setFilterState(values);
  };
  /** The Edit toggle: checkboxes and 10 rows a page when on, 100 when off (seed 000 §4). */
  const setEditMode = (on: boolean) => {
    setEditModeState(on);
    setSelected([]);
    setRest((r) => ({ ...r, pageSize: pageSizeForEditMode(on) }));
    setPageIndex(0);
  };

  return {
    quick,
    setQuick,
    filter,
    setFilter,
    body,
    query,
    setQuery,
    params,
    page,
    editMode,
    setEditMode,
    selectable: options.alwaysSelectable === true || editMode,
    selected,
    setSelected,
  };
}
export type MembersListState = ReturnType<typeof useMembersList>;
