import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDate, formatDateTime } from '../../lib/dates';
import type { FollowupRow } from '@sampark/domain/schemas/followups';

const meetingOf = (f: FollowupRow) => (f.meeting_date ? `${formatDate(f.meeting_date)} ${f.meeting_time ?? ''}`.trim() : '');

/**
 * How a followup is shown in a table, one column each: the member's Followup tab shows them all
 * (seed 001 §2), the event screens' followups dialog four of them (seed 002 §2, §3 "Followup
 * (display)"). Headers are in the user's language: MemberFollowupsTable names them at render
 * (the catalogue `contacts:followupColumns`), since these columns are made before it is loaded.
 */
const FOLLOWUP_COLUMNS = {
  followup_date: { id: 'followup_date', accessor: 'followup_date', sortable: true, width: 110, cell: (f) => formatDate(f.followup_date) },
  contacted_by: { id: 'contacted_by', accessor: 'contacted_by', sortable: true },
  contact_status: { id: 'contact_status', accessor: 'contact_status', sortable: true },
  contact_response: { id: 'contact_response', accessor: 'contact_response' },
  participation: { id: 'participation', accessor: 'participation' },
  meeting: { id: 'meeting', accessor: meetingOf },
  comments: { id: 'comments', accessor: 'comments', cell: (f) => <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>{f.comments}</Text> },
  created_at: { id: 'created_at', accessor: 'created_at', cell: (f) => formatDateTime(f.created_at) },
} satisfies Record<string, Omit<DataTableColumn<FollowupRow>, 'header'>>;

export type FollowupColumnId = keyof typeof FOLLOWUP_COLUMNS;

/** The followup columns `ids`, in that order; each header is its id until MemberFollowupsTable names it. */
export function followupColumns(ids: readonly FollowupColumnId[]): DataTableColumn<FollowupRow>[] {
  return ids.map((id) => ({ ...FOLLOWUP_COLUMNS[id], header: id }));
}
