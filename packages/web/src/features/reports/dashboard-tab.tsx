import { Alert, Group, Select, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/export/export-button';
import { PleaseWait } from '../../components/feedback/please-wait';
import { valueLabel } from '../../i18n/option-label';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { GroupedReport } from './grouped-report';
import { exportDashboard, type GroupedReportName, type ReportBody, type ReportRow, useGroupedReport } from './member-report-api';

/** One type of report of a dashboard tab: its label and the report call that answers it. */
export interface DashboardType {
  value: string;
  report: GroupedReportName;
}

export interface DashboardTabProps {
  types: readonly DashboardType[];
  /** The tab's filter panel, if it has one; it calls onApply with the filter body. */
  filter?: (onApply: (body: ReportBody) => void) => ReactNode;
  /** The list behind a row's label, and behind one of its figures (report-links.ts). */
  rowHref?: (type: string, body: ReportBody, row: ReportRow) => string | undefined;
  cellHref?: (type: string, body: ReportBody, row: ReportRow, figure: string) => string | undefined;
  /** What a row's list holds (default members), for its link's name. */
  linkNoun?: (type: string) => string;
}

export const DASHBOARD_PAGE_SIZE = 50;

/**
 * A dashboard tab (seed 002 §2 "Dashboard"): the type-of-report selector, the grouped table with
 * its Total row (50 a page), the chart beside it and Export (Dashboard.xlsx). Generic over the
 * report calls, whose answers share one shape (docs/api-conventions.md#reports).
 */
export function DashboardTab({ types, filter, rowHref, cellHref, linkNoun }: DashboardTabProps) {
  const { t } = useTranslation('reports');
  const [type, setType] = useState(types[0].value);
  const typeLabel = valueLabel(t, 'types', type);
  const [body, setBody] = useState<ReportBody>({});
  const chosen = types.find((d) => d.value === type) ?? types[0];
  const request = { ...body, type };
  const result = useGroupedReport(chosen.report, request);
  const rows = result.data ?? [];
  return (
    <Stack gap="sm" pt="sm">
      <Group justify="space-between" align="flex-end">
        <Select label={t('typeOfReport')} data={types.map((d) => ({ value: d.value, label: valueLabel(t, 'types', d.value) }))} value={type} onChange={(v) => v && setType(v)} allowDeselect={false} w={260} />
        <ExportButton rows={rows.length + 1} run={(onProgress) => exportDashboard(chosen.report, request, onProgress)} />
      </Group>
      {filter?.(setBody)}
      {result.isError && <Alert color="red" title={t('error')}>{result.error instanceof ApiError ? translateMessage(result.error.message, result.error.messageRef) : String(result.error)}</Alert>}
      {result.isPending && !result.isError ? (
        <PleaseWait />
      ) : (
        <GroupedReport
          key={type}
          title={typeLabel}
          rows={rows}
          labelHeader={typeLabel}
          pageSizes={[DASHBOARD_PAGE_SIZE]}
          rowHref={rowHref && ((row) => rowHref(type, body, row))}
          cellHref={cellHref && ((row, figure) => cellHref(type, body, row, figure))}
          linkNoun={linkNoun?.(type)}
        />
      )}
    </Stack>
  );
}
