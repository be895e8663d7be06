import { Anchor, Button, Text } from '@mantine/core';
import { labelOf } from '@sampark/domain/options/option';
import type { PostApprovalField } from '@sampark/domain/options/events';
import type { MouseEvent } from 'react';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDate } from '../../lib/dates';
import type { EventMemberRow } from './events-api';
import { placeText } from './event-member-values';
import { FIELD_OPTIONS, fieldLabel } from './post-approval-values';

const nameOf = (field: PostApprovalField) => (m: EventMemberRow) => labelOf(FIELD_OPTIONS[field], m[field], '');

/**
 * A post-approval list's columns: who the member is and where (seed 002 §3 "Event member row"),
 * then the three tracking statuses by name. `open` is the row's Post-approval Status dialog; the
 * id link carries the row's member id for a click elsewhere in the row.
 */
export function postApprovalColumns(open: (m: EventMemberRow) => void): DataTableColumn<EventMemberRow>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      accessor: 'id',
      sortable: true,
      locked: true,
      width: 60,
      cell: (m) => (
        <Anchor href={`/member/${m.id}/view`} target="_blank" rel="noopener" fz="sm" fw={600} data-member-id={m.id} aria-label={`View member ${m.id}`}>
          {m.id}
        </Anchor>
      ),
    },
    { id: 'fullname', header: 'Full Name', accessor: 'fullname', sortable: true, locked: true, width: 140 },
    { id: 'location', header: 'Location', accessor: (m) => m.location ?? '', sortable: true, width: 100 },
    { id: 'district', header: 'District', accessor: (m) => placeText(m), sortable: true, width: 140 },
    { id: 'category', header: 'Category', accessor: (m) => m.category ?? '', sortable: true, width: 100 },
    { id: 'profession', header: 'Profession', accessor: (m) => m.profession ?? '', sortable: true, width: 100 },
    { id: 'inv_status', header: fieldLabel('inv_status'), accessor: nameOf('inv_status'), sortable: true, width: 130 },
    { id: 'registered', header: fieldLabel('registered'), accessor: nameOf('registered'), sortable: true, width: 110 },
    { id: 'attended', header: fieldLabel('attended'), accessor: nameOf('attended'), sortable: true, width: 110 },
    {
      id: 'attendance_comment',
      header: 'Attendance Comments',
      width: 160,
      cell: (m) => (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.attendance_comment ?? ''}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      locked: true,
      width: 90,
      cell: (m) => (
        <Button size="compact-xs" variant="light" onClick={() => open(m)} aria-label={`Post-approval status of member ${m.id}`}>
          Update
        </Button>
      ),
    },
    { id: 'created_at', header: 'Added On', accessor: (m) => formatDate(m.created_at), sortable: true, hiddenByDefault: true },
  ];
}

/** Clicks on links, buttons and checkboxes do their own thing; a click elsewhere in a row names its member. */
export function clickedMemberId(event: MouseEvent<HTMLElement>): number | null {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, label, [role="checkbox"]')) return null;
  const marker = target.closest('tr')?.querySelector<HTMLElement>('[data-member-id]');
  return marker ? Number(marker.dataset.memberId) : null;
}
