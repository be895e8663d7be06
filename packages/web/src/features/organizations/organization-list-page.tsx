import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { ORGANIZATION_PAGE_SIZES, type OrganizationRow } from '@sampark/domain/schemas/organizations';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { confirm } from '../../components/confirm/confirm';
import { DataTable, type DataTableColumn, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { deleteOrganization, ORGANIZATIONS_KEY, useOrganizationCount, useOrganizationPage } from './organization-api';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { ListHeader } from '../../components/layout/list-header';

function LongText({ value }: { value: string | null }) {
  return (
    <Text fz="sm" lineClamp={2} title={value ?? undefined} style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

function Website({ value }: { value: string | null }) {
  if (!value) return null;
  if (!/^https?:\/\//i.test(value)) return <LongText value={value} />;
  return (
    <Anchor href={value} target="_blank" rel="noopener noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Anchor>
  );
}

function columnsWith(t: TFunction<'admin'>, onDelete: (org: OrganizationRow) => void): DataTableColumn<OrganizationRow>[] {
  return [
    { id: 'id', header: t('columns.id'), accessor: 'id', sortable: true, locked: true, width: 70 },
    { id: 'name', header: t('organizations.name'), accessor: 'name', sortable: true, locked: true, width: 180, cell: (o) => <Text fz="sm" fw={600}>{o.name}</Text> },
    { id: 'objective', header: t('organizations.objective'), accessor: 'objective', sortable: true, width: 160, cell: (o) => <LongText value={o.objective} /> },
    { id: 'area_activity', header: t('organizations.areaActivity'), accessor: 'area_activity', sortable: true, width: 140, cell: (o) => <LongText value={o.area_activity} /> },
    { id: 'members', header: t('organizations.members'), accessor: 'members', sortable: true, width: 90 },
    { id: 'website', header: t('organizations.website'), accessor: 'website', sortable: true, hiddenByDefault: true, width: 180, cell: (o) => <Website value={o.website} /> },
    { id: 'head_person', header: t('organizations.headPerson'), accessor: 'head_person', sortable: true, width: 140 },
    { id: 'remark', header: t('organizations.remark'), accessor: 'remark', sortable: true, hiddenByDefault: true, width: 180, cell: (o) => <LongText value={o.remark} /> },
    {
      id: 'active',
      header: t('activeQ'),
      accessor: 'active',
      sortable: true,
      width: 80,
      cell: (o) => <Badge variant="light" color={o.active === 1 ? 'green' : 'gray'}>{t(o.active === 1 ? 'yes' : 'no')}</Badge>,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      locked: true,
      width: 90,
      cell: (o) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('edit')}>
            <ActionIcon component={Link} to={`/organization/${o.id}/update`} variant="light" aria-label={t('editNamed', { name: o.name })}>
              <IconEdit size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('delete')}>
            <ActionIcon variant="light" color="red" aria-label={t('deleteNamed', { name: o.name })} onClick={() => onDelete(o)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

/**
 * /organization/list (seed 001 §2 "Organizations list"): a server-side table, search on Enter,
 * sorting and paging; 10 per page with 10, 50, 100, sorted by name (§9). A refused delete shows
 * the server's reason (docs/decisions/006).
 */
export function OrganizationListPage() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(ORGANIZATION_PAGE_SIZES[0], { id: 'name', direction: 'asc' }));
  const page = useOrganizationPage(query);
  const count = useOrganizationCount(query);
  const queryClient = useQueryClient();

  const remove = async (org: OrganizationRow) => {
    if (!(await confirm())) return;
    try {
      notifySuccess(await deleteOrganization(org.id));
      await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
    } catch (error) {
      notifyError(error instanceof ApiError && error.status === 422 && error.serverMessage ? error.serverMessage : SOMETHING_WENT_WRONG);
    }
  };
  // remove only reads the query client, which never changes: a new language is the one reason to rebuild
  const columns = useMemo(() => columnsWith(t, (org) => void remove(org)), [t]);

  return (
    <Stack gap="md">
      <ListHeader title={t('organizations.title')} addTo="/organization/create" />
      {(page.isError || count.isError) && <FetchFailed />}
      <DataTable
        mode="remote"
        label={t('organizations.title')}
        rows={page.data ?? []}
        total={count.data ?? 0}
        loading={page.isFetching || count.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(o) => String(o.id)}
        pageSizeOptions={[...ORGANIZATION_PAGE_SIZES]}
        searchPlaceholder={t('organizations.search')}
        withClearButton
        withColumnChooser
      />
    </Stack>
  );
}
