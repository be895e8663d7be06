import { APPROVAL_STATUS_ROUTES } from '@sampark/domain/options/events';
import type { Role } from '@sampark/domain/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { EMPTY_EVENT_FILTER, activeFilterCount, eventFilterParams, withFilterField } from './event-filter-panel-values';
import { listCalls, member, setupScreen } from './events-test-data';

// Lazy screens and many keystrokes are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const ROWS = [member(11, 'New'), member(12, 'New')];

/**
 * Seed 002 §4 "older reading", worked out list by list, less what the server refuses for that role
 * and a member of that status ("Allowed next statuses"; issue 26 item 9, decision 069).
 * Roles 1 and 2 may give any status, so they see the whole older reading.
 */
const EXPECTED: Record<1 | 3 | 4, Record<string, string[]>> = {
  4: {
    new: ['First Approved', 'Reject'],
    approvalfirst: ['Reject'],
    approvalfinal: [],
    infopending: ['Info Updated'],
    infoupdated: [],
    disapprovalfirst: ['First Approved'],
    disapprovalfinal: [],
    decisionpending: [],
  },
  3: {
    new: ['First Approved', 'Final Approved', 'Reject'],
    approvalfirst: ['Final Approved', 'Reject', 'Info Pending', 'Decision Pending'],
    approvalfinal: ['Reject', 'Info Pending', 'Decision Pending'],
    infopending: [],
    infoupdated: ['Final Approved', 'Reject', 'Info Pending', 'Decision Pending'],
    disapprovalfirst: ['Final Approved', 'Reject', 'Info Pending', 'Decision Pending'],
    disapprovalfinal: ['Final Approved', 'Info Pending', 'Decision Pending'],
    decisionpending: ['Final Approved', 'Reject', 'Info Pending'],
  },
  1: {
    new: ['First Approved', 'Final Approved', 'Reject', 'Info Pending', 'Decision Pending'],
    approvalfirst: ['Final Approved', 'Reject', 'Info Pending', 'Decision Pending'],
    approvalfinal: ['Reject', 'Info Pending', 'Decision Pending'],
    infopending: ['Final Approved', 'Reject', 'Decision Pending'],
    infoupdated: ['Final Approved', 'Reject', 'Info Pending', 'Decision Pending'],
    disapprovalfirst: ['First Approved', 'Final Approved', 'Reject', 'Info Pending', 'Decision Pending'],
    disapprovalfinal: ['Final Approved', 'Info Pending', 'Decision Pending'],
    decisionpending: ['Final Approved', 'Reject', 'Info Pending'],
  },
};

/** The action buttons above the table (the toolbar's own buttons are not actions). */
async function actionButtons() {
  const table = await screen.findByRole('table');
  await within(table).findByText('Member 11');
  const known = ['First Approved', 'Final Approved', 'Reject', 'Info Pending', 'Info Updated', 'Decision Pending'];
  return screen.queryAllByRole('button').map((b) => b.textContent ?? '').filter((t) => known.includes(t));
}

const cases = ([4, 3, 1, 2] as const).flatMap((role) =>
  APPROVAL_STATUS_ROUTES.map((r) => [role, r.slug, EXPECTED[role === 2 ? 1 : role][r.slug]!] as const),
);

