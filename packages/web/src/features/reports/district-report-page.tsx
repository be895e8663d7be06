import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { DISTRICT_PAGE_SIZES, type DistrictReportRow, districtRowFilter } from '@sampark/domain/schemas/member-reports';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { submitErrorMessage } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { membersListUrl } from '../../lib/report-drilldown';
import { exportDistrictReport, type ReportBody, useDistrictReport } from './member-report-api';
import { ReportFilter } from './member-report-filter';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

const GROUP_FIGURES = ['pending', 'unsuccessful', 'active', 'passive', 'spam'];
const PLACE_COLUMNS = [
  { key: 'state', header: 'State' },
  { key: 'country', header: 'Country' },
];

/** /reports/district_report (seed 002 §2, §9): members by district and contact group, server-paged 100/500/1000/3000/5000; Export. */
export function DistrictReportPage() {
  const [body, setBody] = useState<ReportBody>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DISTRICT_PAGE_SIZES[0]);
  const [exporting, setExporting] = useState(false);
  const result = useDistrictReport(body, (page - 1) * pageSize, pageSize);
  const rows = result.data?.data ?? [];
  const apply = (next: ReportBody) => {
    setBody(next);
    setPage(1);
  };
  const runExport = async () => {
    setExporting(true);
    try {
      await exportDistrictReport(body);
    } catch (error) {
      notifyError(error instanceof ApiError && error.serverMessage ? error.serverMessage : submitErrorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          District Report
        </Title>
        <Button size="xs" variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={exporting} onClick={() => void runExport()}>
          Export
        </Button>
      </Group>
      <ReportFilter fields={['source', 'how_know_us', 'assigned_to', 'profession', 'category', 'grade', 'organization_id', 'contact_group']} withDates collapsible startOpen={false} onApply={apply} />
      {result.isError && <Alert color="red">{result.error instanceof ApiError ? result.error.message : String(result.error)}</Alert>}
      {result.isPending && !result.isError ? (
        <PleaseWait />
      ) : (
        <>
          <ReportChart rows={rows.slice(0, 10)} figures={GROUP_FIGURES} title="The ten largest districts of the page by contact group" />
          <ReportTable
            rows={rows}
            labelHeader="District"
            textColumns={PLACE_COLUMNS}
            pageSizes={DISTRICT_PAGE_SIZES}
            withTotal={false}
            remote={{ total: result.data?.count ?? 0, page, pageSize, onPage: setPage, onPageSize: (n) => (setPageSize(n), setPage(1)) }}
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
