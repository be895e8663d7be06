import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import { followupColumns } from '../../components/followup/followup-columns';
import { FollowupDialog } from '../../components/followup/followup-dialog';
import { useMemberFollowups } from '../../components/followup/followups-api';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';

const columns = followupColumns(['followup_date', 'contacted_by', 'contact_status', 'contact_response', 'participation', 'meeting', 'comments', 'created_at']);

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
