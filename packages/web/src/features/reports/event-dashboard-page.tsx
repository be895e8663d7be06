import { Alert, Anchor, Group, Select, Stack, Tabs, Title } from '@mantine/core';
import { EVENT_DASHBOARD_REPORTS } from '@sampark/domain/options/events';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../lib/router';
import { ExportButton } from '../../components/export/export-button';
import { PleaseWait } from '../../components/feedback/please-wait';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { valueLabel } from '../../i18n/option-label';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { eventQueryOptions } from '../events';
import { type DashboardTab, exportEventDashboard, useEventDashboardReport } from './event-report-api';
import { GroupedReport } from './grouped-report';
import type { ReportRow } from './member-report-api';
import { eventListHref } from './report-links';

/** Each tab's name is eventDashboard.<tab> in the `reports` catalogue. */
const TABS: DashboardTab[] = ['invitees', 'registrations', 'attendees'];

/** What the first column of each report groups by. */
function labelHeaderOf(t: TFunction<'reports'>, tab: DashboardTab, type: string): string {
  if (type === 'Statewise') return t('district.state');
  if (type === 'Event Type') return t('eventDashboard.attendeeType');
  if (type === 'Post Approval Status') return tab === 'invitees' ? t('eventDashboard.invitation') : t('eventDashboard.invitationStatus');
  return valueLabel(t, 'types', 'Approval Status');
}

/**
 * The list behind an invitees row: its status list, or (post approval) the Final Approved
 * members of its invitation status. Registrations by state and attendees have no list that
 * shows exactly their rows (docs/decisions/047).
 */
function inviteeRowHref(eventId: number, tab: DashboardTab, row: ReportRow): string | undefined {
  return tab === 'invitees' ? eventListHref(eventId, row.label) : undefined;
}

function TabReport({ eventId, tab }: { eventId: number; tab: DashboardTab }) {
  const { t } = useTranslation('reports');
  const types = EVENT_DASHBOARD_REPORTS[tab];
  const [type, setType] = useState<string>(types[0]);
  const report = useEventDashboardReport(eventId, tab, type);
  return (
    <Stack gap="sm" pt="md">
      <Select label={t('typeOfReport')} data={types.map((value) => ({ value, label: valueLabel(t, 'types', value) }))} value={type} onChange={(v) => v && setType(v)} allowDeselect={false} w={{ base: '100%', xs: 280 }} />
      {report.isError && (
        <Alert color="red">{report.error instanceof ApiError && report.error.serverMessage ? translateMessage(report.error.serverMessage, report.error.messageRef) : translateMessage(SOMETHING_WENT_WRONG)}</Alert>
      )}
      {report.isPending && <PleaseWait />}
      {report.data && (
        <GroupedReport
          title={`${t(`eventDashboard.${tab}`)}: ${valueLabel(t, 'types', type)}`}
          labelHeader={labelHeaderOf(t, tab, type)}
          rows={report.data}
          // the post-approval columns overlap (a member is in Members and in Registered): chart the members
          chartFigures={tab === 'invitees' && type === 'Post Approval Status' ? ['Members'] : undefined}
          rowHref={(row) => inviteeRowHref(eventId, tab, row)}
        />
      )}
    </Stack>
  );
}

/**
 * /event/{event}/dashboard (seed 002 §2 "Event dashboard", §9; docs/decisions/042): tabs
 * invitees, registrations and attendees, each with its type-of-report selector, a grouped
 * table with a Total row and its chart; Export downloads Event_Dashboard.xlsx (every report).
 */
export function EventDashboardPage() {
  const { t } = useTranslation('reports');
  const eventId = Number(useParams().event);
  const event = useQuery(eventQueryOptions(eventId));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('eventDashboard.title')}
          </Title>
          {event.data && (
            <Anchor component={Link} to={`/event/${eventId}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.data.name}
            </Anchor>
          )}
        </Stack>
        <ExportButton variant="light" size="sm" icon={<IconDownload size={16} aria-hidden />} run={(onProgress) => exportEventDashboard(eventId, onProgress)} />
      </Group>
      {event.isError && <Alert color="red">{event.error instanceof ApiError && event.error.serverMessage ? translateMessage(event.error.serverMessage, event.error.messageRef) : translateMessage(SOMETHING_WENT_WRONG)}</Alert>}
      <Tabs defaultValue="invitees" keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`eventDashboard.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <TabReport eventId={eventId} tab={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
