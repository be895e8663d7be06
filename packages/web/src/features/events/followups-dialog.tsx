import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { followupColumns, MemberFollowupsTable } from '../followups';
import { EventDialog } from './event-dialog';

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
  const { t } = useTranslation('events');
  return (
    <EventDialog opened={member !== null} onClose={onClose} title={member ? t('followups.titleOf', { name: member.fullname }) : t('members.followups')} size="xl">
      {member && (
        <Stack gap="sm">
          <MemberFollowupsTable memberId={member.id} columns={COLUMNS} pageSizeOptions={[10, 25, 50]} emptyText={t('followups.empty')} />
        </Stack>
      )}
    </EventDialog>
  );
}
