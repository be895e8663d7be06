import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type PageSize } from '../../components/data-table/data-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import type { FollowupRow } from '@sampark/domain/schemas/followups';
import { useMemberFollowups } from './member-followups-api';

export interface MemberFollowupsTableProps {
  memberId: number;
  /** followupColumns(...) made once: each screen shows the fields its seed names */
  columns: DataTableColumn<FollowupRow>[];
  pageSizeOptions: PageSize[];
  emptyText?: string;
}

/** A member's followups, newest first, from GET api/followups/member/{id} (the member's Followup tab, the event screens' dialog). */
export function MemberFollowupsTable({ memberId, columns, pageSizeOptions, emptyText }: MemberFollowupsTableProps) {
  const { t } = useTranslation('contacts');
  const followups = useMemberFollowups(memberId);
  const named = useMemo(() => columns.map((c) => ({ ...c, header: t(`followupColumns.${c.id}`) })), [columns, t]);
  return (
    <>
      {followups.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label={t('followupColumns.label')}
        rows={followups.data ?? []}
        loading={followups.isFetching}
        columns={named}
        getRowId={(f) => String(f.id)}
        pageSizeOptions={pageSizeOptions}
        withSearch={false}
        emptyText={emptyText}
      />
    </>
  );
}
