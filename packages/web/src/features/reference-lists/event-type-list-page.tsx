import { Button, Stack } from '@mantine/core';
import { type EventTypeRow, REFERENCE_PAGE_SIZES } from '@sampark/domain/schemas/reference-lists';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { PleaseWait } from '../../components/feedback/please-wait';
import { FlagBadge, flagText } from './active-badge';
import { useEventTypes } from './event-type-api';
import { ListHeader } from './list-header';
import { FetchFailed } from '../../components/feedback/fetch-failed';

const columns: DataTableColumn<EventTypeRow>[] = [
  { id: 'id', header: 'ID', accessor: 'id', sortable: true, width: 80 },
  { id: 'type', header: 'Event Type', accessor: 'type', sortable: true },
  { id: 'description', header: 'Description', accessor: (r) => r.description ?? '' },
  { id: 'inactive', header: 'Inactive?', accessor: (r) => flagText(r.inactive), sortable: true, cell: (r) => <FlagBadge value={r.inactive} />, width: 110 },
  {
    id: 'actions',
    header: 'Actions',
    width: 100,
    cell: (r) => (
      <Button component={Link} to={`/event-type/${r.id}/update`} size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} aria-label={`Edit ${r.type}`}>
        Edit
      </Button>
    ),
  },
];

/** /event-type/list (seed 002 §2 "Event types"): Add New, Edit; 5 per page, options 5, 10, 15 (§9). */
export function EventTypeListPage() {
  const list = useEventTypes();
  return (
    <Stack gap="md" pos="relative">
      <ListHeader title="Event Types">
        <Button component={Link} to="/event-type/create" leftSection={<IconPlus size={16} aria-hidden />}>
          Add New
        </Button>
      </ListHeader>
      {list.isError && <FetchFailed />}
      <PleaseWait visible={list.isPending} />
      <DataTable
        mode="client"
        label="Event Types"
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
