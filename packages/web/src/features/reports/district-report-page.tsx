import { Alert, Group, Stack, Title } from '@mantine/core';
import { DISTRICT_PAGE_SIZES, type DistrictReportRow, districtRowFilter } from '@sampark/domain/schemas/member-reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/export/export-button';
import { PleaseWait } from '../../components/feedback/please-wait';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { membersListUrl } from '../../lib/report-drilldown';
import { exportDistrictReport, type ReportBody, useDistrictReport } from './member-report-api';
import { ReportFilter } from './member-report-filter';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

const GROUP_FIGURES = ['pending', 'unsuccessful', 'active', 'passive', 'spam'];

/** /reports/district_report (seed 002 §2, §9): members by district and contact group, server-paged 100/500/1000/3000/5000; Export. */
export function DistrictReportPage() {
  const { t } = useTranslation('reports');
  const [body, setBody] = useState<ReportBody>({});
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DISTRICT_PAGE_SIZES[0]);
  const result = useDistrictReport(body, pageIndex * pageSize, pageSize);
  const rows = result.data?.data ?? [];
  const total = result.data?.count ?? 0;
  const apply = (next: ReportBody) => {
    setBody(next);
    setPageIndex(0);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('district.title')}
        </Title>
        <ExportButton rows={total} run={(onProgress) => exportDistrictReport(body, onProgress)} />
      </Group>
      <ReportFilter fields={['source', 'how_know_us', 'assigned_to', 'profession', 'category', 'grade', 'organization_id', 'contact_group']} withDates collapsible startOpen={false} onApply={apply} />
      {result.isError && <Alert color="red">{result.error instanceof ApiError ? translateMessage(result.error.message, result.error.messageRef) : String(result.error)}</Alert>}
      {result.isPending && !result.isError ? (
        <PleaseWait />
      ) : (
        <>
          <ReportChart rows={rows.slice(0, 10)} figures={GROUP_FIGURES} title={t('district.chartTitle')} />
          <ReportTable
            title={t('district.title')}
            rows={rows}
            labelHeader={t('district.district')}
            textColumns={[
              { key: 'state', header: t('district.state') },
              { key: 'country', header: t('district.country') },
            ]}
            withTotal={false}
            paging={{ total, pageIndex, pageSize, pageSizes: DISTRICT_PAGE_SIZES, onPage: setPageIndex, onPageSize: (n) => (setPageSize(n), setPageIndex(0)) }}
            rowHref={(row) => {
              const filter = districtRowFilter(row as unknown as DistrictReportRow);
              return filter && membersListUrl({ ...body, ...filter });
            }}
          />
        </>
      )}
    </Stack>
  );
}
