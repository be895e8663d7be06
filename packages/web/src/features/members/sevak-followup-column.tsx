import { Button } from '@mantine/core';
import type { MemberListRow } from '@sampark/domain/schemas/member-filter';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { FollowupDialog } from '../followups';

/**
 * Role 5's list: a followup is the one thing a sevak does with a member there, so each row offers
 * it at the start of the row (in view on a phone), instead of an Edit toggle whose selection led only
 * to it (issue 26 item 8, docs/decisions/070-sevak-members-list.md).
 */
export function useSevakFollowup() {
  const { t } = useTranslation('contacts');
  const [member, setMember] = useState<MemberListRow | null>(null);
  // one column object per language: a new one each render would rebuild the table
  const column = useMemo<DataTableColumn<MemberListRow>>(
    () => ({
      id: 'followup',
      header: t('columns.actions'),
      locked: true,
      cell: (m) => (
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setMember(m)} aria-label={t('followupFor', { name: m.fullname })}>
          {t('followup')}
        </Button>
      ),
    }),
    [t],
  );
  const dialog = member && <FollowupDialog memberId={member.id} memberName={member.fullname ?? undefined} opened onClose={() => setMember(null)} />;
  return { column, dialog };
}
