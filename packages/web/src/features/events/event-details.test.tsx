import type { Role } from '@sampark/domain/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { commonNextStatuses } from './approval-dialog';
import { historyChange } from './history/event-timeline';
import { ageOf, highlightedStatus, placeText, postApprovalLines } from './event-member-values';
import { ADDED_TO_EVENT, type Answer, member as eventMember, listCalls, setupScreen } from './events-test-data';

// Lazy screens and many keystrokes are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** Event details' rows: the post-approval fields not yet tracked (the server's defaults). */
const member = (id: number, status: string) => eventMember(id, status, { country: 'India' });

const HISTORY = [
  { changed_at: '2026-11-22 11:00:00', user_name: 'Dev Regional', field: 'status', from: 'New', to: 'First Approved', comment: 'Known to us' },
  ADDED_TO_EVENT,
];

function setup(role: Role, rows = [member(11, 'New'), member(12, 'Info Pending')], answer?: Answer) {
  return setupScreen(role, '/event/7', { rows, count: 23, history: HISTORY, answer });
}

async function openDialogOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Event Members' });
  await userEvent.click(await within(table).findByText(name));
  return screen.findByRole('dialog', { name: 'Approval Status' });
}

async function statusOptions(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
  return screen.getAllByRole('option').map((o) => o.textContent);
}

