import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import type { ImportKind, ImportListRow } from '@sampark/domain/schemas/imports';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm/confirm';
import { DataTable, type DataTableColumn, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useCanAccess } from '../../lib/use-auth';
import { revertImport, useImportHistory } from './imports-api';

/**
 * Past imports (issue 15: who, when, file name, counts), newest first, 10 a page from the
 * server; roles 1-2 can revert one (docs/decisions/035-import-design.md).
 */

function StatusCell({ row }: { row: ImportListRow }) {
  const { t } = useTranslation('imports');
  // a stop of the server interrupted it (issue 27): nothing was saved
  if (row.status === 'failed') {
    return (
      <Stack gap={0}>
        <Badge color="red">{t('history.failed')}</Badge>
        <Text size="xs" c="dimmed">
          {translateMessage(row.message ?? '')}
        </Text>
      </Stack>
    );
  }
  if (row.status !== 'reverted') return <Badge color="green">{t('history.imported')}</Badge>;
  return (
    <Stack gap={0}>
      <Badge color="gray">{t('history.reverted')}</Badge>
      <Text size="xs" c="dimmed">
        {row.reverted_by_name ?? ''} {row.reverted_at ? formatDateTime(row.reverted_at) : ''}
      </Text>
    </Stack>
  );
}

function useRevert() {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const revert = useCallback(async (row: ImportListRow) => {
    if (!(await confirm({ message: t('history.revertQuestion'), title: t('history.revertTitle'), confirmLabel: t('history.revert') }))) return;
    setBusy(row.id);
    try {
      const res = await revertImport(row.id);
      notifySuccess(res.message);
      await queryClient.invalidateQueries();
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t('history.revertFailed'));
    } finally {
      setBusy(null);
    }
  }, [queryClient, t]);
  return { busy, revert };
}

function historyColumns(t: TFunction<'imports'>, kind: ImportKind, canRevert: boolean, revert: ReturnType<typeof useRevert>): DataTableColumn<ImportListRow>[] {
  const n = (key: keyof ImportListRow) => (r: ImportListRow) => (r[key] as number).toLocaleString('en-IN');
  const columns: DataTableColumn<ImportListRow>[] = [
    { id: 'created_at', header: t('history.importedOn'), accessor: (r) => formatDateTime(r.created_at), width: 170 },
    { id: 'file_name', header: t('history.file'), accessor: 'file_name' },
    { id: 'location', header: t('history.jila'), accessor: (r) => r.location ?? '' },
    { id: 'created_by_name', header: t('history.by'), accessor: (r) => r.created_by_name ?? '' },
    { id: 'rows_read', header: t('history.rows'), accessor: n('rows_read') },
    { id: 'created_count', header: t('counts.created'), accessor: n('created_count') },
    { id: 'updated_count', header: t('counts.updated'), accessor: n('updated_count') },
    ...(kind === 'members' ? [{ id: 'skipped_count', header: t('counts.skipped'), accessor: n('skipped_count') }] : []),
    { id: 'refused_count', header: t('counts.refused'), accessor: n('refused_count') },
    { id: 'status', header: t('history.status'), cell: (r) => <StatusCell row={r} /> },
  ];
  if (canRevert) {
    columns.push({
      id: 'actions',
      header: t('history.actions'),
      cell: (r) =>
        r.status === 'imported' ? (
          <Button size="xs" variant="light" color="red" loading={revert.busy === r.id} onClick={() => void revert.revert(r)} aria-label={t('history.revertNamed', { id: r.id })}>
            {t('history.revert')}
          </Button>
        ) : null,
    });
  }
  return columns;
}

export function ImportHistory({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('imports');
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(10));
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : 10;
  const history = useImportHistory(kind, { skip: query.pageIndex * pageSize, limit: pageSize });
  const canRevert = useCanAccess('admin');
  const { busy, revert } = useRevert();
  const columns = useMemo(() => historyColumns(t, kind, canRevert, { busy, revert }), [t, kind, canRevert, busy, revert]);
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('history.title')}
      </Title>
      {history.isError ? (
        <FetchFailed />
      ) : (
        <DataTable
          mode="remote"
          label={t('history.title')}
          rows={history.data?.data ?? []}
          total={history.data?.count ?? 0}
          loading={history.isFetching}
          query={query}
          onQueryChange={setQuery}
          columns={columns}
          getRowId={(r) => String(r.id)}
          pageSizeOptions={[10, 50, 100]}
          withSearch={false}
          emptyText={t('history.empty')}
        />
      )}
    </Stack>
  );
}

