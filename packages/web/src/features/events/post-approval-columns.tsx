import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { PostApprovalField } from '@sampark/domain/options/events';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { postApprovalValueLabel } from './history/event-status-labels';
import type { EventMemberRow } from './events-api';
import { addedOnColumn, identityColumns } from './member-identity-columns';
import { fieldLabel } from './post-approval-values';

const nameOf = (field: PostApprovalField) => (m: EventMemberRow) => postApprovalValueLabel(field, m[field]);

/**
 * A post-approval list's columns: who the member is and where (seed 002 §3 "Event member row"),
 * then the three tracking statuses by name. `open` is the row's Post-approval Status dialog;
 * `link` the member's personal registration link (copy, WhatsApp).
 */
export function postApprovalColumns(t: TFunction, open: (m: EventMemberRow) => void, link: (m: EventMemberRow) => ReactNode): DataTableColumn<EventMemberRow>[] {
  return [
    ...identityColumns(t, { districtWidth: 140 }),
    { id: 'inv_status', header: fieldLabel('inv_status'), accessor: nameOf('inv_status'), sortable: true, width: 130 },
    { id: 'registered', header: fieldLabel('registered'), accessor: nameOf('registered'), sortable: true, width: 110 },
    { id: 'attended', header: fieldLabel('attended'), accessor: nameOf('attended'), sortable: true, width: 110 },
    {
      id: 'attendance_comment',
      header: t('postApproval.attendanceComments'),
      width: 160,
      cell: (m) => (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.attendance_comment ?? ''}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: t('column.actions'),
      locked: true,
      width: 90,
      cell: (m) => (
        // the visible word starts the name, so a voice user can say what they see (axe label-content-name-mismatch)
        <Button size="compact-xs" variant="light" onClick={() => open(m)}>
          {t('postApproval.update')}
          <VisuallyHidden> {t('postApproval.statusOf', { id: m.id })}</VisuallyHidden>
        </Button>
      ),
    },
    { id: 'personal_link', header: t('postApproval.personalLink'), width: 100, cell: link },
    addedOnColumn(t),
  ];
}
