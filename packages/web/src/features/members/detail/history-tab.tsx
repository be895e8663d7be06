import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDateTime } from '../../../lib/dates';
import { useCategories, useMyLocations, useProfessions, useSubusers } from '../../../hooks/use-lookups';
import { type HistoryRow, useMemberHistory } from './member-api';
import { FetchFailed } from '../../../components/feedback/fetch-failed';

type T = TFunction<'members'>;
/** Internal copies of other fields (normalised numbers for the duplicate check). */
const HIDDEN = new Set(['mobile_norm', 'whatsapp_norm', 'created_at', 'updated_at']);

/**
 * A field's name: the form's label (`fields.*`), or for the audit log's fields that are not
 * inputs of the form (followup, gift, counters ...) its own (`historyFields.*`); else the column.
 */
const labelOf = (t: T, field: string) => t([`fields.${field}`, `historyFields.${field}`], { defaultValue: field });

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

function columnsWith(t: T, names: Names): DataTableColumn<HistoryRow>[] {
  return [
    { id: 'created_at', header: t('record.when'), accessor: 'created_at', cell: (r) => <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.created_at)}</Text> },
    { id: 'user_name', header: t('record.who'), accessor: 'user_name' },
    {
      id: 'field',
      header: t('record.field'),
      accessor: (r) => labelOf(t, r.field),
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Text fz="sm" fw={600}>
            {labelOf(t, r.field)}
          </Text>
          {r.action === 'create' && (
            <Badge size="xs" variant="light">
              {t('record.createdBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'from', header: t('record.from'), accessor: (r) => valueText(r.field, r.from, names), cell: (r) => <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{valueText(r.field, r.from, names)}</Text> },
    { id: 'to', header: t('record.to'), accessor: (r) => valueText(r.field, r.to, names), cell: (r) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{valueText(r.field, r.to, names)}</Text> },
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
  const { t } = useTranslation('members');
  const rows = useMemo(() => (history.data ?? []).filter((r) => !HIDDEN.has(r.field)), [history.data]);
  const columns = useMemo(() => columnsWith(t, names), [t, names]);
  return (
    <Stack gap="sm">
      {history.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label={t('tabs.history')}
        rows={rows}
        loading={history.isFetching}
        columns={columns}
        getRowId={(r) => `${r.audit_id}-${r.field}`}
        pageSizeOptions={[10, 25, 50]}
        searchPlaceholder={t('record.searchHistory')}
      />
    </Stack>
  );
}
