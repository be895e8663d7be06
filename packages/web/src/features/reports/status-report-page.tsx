import { Alert, Anchor, Select, Stack, Title } from '@mantine/core';
import { STATUS_REPORT_PAGE_SIZES } from '@sampark/domain/schemas/other-reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { PleaseWait } from '../../components/feedback/please-wait';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { useEvents } from '../../hooks/use-lookups';
import { useEventApprovals } from './event-report-api';
import { GroupedReport } from './grouped-report';
import { eventListHref } from './report-links';

/**
 * /reports/status_report (seed 002 §2 "Status Report: by event", §9: 5/10/25/50/100): each event
 * the caller may manage with its members by approval status, as event details counts them; an
 * event can be chosen; a Total row and a chart. An event's name opens its dashboard, a figure
 * the event's list of that status (docs/decisions/047).
 */
export function StatusReportPage() {
  const { t } = useTranslation('reports');
  const [eventId, setEventId] = useState<string | null>(null);
  const events = useEvents(true);
  const report = useEventApprovals(eventId);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('status.title')}
      </Title>
      <Select
        label={t('status.event')}
        placeholder={t('status.allEvents')}
        searchable
        clearable
        data={(events.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        value={eventId}
        onChange={setEventId}
        w={{ base: '100%', xs: 360 }}
      />
      {report.isError && <Alert color="red">{report.error instanceof ApiError && report.error.serverMessage ? translateMessage(report.error.serverMessage, report.error.messageRef) : translateMessage(SOMETHING_WENT_WRONG)}</Alert>}
      {report.isPending && <PleaseWait />}
      {report.data && (
        <GroupedReport
          key={eventId ?? 'all'}
          title={t('status.title')}
          labelHeader={t('status.event')}
          rows={report.data}
          hidden={['event_id']}
          pageSizes={STATUS_REPORT_PAGE_SIZES}
          renderLabel={(row) => (
            <Anchor component={Link} to={`/event/${row.event_id}/dashboard`}>
              {row.label}
            </Anchor>
          )}
          cellHref={(row, status) => eventListHref(row.event_id, status)}
        />
      )}
    </Stack>
  );
}
