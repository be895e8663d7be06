import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';
import { staffEvent } from '../../../test/registration-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const row = (id: number, fullname: string, extra: Record<string, unknown> = {}) => ({
  id,
  event_id: 7,
  member_id: null,
  relationship: 1,
  salutation: 'Mr',
  firstname: fullname.split(' ')[0],
  lastname: fullname.split(' ')[1],
  fullname,
  country: 'INDIA',
  state: 'Maharashtra',
  district: 'Pune',
  city: 'Pune',
  address: null,
  mobile_number: '9812345678',
  whatsapp: null,
  email: 'ravi@example.org',
  facebook_id: null,
  twitter_id: null,
  website: null,
  profession: 'Doctor',
  created_at: '2026-01-02 10:00:00',
  created_by: 'Asha Admin',
  updated_at: '2026-01-03 11:00:00',
  updated_by: null,
  status: 'Registered',
  ...extra,
});

function setup(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const auth = loginAs(4);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const own = answer(call);
      if (own) return own;
      if (call.url.startsWith('/api/registrations/event?')) {
        return jsonResponse(200, { data: [row(11, 'Ravi Kulkarni'), row(12, 'Sita Joshi', { relationship: 3, status: 'Arrived' })], count: 37 });
      }
      if (call.url === '/api/events/7') return jsonResponse(200, { data: staffEvent({ id: 7, name: 'Yuva Shibir', date_from: '2026-02-01', date_to: '2026-02-03' }) });
      if (call.url.startsWith('/api/professions')) return jsonResponse(200, { data: [] });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp('/event/7/registrations') };
}

const lists = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/registrations/event?')).map((c) => c.url);

describe('the registrations screen', () => {
  it('asks for the delegates, 10 a page, newest first, and shows the rows and the total', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'Registrations' });
    await within(table).findByText('Ravi Kulkarni');
    expect(await screen.findByRole('link', { name: 'Yuva Shibir' })).toHaveAttribute('href', '/event/7');
    expect(screen.getByText('1 to 10 of 37')).toBeInTheDocument();
    expect(lists(calls)).toEqual(['/api/registrations/event?event_id=7&relationship=1&orderby=id&ordertype=desc&skip=0&limit=10']);
    expect(within(table).getByText('Driver')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '11: Pass of Ravi Kulkarni' })).toHaveAttribute('href', '/event/7/pass/11');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('switches views: Accompanying Personnel (relationship 0) and Cancelled (status)', async () => {
    const { calls } = setup();
    await screen.findByText('Ravi Kulkarni');
    await userEvent.click(screen.getByRole('button', { name: 'Accompanying Personnel' }));
    await waitFor(() => expect(lists(calls)).toContain('/api/registrations/event?event_id=7&relationship=0&orderby=id&ordertype=desc&skip=0&limit=10'));
    expect(screen.getByRole('button', { name: 'Accompanying Personnel' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(lists(calls)).toContain('/api/registrations/event?event_id=7&status=Cancelled&orderby=id&ordertype=desc&skip=0&limit=10'));
  });

  it('shows the empty text when nothing matches', async () => {
    setup((call) => (call.url.startsWith('/api/registrations/event?') ? jsonResponse(200, { data: [], count: 0 }) : undefined));
    expect(await screen.findByText('There are no matching records')).toBeInTheDocument();
  });

  it('Update Registration opens the form for exactly one selected row; Update Status changes the selected', async () => {
    const { calls, router } = setup((call) => (call.url === '/api/registrations/bulkupdate' ? jsonResponse(200, { message: 'Status Updated Successfully' }) : undefined));
    await screen.findByText('Ravi Kulkarni');
    const update = screen.getByRole('button', { name: 'Update Registration' });
    const status = screen.getByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();
    expect(status).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    expect(update).toBeDisabled();
    await userEvent.click(status);
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Status is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cancelled', 'Arrived', 'Attended', 'Not Attended']);
    await userEvent.click(screen.getByRole('option', { name: 'Arrived' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Status Updated Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/registrations/bulkupdate')?.body).toEqual({ event_id: 7, registrations: [11, 12], status: 'Arrived' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/7/update/12'));
  });

  it('a refused bulk change shows the server message and its list in the dialog', async () => {
    setup((call) =>
      call.url === '/api/registrations/bulkupdate'
        ? jsonResponse(422, { message: 'Nothing was changed: some of the selected members cannot be given this status.', errors: { registrations: ['Not a registration of this event: 11'] } })
        : undefined,
    );
    await screen.findByText('Ravi Kulkarni');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Nothing was changed: some of the selected members cannot be given this status.')).toBeInTheDocument();
    expect(within(dialog).getByText('Not a registration of this event: 11')).toBeInTheDocument();
  });

  it('the column chooser offers every column and keeps ID and Full Name', async () => {
    setup();
    await screen.findByText('Ravi Kulkarni');
    const table = screen.getByRole('table', { name: 'Registrations' });
    const headers = () => within(table).getAllByRole('columnheader').map((th) => th.textContent);
    const chooser = screen.getByRole('combobox', { name: 'Select Columns' });
    await userEvent.click(chooser);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    for (const label of ['Member ID', 'Salutation', 'Address', 'Facebook ID', 'Twitter ID', 'Website', 'Updated By']) expect(options).toContain(label);
    await userEvent.click(screen.getByRole('option', { name: 'Address' }));
    expect(headers()).toContain('Address');
    await userEvent.type(chooser, '{Backspace}'.repeat(30));
    // what Backspace can remove goes; the locked columns stay
    expect(headers()).not.toContain('Address');
    expect(headers()).toEqual(expect.arrayContaining(['ID', 'Full Name']));
  });

  it('All Filters sends the chosen attendee types; Export asks for the same list as a file', async () => {
    const { calls } = setup((call) =>
      call.url.startsWith('/api/registrations/export?') ? new Response('xlsx', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="Event_Registrations.xlsx"' } }) : undefined,
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await screen.findByText('Ravi Kulkarni');
    await userEvent.click(screen.getByRole('button', { name: 'All Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Filters' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Attendee Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Driver' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lists(calls)).toContain('/api/registrations/event?event_id=7&relationship=1&attendee_type=3&orderby=id&ordertype=desc&skip=0&limit=10'));
    await userEvent.click(screen.getByRole('button', { name: 'Export To Excel' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/registrations/export?event_id=7&relationship=1&attendee_type=3&orderby=id&ordertype=desc'));
  });
});