describe('event details screen', () => {
  it('updates a member’s brief introduction and participation in the Update info dialog (seed 002 §5)', async () => {
    const saved = (call: { method: string; url: string }) =>
      call.method === 'PUT' && call.url === '/api/members/11' ? jsonResponse(200, { message: 'Member updated successfully' }) : undefined;
    const { calls } = setup(1, [member(11, 'New')], saved);
    await userEvent.click(await screen.findByRole('button', { name: 'Update info of member 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update info' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Brief Introduction/ }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Participation/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Brief introduction is must')).toBeInTheDocument();
    expect(within(dialog).getByText('Participation is must')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Brief Introduction/ }), 'Teacher, runs a study circle');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Participation/ }), 'Active');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Member updated successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      ['/api/members/11', { brief_intro: 'Teacher, runs a study circle', participation: 'Active' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update info' })).not.toBeInTheDocument());
  });

  it('asks for the newest 10 members, filters by approval status and offers the seed page sizes', async () => {
    const { calls } = setup(1);
    expect(await screen.findByRole('heading', { name: 'Yuva Shibir' })).toBeInTheDocument();
    expect(await screen.findByText('23 members')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Event Members' });
    const row = (await within(table).findByText('Member 11')).closest('tr')!;
    expect(row).toHaveTextContent('Pune, Maharashtra, India');
    expect(row).toHaveTextContent(`Age: ${new Date().getFullYear() - 1990}`);
    expect(row).toHaveTextContent('Followups: 3');
    expect(listCalls(calls)).toEqual(['/api/event/getmembers?event_id=7&skip=0&limit=10&orderby=created_at&ordertype=desc']);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Add Members/ })).toHaveAttribute('target', '_blank');
    expect(within(main).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/event/7/dashboard');
    expect(within(main).getByRole('link', { name: 'Registrations' })).toHaveAttribute('href', '/event/7/registrations');
    expect(within(main).getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', '/event/7/checkin');

    await userEvent.click(screen.getByRole('combobox', { name: 'Approval' }));
    await userEvent.click(screen.getByRole('option', { name: 'Info Pending' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/event/getmembers?event_id=7&status=Info+Pending&skip=0&limit=10&orderby=created_at&ordertype=desc'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '100', '500', '1000', '2000', 'All']);
    await userEvent.click(screen.getByRole('option', { name: 'All' }));
    // "All" sends no limit: the server answers every row (docs/api-conventions.md#events)
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/event/getmembers?event_id=7&status=Info+Pending&orderby=created_at&ordertype=desc'));
  });

  it('offers role 4 only the moves of seed 002 §4 from the member status', async () => {
    setup(4);
    let dialog = await openDialogOf('Member 11');
    expect(await statusOptions(dialog)).toEqual(['First Approved', 'First Disapproved']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialogOf('Member 12');
    expect(await statusOptions(dialog)).toEqual(['Info Updated']);
  });

  it('offers role 3 the final decisions and says when a role has no move', async () => {
    setup(3, [member(11, 'First Approved'), member(12, 'Info Pending')]);
    let dialog = await openDialogOf('Member 11');
    expect(await statusOptions(dialog)).toEqual(['Final Approved', 'Final Disapproved', 'Info Pending', 'Decision Pending']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialogOf('Member 12');
    expect(within(dialog).getByText('Your role cannot change the status of a member who is Info Pending.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('offers roles 1-2 every status', async () => {
    setup(2);
    const dialog = await openDialogOf('Member 11');
    expect(await statusOptions(dialog)).toHaveLength(8);
  });

  it('keeps Submit disabled until status and comments are valid, then approves and shows the result and the timeline', async () => {
    const { calls } = setup(4, undefined, (call) =>
      call.url === '/api/event/approvemembers' ? jsonResponse(200, { message: 'Member Approved Successfully' }) : undefined,
    );
    const dialog = await openDialogOf('Member 11');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    // the timeline, newest first
    const timeline = await within(dialog).findByLabelText('Status history');
    expect(timeline.textContent).toMatch(/Approval: New → First Approved.*Dev Regional.*Known to us.*Approval: New.*Added to the event/);

    const comments = within(dialog).getByRole('textbox', { name: /^Comments/ });
    await userEvent.click(comments);
    await userEvent.tab();
    expect(within(dialog).getByText('Please enter comments')).toBeInTheDocument();
    await userEvent.type(comments, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(comments, 'Known to the district team');
    expect(submit).toBeDisabled();
    await statusOptions(dialog);
    await userEvent.click(screen.getByRole('option', { name: 'First Approved' }));
    expect(submit).toBeEnabled();

    const before = listCalls(calls).length;
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Member Approved Successfully')).toBeInTheDocument();
    expect(within(dialog).getByText('New status: First Approved')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/event/approvemembers')?.body).toEqual({
      id: 7,
      members: [11],
      status: 'First Approved',
      comment: 'Known to the district team',
    });
    // the table and the timeline are asked again
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(calls.filter((c) => c.url === '/api/event/history?event_id=7&member_id=11').length).toBeGreaterThan(1);
    // the options now start from the new status
    expect(await statusOptions(dialog)).toEqual(['First Disapproved']);
  });

  it('shows the status required message and the server refusal with its lines', async () => {
    setup(4, undefined, (call) =>
      call.url === '/api/event/approvemembers'
        ? jsonResponse(422, {
            message: 'Nothing was changed: some of the selected members cannot be given this status.',
            errors: { members: ['New cannot be changed to First Approved: 11'] },
            data: { refused: [11] },
          })
        : undefined,
    );
    const dialog = await openDialogOf('Member 11');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
    await userEvent.tab();
    expect(await within(dialog).findByText('Status is required')).toBeInTheDocument();
    await statusOptions(dialog);
    await userEvent.click(screen.getByRole('option', { name: 'First Approved' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Comments/ }), 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed: some of the selected members cannot be given this status.');
    expect(alert).toHaveTextContent('New cannot be changed to First Approved: 11');
  });
});

describe('event details: filters, selection and highlights', () => {
  it('sends the invitation, registration and attendance dropdowns as getmembers filters', async () => {
    const { calls } = setup(1);
    await screen.findByText('Member 11');
    await userEvent.click(screen.getByRole('combobox', { name: 'Invitation' }));
    await userEvent.click(screen.getByRole('option', { name: 'Invited Over Phone' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Registration' }));
    await userEvent.click(screen.getByRole('option', { name: 'Not Registered' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Attendance' }));
    await userEvent.click(screen.getByRole('option', { name: 'Attended' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/api/event/getmembers?event_id=7&inv_status=30&registered=0&attended=1&skip=0&limit=10&orderby=created_at&ordertype=desc'),
    );
    // no approval filter, so no selection (seed 002 §2)
    expect(screen.queryByRole('checkbox', { name: 'Select row 11' })).not.toBeInTheDocument();
  });

  it('selects rows only under an approval filter and gives the selected members a status together', async () => {
    const { calls } = setup(4, [member(11, 'New'), member(12, 'New')], (call) =>
      call.url === '/api/event/approvemembers' ? jsonResponse(200, { message: 'Status Updated Successfully' }) : undefined,
    );
    await screen.findByText('Member 11');
    await userEvent.click(screen.getByRole('combobox', { name: 'Approval' }));
    await userEvent.click(screen.getByRole('option', { name: 'New' }));
    const change = await screen.findByRole('button', { name: 'Change Status' });
    expect(change).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    // with rows selected, a row click does not open the single-member dialog
    await userEvent.click(screen.getByText('Member 12'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Status (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approval Status' });
    expect(dialog).toHaveTextContent('2 members selected, current status: New');
    expect(within(dialog).queryByLabelText('Status history')).not.toBeInTheDocument();
    expect(await statusOptions(dialog)).toEqual(['First Approved', 'First Disapproved']);
    await userEvent.click(screen.getByRole('option', { name: 'First Disapproved' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Comments/ }), 'Not this year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Status Updated Successfully')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('2 members: 11, 12');
    expect(calls.find((c) => c.url === '/api/event/approvemembers')?.body).toEqual({ id: 7, members: [11, 12], status: 'First Disapproved', comment: 'Not this year' });
  });

  it('marks Info Pending rows for role 4 and Decision Pending rows for role 3 (seed 002 §2)', async () => {
    setup(4, [member(11, 'New'), member(12, 'Info Pending'), member(13, 'Decision Pending')]);
    await screen.findByText('Member 11');
    const marked = () => screen.getAllByRole('link', { name: /^View member/ }).filter((a) => a.hasAttribute('data-highlight')).map((a) => a.textContent);
    expect(marked()).toEqual(['12']);
    expect(highlightedStatus(3)).toBe('Decision Pending');
    expect(highlightedStatus(1)).toBeNull();
  });
});

describe('event member values', () => {
  it('offers a batch only what every selected status allows', () => {
    expect(commonNextStatuses(4, ['New', 'New'])).toEqual(['First Approved', 'First Disapproved']);
    expect(commonNextStatuses(4, ['New', 'First Approved'])).toEqual(['First Disapproved']);
    expect(commonNextStatuses(4, ['Info Updated'])).toEqual([]);
    expect(commonNextStatuses(1, ['Final Approved', 'New'])).toHaveLength(8);
    expect(commonNextStatuses(3, [])).toEqual([]);
  });

  it('joins the place, leaving blanks out', () => {
    expect(placeText({ district: 'Pune', state: null, country: 'India' })).toBe('Pune, India');
  });

  it('gives the age only when it is positive (seed 002 §2)', () => {
    const today = new Date(2026, 10, 23);
    expect(ageOf('1990-04-02', today)).toBe('36');
    expect(ageOf('2026-01-01', today)).toBe('');
    expect(ageOf('2030-01-01', today)).toBe('');
    expect(ageOf(null, today)).toBe('');
    expect(ageOf('', today)).toBe('');
  });

  it('names the post-approval statuses and the history changes', () => {
    expect(postApprovalLines({ status: 'Final Approved', inv_status: 20, registered: 1, attended: null })).toEqual([
      ['Invitation', 'Invited In Person'],
      ['Registration', 'Registered'],
    ]);
    expect(postApprovalLines({ status: 'Final Approved', inv_status: 10, registered: 0, attended: 0 })).toHaveLength(3);
    // not tracked yet: nothing to say for a member who is not Final Approved
    expect(postApprovalLines({ status: 'New', inv_status: 10, registered: 0, attended: 0 })).toEqual([]);
    // tracked before a later disapproval: still shown
    expect(postApprovalLines({ status: 'Final Disapproved', inv_status: 30, registered: 0, attended: 0 })).toHaveLength(3);
    expect(historyChange({ field: 'inv_status', from: 10, to: 30 })).toBe('Invitation: Not Invited → Invited Over Phone');
    expect(historyChange({ field: 'status', from: null, to: 'New' })).toBe('Approval: New');
  });
});
