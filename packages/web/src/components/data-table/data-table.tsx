import { Box, LoadingOverlay, Table } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultVisibleIds, withLockedColumns } from './columns';
import { defaultTableQuery, nextSort, pageCount } from './paging';
import { TableFooter } from './table-footer';
import { TableHead, type PageSelection } from './table-head';
import { TableRows, VIRTUALIZE_ABOVE, type RowExpansion, type RowSelection } from './table-rows';
import { TableToolbar, type TableToolbarProps } from './table-toolbar';
import type { DataTableProps, TableQuery } from './types';
import { useTableModel } from './use-table-model';

export type {
  DataTableClientProps,
  DataTableColumn,
  DataTableProps,
  DataTableRemoteProps,
  DataTableSort,
  PageSize,
  TableQuery,
} from './types';
export { defaultTableQuery, pageRangeText } from './paging';

const DEFAULT_VIRTUAL_MAX_HEIGHT = 600;

function toggled(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

interface Selection {
  row: RowSelection;
  page: PageSelection;
}

function selectionFor<T>(props: DataTableProps<T>, pageIds: string[]): Selection | null {
  const { selectedIds: selected, onSelectionChange: onChange } = props;
  if (selected === undefined || onChange === undefined) return null;
  const chosen = new Set(selected);
  const onPage = new Set(pageIds);
  const count = pageIds.filter((id) => chosen.has(id)).length;
  const all = pageIds.length > 0 && count === pageIds.length;
  // Selections on other pages are kept: select-all only adds or removes this page's rows.
  const toggleAll = () =>
    onChange(all ? selected.filter((id) => !onPage.has(id)) : [...selected, ...pageIds.filter((id) => !chosen.has(id))]);
  return {
    row: { selected: chosen, toggle: (id) => onChange(toggled(selected, id)) },
    page: { all, some: count > 0, disabled: pageIds.length === 0, toggleAll },
  };
}

function useExpansion<T>(render: ((row: T) => ReactNode) | undefined): RowExpansion<T> | null {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  if (!render) return null;
  const toggle = (id: string) => setExpanded((current) => new Set(toggled([...current], id)));
  return { expanded, toggle, render };
}

function useQuery<T>(props: DataTableProps<T>) {
  return useUncontrolled<TableQuery>({
    value: props.query,
    defaultValue: { ...defaultTableQuery(props.pageSizeOptions[0] ?? 10), ...props.defaultQuery },
    onChange: props.onQueryChange,
  });
}

function useShownColumnIds<T>(props: DataTableProps<T>) {
  const [chosen, setChosen] = useUncontrolled<string[]>({
    value: props.visibleColumns,
    defaultValue: props.defaultVisibleColumns ?? defaultVisibleIds(props.columns),
    onChange: props.onVisibleColumnsChange,
  });
  const choose = (ids: string[]) => setChosen(withLockedColumns(props.columns, ids));
  return [withLockedColumns(props.columns, chosen), choose] as const;
}

function toolbarProps<T>(
  props: DataTableProps<T>,
  search: string,
  onSearch: (search: string) => void,
  defaultPlaceholder: string,
  columns: { shownIds: string[]; choose: (ids: string[]) => void },
): TableToolbarProps<T> {
  return {
    extra: props.toolbar,
    search:
      props.withSearch === false
        ? undefined
        : {
            value: search,
            placeholder: props.searchPlaceholder ?? defaultPlaceholder,
            instant: props.mode === 'client',
            withClearButton: props.withClearButton === true,
            onSearch,
          },
    chooser: props.withColumnChooser
      ? { columns: props.columns, value: columns.shownIds, onChange: columns.choose }
      : undefined,
  };
}

/** The one list table of the app; see README.md in this folder. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, loading = false } = props;
  const { t } = useTranslation('table');
  const [query, setQuery] = useQuery(props);
  const [shownIds, chooseColumns] = useShownColumnIds(props);
  const shownColumns = columns.filter((c) => shownIds.includes(c.id));
  const { pageRows, total } = useTableModel(props, query, shownIds);
  const selection = selectionFor(props, pageRows.map((r) => r.id));
  const expansion = useExpansion(props.renderExpanded);
  // State, not a ref: the rows' virtualizer mounts before a parent's ref is attached, so it must
  // re-render once the scroll container exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const pages = pageCount(query.pageSize, total);
  const pageIndex = Math.min(query.pageIndex, pages - 1);
  const update = (change: Partial<TableQuery>) => setQuery({ ...query, ...change });

  // A page past the end (rows deleted since) would show nothing: step back to the last page.
  useEffect(() => {
    if (!loading && total > 0 && query.pageIndex > pages - 1) update({ pageIndex: pages - 1 });
  });
  // Primitive deps: a controlled parent may pass a new but equal query on every render.
  useEffect(() => {
    scrollElement?.scrollTo?.({ top: 0 });
  }, [scrollElement, pageIndex, query.pageSize, query.sort?.id, query.sort?.direction, query.search]);

  const colSpan = shownColumns.length + (selection ? 1 : 0) + (expansion ? 1 : 0);
  const virtual = pageRows.length > VIRTUALIZE_ABOVE;
  const maxHeight = props.maxHeight ?? (virtual ? DEFAULT_VIRTUAL_MAX_HEIGHT : undefined);
  const onSearch = (search: string) => update({ search, pageIndex: 0 });

  return (
    <Box>
      <TableToolbar {...toolbarProps(props, query.search, onSearch, t('search'), { shownIds, choose: chooseColumns })} />
      <Box pos="relative" aria-busy={loading}>
        <LoadingOverlay visible={loading} zIndex={3} overlayProps={{ blur: 1 }} />
        {/* a region that scrolls takes the keyboard's focus, so it scrolls without a mouse (axe) */}
        <Box ref={setScrollElement} style={{ overflow: 'auto', maxHeight }} tabIndex={0} role="region" aria-label={props.label}>
          <Table stickyHeader highlightOnHover aria-label={props.label}>
            <TableHead
              columns={shownColumns}
              sort={query.sort}
              onSort={(id) => update({ sort: nextSort(query.sort, id), pageIndex: 0 })}
              pageSelection={selection?.page ?? null}
              expandable={expansion !== null}
            />
            <Table.Tbody>
              {pageRows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={colSpan} ta="center" c="dimmed">
                    {loading ? '' : (props.emptyText ?? t('empty'))}
                  </Table.Td>
                </Table.Tr>
              ) : (
                <TableRows
                  rows={pageRows}
                  colSpan={colSpan}
                  selection={selection?.row ?? null}
                  expansion={expansion}
                  scrollElement={scrollElement}
                />
              )}
            </Table.Tbody>
          </Table>
        </Box>
      </Box>
      <TableFooter
        pageIndex={pageIndex}
        pageSize={query.pageSize}
        total={total}
        pageSizeOptions={props.pageSizeOptions}
        onPageChange={(index) => update({ pageIndex: index })}
        onPageSizeChange={(pageSize) => update({ pageSize, pageIndex: 0 })}
      />
    </Box>
  );
}
