import { SUPER_ADMIN_ONLY, type UserRow } from '@sampark/domain/schemas/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

const row = (over: Partial<UserRow>): UserRow => ({
  id: 1,
  name: 'Ravi Active',
  email: 'ravi@example.org',
  mobile_no: '9820012345',
  role: 4,
  active: 1,
  created_at: '2026-01-02 10:00:00',
  updated_at: '2026-01-03 11:00:00',
  last_login_date: '2026-02-01 09:30:00',
  last_login_days: 12,
  locations: [3],
  location_names: ['Pune'],
  ...over,
});
const USERS = [row({}), row({ id: 2, name: 'Sita Inactive', email: null, mobile_no: '9820012346', active: 0, last_login_date: null, last_login_days: null })];
const LOCS = [
  { id: 1, name: 'INDIA', parent_id: null, active: 1, path: '/1/', depth: 0, label: 'INDIA' },
  { id: 3, name: 'Pune', parent_id: 1, active: 1, path: '/1/3/', depth: 1, label: 'INDIA / Pune' },
];

function setup(answer: (call: RecordedCall) => Response | undefined = () => undefined, path = '/user/list', role: 1 | 2 = 1) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const custom = answer(call);
      if (custom) return custom;
      if (call.method === 'GET' && call.url === '/api/users') return jsonResponse(200, { data: USERS });
      if (call.method === 'GET' && call.url === '/api/mylocs') return jsonResponse(200, { data: LOCS });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  renderApp(path);
  return network;
}

const dialog = () => screen.findByRole('dialog');

// The first render loads the lazy screen chunk; later ones are fast.
vi.setConfig({ testTimeout: 20_000 });

describe('users list', () => {
  it('lists users and filters All / Active / Inactive', async () => {
    setup();
    expect(await screen.findByText('Ravi Active')).toBeInTheDocument();
    expect(screen.getByText('Sita Inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(screen.queryByText('Ravi Active')).not.toBeInTheDocument();
    expect(screen.getByText('Sita Inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Active' }));
    expect(screen.getByText('Ravi Active')).toBeInTheDocument();
    expect(screen.queryByText('Sita Inactive')).not.toBeInTheDocument();
  });

  it('offers 25, 50, 100 and All per page and shows last login in the details row', async () => {
    setup();
    await screen.findByText('Ravi Active');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100', 'All']);
    await userEvent.click(screen.getByRole('button', { name: 'Expand row 1' }));
    expect(screen.getByText('01-02-2026 09:30 AM (12 days ago)')).toBeInTheDocument();
  });

  it('checks the add form in the browser with the messages of seed 001 §5', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    for (const message of ['User Name is required', 'Password is required', 'Mobile number is required', 'Role is required', 'Location is required']) {
      expect(form.getByText(message)).toBeInTheDocument();
    }
    await userEvent.type(form.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(form.getByLabelText(/^Mobile Number/), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    expect(form.getByText('Enter a valid email')).toBeInTheDocument();
    expect(form.getByText('Mobile number must be in between 10-12 digit')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("creates a user and puts the server's 422 messages on their fields", async () => {
    let attempt = 0;
    const { calls } = setup((call) => {
      if (call.method !== 'POST') return undefined;
      attempt += 1;
      if (attempt === 1) return jsonResponse(422, { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
      return jsonResponse(200, { message: 'New User added successfully', data: row({ id: 9, name: 'Nina New' }) });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText(/^Name/), 'Nina New');
    await userEvent.type(form.getByLabelText(/^Email/), 'Nina@Example.org');
    await userEvent.type(form.getByLabelText(/^Mobile Number/), '9876543210');
    await userEvent.type(form.getByLabelText(/^Password/), 'Secret@123');
    await userEvent.click(form.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sevak' }));
    await userEvent.click(form.getByRole('combobox', { name: /^Locations/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'INDIA / Pune' }));
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('The email has already been taken.')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New User added successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      url: '/api/users',
      body: { name: 'Nina New', email: 'nina@example.org', mobile_no: '9876543210', password: 'Secret@123', role: 5, locations: [3], active: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("edits without sending a password, and shows 'Something went wrong' on other failures", async () => {
    let fail = true;
    const { calls } = setup((call) => {
      if (call.method !== 'PUT') return undefined;
      if (fail) return jsonResponse(500, { message: 'Server error.' });
      return jsonResponse(200, { message: 'User updated successfully', data: row({}) });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ravi Active' }));
    const form = within(await dialog());
    expect(form.getByLabelText(/^Name/)).toHaveValue('Ravi Active');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.url).toBe('/api/users/1');
    expect(put.body).toEqual({ name: 'Ravi Active', email: 'ravi@example.org', mobile_no: '9820012345', role: 4, locations: [3], active: 1 });
  });

  it("deletes after 'Do you really want to delete?' and shows a refusal's message", async () => {
    const { calls } = setup((call) =>
      call.method === 'DELETE'
        ? jsonResponse(422, { message: 'This user has 2 assigned member(s). Reassign them before deleting.', errors: { id: ['x'] } })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ravi Active' }));
    expect(await screen.findByText('Do you really want to delete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ravi Active' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This user has 2 assigned member(s). Reassign them before deleting.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/users/1']);
  });

  it('opens the Add User dialog at /user/create', async () => {
    setup(undefined, '/user/create');
    expect(await screen.findByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
  });

  describe('Super Admins (issue 12 defect 13)', () => {
    const openRoles = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
      await userEvent.click(within(await dialog()).getByRole('combobox', { name: /^Role/ }));
      return (await screen.findAllByRole('option')).map((o) => o.textContent);
    };

    it('offers the Super Admin role to a Super Admin', async () => {
      setup();
      expect(await openRoles()).toEqual(['Super Admin', 'Admin', 'Coordinator', 'Regional Admin', 'Sevak']);
    });

    it('offers an Admin roles 2-5 only', async () => {
      setup(undefined, '/user/list', 2);
      expect(await openRoles()).toEqual(['Admin', 'Coordinator', 'Regional Admin', 'Sevak']);
    });

    it("does not let an Admin edit or delete a Super Admin, and shows the server's refusal", async () => {
      const withSuper = [...USERS, row({ id: 3, name: 'Uma Super', mobile_no: '9820012347', role: 1 })];
      setup(
        (call) => {
          if (call.method === 'GET' && call.url === '/api/users') return jsonResponse(200, { data: withSuper });
          if (call.method === 'PUT') return jsonResponse(403, { message: SUPER_ADMIN_ONLY });
          return undefined;
        },
        '/user/list',
        2,
      );
      expect(await screen.findByRole('button', { name: 'Edit Uma Super' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Delete Uma Super' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Delete Ravi Active' })).toBeEnabled();
      await userEvent.click(screen.getByRole('button', { name: 'Edit Ravi Active' }));
      await userEvent.click(within(await dialog()).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText(SUPER_ADMIN_ONLY)).toBeInTheDocument();
    });
  });
});
