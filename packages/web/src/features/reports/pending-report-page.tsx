import { Alert, Stack, Title } from '@mantine/core';
import { PENDING_PAGE_SIZES, pendingRowFilter } from '@sampark/domain/schemas/member-reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PleaseWait } from '../../components/feedback/please-wait';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { membersListUrl } from '../../lib/report-drilldown';
import { GroupedReport } from './grouped-report';
import { type ReportBody, useGroupedReport } from './member-report-api';
import { ReportFilter } from './member-report-filter';

/**
 * /reports/pending (seed 002 §2): the pending members (contact group Pending) by location, with
 * the filters type of entry, source, location, sublocation, start and end date; 10/25/50/100.
 */
export function PendingReportPage() {
  const { t } = useTranslation('reports');
  const [body, setBody] = useState<ReportBody>({});
  const result = useGroupedReport('pending_stats', body);
  const rows = result.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        {t('pending.title')}
      </Title>
      <ReportFilter fields={['source', 'how_know_us']} withDates onApply={setBody} />
      {result.isError && <Alert color="red">{result.error instanceof ApiError ? translateMessage(result.error.message, result.error.messageRef) : String(result.error)}</Alert>}
      {result.isPending && !result.isError ? (
        <PleaseWait />
      ) : (
        <GroupedReport
          title={t('pending.tableTitle')}
          rows={rows}
          labelHeader={t('location')}
          pageSizes={PENDING_PAGE_SIZES}
          rowHref={(row) => membersListUrl({ ...body, ...pendingRowFilter({ label: row.label, id: row.id, count: Number(row.count) }) })}
        />
      )}
    </Stack>
  );
}
