import type { TableQuery } from '../../components/data-table/data-table';

/** The query string of POST api/filter (seed 000 §7). */
export interface ListParams {
  skip: number;
  limit: number;
  orderby?: string;
  ordertype?: 'asc' | 'desc';
  keyword?: string;
}

/**
 * The table's query as the call's parameters. The members list has no 'All' page size, so a page
 * size is always a number; without a sort the server uses its default (lcd ascending).
 */
export function listParams(query: TableQuery): ListParams {
  const limit = query.pageSize === 'All' ? 1000 : query.pageSize;
  const keyword = query.search.trim();
  return {
    skip: query.pageIndex * limit,
    limit,
    ...(query.sort ? { orderby: query.sort.id, ordertype: query.sort.direction } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
