import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { formatDate, formatDateTime } from '../../lib/dates';
import { FollowupDialog } from '../../components/followup/followup-dialog';
import { type FollowupRow, useMemberFollowups } from '../../components/followup/followups-api';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';

const meetingOf = (f: FollowupRow) => (f.meeting_date ? `${formatDate(f.meeting_date)} ${f.meeting_time ?? ''}`.trim() : '');

const columns: DataTableColumn<FollowupRow>[] = [
  { id: 'followup_date', header: 'Followup Date', accessor: 'followup_date', sortable: true, width: 110, cell: (f) => formatDate(f.followup_date) },
  { id: 'contacted_by', header: 'Contacted By', accessor: 'contacted_by', sortable: true },
  { id: 'contact_status', header: 'Contact Status', accessor: 'contact_status', sortable: true },
  { id: 'contact_response', header: 'Contact Response', accessor: 'contact_response' },
  { id: 'participation', header: 'Participation', accessor: 'participation' },
  { id: 'meeting', header: 'Meeting', accessor: meetingOf },
  { id: 'comments', header: 'Comments', accessor: 'comments', cell: (f) => <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>{f.comments}</Text> },
  { id: 'created_at', header: 'Logged On', accessor: 'created_at', cell: (f) => formatDateTime(f.created_at) },
];

/** The member's followups, newest first, and the followup dialog (seed 001 §2 "Followup tab"). */
export function FollowupsTab({ memberId, memberName }: { memberId: number; memberName: string }) {
  const followups = useMemberFollowups(memberId);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add Followup
        </Button>
      </Group>
      {followups.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label="Followups"
        rows={followups.data ?? []}
        loading={followups.isFetching}
        columns={columns}
        getRowId={(f) => String(f.id)}
        pageSizeOptions={SUB_TABLE_PAGE_SIZES}
        withSearch={false}
      />
      <FollowupDialog memberId={memberId} memberName={memberName} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
