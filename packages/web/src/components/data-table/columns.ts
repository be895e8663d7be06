import type { ColumnDef, FilterFn, SortingFn } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './types';

export function readValue<T>(column: DataTableColumn<T>, row: T): unknown {
  const { accessor } = column;
  if (accessor === undefined) return undefined;
  return typeof accessor === 'function' ? accessor(row) : row[accessor];
}

export function valueText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Numbers numerically, everything else as text with embedded numbers in order ('a2' < 'a10'). */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return valueText(a).localeCompare(valueText(b), undefined, { numeric: true, sensitivity: 'base' });
}

const sortByValue: SortingFn<unknown> = (a, b, columnId) =>
  compareValues(a.getValue(columnId), b.getValue(columnId));

/** Case-insensitive "contains" on a cell's text; used for the client-mode search box. */
export const containsText: FilterFn<unknown> = (row, columnId, search: string) =>
  valueText(row.getValue(columnId)).toLowerCase().includes(search.trim().toLowerCase());

export function cellContent<T>(column: DataTableColumn<T>, row: T): ReactNode {
  return column.cell ? column.cell(row) : valueText(readValue(column, row));
}

export function toColumnDefs<T>(columns: DataTableColumn<T>[]): ColumnDef<T>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: column.accessor === undefined ? undefined : (row: T) => readValue(column, row),
    cell: (context) => cellContent(column, context.row.original),
    enableSorting: column.sortable === true,
    enableHiding: column.locked !== true,
    sortingFn: sortByValue as SortingFn<T>,
  }));
}

/** Ids in column order, always including the locked columns, whatever the caller passed. */
export function withLockedColumns<T>(columns: DataTableColumn<T>[], ids: string[]): string[] {
  const chosen = new Set(ids);
  return columns.filter((c) => c.locked || chosen.has(c.id)).map((c) => c.id);
}

export function defaultVisibleIds<T>(columns: DataTableColumn<T>[]): string[] {
  return columns.filter((c) => c.locked || !c.hiddenByDefault).map((c) => c.id);
}

export function visibilityState<T>(
  columns: DataTableColumn<T>[],
  visibleIds: string[],
): Record<string, boolean> {
  const visible = new Set(visibleIds);
  return Object.fromEntries(columns.map((c) => [c.id, visible.has(c.id)]));
}
