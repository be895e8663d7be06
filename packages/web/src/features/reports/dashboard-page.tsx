import { Stack, Tabs, Title } from '@mantine/core';
import { MEMBER_REPORT_TYPES, type MemberReportType, memberReportRowFilter } from '@sampark/domain/schemas/member-reports';
import { membersListUrl } from '../../lib/report-drilldown';
import { DashboardTab, type DashboardType } from './dashboard-tab';
import { ReportFilter } from './member-report-filter';

/** seed 002 §9: the report types of each tab; the users tab also holds the organizations report. */
const MEMBER_TYPES: DashboardType[] = MEMBER_REPORT_TYPES.map((value) => ({ value, report: 'memberstats' }));
const EVENT_TYPES: DashboardType[] = ['Approval Status', 'Post Approval Status', 'Event Type'].map((value) => ({ value, report: 'eventstats' }));
const USER_TYPES: DashboardType[] = [
  ...['Active', 'Login', 'Never Logged In'].map((value) => ({ value, report: 'userstats' })),
  { value: 'Organizations', report: 'orgstats' },
];

const MEMBER_FILTER_FIELDS = ['source', 'how_know_us', 'assigned_to', 'profession', 'category', 'grade', 'contact_group'] as const;

/** /dashboard (seed 002 §2): tabs members, events and users. */
export function DashboardPage() {
  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        Dashboard
      </Title>
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="members">Members</Tabs.Tab>
          <Tabs.Tab value="events">Events</Tabs.Tab>
          <Tabs.Tab value="users">Users</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <DashboardTab
            types={MEMBER_TYPES}
            filter={(onApply) => <ReportFilter fields={MEMBER_FILTER_FIELDS} withDates collapsible startOpen={false} onApply={onApply} />}
            rowHref={(type, body, row) => membersListUrl({ ...body, ...memberReportRowFilter(type as MemberReportType, { label: row.label, id: row.id, count: Number(row.count) }) })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <DashboardTab types={EVENT_TYPES} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <DashboardTab types={USER_TYPES} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
