import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable } from '../../components/data-table/data-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { followupColumns } from '../../components/followup/followup-columns';
import { useMemberFollowups } from '../../components/followup/followups-api';

/** Seed 002 §3 "Followup (display)": followup_date, contact_response, participation, comments. */
const COLUMNS = followupColumns(['followup_date', 'contact_response', 'participation', 'comments']);

export interface FollowupsDialogProps {
  /** the member whose followup count was clicked; null: closed */
  member: { id: number; fullname: string } | null;
  onClose(): void;
}

/**
 * The followups dialog of the event member tables (seed 002 §2: "Clicking the followup count opens
 * a dialog listing followups"), newest first, from GET api/followups/member/{id}. Full screen on a phone.
 */
export function FollowupsDialog({ member, onClose }: FollowupsDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={member !== null} onClose={onClose} title={member ? `Followups: ${member.fullname}` : 'Followups'} size="xl" fullScreen={phone === true} centered>
      {member && <FollowupsList memberId={member.id} />}
    </Modal>
  );
}

function FollowupsList({ memberId }: { memberId: number }) {
  const followups = useMemberFollowups(memberId);
  return (
    <Stack gap="sm">
      {followups.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label="Followups"
        rows={followups.data ?? []}
        loading={followups.isFetching}
        columns={COLUMNS}
        getRowId={(f) => String(f.id)}
        pageSizeOptions={[10, 25, 50]}
        withSearch={false}
        emptyText="No followups yet."
      />
    </Stack>
  );
}
