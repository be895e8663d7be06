import { Button, Stack } from '@mantine/core';
import type { NamedListRow } from '@sampark/domain/schemas/reference-lists';
import { REFERENCE_PAGE_SIZES } from '@sampark/domain/schemas/reference-lists';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { PleaseWait } from '../../components/feedback/please-wait';
import { FlagBadge, flagText } from './active-badge';
import { ListHeader } from './list-header';
import { useNamedList } from './named-list-api';
import type { NamedListScreen } from './named-lists';
import { FetchFailed } from '../../components/feedback/fetch-failed';

function columnsFor(screen: NamedListScreen): DataTableColumn<NamedListRow>[] {
  return [
    { id: 'id', header: 'ID', accessor: 'id', sortable: true, width: 80 },
    { id: 'name', header: screen.singular, accessor: 'name', sortable: true },
    { id: 'active', header: 'Active?', accessor: (r) => flagText(r.active), sortable: true, cell: (r) => <FlagBadge value={r.active} />, width: 100 },
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      cell: (r) => (
        <Button component={Link} to={`${screen.route}/${r.id}/update`} size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} aria-label={`Edit ${r.name}`}>
          Edit
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
  const list = useNamedList(screen.table);
  const columns = useMemo(() => columnsFor(screen), [screen]);
  return (
    <Stack gap="md" pos="relative">
      <ListHeader title={screen.title}>
        {extraActions}
        <Button component={Link} to={`${screen.route}/create`} leftSection={<IconPlus size={16} aria-hidden />}>
          Add New
        </Button>
      </ListHeader>
      {list.isError && <FetchFailed />}
      <PleaseWait visible={list.isPending} />
      <DataTable
        mode="client"
        label={screen.title}
        rows={list.data ?? []}
        columns={columns}
        getRowId={(r) => String(r.id)}
        pageSizeOptions={[...REFERENCE_PAGE_SIZES]}
        searchPlaceholder="Filter"
        loading={list.isFetching && !list.isPending}
      />
    </Stack>
  );
}
