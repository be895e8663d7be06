import { Alert, Badge, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { roleLabel } from '@sampark/domain/roles';
import { LOGIN_STALE_DAYS, type UserAccessRow } from '@sampark/domain/schemas/other-reports';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/router';
import { DataTable, type DataTableColumn, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { ExportButton } from '../../components/export/export-button';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { valueLabel } from '../../i18n/option-label';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { exportUsers, useUserAccess } from './event-report-api';
import { type UserAccessParams, userAccessParamsOf } from './report-links';

const columnsOf = (t: TFunction<'reports'>): DataTableColumn<UserAccessRow>[] => [
  { id: 'id', header: t('users.id'), accessor: 'id', width: 70 },
  { id: 'name', header: t('users.name'), accessor: 'name' },
  { id: 'email', header: t('users.email'), accessor: (u) => u.email ?? '' },
  { id: 'mobile_no', header: t('users.mobile'), accessor: 'mobile_no' },
  { id: 'role', header: t('users.role'), accessor: (u) => valueLabel(t, 'labels', u.role_name) },
  { id: 'locations', header: t('users.locations'), accessor: 'locations' },
  {
    id: 'active',
    header: t('users.status'),
    accessor: (u) => (u.active ? t('active') : t('inactive')),
  },
  { id: 'last_login_date', header: t('users.lastLogin'), accessor: (u) => (u.last_login_date ? formatDateTime(u.last_login_date) : t('users.neverLoggedIn')) },
  { id: 'days_since', header: t('users.daysSince'), accessor: (u) => (u.days_since === null ? '' : u.days_since) },
];

/** The drill-down filter in words ('Role: Admin · Active · Last login over 180 days ago'). */
export function userFilterText(params: UserAccessParams, t: TFunction<'reports'>): string {
  const parts: string[] = [];
  if (params.role !== undefined) parts.push(t('users.roleIs', { role: valueLabel(t, 'labels', roleLabel(params.role)) }));
  if (params.active !== undefined) parts.push(params.active ? t('active') : t('inactive'));
  if (params.stale_login === 1) parts.push(t('users.staleLogin', { days: LOGIN_STALE_DAYS }));
  return parts.join(' · ');
}

/**
 * /reports/user_access (seed 002 §2 "User Access Report", §9): the users the caller may report on
 * with role, locations, last login and days since; the Never Logged In filter; server paging
 * 10/25/50/100/All; Export To Excel (users.xlsx, every row of the filter). A dashboard user
 * report row opens it filtered by the URL's role, active and stale_login (report-links.ts).
 */
export function UserAccessReportPage() {
  const { t } = useTranslation('reports');
  const columns = useMemo(() => columnsOf(t), [t]);
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useState<UserAccessParams>(() => userAccessParamsOf(location.search));
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(10, null));
  const page = useUserAccess(params, query);
  const drillDown = userFilterText(params, t);
  const change = (next: UserAccessParams) => {
    setParams(next);
    setQuery({ ...query, pageIndex: 0 });
  };
  const clearDrillDown = () => {
    change({ never_logged_in: params.never_logged_in });
    void navigate(location.pathname, { replace: true });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={1} fz="h2">
            {t('users.title')}
          </Title>
          {page.data && (
            <Badge size="lg" variant="light">
              {page.data.count.toLocaleString('en-IN')}
            </Badge>
          )}
        </Group>
        <ExportButton variant="light" size="sm" icon={<IconDownload size={16} aria-hidden />} rows={page.data?.count} run={(onProgress) => exportUsers(params, onProgress)}>
          {t('users.export')}
        </ExportButton>
      </Group>
      {drillDown && (
        <Group gap="xs">
          <Text size="sm">{drillDown}</Text>
          <Button size="compact-xs" variant="subtle" onClick={clearDrillDown}>
            {t('users.showAll')}
          </Button>
        </Group>
      )}
      {page.isError && <Alert color="red">{page.error instanceof ApiError && page.error.serverMessage ? translateMessage(page.error.serverMessage, page.error.messageRef) : translateMessage(SOMETHING_WENT_WRONG)}</Alert>}
      <DataTable
        mode="remote"
        label={t('users.title')}
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
            label={t('users.neverLoggedIn')}
            checked={params.never_logged_in === 1}
            onChange={(e) => change({ ...params, never_logged_in: e.currentTarget.checked ? 1 : undefined })}
          />
        }
      />
    </Stack>
  );
}
