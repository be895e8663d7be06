import { Stack, Tabs, Title } from '@mantine/core';
import { MEMBER_REPORT_TYPES, type MemberReportType, memberReportRowFilter } from '@sampark/domain/schemas/member-reports';
import { EVENT_REPORT_TYPES, USER_REPORT_TYPES } from '@sampark/domain/schemas/other-reports';
import { useTranslation } from 'react-i18next';
import { membersListUrl } from '../../lib/report-drilldown';
import { BackupStatus } from './backup-status';
import { DashboardTab, type DashboardType } from './dashboard-tab';
import type { ReportRow } from './member-report-api';
import { ReportFilter } from './member-report-filter';
import { eventListHref, organizationHref, userAccessHref, userReportParams } from './report-links';

/** seed 002 §9: the report types of each tab; the users tab also holds the organizations report. */
const MEMBER_TYPES: DashboardType[] = MEMBER_REPORT_TYPES.map((value) => ({ value, report: 'memberstats' }));
const EVENT_TYPES: DashboardType[] = EVENT_REPORT_TYPES.map((value) => ({ value, report: 'eventstats' }));
const USER_TYPES: DashboardType[] = [
  ...USER_REPORT_TYPES.map((value): DashboardType => ({ value, report: 'userstats' })),
  { value: 'Organizations', report: 'orgstats' },
];

const MEMBER_FILTER_FIELDS = ['source', 'how_know_us', 'assigned_to', 'profession', 'category', 'grade', 'contact_group'] as const;

/** An event's row opens its invitees (or its Final Approved members), a figure its status or post-approval list; Event Type rows have no list. */
function eventRowHref(type: string, row: ReportRow): string | undefined {
  if (typeof row.id !== 'number') return undefined;
  if (type === 'Approval Status') return `/event/${row.id}/invitees`;
  return type === 'Post Approval Status' ? `/event/${row.id}/postapproval` : undefined;
}
const userRowHref = (type: string, row: ReportRow) => (type === 'Organizations' ? organizationHref(row) : userAccessHref(userReportParams(type, row)));

/** /dashboard (seed 002 §2): tabs members, events and users; every row or figure opens the list behind it (docs/decisions/047). */
export function DashboardPage() {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        {t('dashboard.title')}
      </Title>
      <BackupStatus />
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="members">{t('members')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('dashboard.events')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('dashboard.users')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <DashboardTab
            types={MEMBER_TYPES}
            filter={(onApply) => <ReportFilter fields={MEMBER_FILTER_FIELDS} withDates collapsible startOpen={false} onApply={onApply} />}
            rowHref={(type, body, row) => membersListUrl({ ...body, ...memberReportRowFilter(type as MemberReportType, { label: row.label, id: row.id, count: Number(row.count) }) })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <DashboardTab types={EVENT_TYPES} rowHref={(type, _body, row) => eventRowHref(type, row)} cellHref={(type, _body, row, figure) => (type === 'Event Type' ? undefined : eventListHref(row.id, figure))} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <DashboardTab
            types={USER_TYPES}
            rowHref={(type, _body, row) => userRowHref(type, row)}
            cellHref={(type, _body, row, figure) => (type === 'Active' ? userAccessHref(userReportParams(type, row, figure)) : undefined)}
            linkNoun={(type) => (type === 'Organizations' ? t('members') : t('dashboard.users'))}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
