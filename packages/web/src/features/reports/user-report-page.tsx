import { Alert, Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import type { UserAccessRow } from '@sampark/domain/schemas/other-reports';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { notifyError } from '../../components/feedback/notify';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { exportUsers, useUserAccess } from './event-report-api';

const columns: DataTableColumn<UserAccessRow>[] = [
  { id: 'id', header: 'ID', accessor: 'id', width: 70 },
  { id: 'name', header: 'Name', accessor: 'name' },
  { id: 'email', header: 'Email', accessor: (u) => u.email ?? '' },
  { id: 'mobile_no', header: 'Mobile', accessor: 'mobile_no' },
  { id: 'role', header: 'Role', accessor: 'role_name' },
  { id: 'locations', header: 'Locations', accessor: 'locations' },
  {
    id: 'active',
    header: 'Status',
    accessor: (u) => (u.active ? 'Active' : 'Inactive'),
  },
  { id: 'last_login_date', header: 'Last Login', accessor: (u) => (u.last_login_date ? formatDateTime(u.last_login_date) : 'Never Logged In') },
  { id: 'days_since', header: 'Days Since', accessor: (u) => (u.days_since === null ? '' : u.days_since) },
];

/**
 * /reports/user_access (seed 002 §2 "User Access Report", §9): the users the caller may report on
 * with role, locations, last login and days since; the Never Logged In filter; server paging
 * 10/25/50/100/All; Export To Excel (users.xlsx, every row of the filter).
 */
export function UserAccessReportPage() {
  const [neverLoggedIn, setNeverLoggedIn] = useState(false);
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(10, null));
  const [exporting, setExporting] = useState(false);
  const page = useUserAccess(neverLoggedIn, query);
  const download = async () => {
    setExporting(true);
    try {
      await exportUsers(neverLoggedIn);
    } catch (error) {
      notifyError(error instanceof ApiError && error.serverMessage ? error.serverMessage : SOMETHING_WENT_WRONG);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h2">
          User Access Report
        </Title>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void download()}>
          Export To Excel
        </Button>
      </Group>
      {page.isError && <Alert color="red">{page.error instanceof ApiError && page.error.serverMessage ? page.error.serverMessage : SOMETHING_WENT_WRONG}</Alert>}
      <DataTable
        mode="remote"
        label="User Access Report"
        rows={page.data?.data ?? []}
        total={page.data?.count ?? 0}
        loading={page.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(u) => String(u.id)}
        pageSizeOptions={[10, 25, 50, 100, 'All']}
        withSearch={false}
        toolbar={
          <Checkbox
            label="Never Logged In"
            checked={neverLoggedIn}
            onChange={(e) => {
              setNeverLoggedIn(e.currentTarget.checked);
              setQuery({ ...query, pageIndex: 0 });
            }}
          />
        }
      />
    </Stack>
  );
}
