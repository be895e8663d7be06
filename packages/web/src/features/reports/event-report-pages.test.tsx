import type { ReportRow } from '@sampark/domain/schemas/other-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';
import { reportColumns, totalsOf } from './event-dashboard-table';

vi.setConfig({ testTimeout: 20_000 });

const INVITEES = [
  { label: 'New', count: 4 },
  { label: 'Final Approved', count: 6 },
];
const STATEWISE = [
  { label: 'Goa', Delegates: 2, 'Accompanying Personnel': 1, Cancelled: 0 },
  { label: 'Not Set', Delegates: 0, 'Accompanying Personnel': 0, Cancelled: 3 },
];
const USERS = [
  { id: 1, name: 'Ravi Regional', email: 'ravi@example.org', mobile_no: '9820012345', role: 4, role_name: 'Regional Admin', active: 1, locations: 'Pune', last_login_date: '2026-02-01 09:30:00', days_since: 12 },
  { id: 2, name: 'Sita Sevak', email: null, mobile_no: '9820012346', role: 5, role_name: 'Sevak', active: 0, locations: 'Pune, Nashik', last_login_date: null, days_since: null },
];

function setup(path: string, answer: (call: RecordedCall) => Response | undefined) {
  const auth = loginAs(4);
  const network = stubFetch(withUser(auth.user, (call) => answer(call) ?? jsonResponse(404, { message: 'Not found.' })));
  renderApp(path);
  return network;
}

describe('grouped report helpers', () => {
  it('finds the columns in the server order and totals each', () => {
    const rows: ReportRow[] = [
      { label: 'A', x: 1, event_id: 9 },
      { label: 'B', x: 2, y: 5 },
    ];
    expect(reportColumns(rows, ['event_id'])).toEqual(['x', 'y']);
    expect(totalsOf(rows, ['x', 'y'])).toEqual({ x: 3, y: 5 });
  });
});

describe('event dashboard', () => {
  it('shows the invitees by approval status with a Total row, and switches tab and report type', async () => {
    const { calls } = setup('/event/7/dashboard', (call) => {
      if (call.url === '/api/events/7') return jsonResponse(200, { data: { id: 7, name: 'Yuva Shibir' } });
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

    await userEvent.click(screen.getByRole('tab', { name: 'Registrations' }));
    const statewise = await screen.findByRole('table', { name: 'Registrations: Statewise' });
    expect([...statewise.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['State', 'Delegates', 'Accompanying Personnel', 'Cancelled']);
    expect(within(statewise).getByText('Total').closest('tr')!.textContent).toBe('Total213');
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
    const rows = Array.from({ length: 7 }, (_, i) => ({ label: `Event ${i + 1}`, event_id: i + 1, New: i, 'Final Approved': 1 }));
    const { calls } = setup('/reports/status_report', (call) => {
      if (call.url === '/api/events') return jsonResponse(200, { data: rows.map((r) => ({ id: r.event_id, name: r.label })) });
      if (call.url === '/api/report/event_approvals') {
        const id = (call.body as { event_id?: string }).event_id;
        return jsonResponse(200, { data: id ? rows.filter((r) => String(r.event_id) === id) : rows });
      }
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Status Report' });
    expect(within(table).getAllByRole('link').map((a) => a.textContent)).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4', 'Event 5']);
    expect(within(table).getByText('Total').closest('tr')!.textContent).toBe('Total217');
    expect(within(table).getByRole('link', { name: 'Event 2' })).toHaveAttribute('href', '/event/2/dashboard');
    await userEvent.click(screen.getByPlaceholderText('All events'));
    await userEvent.click(await screen.findByRole('option', { name: 'Event 6' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ event_id: '6' }));
    expect(await within(await screen.findByRole('table', { name: 'Status Report' })).findByText('Event 6')).toBeInTheDocument();
  });
});
