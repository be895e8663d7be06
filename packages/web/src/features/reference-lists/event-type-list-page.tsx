import { Button, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type EventTypeRow, REFERENCE_PAGE_SIZES } from '@sampark/domain/schemas/reference-lists';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { PleaseWait } from '../../components/feedback/please-wait';
import { FlagBadge, flagKey } from './active-badge';
import { useEventTypes } from './event-type-api';
import { ListHeader } from './list-header';
import { FetchFailed } from '../../components/feedback/fetch-failed';

function columnsOf(t: TFunction<'admin'>): DataTableColumn<EventTypeRow>[] {
  return [
    { id: 'id', header: t('columns.id'), accessor: 'id', sortable: true, width: 80 },
    { id: 'type', header: t('eventTypes.type'), accessor: 'type', sortable: true },
    { id: 'description', header: t('eventTypes.description'), accessor: (r) => r.description ?? '' },
    { id: 'inactive', header: t('eventTypes.inactive'), accessor: (r) => t(flagKey(r.inactive)), sortable: true, cell: (r) => <FlagBadge value={r.inactive} />, width: 110 },
    {
      id: 'actions',
      header: t('columns.actions'),
      width: 100,
      cell: (r) => (
        <Button component={Link} to={`/event-type/${r.id}/update`} size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} aria-label={t('editNamed', { name: r.type })}>
          {t('edit')}
        </Button>
      ),
    },
  ];
}

/** /event-type/list (seed 002 §2 "Event types"): Add New, Edit; 5 per page, options 5, 10, 15 (§9). */
export function EventTypeListPage() {
  const list = useEventTypes();
  const { t } = useTranslation('admin');
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <Stack gap="md" pos="relative">
      <ListHeader title={t('eventTypes.title')}>
        <Button component={Link} to="/event-type/create" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('addNew')}
        </Button>
      </ListHeader>
      {list.isError && <FetchFailed />}
      <PleaseWait visible={list.isPending} />
      <DataTable
        mode="client"
        label={t('eventTypes.title')}
        rows={list.data ?? []}
        columns={columns}
        getRowId={(r) => String(r.id)}
        pageSizeOptions={[...REFERENCE_PAGE_SIZES]}
        searchPlaceholder={t('filter')}
        loading={list.isFetching && !list.isPending}
      />
    </Stack>
  );
}
