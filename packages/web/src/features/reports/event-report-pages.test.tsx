import { eventRow } from '../../../test/event-fixtures';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@sampark/domain/options/events';
import {
  type EventStatsRow,
  type InviteeReportRow,
  type OrgStatsRow,
  POST_APPROVAL_COLUMNS,
  type RegistrationReportRow,
  type ReportRow,
  type StatusReportRow,
  type UserAccessRow,
  type UserStatsRow,
} from '@sampark/domain/schemas/other-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';
import { reportFilterOf } from '../../lib/report-drilldown';
import { figureKeys, totalsOf } from './report-table';

/** A report link's name: its list and row, for a figure after the figure itself, e.g. '3 New: Event 2'. */
const linkName = (name: string) => new RegExp(`^([\\d,]+ )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

vi.setConfig({ testTimeout: 20_000 });

const INVITEES = [
  { label: 'New', count: 4 },
  { label: 'Final Approved', count: 6 },
] satisfies InviteeReportRow[];
const STATEWISE = [
  { label: 'Goa', Delegates: 2, 'Accompanying Personnel': 1, Cancelled: 0 },
  { label: 'Not Set', Delegates: 0, 'Accompanying Personnel': 0, Cancelled: 3 },
] satisfies RegistrationReportRow[];
const USERS = [
  { id: 1, name: 'Ravi Regional', email: 'ravi@example.org', mobile_no: '9820012345', role: 4, role_name: 'Regional Admin', active: 1, locations: 'Pune', last_login_date: '2026-02-01 09:30:00', days_since: 12 },
  { id: 2, name: 'Sita Sevak', email: null, mobile_no: '9820012346', role: 5, role_name: 'Sevak', active: 0, locations: 'Pune, Nashik', last_login_date: null, days_since: null },
] satisfies UserAccessRow[];

/** Every column of a report row, zero unless given, as the server answers. */
const columns = <K extends string>(keys: readonly K[], counts: Partial<Record<K, number>>) =>
  ({ ...Object.fromEntries(keys.map((k) => [k, 0])), ...counts }) as Record<K, number>;
const approvals = (counts: Partial<Record<ApprovalStatus, number>>) => columns(APPROVAL_STATUSES, counts);

function setup(path: string, answer: (call: RecordedCall) => Response | undefined) {
  const auth = loginAs(4);
  const network = stubFetch(withUser(auth.user, (call) => answer(call) ?? jsonResponse(404, { message: 'Not found.' })));
  renderApp(path);
  return network;
}

describe('grouped report helpers', () => {
  it('finds the figures in the server order, without the row id or hidden keys, and totals each', () => {
    const rows: ReportRow[] = [
      { label: 'A', id: 4, x: 1, event_id: 9 },
      { label: 'B', state: 'Goa', x: 2, y: 5 },
    ];
    expect(figureKeys(rows, ['event_id'])).toEqual(['x', 'y']);
    expect(totalsOf(rows, ['x', 'y'])).toEqual({ x: 3, y: 5 });
  });
});

describe('event dashboard', () => {
  it('shows the invitees by approval status with a Total row, and switches tab and report type', async () => {
    const { calls } = setup('/event/7/dashboard', (call) => {
      if (call.url === '/api/events/7') return jsonResponse(200, { data: eventRow() });
      if (call.url === '/api/invitees/7/report') return jsonResponse(200, { data: INVITEES });
      if (call.url === '/api/registrations/7/report') return jsonResponse(200, { data: STATEWISE });
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Invitees: Approval Status' });
    expect(within(table).getByText('Final Approved')).toBeInTheDocument();
    const total = within(table).getByText('Total').closest('tr')!;
    expect(total.textContent).toBe('Total10');
    expect(await screen.findByText('Yuva Shibir')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/invitees/7/report')!.body).toEqual({ type: 'Approval Status', event_id: 7 });
    // a status opens the event's list of that status
    expect(within(table).getByRole('link', { name: linkName('Members: Final Approved') })).toHaveAttribute('href', '/event/7/approvalfinal');

    await userEvent.click(screen.getByRole('tab', { name: 'Registrations' }));
    const statewise = await screen.findByRole('table', { name: 'Registrations: Statewise' });
    expect([...statewise.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['State', 'Delegates', 'Accompanying Personnel', 'Cancelled']);
    expect(within(statewise).getByText('Total').closest('tr')!.textContent).toBe('Total213');
    // no list shows registrations by state (docs/decisions/047)
    expect(within(statewise).queryAllByRole('link')).toEqual([]);
    expect(calls.find((c) => c.url === '/api/registrations/7/report')!.body).toEqual({ type: 'Statewise', event_id: 7 });
  });

  it("shows the server's message when a report fails", async () => {
    setup('/event/7/dashboard', (call) => (call.url === '/api/invitees/7/report' ? jsonResponse(404, { message: 'Event not found.' }) : undefined));
    expect(await screen.findByText('Event not found.')).toBeInTheDocument();
  });
});

describe('user access report', () => {
  it('lists users with role, locations, last login and days since; Never Logged In refetches', async () => {
    const { calls } = setup('/reports/user_access', (call) => {
      if (call.url.startsWith('/api/report/user_access')) {
        const never = call.url.includes('never_logged_in=1');
        return jsonResponse(200, never ? { data: [USERS[1]], count: 1 } : { data: USERS, count: 2 });
      }
      return undefined;
    });
    expect(await screen.findByText('Ravi Regional')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'User Access Report' });
    expect(within(table).getByText('Regional Admin')).toBeInTheDocument();
    expect(within(table).getByText('Pune, Nashik')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/report/user_access?skip=0&limit=10');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Never Logged In' }));
    await waitFor(() => expect(screen.queryByText('Ravi Regional')).not.toBeInTheDocument());
    expect(calls.at(-1)!.url).toBe('/api/report/user_access?never_logged_in=1&skip=0&limit=10');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100', 'All']);
  });
});

describe('status report', () => {
  it('shows the events by approval status, 5 per page, and narrows to the chosen event', async () => {
    const rows = Array.from({ length: 7 }, (_, i): StatusReportRow => ({ label: `Event ${i + 1}`, event_id: i + 1, ...approvals({ New: i, 'Final Approved': 1 }) }));
    const { calls } = setup('/reports/status_report', (call) => {
      if (call.url === '/api/events') return jsonResponse(200, { data: rows.map((r) => ({ id: r.event_id, name: r.label })) });
      if (call.url === '/api/report/event_approvals') {
        const id = (call.body as { event_id?: string }).event_id;
        return jsonResponse(200, { data: id ? rows.filter((r) => String(r.event_id) === id) : rows });
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Status Report' });
    expect(within(table).getAllByRole('link', { name: /^Event \d$/ }).map((a) => a.textContent)).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4', 'Event 5']);
    expect(within(table).getByText('Total').closest('tr')!.textContent).toBe('Total210000700');
    expect(within(table).getByRole('link', { name: 'Event 2' })).toHaveAttribute('href', '/event/2/dashboard');
    // a figure opens the event's list of that status; a zero has nothing behind it
    expect(within(table).getByRole('link', { name: linkName('New: Event 2') })).toHaveAttribute('href', '/event/2/new');
    expect(within(table).getByRole('link', { name: linkName('Final Approved: Event 2') })).toHaveAttribute('href', '/event/2/approvalfinal');
    expect(within(table).queryByRole('link', { name: 'New: Event 1' })).toBeNull();
    await userEvent.click(screen.getByPlaceholderText('All events'));
    await userEvent.click(await screen.findByRole('option', { name: 'Event 6' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ event_id: '6' }));
    expect(await within(await screen.findByRole('table', { name: 'Status Report' })).findByText('Event 6')).toBeInTheDocument();
  });
});

describe('drill-downs of the dashboard events and users tabs', () => {
  const EVENTS = [{ label: 'Yuva Shibir', id: 3, ...approvals({ New: 2, 'Final Approved': 1 }) }] satisfies EventStatsRow[];
  const POST = [{ label: 'Yuva Shibir', id: 3, ...columns(POST_APPROVAL_COLUMNS, { 'Not Invited': 1, Registered: 1 }) }] satisfies EventStatsRow[];
  const TYPES = [{ label: 'Shibir', Events: 2, Members: 9 }] satisfies EventStatsRow[];
  const ROLES = [
    { label: 'Admin', Active: 2, Inactive: 1 },
    { label: 'Sevak', Active: 0, Inactive: 4 },
  ] satisfies UserStatsRow[];
  const ORGS = [{ label: 'Seva Sangh', id: 5, count: 2 }] satisfies OrgStatsRow[];

  function dashboard() {
    return setup('/dashboard', (call) => {
      const type = (call.body as { type?: string } | undefined)?.type;
      if (call.url === '/api/report/memberstats') return jsonResponse(200, { data: [] });
      if (call.url === '/api/report/eventstats') return jsonResponse(200, { data: type === 'Event Type' ? TYPES : type === 'Post Approval Status' ? POST : EVENTS });
      if (call.url === '/api/report/userstats') return jsonResponse(200, { data: type === 'Active' ? ROLES : ([{ label: 'Coordinator', count: 1 }] satisfies UserStatsRow[]) });
      if (call.url === '/api/report/orgstats') return jsonResponse(200, { data: ORGS });
      if (call.method === 'GET') return jsonResponse(200, { data: [] });
      return undefined;
    });
  }
  const hrefOf = (name: string) => screen.getByRole('link', { name: linkName(name) }).getAttribute('href');
  const chooseType = async (name: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: 'Type of Report' }));
    await userEvent.click(await screen.findByRole('option', { name }));
  };

  it("opens an event's invitees, a status or post-approval figure its list; event types have none", async () => {
    dashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Events' }));
    expect((await screen.findByRole('link', { name: 'Members: Yuva Shibir' })).getAttribute('href')).toBe('/event/3/invitees');
    expect(hrefOf('New: Yuva Shibir')).toBe('/event/3/new');
    expect(hrefOf('Final Approved: Yuva Shibir')).toBe('/event/3/approvalfinal');
    expect(screen.queryByRole('link', { name: 'Final Disapproved: Yuva Shibir' })).toBeNull();
    // the row id is the drill-down, not a figure
    expect([...screen.getByRole('table').querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['Approval Status', ...APPROVAL_STATUSES]);

    await chooseType('Post Approval Status');
    expect((await screen.findByRole('link', { name: linkName('Registered: Yuva Shibir') })).getAttribute('href')).toBe('/event/3/registered');
    expect(hrefOf('Not Invited: Yuva Shibir')).toBe('/event/3/notinvited');
    expect(hrefOf('Members: Yuva Shibir')).toBe('/event/3/postapproval');

    await chooseType('Event Type');
    expect(await screen.findByText('Shibir')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('link')).toEqual([]);
  });

  it('opens the User Access Report filtered by role and the figure, and an organization its members', async () => {
    dashboard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    expect((await screen.findByRole('link', { name: 'Users: Admin' })).getAttribute('href')).toBe('/reports/user_access?role=2');
    expect(hrefOf('Active: Admin')).toBe('/reports/user_access?role=2&active=1');
    expect(hrefOf('Inactive: Sevak')).toBe('/reports/user_access?role=5&active=0');
    expect(screen.queryByRole('link', { name: 'Active: Sevak' })).toBeNull();

    await chooseType('Login');
    expect((await screen.findByRole('link', { name: 'Users: Coordinator' })).getAttribute('href')).toBe('/reports/user_access?role=3&active=1&stale_login=1');
    await chooseType('Never Logged In');
    await waitFor(() => expect(hrefOf('Users: Coordinator')).toBe('/reports/user_access?role=3&active=1&never_logged_in=1'));

    await chooseType('Organizations');
    const org = await screen.findByRole('link', { name: 'Members: Seva Sangh' });
    expect(reportFilterOf(new URL(org.getAttribute('href')!, 'http://x').search)).toEqual({ organization_id: 5 });
  });
});

describe('user access report opened from a dashboard row', () => {
  it('asks for the row filter, says what it is, exports it, and shows every user again on request', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { calls } = setup('/reports/user_access?role=3&active=1&stale_login=1&junk=x', (call) => {
      if (call.url.startsWith('/api/report/user_access/export')) return new Response('xlsx', { status: 200 });
      if (call.url.startsWith('/api/report/user_access')) return jsonResponse(200, call.url.includes('role=3') ? { data: [USERS[0]], count: 1 } : { data: USERS, count: 2 });
      return undefined;
    });
    expect(await screen.findByText('Ravi Regional')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/report/user_access?role=3&active=1&stale_login=1&skip=0&limit=10');
    expect(screen.getByText('Role: Coordinator · Active · Last login over 180 days ago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export To Excel' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/report/user_access/export?role=3&active=1&stale_login=1')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Show all users' }));
    expect(await screen.findByText('Sita Sevak')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/report/user_access?skip=0&limit=10');
    expect(screen.queryByText(/Role: Coordinator/)).toBeNull();
  });
});
