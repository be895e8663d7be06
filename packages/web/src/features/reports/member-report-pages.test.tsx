import type { DistrictReportRow, MemberReportRow } from '@sampark/domain/schemas/member-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';
import type { Role } from '@sampark/domain/roles';
import { formatDateTime } from '../../lib/dates';
import { reportFilterOf } from '../../lib/report-drilldown';

const LOCS = [
  { id: 1, name: 'INDIA', parent_id: null, active: 1, path: '/1/', depth: 0, label: 'INDIA' },
  { id: 3, name: 'Pune', parent_id: 1, active: 1, path: '/1/3/', depth: 1, label: 'INDIA / Pune' },
];

function setup(path: string, answer: (call: RecordedCall) => Response | undefined, role: Role = 4) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const custom = answer(call);
      if (custom) return custom;
      if (call.method === 'GET' && call.url.startsWith('/api/mylocs')) return jsonResponse(200, { data: LOCS });
      if (call.method === 'GET') return jsonResponse(200, { data: [] });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  renderApp(path);
  return network;
}

vi.setConfig({ testTimeout: 20_000 });

const STATS = [
  { label: 'Doctor', id: 7, count: 12 },
  { label: 'वैद्य', id: 9, count: 3 },
  { label: 'Not Set', id: 0, count: 5 },
] satisfies MemberReportRow[];

describe('dashboard', () => {
  it('shows the members report with a Total row, links each row to its members, and asks for another type', async () => {
    const network = setup('/dashboard', (call) => (call.url === '/api/report/memberstats' ? jsonResponse(200, { data: STATS }) : undefined));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('वैद्य')).toBeInTheDocument();
    const total = within(table).getByText('Total').closest('tr')!;
    expect(within(total).getByText('20')).toBeInTheDocument();
    expect(network.calls.find((c) => c.url === '/api/report/memberstats')?.body).toEqual({ type: 'Pending Sampark' });
    // Pending Sampark groups by assignee: the Not Set row is the unassigned pending members
    const link = within(table).getByRole('link', { name: 'Members: Not Set' });
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/');
    expect(reportFilterOf(url.search)).toEqual({ contact_group: ['Pending'], assigned_to: 0 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Type of Report' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Profession' }));
    await waitFor(() => expect(network.calls.at(-1)?.body).toEqual({ type: 'Profession' }));
    const doctor = await screen.findByRole('link', { name: 'Members: Doctor' });
    expect(reportFilterOf(new URL(doctor.getAttribute('href')!, 'http://x').search)).toEqual({ profession: [7] });
  });

  it("says 'Error' when the report fails", async () => {
    setup('/dashboard', (call) => (call.url === '/api/report/memberstats' ? jsonResponse(500, { message: 'Server Error' }) : undefined));
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('exports Dashboard.xlsx from the same body', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const network = setup('/dashboard', (call) => {
      if (call.url === '/api/report/memberstats') return jsonResponse(200, { data: STATS });
      if (call.url === '/api/report/dashboard/export') return new Response('xlsx', { status: 200 });
      return undefined;
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(network.calls.find((c) => c.url === '/api/report/dashboard/export')?.body).toEqual({ type: 'Pending Sampark', report: 'memberstats' }));
  });
});

describe('the newest backup on the dashboard (issue 28)', () => {
  const LATEST = '/api/backups/latest';
  it("shows admins the newest scheduled backup's time", async () => {
    setup('/dashboard', (call) => (call.url === LATEST ? jsonResponse(200, { data: { scheduled: true, last_backup_at: '2026-11-27T02:00:00.000Z' } }) : undefined), 1);
    expect(await screen.findByText(`Last backup: ${formatDateTime('2026-11-27T02:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('says when scheduled backups are off', async () => {
    setup('/dashboard', (call) => (call.url === LATEST ? jsonResponse(200, { data: { scheduled: false, last_backup_at: null } }) : undefined), 2);
    expect(await screen.findByText('Scheduled backups are off (BACKUP_DIR, BACKUP_EVERY_HOURS).')).toBeInTheDocument();
  });

  it('does not ask for it for other roles', async () => {
    const network = setup('/dashboard', (call) => (call.url === '/api/report/memberstats' ? jsonResponse(200, { data: STATS }) : undefined));
    await screen.findByRole('table');
    expect(network.calls.some((c) => c.url === LATEST)).toBe(false);
    expect(screen.queryByTestId('backup-status')).toBeNull();
  });
});

describe('Sampark Details Report', () => {
  it("says 'Please select location' and asks nothing until a location is chosen", async () => {
    const network = setup('/reports/sampark_details_report', () => undefined);
    expect(await screen.findByText('Please select location')).toBeInTheDocument();
    expect(network.calls.some((c) => c.url.startsWith('/api/report/sampark_details_report'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

describe('District Report', () => {
  it('pages on the server with 100 a page and offers 100/500/1000/3000/5000', async () => {
    const row = { label: 'Pune', state: 'Maharashtra', country: 'INDIA', count: 4, pending: 1, unsuccessful: 1, active: 1, passive: 1, spam: 0 } satisfies DistrictReportRow;
    const network = setup('/reports/district_report', (call) => (call.url.startsWith('/api/report/district_report') ? jsonResponse(200, { data: [row], count: 1 }) : undefined));
    const link = await screen.findByRole('link', { name: 'Members: Pune' });
    expect(reportFilterOf(new URL(link.getAttribute('href')!, 'http://x').search)).toEqual({ country: 'INDIA', state: 'Maharashtra', district: 'Pune' });
    expect(network.calls.find((c) => c.url.startsWith('/api/report/district_report'))?.url).toBe('/api/report/district_report?skip=0&limit=100');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['100', '500', '1000', '3000', '5000']);
  });
});
