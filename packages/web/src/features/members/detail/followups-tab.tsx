import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followupColumns, FollowupDialog, MemberFollowupsTable } from '../../followups';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';

const columns = followupColumns(['followup_date', 'contacted_by', 'contact_status', 'contact_response', 'participation', 'meeting', 'comments', 'created_at']);

/** The member's followups, newest first, and the followup dialog (seed 001 §2 "Followup tab"). */
export function FollowupsTab({ memberId, memberName }: { memberId: number; memberName: string }) {
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation('members');
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('record.addFollowup')}
        </Button>
      </Group>
      <MemberFollowupsTable memberId={memberId} columns={columns} pageSizeOptions={SUB_TABLE_PAGE_SIZES} />
      <FollowupDialog memberId={memberId} memberName={memberName} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
