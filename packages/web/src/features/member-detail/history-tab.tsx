import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { formatDateTime } from '../../lib/dates';
import { FIELD_LABELS } from '../../components/member-fields/member-values';
import { useCategories, useMyLocations, useProfessions, useSubusers } from '../../hooks/use-lookups';
import { type HistoryRow, useMemberHistory } from './member-api';
import { FetchFailed } from '../../components/feedback/fetch-failed';

/** Fields of the audit log that are not inputs of the form. */
const OTHER_LABELS: Record<string, string> = {
  followup: 'Followup',
  organization: 'Organization',
  gift: 'Gift',
  fullname: 'Full Name',
  source: 'Source',
  contact_group: 'Contact Group',
  sf: 'Successful Followups',
  uf: 'Unsuccessful Followups',
  lcd: 'Last Contacted Date',
  last_contact_status: 'Last Contact Status',
  last_contact_response: 'Last Contact Response',
  last_participation_status: 'Last Participation Status',
  last_comment: 'Last Comment',
  last_contacted_by: 'Last Contacted By',
  created_by: 'Created By',
  updated_by: 'Updated By',
};
/** Internal copies of other fields (normalised numbers for the duplicate check). */
const HIDDEN = new Set(['mobile_norm', 'whatsapp_norm', 'created_at', 'updated_at']);

const labelOf = (field: string) => (FIELD_LABELS as Record<string, string>)[field] ?? OTHER_LABELS[field] ?? field;

type Names = Partial<Record<string, Map<string, string>>>;

const byId = (rows: { id: number; name: string; label?: string }[] | undefined) => new Map((rows ?? []).map((r) => [String(r.id), r.label || r.name]));

/** Ids in the log (location, users, profession, category) shown by name where the lists know them. */
function useNames(): Names {
  const locations = useMyLocations().data;
  const users = useSubusers().data;
  const professions = useProfessions().data;
  const categories = useCategories().data;
  return useMemo(() => {
    const userNames = byId(users);
    return {
      location_id: byId(locations),
      assigned_to: userNames,
      created_by: userNames,
      profession_id: byId(professions),
      category_id: byId(categories),
    };
  }, [locations, users, professions, categories]);
}

function columnsWith(names: Names): DataTableColumn<HistoryRow>[] {
  return [
    { id: 'created_at', header: 'When', accessor: 'created_at', cell: (r) => <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.created_at)}</Text> },
    { id: 'user_name', header: 'Who', accessor: 'user_name' },
    {
      id: 'field',
      header: 'Field',
      accessor: (r) => labelOf(r.field),
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Text fz="sm" fw={600}>
            {labelOf(r.field)}
          </Text>
          {r.action === 'create' && (
            <Badge size="xs" variant="light">
              created
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'from', header: 'From', accessor: (r) => valueText(r.field, r.from, names), cell: (r) => <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{valueText(r.field, r.from, names)}</Text> },
    { id: 'to', header: 'To', accessor: (r) => valueText(r.field, r.to, names), cell: (r) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{valueText(r.field, r.to, names)}</Text> },
  ];
}

function valueText(field: string, value: unknown, names: Names): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return names[field]?.get(String(value)) ?? String(value);
}

/** Who changed which field of the member, when, from what to what (newest first). */
export function HistoryTab({ memberId }: { memberId: number }) {
  const history = useMemberHistory(memberId);
  const names = useNames();
  const rows = useMemo(() => (history.data ?? []).filter((r) => !HIDDEN.has(r.field)), [history.data]);
  const columns = useMemo(() => columnsWith(names), [names]);
  return (
    <Stack gap="sm">
      {history.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label="History"
        rows={rows}
        loading={history.isFetching}
        columns={columns}
        getRowId={(r) => `${r.audit_id}-${r.field}`}
        pageSizeOptions={[10, 25, 50]}
        searchPlaceholder="Search History"
      />
    </Stack>
  );
}