describe('status lists: the buttons by role and list (seed 002 §4, older reading)', () => {
  it.each(cases)('role %i on /event/7/%s sees %j', async (role, slug, expected) => {
    const status = APPROVAL_STATUS_ROUTES.find((r) => r.slug === slug)!.status;
    const { calls } = setupScreen(role as Role, `/event/7/${slug}`, { rows: [member(11, status)] });
    expect(await screen.findByRole('heading', { name: `Invitees: ${status}` })).toBeInTheDocument();
    expect(await actionButtons()).toEqual(expected);
    expect(listCalls(calls)[0]).toBe(`/api/event/getmembers?event_id=7&status=${encodeURIComponent(status).replace(/%20/g, '+')}&skip=0&limit=10&orderby=created_at&ordertype=desc`);
    if (expected.length === 0) {
      expect(screen.getByText('Your role has no actions on this list.')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Select row 11' })).not.toBeInTheDocument();
    } else {
      expect(screen.getByRole('checkbox', { name: 'Select row 11' })).toBeInTheDocument();
    }
  });
});

describe('the invitees list', () => {
  it('lists every member 10 at a time, without actions, and its Approval Status dropdown opens a status list', async () => {
    const rows = [member(11, 'New'), member(12, 'Final Approved', { languages_known: 'Hindi,Marathi' })];
    const { calls, router } = setupScreen(1, '/event/7/invitees', { rows });
    expect(await screen.findByRole('heading', { name: 'Invitees' })).toBeInTheDocument();
    expect(await screen.findByText('2 members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yuva Shibir' })).toHaveAttribute('href', '/event/7');
    const table = screen.getByRole('table', { name: 'Invitees' });
    expect(within(table).getByText('Member 12').closest('tr')).toHaveTextContent('Pune, Maharashtra, INDIA');
    // stored comma-joined, shown spaced (issue 26 item 15)
    expect(within(table).getByText('Member 12').closest('tr')).toHaveTextContent('Languages: Hindi, Marathi');
    expect(listCalls(calls)).toEqual(['/api/event/getmembers?event_id=7&skip=0&limit=10&orderby=created_at&ordertype=desc']);
    expect(screen.queryByRole('checkbox', { name: 'Select row 11' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '100', '500', '1000', '2000', 'All']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('combobox', { name: 'Approval Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'New', 'First Approved', 'Final Approved', 'Info Pending', 'Info Updated', 'First Disapproved', 'Final Disapproved', 'Decision Pending',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Decision Pending' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/7/decisionpending'));
    expect(await screen.findByRole('heading', { name: 'Invitees: Decision Pending' })).toBeInTheDocument();
  });

  it('sends the Filter Members panel as getmembers filters; Member event status shows only with an event', async () => {
    const { calls } = setupScreen(1, '/event/7/invitees', { rows: ROWS });
    await screen.findByText('Member 11');
    await userEvent.click(screen.getByRole('button', { name: 'Filter Members' }));
    expect(screen.queryByRole('combobox', { name: 'Member event status' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: 'INDIA' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Maharashtra' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'District' }));
    await userEvent.click(screen.getByRole('option', { name: 'Pune' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Profession' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Law' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Grade' }));
    await userEvent.click(screen.getByRole('option', { name: 'B' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sant Sammelan' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Member event status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Final Approved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        '/api/event/getmembers?event_id=7&skip=0&limit=10&orderby=created_at&ordertype=desc&country=INDIA&state=Maharashtra&district=Pune&profession=4&grade=B&event_id_filter=8&event_status_filter=Final+Approved',
      ),
    );
    expect(screen.getByLabelText('7 filters set')).toBeInTheDocument();

    // Reset empties the fields (the unfiltered first page comes from the cache)
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByLabelText('7 filters set')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Member event status' })).not.toBeInTheDocument();
  });
});

describe('a status list update', () => {
  it('asks for comments, sends the selected members and shows the total selected, the new status and the ids', async () => {
    const { calls } = setupScreen(4, '/event/7/new', {
      rows: ROWS,
      answer: (call) =>
        call.url === '/api/event/approvemembers' ? jsonResponse(200, { message: 'Member Approved Successfully' }) : undefined,
    });
    await screen.findByText('Member 11');
    const approve = screen.getByRole('button', { name: 'First Approved' });
    expect(approve).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    expect(screen.getByText('2 members selected:')).toBeInTheDocument();
    await userEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approval Status' });
    expect(dialog).toHaveTextContent('2 members selected, new status: First Approved');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const comments = within(dialog).getByRole('textbox', { name: /^Comments/ });
    await userEvent.click(comments);
    await userEvent.tab();
    expect(within(dialog).getByText('Please enter comments')).toBeInTheDocument();
    await userEvent.type(comments, 'Known to the district team');
    expect(submit).toBeEnabled();
    const before = listCalls(calls).length;
    await userEvent.click(submit);

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Member Approved Successfully');
    expect(done).toHaveTextContent('Total selected: 2');
    expect(done).toHaveTextContent('New status: First Approved');
    expect(done).toHaveTextContent('IDs: 11, 12');
    expect(calls.find((c) => c.url === '/api/event/approvemembers')?.body).toEqual({
      id: 7,
      members: [11, 12],
      status: 'First Approved',
      comment: 'Known to the district team',
    });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Select members to change their status:')).toBeInTheDocument();
  });

  // The list offers only moves the server accepts, but a member may change status meanwhile.
  it('shows what the server refused, and can take the refused members out of the selection', async () => {
    setupScreen(4, '/event/7/new', {
      rows: ROWS,
      answer: (call) =>
        call.url === '/api/event/approvemembers'
          ? jsonResponse(422, {
              message: 'Nothing was changed: some of the selected members cannot be given this status.',
              errors: { members: ['Final Approved cannot be changed to First Disapproved: 11, 12'] },
              data: { refused: [11, 12] },
            })
          : undefined,
    });
    await screen.findByText('Member 11');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approval Status' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Comments/ }), 'More details please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed: some of the selected members cannot be given this status.');
    expect(alert).toHaveTextContent('Final Approved cannot be changed to First Disapproved: 11, 12');
    expect(alert).toHaveTextContent('Refused IDs: 11, 12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unselect refused members' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select row 11' })).not.toBeChecked();
    expect(screen.getByText('Select members to change their status:')).toBeInTheDocument();
  });
});

describe('the Filter Members values', () => {
  const full = { ...EMPTY_EVENT_FILTER, country: 'INDIA', state: 'Maharashtra', district: 'Pune', event_id_filter: '8', event_status_filter: 'New' };

  it('drops the state and district with a new country, the district with a new state, the event status with the event', () => {
    expect(withFilterField(full, 'country', 'NEPAL')).toMatchObject({ country: 'NEPAL', state: null, district: null });
    expect(withFilterField(full, 'state', 'Goa')).toMatchObject({ state: 'Goa', district: null });
    expect(withFilterField(full, 'event_id_filter', null)).toMatchObject({ event_id_filter: null, event_status_filter: null });
    expect(withFilterField(full, 'event_id_filter', '9')).toMatchObject({ event_id_filter: '9', event_status_filter: 'New' });
  });

  it('leaves blanks out of the query and sends the event status only with an event', () => {
    expect(Object.values(eventFilterParams(EMPTY_EVENT_FILTER)).filter((v) => v !== undefined)).toEqual([]);
    expect(eventFilterParams({ ...EMPTY_EVENT_FILTER, event_status_filter: 'New' }).event_status_filter).toBeUndefined();
    expect(eventFilterParams({ ...full, category: ['5', '6'] })).toMatchObject({ category: ['5', '6'], event_status_filter: 'New' });
    expect(activeFilterCount(full)).toBe(5);
  });
});
