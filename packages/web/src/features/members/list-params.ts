import type { TableQuery } from '../../components/data-table/data-table';

/** The query string of POST api/filter (seed 000 §7). */
export interface ListParams {
  skip: number;
  limit: number;
  orderby?: string;
  ordertype?: 'asc' | 'desc';
  keyword?: string;
  /** The row fields to send, comma-separated (see fieldsFor); every field without. */
  fields?: string;
}

/**
 * The row fields the table needs: its columns, plus both seekership fields when either shows
 * (the seekership PUT sends both). Asking only for these keeps a page of 100 rows at ~35 kB
 * instead of 130 kB and lets the server skip the rest (bench/README.md).
 */
export function fieldsFor(columns: readonly string[]): string {
  const seekership = ['responsibility', 'adhyayan'];
  const wanted = columns.some((c) => seekership.includes(c)) ? [...columns, ...seekership] : columns;
  return [...new Set(wanted)].join(',');
}

/**
 * The table's query as the call's parameters. The members list has no 'All' page size, so a page
 * size is always a number; without a sort the server uses its default (lcd ascending).
 */
export function listParams(query: TableQuery, columns?: readonly string[]): ListParams {
  const limit = query.pageSize === 'All' ? 1000 : query.pageSize;
  const keyword = query.search.trim();
  return {
    skip: query.pageIndex * limit,
    limit,
    ...(query.sort ? { orderby: query.sort.id, ordertype: query.sort.direction } : {}),
    ...(keyword ? { keyword } : {}),
    ...(columns ? { fields: fieldsFor(columns) } : {}),
  };
}
