import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginAs, renderWithProviders, stubFetch, withUser } from '../../../../test/render';
import { EventsTab } from './events-tab';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const EVENT_ROW = {
  id: 31,
  event_id: 7,
  name: 'Yuva Shibir',
  date_from: '2026-12-10',
  status: 'Final Approved',
  approval_comments: 'Known to us',
  approved_by: 'Chitra Coordinator',
  approved_on: '2026-11-22 10:00:00',
  inv_status: 20,
  registered: 1,
  attended: 0,
  attendance_comment: 'Will come with family',
};

const HISTORY = [
  { changed_at: '2026-11-23 09:00:00', user_name: 'Dev Regional', field: 'registered', from: 0, to: 1, comment: 'Will come with family' },
  { changed_at: '2026-11-23 09:00:00', user_name: 'Dev Regional', field: 'inv_status', from: 10, to: 20, comment: 'Will come with family' },
  { changed_at: '2026-11-22 10:00:00', user_name: 'Chitra Coordinator', field: 'status', from: 'New', to: 'Final Approved', comment: 'Known to us' },
  { changed_at: '2026-11-21 10:00:00', user_name: 'Asha Superadmin', field: 'status', from: null, to: 'New', comment: 'Added to the event' },
];

describe('member detail: Events tab', () => {
  it('shows the approval and post-approval names and, on expanding a row, the member’s timeline in that event', async () => {
    const auth = loginAs(4);
    const { calls } = stubFetch(
      withUser(auth.user, (call) => {
        if (call.url === '/api/members/5/events') return jsonResponse(200, { data: [EVENT_ROW] });
        if (call.url === '/api/event/history?event_id=7&member_id=5') return jsonResponse(200, { data: HISTORY });
        return jsonResponse(404, { message: 'Not found.' });
      }),
    );
    renderWithProviders(<EventsTab memberId={5} />);
    const table = await screen.findByRole('table', { name: 'Events' });
    const row = (await within(table).findByText('Yuva Shibir')).closest('tr')!;
    // names from the lookups, blank for 0 (seed 001 §2): Not Attended shows nothing
    expect(row).toHaveTextContent('Final Approved');
    expect(row).toHaveTextContent('Invited In Person');
    expect(row).toHaveTextContent('Registered');
    expect(row).not.toHaveTextContent('Not Attended');
    expect(row).toHaveTextContent('Chitra Coordinator');
    // the timeline is asked for only when the row is opened
    expect(calls.some((c) => c.url.startsWith('/api/event/history'))).toBe(false);

    await userEvent.click(within(table).getByRole('button', { name: 'Expand row 7' }));
    expect(await screen.findByRole('heading', { name: 'History in Yuva Shibir' })).toBeInTheDocument();
    const timeline = await screen.findByLabelText('Status history');
    expect(timeline.textContent).toMatch(
      /Registration: Not Registered → Registered.*Dev Regional.*Invitation: Not Invited → Invited In Person.*Approval: New → Final Approved.*Chitra Coordinator.*Approval: New.*Added to the event/,
    );
  });
});
