import { Button, Stack } from '@mantine/core';
import type { NamedListRow } from '@sampark/domain/schemas/reference-lists';
import { REFERENCE_PAGE_SIZES } from '@sampark/domain/schemas/reference-lists';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { PleaseWait } from '../../components/feedback/please-wait';
import { FlagBadge, flagKey } from './active-badge';
import { ListHeader } from './list-header';
import { useNamedList } from './named-list-api';
import type { NamedListScreen } from './named-lists';
import { FetchFailed } from '../../components/feedback/fetch-failed';

function columnsFor(screen: NamedListScreen, t: TFunction<'admin'>): DataTableColumn<NamedListRow>[] {
  return [
    { id: 'id', header: t('columns.id'), accessor: 'id', sortable: true, width: 80 },
    { id: 'name', header: t(`lists.${screen.table}.singular`), accessor: 'name', sortable: true },
    { id: 'active', header: t('activeQ'), accessor: (r) => t(flagKey(r.active)), sortable: true, cell: (r) => <FlagBadge value={r.active} />, width: 100 },
    {
      id: 'actions',
      header: t('columns.actions'),
      width: 100,
      cell: (r) => (
        <Button component={Link} to={`${screen.route}/${r.id}/update`} size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} aria-label={t('editNamed', { name: r.name })}>
          {t('edit')}
        </Button>
      ),
    },
  ];
}

/**
 * /profession/list, /category/list, /status/list (seed 000 §2 "Professions list screen", seed 001
 * §2): filter, sort and paging on the client, 5 per page with 5, 10, 15 (seed 001 §9).
 */
export function NamedListPage({ screen, extraActions }: { screen: NamedListScreen; extraActions?: React.ReactNode }) {
  const { t } = useTranslation('admin');
  const list = useNamedList(screen.table);
  const columns = useMemo(() => columnsFor(screen, t), [screen, t]);
  const title = t(`lists.${screen.table}.title`);
  return (
    <Stack gap="md" pos="relative">
      <ListHeader title={title}>
        {extraActions}
        <Button component={Link} to={`${screen.route}/create`} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('addNew')}
        </Button>
      </ListHeader>
      {list.isError && <FetchFailed />}
      <PleaseWait visible={list.isPending} />
      <DataTable
        mode="client"
        label={title}
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
