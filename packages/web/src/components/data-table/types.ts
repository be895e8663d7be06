import type { ReactNode } from 'react';

/** A page size option: a row count, or 'All' to show every row on one page. */
export type PageSize = number | 'All';

export interface DataTableSort {
  /** The column id; in remote mode this is what the server sorts by (orderby). */
  id: string;
  direction: 'asc' | 'desc';
}

/** Everything the user can change that decides which rows are shown. */
export interface TableQuery {
  pageIndex: number;
  pageSize: PageSize;
  sort: DataTableSort | null;
  search: string;
}

/**
 * One column of a DataTable. Screens use this type only, never TanStack's ColumnDef, so the
 * table library can change without touching every screen.
 */
export interface DataTableColumn<T> {
  id: string;
  /** Header text; also the label in the 'Select Columns' chooser. */
  header: string;
  /** The cell's value, used for client-side sorting and searching and as the default cell text. */
  accessor?: (keyof T & string) | ((row: T) => unknown);
  /** Custom cell content; defaults to the accessor's value as text. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Always shown; cannot be removed in the column chooser. */
  locked?: boolean;
  /** Not shown until the user picks it in the column chooser. */
  hiddenByDefault?: boolean;
  width?: number | string;
}

interface DataTableBaseProps<T> {
  columns: DataTableColumn<T>[];
  /** Stable id of a row: React key, selection key and the 'Select row {id}' label. */
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  pageSizeOptions: PageSize[];
  /** Controlled query; pair with onQueryChange. */
  query?: TableQuery;
  /** Initial query when uncontrolled; pageSize defaults to the first option. */
  defaultQuery?: Partial<TableQuery>;
  onQueryChange?: (query: TableQuery) => void;
  /** Shows the search box (default true). */
  withSearch?: boolean;
  searchPlaceholder?: string;
  withClearButton?: boolean;
  /** Shows the 'Select Columns' multi-select (default false). */
  withColumnChooser?: boolean;
  visibleColumns?: string[];
  defaultVisibleColumns?: string[];
  onVisibleColumnsChange?: (ids: string[]) => void;
  /** Row checkboxes are shown when both selectedIds and onSelectionChange are given. */
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** When given, each row gets an expand button and this content in a full-width row below. */
  renderExpanded?: (row: T) => ReactNode;
  emptyText?: string;
  loading?: boolean;
  /** Max height of the scroll container; defaults to 600px once rows are virtualised. */
  maxHeight?: number | string;
  /** Extra controls placed in the toolbar next to the search box (quick filters, view chooser). */
  toolbar?: ReactNode;
}

/** The table filters, sorts and pages `rows` (the full array) itself. */
export interface DataTableClientProps<T> extends DataTableBaseProps<T> {
  mode: 'client';
  rows: T[];
}

/** The parent fetches the page for the reported query and passes that page's rows and the total. */
export interface DataTableRemoteProps<T> extends DataTableBaseProps<T> {
  mode: 'remote';
  rows: T[];
  total: number;
}

export type DataTableProps<T> = DataTableClientProps<T> | DataTableRemoteProps<T>;
