import { screen, waitFor, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderWithProviders, stubFetch } from '../../../test/render';
import { MembersListPage, SevakListPage } from './members-pages';

const row = (id: number) => ({
  id,
  fullname: `Member ${id}`,
  source: 'PIS',
  location: 'Pune',
  city: 'Pune',
  mobile: '9820012345',
  whatsapp: '9820012345',
  email: `m${id}@example.org`,
  country: 'INDIA',
  cg: 'Pending',
  created_at: '2026-01-02 10:00:00',
});

function answer(bulk: (call: RecordedCall) => Response) {
  return (call: RecordedCall) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === '/api/filter') {
      const limit = Number(new URL(call.url, 'http://x').searchParams.get('limit'));
      // the Sangathanatmak Rachana view asks for the seekership fields as well
      const seekership = call.url.includes('adhyayan') ? { responsibility: null, adhyayan: 0 } : {};
      const records = Array.from({ length: Math.min(limit, 57) }, (_, i) => ({ ...row(i + 1), ...seekership }));
      return jsonResponse(200, { data: { count: 57, count_capped: false, records } });
    }
    if (call.method === 'PUT' && path === '/api/members/1') return jsonResponse(200, { message: 'Member updated successfully' });
    if (path === '/api/bulkupdate') return bulk(call);
    if (path === '/api/subusers') return jsonResponse(200, { data: [{ id: 7, name: 'Chitra Coordinator' }] });
    return jsonResponse(200, { data: [] });
  };
}

const filterCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/filter'));
const lastFilter = (calls: RecordedCall[]) => new URL(filterCalls(calls).at(-1)!.url, 'http://x').searchParams;

describe('Members List screen', { timeout: 30_000 }, () => {
  it('loads 100 rows sorted by last contact, and the Edit toggle shows checkboxes with 10 rows', async () => {
    loginAs(1);
    const { calls } = stubFetch(answer(() => jsonResponse(500)));
    renderWithProviders(<MembersListPage />);
    expect(await screen.findByRole('heading', { name: 'Members List' })).toBeInTheDocument();
    expect(await screen.findByLabelText('57 records')).toHaveTextContent('57');
    // only the Default view's columns are fetched
    const fields = 'id,fullname,source,location,city,mobile,whatsapp,email,profession,category,grade,cg,lcd,pending_days,assigned_to_name,created_at';
    expect(Object.fromEntries(lastFilter(calls))).toEqual({ skip: '0', limit: '100', orderby: 'lcd', ordertype: 'asc', fields });
    expect(screen.queryByRole('checkbox', { name: 'Select row 1' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Edit' }));
    await waitFor(() => expect(lastFilter(calls).get('limit')).toBe('10'));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(await screen.findByRole('checkbox', { name: 'Select row 1' })).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Edit' }));
    // page size 100 again (served from the cache of the first load)
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('100'));
    expect(screen.queryByRole('checkbox', { name: 'Select row 1' })).not.toBeInTheDocument();
  });

  it('sends the selected ids and shows the count and message of the server', async () => {
    loginAs(1);
    const { calls } = stubFetch(answer(() => jsonResponse(200, { data: { data: 2, message: 'Members Assigned Successfully' } })));
    renderWithProviders(<MembersListPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 5' }));
    expect(screen.queryByRole('button', { name: 'Followup' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign Members' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Assign To' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chitra Coordinator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('2 Members Assigned Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/bulkupdate')?.body).toEqual({ action: 'Assign', members: [3, 5], assigned_to: 7 });
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it("shows 'Member updation failed. Error message: {message}' when the server refuses", async () => {
    loginAs(1);
    stubFetch(answer(() => jsonResponse(404, { message: 'Location ToBeDeleted not found.' })));
    renderWithProviders(<MembersListPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByRole('button', { name: 'Followup' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Members' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Number of records' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Member updation failed. Error message: Location ToBeDeleted not found.')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('role 5 gets what a sevak can use: a followup on each row, no Edit toggle, no Unassigned Contacts, no bulk actions', async () => {
    loginAs(5);
    const { calls } = stubFetch(answer(() => jsonResponse(403, { message: 'You are not allowed to do this.' })));
    renderWithProviders(<SevakListPage />, { route: '/member/list/1' });
    expect(await screen.findByLabelText('57 records')).toHaveTextContent('57');
    expect(screen.queryByRole('switch', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select row 2' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['My Contacts', 'Pending Contacts']);
    expect(screen.getByRole('button', { name: 'All Contacts', pressed: true })).toBeInTheDocument();
    for (const name of ['Unassigned Contacts', 'Assign', 'Edit', 'Delete', /Apply to all/, 'Export to Excel']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await userEvent.click(await screen.findByRole('button', { name: '+ Followup Member 2' }));
    expect(await screen.findByRole('dialog', { name: 'Followup: Member 2' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/bulkupdate'))).toBe(false);
  });

  it('roles 1-4 keep Unassigned Contacts and no row followup button', async () => {
    loginAs(3);
    stubFetch(answer(() => jsonResponse(500)));
    renderWithProviders(<MembersListPage />);
    await screen.findByLabelText('57 records');
    expect(screen.getByRole('button', { name: 'Unassigned Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Followup Member 2' })).not.toBeInTheDocument();
  });

  it('applies a quick filter with the request body and keeps search for Enter', async () => {
    loginAs(1);
    const { calls } = stubFetch(answer(() => jsonResponse(500)));
    renderWithProviders(<MembersListPage />, { route: '/?quick=pending' });
    await screen.findByLabelText('57 records');
    expect(filterCalls(calls).at(-1)!.body).toEqual({ quick: 'pending' });
    const search = screen.getByRole('searchbox', { name: 'Search Members' });
    await userEvent.type(search, 'ravi');
    expect(lastFilter(calls).get('keyword')).toBeNull();
    await userEvent.type(search, '{Enter}');
    await waitFor(() => expect(lastFilter(calls).get('keyword')).toBe('ravi'));
    await userEvent.click(screen.getByRole('button', { name: 'My Contacts' }));
    await waitFor(() => expect(filterCalls(calls).at(-1)!.body).toEqual({ quick: 'my' }));
  });

  it('Sangathanatmak Rachana view: a ticked Adhyayan stays ticked from the click until the list shows the saved row', async () => {
    loginAs(1);
    const { calls } = stubFetch(answer(() => jsonResponse(500)));
    renderWithProviders(<MembersListPage />);
    await screen.findByLabelText('57 records');
    await userEvent.click(screen.getByRole('combobox', { name: 'Select View' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sangathanatmak Rachana' }));
    const box = () => screen.getByRole('checkbox', { name: 'Adhyayan of member 1' });
    await waitFor(() => expect(box()).toBeEnabled());
    // TanStack Query redraws the table a task after the save patches the cached page: hold that
    // task, as a slow phone's busy main thread does, and look at the box in between
    const held: (() => void)[] = [];
    notifyManager.setScheduler((task) => held.push(task));
    try {
      await userEvent.click(box());
      expect(await screen.findByText('Member updated successfully')).toBeInTheDocument();
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(box()).toBeChecked();
    } finally {
      notifyManager.setScheduler((task) => setTimeout(task, 0));
      held.forEach((task) => task());
    }
    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).toBeChecked();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 1, can_take_responsibility: null, study_about_responsibility: 1 });
  });
});
