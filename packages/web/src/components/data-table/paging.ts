import { i18n } from '../../i18n/i18n';
import type { DataTableSort, PageSize, TableQuery } from './types';

/** How many page links the paginator shows (seeds: "Pagination shows 3 page links"). */
export const PAGE_LINKS = 3;

export function pageCount(pageSize: PageSize, total: number): number {
  if (pageSize === 'All' || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * Footer text 'x to y of n', e.g. '1 to 10 of 57'; empty when there are no rows, where the table
 * body says 'There are no matching records' (seed 002 §2) and '0 to 0 of 0' would add nothing.
 */
export function pageRangeText(pageIndex: number, pageSize: PageSize, total: number): string {
  if (total <= 0) return '';
  const size = pageSize === 'All' ? total : pageSize;
  const index = Math.min(Math.max(pageIndex, 0), pageCount(pageSize, total) - 1);
  const from = index * size + 1;
  const to = Math.min(total, (index + 1) * size);
  return i18n.t('table:range', { from, to, total });
}

/** The 1-based page numbers to show as links: a window of PAGE_LINKS around the active page. */
export function pageWindow(activePage: number, totalPages: number, links = PAGE_LINKS): number[] {
  const count = Math.min(links, totalPages);
  const start = Math.min(Math.max(activePage - Math.floor(links / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Header clicks cycle ascending -> descending -> unsorted; another column starts ascending. */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (current?.id !== columnId) return { id: columnId, direction: 'asc' };
  return current.direction === 'asc' ? { id: columnId, direction: 'desc' } : null;
}

export function defaultTableQuery(
  pageSize: PageSize,
  sort: DataTableSort | null = null,
): TableQuery {
  return { pageIndex: 0, pageSize, sort, search: '' };
}

/** Parses a page-size option back from its Select value ('All' or digits). */
export function parsePageSize(value: string): PageSize {
  return value === 'All' ? 'All' : Number(value);
}
