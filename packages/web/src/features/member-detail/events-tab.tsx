import { Box, Stack } from '@mantine/core';
import { ATTENDANCE_STATUSES, INVITATION_STATUSES, REGISTRATION_STATUSES } from '@sampark/domain/options/events';
import { labelOrBlank } from '@sampark/domain/options/option';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { EventTimeline } from '../../components/event-history/event-timeline';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { formatDate } from '../../lib/dates';
import { type MemberEventRow, useMemberEvents } from './member-api';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';

/** Invitation, registration and attendance as names, blank for 0 or null (seed 001 §2). */
const columns: DataTableColumn<MemberEventRow>[] = [
  { id: 'event_id', header: 'Event ID', accessor: 'event_id', width: 80 },
  { id: 'name', header: 'Event', accessor: 'name' },
  { id: 'status', header: 'Status', accessor: 'status' },
  { id: 'approval_comments', header: 'Approval Comments', accessor: 'approval_comments' },
  { id: 'approved_by', header: 'Approved By', accessor: 'approved_by' },
  { id: 'approved_on', header: 'Approved On', accessor: 'approved_on', cell: (e) => formatDate(e.approved_on) },
  { id: 'inv_status', header: 'Invitation', accessor: (e) => labelOrBlank(INVITATION_STATUSES, e.inv_status) },
  { id: 'registered', header: 'Registered', accessor: (e) => labelOrBlank(REGISTRATION_STATUSES, e.registered) },
  { id: 'attended', header: 'Attended', accessor: (e) => labelOrBlank(ATTENDANCE_STATUSES, e.attended) },
  { id: 'attendance_comment', header: 'Attendance Comment', accessor: 'attendance_comment' },
];

/**
 * Read-only: the events the member was added to (seed 001 §2 "Events tab"). Beyond the seeds
 * (issue 14), each row expands to the member's timeline in that event: who added, approved,
 * invited, registered or marked attendance, and when.
 */
export function EventsTab({ memberId }: { memberId: number }) {
  const events = useMemberEvents(memberId);
  return (
    <Stack gap="sm">
      {events.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label="Events"
        rows={events.data ?? []}
        loading={events.isFetching}
        columns={columns}
        getRowId={(e) => String(e.event_id)}
        pageSizeOptions={SUB_TABLE_PAGE_SIZES}
        withSearch={false}
        renderExpanded={(e) => (
          // the row spans the whole wide table: keep the timeline in view beside the scrolled columns
          <Box pos="sticky" left={0} maw="calc(100vw - 64px)">
            <EventTimeline eventId={e.event_id} memberId={memberId} title={`History in ${e.name}`} />
          </Box>
        )}
      />
    </Stack>
  );
}
