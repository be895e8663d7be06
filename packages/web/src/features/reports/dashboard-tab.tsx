import { Alert, Box, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { notifyError } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { submitErrorMessage } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { exportDashboard, type ReportBody, type ReportRow, useGroupedReport } from './member-report-api';
import { ReportChart } from './report-chart';
import { ReportTable, figureKeys } from './report-table';

/** One type of report of a dashboard tab: its label and the report call that answers it. */
export interface DashboardType {
  value: string;
  report: string;
}

export interface DashboardTabProps {
  types: readonly DashboardType[];
  /** The tab's filter panel, if it has one; it calls onApply with the filter body. */
  filter?: (onApply: (body: ReportBody) => void) => ReactNode;
  rowHref?: (type: string, body: ReportBody, row: ReportRow) => string | undefined;
}

export const DASHBOARD_PAGE_SIZE = 50;

/**
 * A dashboard tab (seed 002 §2 "Dashboard"): the type-of-report selector, the grouped table with
 * its Total row (50 a page), the chart beside it and Export (Dashboard.xlsx). Generic over the
 * report calls, whose answers share one shape (CONTRACT.md "Reports").
 */
export function DashboardTab({ types, filter, rowHref }: DashboardTabProps) {
  const [type, setType] = useState(types[0].value);
  const [body, setBody] = useState<ReportBody>({});
  const [exporting, setExporting] = useState(false);
  const chosen = types.find((t) => t.value === type) ?? types[0];
  const request = { ...body, type };
  const result = useGroupedReport(chosen.report, request);
  const rows = result.data ?? [];
  const runExport = async () => {
    setExporting(true);
    try {
      await exportDashboard(chosen.report, request);
    } catch (error) {
      notifyError(error instanceof ApiError && error.serverMessage ? error.serverMessage : submitErrorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="sm" pt="sm">
      <Group justify="space-between" align="flex-end">
        <Select label="Type of Report" data={types.map((t) => t.value)} value={type} onChange={(v) => v && setType(v)} allowDeselect={false} w={260} />
        <Button size="xs" variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={exporting} onClick={() => void runExport()}>
          Export
        </Button>
      </Group>
      {filter?.(setBody)}
      {result.isError && <Alert color="red" title="Error">{result.error instanceof ApiError ? result.error.message : String(result.error)}</Alert>}
      {result.isPending && !result.isError ? (
        <PleaseWait />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Box>
            <ReportTable rows={rows} labelHeader={type} pageSizes={[DASHBOARD_PAGE_SIZE]} rowHref={rowHref && ((row) => rowHref(type, body, row))} />
          </Box>
          <Box>
            <ReportChart rows={rows} figures={figureKeys(rows)} title={type} />
          </Box>
        </SimpleGrid>
      )}
    </Stack>
  );
}
