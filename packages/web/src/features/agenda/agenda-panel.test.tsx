import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOfflineData } from '../../offline/followup-queue';
import { jsonResponse, loginAs, renderWithProviders, stubFetch, withUser } from '../../../test/render';
import { useCurrentUser } from '../../lib/use-auth';
import { useMyAgenda } from './agenda-api';
import { AgendaPanel } from './agenda-panel';

/** The panel as the sevak's home gives it its agenda. */
function SevakAgenda() {
  return <AgendaPanel agenda={useMyAgenda(useCurrentUser()?.id)} />;
}

const person = (member_id: number, fullname: string) => ({ member_id, fullname, mobile_country_code: '91', mobile_number: '98200 12345' });

const meeting = (followup_id: number, fullname: string, flags: { overdue?: boolean; later_followup?: boolean } = {}) => ({
  ...person(followup_id + 100, fullname),
  followup_id,
  meeting_date: '2026-03-05',
  meeting_time: '10:30',
  overdue: flags.overdue ?? false,
  later_followup: flags.later_followup ?? false,
});

const due = (member_id: number, pending_days: number) => ({ ...person(member_id, `Due ${member_id}`), contact_group: 'Pending', lcd: null, pending_days });

function renderAgenda(agenda: { meetings: unknown[]; due: unknown[]; due_total?: number }) {
  const auth = loginAs(5);
  stubFetch(withUser(auth.user, (call) => (call.url === '/api/myagenda' ? jsonResponse(200, { data: { due_total: agenda.due.length, ...agenda } }) : jsonResponse(404))));
  renderWithProviders(<SevakAgenda />, { route: '/home' });
  return screen.findByRole('region', { name: 'My agenda' });
}

describe('the agenda panel (issue 31)', () => {
  // each test's agenda, not the copy an earlier one left on the "phone"
  afterEach(clearOfflineData);

  it('lists meetings with their state, each line a button named after what it shows', async () => {
    const panel = await renderAgenda({ meetings: [meeting(1, 'Kalpana Kamat', { overdue: true }), meeting(2, 'Jayesh More', { later_followup: true })], due: [] });
    expect(within(panel).getByRole('heading', { level: 2, name: 'My agenda' })).toBeInTheDocument();
    const meetings = within(panel).getByRole('list', { name: 'Meetings' });
    expect(within(meetings).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Followup Kalpana KamatMeeting 05-03-2026 at 10:30Overdue',
      'Followup Jayesh MoreMeeting 05-03-2026 at 10:30Followed up',
    ]);
    expect(within(panel).getByText('No contact is waiting')).toBeInTheDocument();
  });

  it("shows three lines, then all of them after 'Show all'", async () => {
    const panel = await renderAgenda({ meetings: [], due: [due(1, 40), due(2, 35), due(3, 31), due(4, 1)] });
    expect(within(panel).getByText('No meetings from a week ago to a month ahead')).toBeInTheDocument();
    const waiting = within(panel).getByRole('list', { name: 'Waiting for a call' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(panel).getByRole('button', { name: 'Show all (4)' }));
    expect(within(waiting).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Followup Due 1Waiting 40 days',
      'Followup Due 2Waiting 35 days',
      'Followup Due 3Waiting 31 days',
      'Followup Due 4Waiting 1 day',
    ]);
    expect(within(panel).queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/more waiting less long/)).not.toBeInTheDocument();
  });

  it('says, under the whole list, how many more contacts wait than the answer lists (AGENDA_DUE_LIMIT)', async () => {
    const panel = await renderAgenda({ meetings: [], due: [due(1, 40), due(2, 35), due(3, 31), due(4, 30)], due_total: 104 });
    expect(within(panel).queryByText(/more waiting less long/)).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show all (4)' }));
    expect(within(panel).getByText('and 100 more waiting less long, in My Contacts')).toBeInTheDocument();
  });

  it('opens the followup dialog of the line tapped', async () => {
    const panel = await renderAgenda({ meetings: [], due: [due(7, 40)] });
    await userEvent.click(within(panel).getByRole('button', { name: /^Followup Due 7/ }));
    expect(await screen.findByRole('dialog', { name: 'Followup: Due 7' })).toBeInTheDocument();
  });

  it("asks for the calendar's address only when it is opened, then offers it to subscribe to or copy (issue 31)", async () => {
    const auth = loginAs(5);
    const network = stubFetch(
      withUser(auth.user, (call) => {
        if (call.url === '/api/myagenda') return jsonResponse(200, { data: { meetings: [], due: [], due_total: 0 } });
        if (call.url === '/api/user/calendar') return jsonResponse(200, { data: { url: 'https://sampark.example/api/calendar/abc.ics' } });
        return jsonResponse(404);
      }),
    );
    renderWithProviders(<SevakAgenda />, { route: '/home' });
    const panel = await screen.findByRole('region', { name: 'My agenda' });
    expect(network.calls.some((c) => c.url === '/api/user/calendar')).toBe(false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add to my phone calendar' }));
    expect(await within(panel).findByRole('textbox', { name: 'Calendar address' })).toHaveValue('https://sampark.example/api/calendar/abc.ics');
    expect(within(panel).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'webcal://sampark.example/api/calendar/abc.ics');
    expect(within(panel).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'New address' })).toBeInTheDocument();
  });
});
