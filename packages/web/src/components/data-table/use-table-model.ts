import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFnOption,
  type Row,
  type TableState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { containsText, toColumnDefs, visibilityState } from './columns';
import type { DataTableProps, PageSize, TableQuery } from './types';

export interface TableModel<T> {
  /** The rows of the current page, in display order. */
  pageRows: Row<T>[];
  /** All matching rows: the server's total in remote mode, the filtered count in client mode. */
  total: number;
}

function numericPageSize(pageSize: PageSize): number {
  return pageSize === 'All' ? Number.MAX_SAFE_INTEGER : pageSize;
}

/** Same inputs give the same state objects, so TanStack's memoised row models are not rebuilt. */
function useTableState<T>(props: DataTableProps<T>, query: TableQuery, shownIds: string[]): Partial<TableState> {
  const { columns } = props;
  const sortId = query.sort?.id;
  const sortDesc = query.sort?.direction === 'desc';
  const shownKey = shownIds.join('\n');
  const sorting = useMemo(() => (sortId ? [{ id: sortId, desc: sortDesc }] : []), [sortId, sortDesc]);
  const pageSize = numericPageSize(query.pageSize);
  const pagination = useMemo(() => ({ pageIndex: query.pageIndex, pageSize }), [query.pageIndex, pageSize]);
  // Keyed by shownKey: callers pass a fresh shownIds array on every render.
  const columnVisibility = useMemo(() => visibilityState(columns, shownIds), [columns, shownKey]);
  const globalFilter = props.mode === 'remote' ? '' : query.search;
  return { sorting, pagination, columnVisibility, globalFilter };
}

/** TanStack Table does the client-side work; in remote mode it only lays out the given rows. */
export function useTableModel<T>(props: DataTableProps<T>, query: TableQuery, shownIds: string[]): TableModel<T> {
  const remote = props.mode === 'remote';
  const columnDefs = useMemo(() => toColumnDefs(props.columns), [props.columns]);
  const table = useReactTable<T>({
    data: props.rows,
    columns: columnDefs,
    getRowId: props.getRowId,
    state: useTableState(props, query, shownIds),
    manualPagination: remote,
    manualSorting: remote,
    manualFiltering: remote,
    globalFilterFn: containsText as FilterFnOption<T>,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
    enableMultiSort: false,
  });
  const total = props.mode === 'remote' ? props.total : table.getPrePaginationRowModel().rows.length;
  return { pageRows: table.getRowModel().rows, total };
}
