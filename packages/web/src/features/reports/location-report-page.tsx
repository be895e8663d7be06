import { Alert, Stack, Title } from '@mantine/core';
import type { LocationAccessRow } from '@sampark/domain/schemas/other-reports';
import { LOCATION_ACCESS_PAGE_SIZES } from '@sampark/domain/schemas/other-reports';
import { useState } from 'react';
import { DataTable, type DataTableColumn, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { useLocationAccess } from './event-report-api';

const columns: DataTableColumn<LocationAccessRow>[] = [
  { id: 'location', header: 'Location', accessor: 'location' },
  { id: 'active', header: 'Active', accessor: 'active', width: 110 },
  { id: 'inactive', header: 'Inactive', accessor: 'inactive', width: 110 },
];

/**
 * /reports/location_access (seed 002 §2 "Location Access Report: location, active, inactive",
 * §9: 10/25/50/100): each location the caller may report on with its active and inactive users;
 * the search box filters locations by name (on Enter), paged on the server.
 */
export function LocationAccessReportPage() {
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(10, null));
  const page = useLocationAccess(query.search, query);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Location Access Report
      </Title>
      {page.isError && <Alert color="red">{page.error instanceof ApiError && page.error.serverMessage ? page.error.serverMessage : SOMETHING_WENT_WRONG}</Alert>}
      <DataTable
        mode="remote"
        label="Location Access Report"
        rows={page.data?.data ?? []}
        total={page.data?.count ?? 0}
        loading={page.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(l) => String(l.id)}
        pageSizeOptions={[...LOCATION_ACCESS_PAGE_SIZES]}
        searchPlaceholder="Search Locations"
        withClearButton
      />
    </Stack>
  );
}
