import { postApprovalListOfSlug } from '@sampark/domain/options/events';
import type { Role } from '@sampark/domain/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse } from '../../../test/render';
import {
  changedFields,
  fieldOptions,
  listActions,
  opensPostApprovalDirectly,
  placeFilterOf,
  placeSearch,
  valuesOf,
  withPlace,
} from './post-approval-values';
import { memberCountText } from './event-member-values';
import { ADDED_TO_EVENT, type Answer, member as eventMember, listCalls, setupScreen } from './events-test-data';

// Lazy screens and many clicks are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** Post-approval rows: Final Approved by the coordinator. */
const member = (id: number, values: Record<string, unknown> = {}) =>
  eventMember(id, 'Final Approved', {
    languages_known: 'Hindi',
    successful_followups: 0,
    unsuccessful_followups: 0,
    approved_by: 'Chitra Coordinator',
    approved_on: '2026-11-22 10:00:00',
    approval_comments: 'Known to us',
    ...values,
  });

const HISTORY = [
  { changed_at: '2026-11-22 10:00:00', user_name: 'Chitra Coordinator', field: 'status', from: 'New', to: 'Final Approved', comment: 'Known to us' },
  ADDED_TO_EVENT,
];

function setup(path: string, { role = 1 as Role, rows = [member(11), member(12, { registered: 1 })], answer = (() => undefined) as Answer } = {}) {
  return setupScreen(role, path, { rows, count: 42, history: HISTORY, answer });
}

const trackCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/event/storemembers2').map((c) => c.body);
const ok = (call: RecordedCall) => (call.url === '/api/event/storemembers2' ? jsonResponse(200, { message: 'Status Updated Successfully' }) : undefined);

async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(label: string, scope: HTMLElement) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  const names = screen.getAllByRole('option').map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

