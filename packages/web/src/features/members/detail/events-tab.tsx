import { Box, Stack } from '@mantine/core';
import { ATTENDANCE_STATUSES, INVITATION_STATUSES, REGISTRATION_STATUSES } from '@sampark/domain/options/events';
import { labelOrBlank } from '@sampark/domain/options/option';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { EventTimeline } from '../../events';
import { FetchFailed } from '../../../components/feedback/fetch-failed';
import { type OptionList, optionLabel } from '../filter/option-labels';
import { formatDate } from '../../../lib/dates';
import { type MemberEventRow, useMemberEvents } from './member-api';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';

/** A status's name in the current language ('' stays blank). */
const shown = (list: OptionList, label: string | null) => (label ? optionLabel(list, label) : '');

/** Invitation, registration and attendance as names, blank for 0 or null (seed 001 §2). */
const columnsIn = (t: TFunction<'members'>): DataTableColumn<MemberEventRow>[] => [
  { id: 'event_id', header: t('record.eventId'), accessor: 'event_id', width: 80 },
  { id: 'name', header: t('record.event'), accessor: 'name' },
  { id: 'status', header: t('record.status'), accessor: (e) => shown('approvalStatuses', e.status) },
  { id: 'approval_comments', header: t('record.approvalComments'), accessor: 'approval_comments' },
  { id: 'approved_by', header: t('record.approvedBy'), accessor: 'approved_by' },
  { id: 'approved_on', header: t('record.approvedOn'), accessor: 'approved_on', cell: (e) => formatDate(e.approved_on) },
  { id: 'inv_status', header: t('record.invitation'), accessor: (e) => shown('invitationStatuses', labelOrBlank(INVITATION_STATUSES, e.inv_status)) },
  { id: 'registered', header: t('record.registered'), accessor: (e) => shown('registrationStatuses', labelOrBlank(REGISTRATION_STATUSES, e.registered)) },
  { id: 'attended', header: t('record.attended'), accessor: (e) => shown('attendanceStatuses', labelOrBlank(ATTENDANCE_STATUSES, e.attended)) },
  { id: 'attendance_comment', header: t('record.attendanceComment'), accessor: 'attendance_comment' },
];

/**
 * Read-only: the events the member was added to (seed 001 §2 "Events tab"). Beyond the seeds
 * (issue 14), each row expands to the member's timeline in that event: who added, approved,
 * invited, registered or marked attendance, and when.
 */
export function EventsTab({ memberId }: { memberId: number }) {
  const events = useMemberEvents(memberId);
  const { t } = useTranslation(['members', 'table']);
  const columns = useMemo(() => columnsIn(t), [t]);
  return (
    <Stack gap="sm">
      {events.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label={t('tabs.events')}
        rows={events.data ?? []}
        loading={events.isFetching}
        columns={columns}
        getRowId={(e) => String(e.event_id)}
        pageSizeOptions={SUB_TABLE_PAGE_SIZES}
        withSearch={false}
        renderExpanded={(e) => (
          // the row spans the whole wide table: keep the timeline in view beside the scrolled columns
          <Box pos="sticky" left={0} maw="calc(100vw - 64px)">
            <EventTimeline eventId={e.event_id} memberId={memberId} title={t('record.historyIn', { name: e.name })} />
          </Box>
        )}
      />
    </Stack>
  );
}
