import { Alert, Stack, Title } from '@mantine/core';
import type { LocationAccessRow } from '@sampark/domain/schemas/other-reports';
import { LOCATION_ACCESS_PAGE_SIZES } from '@sampark/domain/schemas/other-reports';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { useLocationAccess } from './event-report-api';

const columnsOf = (t: TFunction<'reports'>): DataTableColumn<LocationAccessRow>[] => [
  { id: 'location', header: t('location'), accessor: 'location' },
  { id: 'active', header: t('active'), accessor: 'active', width: 110 },
  { id: 'inactive', header: t('inactive'), accessor: 'inactive', width: 110 },
];

/**
 * /reports/location_access (seed 002 §2 "Location Access Report: location, active, inactive",
 * §9: 10/25/50/100): each location the caller may report on with its active and inactive users;
 * the search box filters locations by name (on Enter), paged on the server.
 */
export function LocationAccessReportPage() {
  const { t } = useTranslation('reports');
  const columns = useMemo(() => columnsOf(t), [t]);
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(10, null));
  const page = useLocationAccess(query.search, query);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('locationAccess.title')}
      </Title>
      {page.isError && <Alert color="red">{page.error instanceof ApiError && page.error.serverMessage ? translateMessage(page.error.serverMessage, page.error.messageRef) : translateMessage(SOMETHING_WENT_WRONG)}</Alert>}
      <DataTable
        mode="remote"
        label={t('locationAccess.title')}
        rows={page.data?.data ?? []}
        total={page.data?.count ?? 0}
        loading={page.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(l) => String(l.id)}
        pageSizeOptions={[...LOCATION_ACCESS_PAGE_SIZES]}
        searchPlaceholder={t('locationAccess.search')}
        withClearButton
      />
    </Stack>
  );
}
