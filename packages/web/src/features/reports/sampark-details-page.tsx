import { Alert, Badge, Group, Select, Stack, Title } from '@mantine/core';
import { MEMBER_COLUMNS, type MemberColumn, viewColumns } from '@sampark/domain/member-views';
import type { MemberView } from '@sampark/domain/options/members';
import { PLEASE_SELECT_LOCATION, SAMPARK_PAGE_SIZES, type SamparkDetailsRow } from '@sampark/domain/schemas/member-reports';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type TableQuery, defaultTableQuery } from '../../components/data-table/data-table';
import { ExportButton } from '../../components/export/export-button';
import { valueLabel } from '../../i18n/option-label';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatDateTime } from '../../lib/dates';
import { exportSamparkDetails, type ReportBody, useSamparkDetails } from './member-report-api';
import { ReportFilter } from './member-report-filter';

/** seed 002 §2: the report's views (the members list's, without Sangathanatmak Rachana). */
const VIEWS: MemberView[] = ['Default', 'Sampark', 'Details', 'Social Media'];

function cellText(row: SamparkDetailsRow, c: MemberColumn): string {
  const v = row[c.key];
  if (v === null || v === undefined) return '';
  if (c.kind === 'date') return formatDate(String(v));
  if (c.kind === 'datetime') return formatDateTime(String(v));
  return String(v);
}

const columnsOf = (t: TFunction<'reports'>): DataTableColumn<SamparkDetailsRow>[] => MEMBER_COLUMNS.map((c) => ({
  id: c.key,
  header: valueLabel(t, 'memberColumns', c.label),
  accessor: (row: SamparkDetailsRow) => cellText(row, c),
  sortable: ['id', 'fullname', 'created_at', 'updated_at', 'lcd', 'location', 'profession', 'category', 'grade', 'source'].includes(c.key),
  locked: c.key === 'id' || c.key === 'fullname',
}));

const viewIds = (view: MemberView) => viewColumns(view).map((c) => c.key as string);

/**
 * /reports/sampark_details_report (seed 002 §2, §9): the members of a location in the members
 * list's views, with a column chooser and Export; 50 a page (50/100/200/500/1000). Until a
 * location is chosen: 'Please select location'.
 */
export function SamparkDetailsPage() {
  const { t } = useTranslation('reports');
  const columnList = useMemo(() => columnsOf(t), [t]);
  const [body, setBody] = useState<ReportBody>({});
  const [view, setView] = useState<MemberView>('Sampark');
  const [columns, setColumns] = useState<string[]>(() => viewIds('Sampark'));
  const [query, setQuery] = useState<TableQuery>(() => defaultTableQuery(SAMPARK_PAGE_SIZES[0], { id: 'created_at', direction: 'desc' }));
  const size = query.pageSize === 'All' ? 1000 : query.pageSize;
  const params = useMemo(
    () => ({
      skip: query.pageIndex * size,
      limit: size,
      ...(query.sort ? { orderby: query.sort.id, ordertype: query.sort.direction } : {}),
      ...(query.search.trim() ? { keyword: query.search.trim() } : {}),
    }),
    [query, size],
  );
  const page = useSamparkDetails(body, params);
  const hasLocation = body.location_id !== undefined;
  const apply = (next: ReportBody) => {
    setBody(next);
    setQuery((q) => ({ ...q, pageIndex: 0 }));
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={1} fz="h2">
            {t('sampark.title')}
          </Title>
          {page.data && hasLocation && (
            <Badge size="lg" variant="light">
              {`${page.data.count.toLocaleString('en-IN')}${page.data.count_capped ? '+' : ''}`}
            </Badge>
          )}
        </Group>
        <ExportButton
          disabled={!hasLocation}
          rows={page.data?.count}
          rowsAtLeast={page.data?.count_capped}
          run={(onProgress) => exportSamparkDetails(body, { orderby: params.orderby, ordertype: params.ordertype, keyword: params.keyword }, onProgress)}
        />
      </Group>
      <ReportFilter fields={['source', 'assigned_to', 'profession', 'category', 'grade', 'contact_group']} withDates collapsible onApply={apply} />
      {!hasLocation ? (
        <Alert color="yellow">{translateMessage(PLEASE_SELECT_LOCATION)}</Alert>
      ) : (
        <>
          {page.isError && <Alert color="red">{page.error instanceof ApiError ? translateMessage(page.error.message, page.error.messageRef) : String(page.error)}</Alert>}
          <DataTable
            mode="remote"
            label={t('sampark.title')}
            rows={page.data?.records ?? []}
            total={page.data?.count ?? 0}
            loading={page.isFetching}
            query={query}
            onQueryChange={setQuery}
            columns={columnList}
            getRowId={(m) => String(m.id)}
            pageSizeOptions={[...SAMPARK_PAGE_SIZES]}
            searchPlaceholder={t('sampark.search')}
            withColumnChooser
            visibleColumns={columns}
            onVisibleColumnsChange={setColumns}
            toolbar={
              <Select
                aria-label={t('sampark.selectView')}
                placeholder={t('sampark.selectView')}
                data={VIEWS.map((value) => ({ value, label: valueLabel(t, 'views', value) }))}
                value={view}
                allowDeselect={false}
                w={160}
                onChange={(v) => {
                  if (!v) return;
                  setView(v as MemberView);
                  setColumns(viewIds(v as MemberView));
                }}
              />
            }
          />
        </>
      )}
    </Stack>
  );
}
