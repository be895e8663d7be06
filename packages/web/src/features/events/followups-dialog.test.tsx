import type { FollowupRow } from '@sampark/domain/schemas/followups';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { listCalls, member, setupScreen } from './events-test-data';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const FOLLOWUPS = [
  {
    id: 91,
    member_id: 11,
    followup_date: '2026-11-02',
    contacted_by: 'Dev Regional',
    contact_status: 'Contact established successfully',
    contact_response: 'Very Good',
    participation: 'Will attend',
    meeting_date: null,
    meeting_time: null,
    meeting_date_time: null,
    comments: 'Keen to help',
    created_by: 3,
    created_by_name: 'Dev Regional',
    created_at: '2026-11-02 10:00:00',
  },
] satisfies FollowupRow[];

describe('event details: the Filter Members panel and the followups dialog (seed 002 §2)', () => {
  it('opens the collapsed panel and sends its filters with the status dropdowns', async () => {
    const { calls } = setupScreen(1, '/event/7', { rows: [member(11, 'New')] });
    await screen.findByText('Member 11');
    const toggle = screen.getByRole('button', { name: 'Filter Members' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('combobox', { name: 'Approval' }));
    await userEvent.click(screen.getByRole('option', { name: 'New' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Doctor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/api/event/getmembers?event_id=7&status=New&skip=0&limit=10&orderby=created_at&ordertype=desc&category=5'),
    );
  });

  it('lists the member followups from the followup count, without opening the approval dialog', async () => {
    const { calls } = setupScreen(4, '/event/7', {
      rows: [member(11, 'New')],
      answer: (call) =>
        call.url === '/api/followups/member/11' ? jsonResponse(200, { data: FOLLOWUPS }) : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Followups of member 11: 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Followups: Member 11' });
    const table = within(dialog).getByRole('table', { name: 'Followups' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      expect.stringContaining('Followup Date'),
      'Contact Response',
      'Participation',
      'Comments',
    ]);
    const row = (await within(table).findByText('Keen to help')).closest('tr')!;
    expect(row).toHaveTextContent('02-11-2026');
    expect(row).toHaveTextContent('Very Good');
    expect(row).toHaveTextContent('Will attend');
    expect(screen.queryByRole('dialog', { name: 'Approval Status' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/followups/member/11')).toHaveLength(1);
  });
});
