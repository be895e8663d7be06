import { EVENT_MEMBER_PAGE_SIZES } from '@sampark/domain/schemas/events';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, defaultTableQuery, type PageSize, type TableQuery } from '../../components/data-table/data-table';
import classes from './event-members-table.module.css';
import type { EventMemberRow } from './events-api';

/** Seed 002 §9: the event member tables' 10, 100, 500, 1000, 2000 and All. */
export const EVENT_MEMBER_TABLE_SIZES: PageSize[] = EVENT_MEMBER_PAGE_SIZES.map((n) => n ?? 'All');

/** The first query of an event member table: newest added first (seed 002 §2), `size` a page. */
export const newestFirst = (size: PageSize): TableQuery => defaultTableQuery(size, { id: 'created_at', direction: 'desc' });

/** Clicks on links, buttons and checkboxes do their own thing; a click elsewhere in a row names its member. */
function clickedMemberId(event: MouseEvent<HTMLElement>): number | null {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, label, [role="checkbox"]')) return null;
  const marker = target.closest('tr')?.querySelector<HTMLElement>('[data-member-id]');
  return marker ? Number(marker.dataset.memberId) : null;
}

export interface EventMembersTableProps {
  label: string;
  /** the getmembers page query's result */
  page: { data?: { data: EventMemberRow[]; count: number }; isFetching: boolean };
  query: TableQuery;
  onQueryChange(query: TableQuery): void;
  columns: DataTableColumn<EventMemberRow>[];
  pageSizeOptions?: PageSize[];
  maxHeight: number;
  selectedIds?: string[];
  onSelectionChange?(ids: string[]): void;
  /**
   * A click in a row, away from its links, buttons and checkbox, while no row is selected; the
   * id column's `data-member-id` names the row (keyboard users have a button in the row instead).
   */
  onRowClick?(member: EventMemberRow): void;
}

/** An event's members, one server page at a time (the event details, invitee, approval and post-approval screens). */
export function EventMembersTable({ page, onRowClick, pageSizeOptions = EVENT_MEMBER_TABLE_SIZES, ...props }: EventMembersTableProps) {
  const { t } = useTranslation('events');
  const rows = page.data?.data ?? [];
  const table = (
    <DataTable
      mode="remote"
      rows={rows}
      total={page.data?.count ?? 0}
      loading={page.isFetching}
      getRowId={(m) => String(m.id)}
      pageSizeOptions={pageSizeOptions}
      searchPlaceholder={t('members.search')}
      withClearButton
      {...props}
    />
  );
  if (!onRowClick) return table;
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if ((props.selectedIds?.length ?? 0) > 0) return;
    const row = rows.find((m) => m.id === clickedMemberId(e));
    if (row) onRowClick(row);
  };
  return (
    <div onClick={onClick} className={classes.rows}>
      {table}
    </div>
  );
}
