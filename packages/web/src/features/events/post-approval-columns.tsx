import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { labelOf } from '@sampark/domain/options/option';
import type { PostApprovalField } from '@sampark/domain/options/events';
import type { DataTableColumn } from '../../components/data-table/data-table';
import type { EventMemberRow } from './events-api';
import { ADDED_ON_COLUMN, identityColumns } from './member-identity-columns';
import { FIELD_OPTIONS, fieldLabel } from './post-approval-values';

const nameOf = (field: PostApprovalField) => (m: EventMemberRow) => labelOf(FIELD_OPTIONS[field], m[field], '');

/**
 * A post-approval list's columns: who the member is and where (seed 002 §3 "Event member row"),
 * then the three tracking statuses by name. `open` is the row's Post-approval Status dialog;
 * `link` the member's personal registration link (copy, WhatsApp).
 */
export function postApprovalColumns(open: (m: EventMemberRow) => void, link: (m: EventMemberRow) => ReactNode): DataTableColumn<EventMemberRow>[] {
  return [
    ...identityColumns({ districtWidth: 140 }),
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
    { id: 'personal_link', header: 'Personal Link', width: 100, cell: link },
    ADDED_ON_COLUMN,
  ];
}