describe('post-approval hub and lists', () => {
  it('lists the Final Approved members (status All), pages on the server and opens a list from a dropdown', async () => {
    const { calls, router } = setup('/event/7/postapproval');
    expect(await screen.findByRole('heading', { name: 'Post Approval: All' })).toBeInTheDocument();
    expect(await screen.findByText('42 members')).toBeInTheDocument();
    expect(screen.getByText('Yuva Shibir')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Final Approved Members' });
    const row = (await within(table).findByText('Member 12')).closest('tr')!;
    expect(row).toHaveTextContent('Pune, Maharashtra, INDIA');
    expect(row).toHaveTextContent('Not Invited');
    expect(row).toHaveTextContent('Registered');
    expect(listCalls(calls)).toEqual(['/api/event/getmembers?event_id=7&status=Final+Approved&skip=0&limit=10&orderby=created_at&ordertype=desc']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '100', '500', '1000', '2000', 'All']);
    await userEvent.keyboard('{Escape}');

    await choose('Invitation', 'Invited In Person');
    expect(await screen.findByRole('heading', { name: 'Post Approval: Invited In Person' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event/7/invitedinperson');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/api/event/getmembers?event_id=7&status=Final+Approved&inv_status=20&skip=0&limit=10&orderby=created_at&ordertype=desc'),
    );
    // clearing the dropdown goes back to All
    await userEvent.click(screen.getByLabelText('Clear Invitation'));
    expect(await screen.findByRole('heading', { name: 'Post Approval: All' })).toBeInTheDocument();
  });

  it('gives each invitee the personal registration link, to copy or share on WhatsApp (issue 16)', async () => {
    const links = (call: RecordedCall) =>
      call.url.startsWith('/api/events/7/personal-links')
        ? jsonResponse(200, { data: [{ member_id: 12, url: '/forms/7-12.AAAAAAAAAAAAAAAAAAAAAA/viewform' }] })
        : undefined;
    const { calls } = setup('/event/7/postapproval', { answer: links });
    const table = await screen.findByRole('table', { name: 'Final Approved Members' });
    const row = (await within(table).findByText('Member 12')).closest('tr')!;
    const share = await within(row).findByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href')!)).toContain('/forms/7-12.AAAAAAAAAAAAAAAAAAAAAA/viewform');
    expect(within(row).getByRole('button', { name: 'Copy personal link' })).toBeInTheDocument();
    // member 11 has no link (the server left it out): no buttons
    const other = within(table).getByText('Member 11').closest('tr')!;
    expect(within(other).queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/events/7/personal-links')).map((c) => c.url)).toEqual(['/api/events/7/personal-links?members=11%2C12']);
  });

  it('filters by country, state and district and keeps the filter when another list is chosen', async () => {
    const { calls, router } = setup('/event/7/registered');
    expect(await screen.findByRole('heading', { name: 'Post Approval: Registered' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('&registered=1&'));
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    await choose('Country', 'INDIA');
    await choose('State', 'Maharashtra');
    await choose('District', 'Pune');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        '/api/event/getmembers?event_id=7&status=Final+Approved&registered=1&country=INDIA&state=Maharashtra&district=Pune&skip=0&limit=10&orderby=created_at&ordertype=desc',
      ),
    );
    await choose('Attendance', 'Not Attended');
    expect(await screen.findByRole('heading', { name: 'Post Approval: Not Attended' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/event/7/notattended?country=INDIA&state=Maharashtra&district=Pune');
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('&attended=0&country=INDIA&state=Maharashtra&district=Pune&'));
  });

  it('offers a list only the moves from its status and changes the selected members together', async () => {
    const { calls } = setup('/event/7/notinvited', { answer: ok });
    await screen.findByText('Member 11');
    // the buttons show once a row is selected
    expect(screen.queryByRole('group', { name: 'Change the selected members' })).not.toBeInTheDocument();
    expect(screen.getByText('Select members to change their invitation, registration or attendance status.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    const buttons = screen.getByRole('group', { name: 'Change the selected members' });
    expect(buttons).toHaveTextContent('2 selected');
    expect(within(buttons).getAllByRole('button').map((b) => b.textContent)).toEqual(['Invited In Person', 'Invited Over Phone', 'Invited But Not Coming']);
    // with rows selected, a row click does not open the dialog
    await userEvent.click(screen.getByText('Member 12'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(buttons).getByRole('button', { name: 'Invited In Person' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Status Updated Successfully');
    expect(done).toHaveTextContent('Total selected: 2');
    expect(done).toHaveTextContent('New status: Invitation: Invited In Person');
    expect(done).toHaveTextContent('IDs: 11, 12');
    expect(trackCalls(calls)).toEqual([{ id: 7, event_id: 7, members: [11, 12], inv_status: 20 }]);
    // the list is asked again and the selection is gone
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
    expect(screen.getByRole('checkbox', { name: 'Select row 11' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Change the selected members' })).not.toBeInTheDocument();
  });

  it('offers every button on the hub and shows a refusal with its lines and the refused ids', async () => {
    const refusal = {
      message: 'Nothing was changed: some of the selected members cannot be given this status.',
      errors: { members: ['Registration: Not Registered cannot be changed to Cancelled: 11'] },
      data: { refused: [11] },
    };
    const { calls } = setup('/event/7/postapproval', { answer: (c) => (c.url === '/api/event/storemembers2' ? jsonResponse(422, refusal) : undefined) });
    await screen.findByText('Member 11');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    const buttons = screen.getByRole('group', { name: 'Change the selected members' });
    expect(within(buttons).getAllByRole('button')).toHaveLength(9);
    await userEvent.click(within(buttons).getByRole('button', { name: 'Cancelled' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal.message);
    expect(alert).toHaveTextContent('Registration: Not Registered cannot be changed to Cancelled: 11');
    expect(alert).toHaveTextContent('Refused IDs: 11');
    expect(trackCalls(calls)).toEqual([{ id: 7, event_id: 7, members: [11], registered: 2 }]);
    // refused: the selection stays for another try
    expect(screen.getByRole('checkbox', { name: 'Select row 11' })).toBeChecked();
  });
});

describe('the Post-approval Status dialog', () => {
  it('offers each field its value and the moves of seed 002 §4, sends only what changed, and shows the timeline', async () => {
    const { calls } = setup('/event/7/postapproval', { answer: ok, rows: [member(11, { inv_status: 20, registered: 0, attended: 1, attendance_comment: 'Day 1' })] });
    const table = await screen.findByRole('table', { name: 'Final Approved Members' });
    await userEvent.click(await within(table).findByText('Member 11'));
    const dialog = await screen.findByRole('dialog', { name: 'Post-approval Status' });
    expect(dialog).toHaveTextContent('Member 11 (ID 11)');
    expect(await optionsOf('Invitation', dialog)).toEqual(['Not Invited', 'Invited In Person']);
    expect(await optionsOf('Registration', dialog)).toEqual(['Not Registered', 'Registered']);
    expect(await optionsOf('Attendance', dialog)).toEqual(['Not Attended', 'Attended']);
    expect(within(dialog).getByRole('textbox', { name: 'Attendance Comments' })).toHaveValue('Day 1');
    const timeline = await within(dialog).findByLabelText('Status history');
    expect(timeline.textContent).toMatch(/Approval: New → Final Approved.*Chitra Coordinator.*Known to us.*Approval: New.*Added to the event/);

    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await choose('Registration', 'Registered', dialog);
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Status Updated Successfully');
    expect(done).toHaveTextContent('Registration: Registered');
    expect(trackCalls(calls)).toEqual([{ id: 7, event_id: 7, members: [11], registered: 1 }]);
    // the options now start from the new value, and the timeline is asked again
    expect(await optionsOf('Registration', dialog)).toEqual(['Not Registered', 'Registered', 'Cancelled']);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/event/history?event_id=7&member_id=11').length).toBeGreaterThan(1));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Attendance Comments' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Attendance Comments' }), 'Came on day 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(trackCalls(calls)).toHaveLength(2));
    expect(trackCalls(calls)[1]).toEqual({ id: 7, event_id: 7, members: [11], attendance_comment: 'Came on day 2' });
  });

  it('gives a role-4 user the post-approval dialog directly for a Final Approved row on event details', async () => {
    setup('/event/7', { role: 4, rows: [member(11), member(12, { status: 'New', inv_status: 10 })] });
    const table = await screen.findByRole('table', { name: 'Event Members' });
    await userEvent.click(await within(table).findByText('Member 11'));
    expect(await screen.findByRole('dialog', { name: 'Post-approval Status' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(table).getByText('Member 12'));
    expect(await screen.findByRole('dialog', { name: 'Approval Status' })).toBeInTheDocument();
  });

  it('gives other roles the Approval Status dialog for a Final Approved row on event details', async () => {
    setup('/event/7', { role: 3, rows: [member(11)] });
    const table = await screen.findByRole('table', { name: 'Event Members' });
    await userEvent.click(await within(table).findByText('Member 11'));
    expect(await screen.findByRole('dialog', { name: 'Approval Status' })).toBeInTheDocument();
  });
});

describe('post-approval values', () => {
  it('says how many members, with a + when the server stopped counting', () => {
    expect(memberCountText(1)).toBe('1 member');
    expect(memberCountText(1000, true)).toBe('1,000+ members');
    expect(memberCountText(42, false)).toBe('42 members');
  });

  it('offers the current value and the moves of seed 002 §4', () => {
    expect(fieldOptions('inv_status', 10).map((o) => o.label)).toEqual(['Not Invited', 'Invited In Person', 'Invited Over Phone', 'Invited But Not Coming']);
    expect(fieldOptions('inv_status', 40).map((o) => o.label)).toEqual(['Not Invited', 'Invited But Not Coming']);
    expect(fieldOptions('registered', 2).map((o) => o.label)).toEqual(['Registered', 'Cancelled']);
    expect(fieldOptions('attended', 0).map((o) => o.label)).toEqual(['Not Attended', 'Attended']);
  });

  it('gives each list the buttons of its moves and the hub all nine', () => {
    const labels = (slug: string) => listActions(postApprovalListOfSlug(slug)!).map((a) => a.label);
    expect(labels('invitedoverphone')).toEqual(['Not Invited']);
    expect(labels('registered')).toEqual(['Not Registered', 'Cancelled']);
    expect(labels('cancelled')).toEqual(['Registered']);
    expect(labels('attended')).toEqual(['Not Attended']);
    expect(listActions(null)).toHaveLength(9);
  });

  it('reads null values as untracked and finds the changed fields', () => {
    const current = valuesOf({ inv_status: null, registered: 1, attended: null });
    expect(current).toEqual({ inv_status: 10, registered: 1, attended: 0 });
    expect(changedFields(current, { ...current, attended: 1 })).toEqual(['attended']);
  });

  it('opens the post-approval dialog directly only for role 4 and Final Approved', () => {
    expect(opensPostApprovalDirectly(4, 'Final Approved')).toBe(true);
    expect(opensPostApprovalDirectly(4, 'New')).toBe(false);
    expect(opensPostApprovalDirectly(3, 'Final Approved')).toBe(false);
  });

  it('keeps the place filter in the query string; a new country drops state and district', () => {
    const place = placeFilterOf(new URLSearchParams('country=INDIA&state=Goa&district=North+Goa'));
    expect(place).toEqual({ country: 'INDIA', state: 'Goa', district: 'North Goa' });
    expect(placeSearch(place)).toBe('?country=INDIA&state=Goa&district=North+Goa');
    expect(withPlace(place, 'country', 'NEPAL')).toEqual({ country: 'NEPAL', state: null, district: null });
    expect(withPlace(place, 'state', 'Kerala')).toEqual({ country: 'INDIA', state: 'Kerala', district: null });
    expect(placeSearch({ country: null, state: null, district: null })).toBe('');
  });
});
