import type { FollowupRow } from '@sampark/domain/schemas/followups';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@sampark/domain/roles';
import { describe, expect, it } from 'vitest';
import { memberDetail } from '../../../../test/member-fixtures';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../../test/render';

const MEMBER = memberDetail();

const FOLLOWUP = {
  id: 1,
  member_id: 5,
  followup_date: '2024-04-01',
  contacted_by: 'Esha Sevak',
  contact_status: 'Did not pick phone / phone switched off',
  contact_response: null,
  participation: null,
  meeting_date: null,
  meeting_time: null,
  meeting_date_time: null,
  comments: 'Try in the evening',
  created_by: 50,
  created_by_name: 'Esha Sevak',
  created_at: '2024-04-01 18:00:00',
} satisfies FollowupRow;

function setup(role: Role, path = '/member/5/view', answer?: (call: RecordedCall) => Response | undefined) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const special = answer?.(call);
      if (special) return special;
      if (call.url === '/api/members/5' && call.method === 'GET') return jsonResponse(200, { data: MEMBER });
      if (call.url === '/api/members/5' && call.method === 'PUT') return jsonResponse(200, { message: 'Member updated successfully' });
      if (call.url === '/api/followups/member/5') return jsonResponse(200, { data: [FOLLOWUP] });
      if (call.url === '/api/mylocs') {
        return jsonResponse(200, {
          data: [
            { id: 11, name: 'Pune', parent_id: 1, active: 1, path: '/1/11/', depth: 1, label: 'INDIA / Pune' },
            { id: 12, name: 'Mumbai', parent_id: 1, active: 1, path: '/1/12/', depth: 1, label: 'INDIA / Mumbai' },
          ],
        });
      }
      if (call.url.startsWith('/api/professions')) return jsonResponse(200, { data: [{ id: 4, name: 'Doctor', active: 1 }] });
      if (call.url.startsWith('/api/categories')) return jsonResponse(200, { data: [{ id: 2, name: 'General', active: 1 }] });
      if (call.url === '/api/subusers') return jsonResponse(200, { data: [{ id: 50, name: 'Esha Sevak' }] });
      return jsonResponse(404, { message: 'Not found' });
    }),
  );
  renderApp(path);
  return network;
}

const ready = () => screen.findByRole('heading', { name: 'Mr Ravi Kumar' });
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('member detail', { timeout: 30_000 }, () => {
  it('shows role 5 only Basic, Additional and Followup', async () => {
    setup(5);
    await ready();
    expect(tabNames()).toEqual(['Basic', 'Additional', 'Followup']);
  });

  it('shows the other roles every tab', async () => {
    setup(3);
    await ready();
    expect(tabNames()).toEqual(['Basic', 'Additional', 'Followup', 'Organizations', 'Gifts', 'Events', 'Admin', 'History']);
  });

  it('opens the Followup tab with ?followup=1 and lists the followups', async () => {
    setup(5, '/member/5/view?followup=1');
    await ready();
    expect(screen.getByRole('tab', { name: 'Followup' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Try in the evening')).toBeInTheDocument();
    expect(screen.getByText('01-04-2024')).toBeInTheDocument();
  });

  it("shows the server's message for a member outside the user's scope", async () => {
    setup(5, '/member/5/view', (call) => (call.url === '/api/members/5' ? jsonResponse(404, { message: 'Member not found.' }) : undefined));
    expect(await screen.findByText('Member not found.')).toBeInTheDocument();
  });

  it('marks email verified and mobile unverified, checks and saves the Basic tab', async () => {
    const { calls } = setup(5);
    await ready();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: /^First Name/ });
    const mobile = screen.getByRole('textbox', { name: /^Mobile/ });
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.change(mobile, { target: { value: '12345' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(first).toHaveAccessibleDescription('Please enter first name');
    expect(mobile).toHaveAccessibleDescription('Please check your mobile number');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(first, { target: { value: 'Ravindra' } });
    fireEvent.change(mobile, { target: { value: '9820012346' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Member updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ url: '/api/members/5', body: { firstname: 'Ravindra', mobile_number: '9820012346', state: 'Maharashtra', district: 'Pune' } });
    expect(Object.keys(put!.body as object)).not.toContain('profession_id');
  });

  it('refuses to save any tab of a member without category or profession, saying so in the form (issue 26)', async () => {
    const bare = { ...MEMBER, category_id: null, category: null, profession_id: null };
    const { calls } = setup(3, '/member/5/view', (call) => (call.url === '/api/members/5' && call.method === 'GET' ? jsonResponse(200, { data: bare }) : undefined));
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profession is requiredCategory is required');
    await userEvent.click(screen.getByRole('tab', { name: 'Additional' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    // the profession is on this tab: its message is on the field, the category's above the form
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Category is required$/);
    expect(screen.getByText('Profession is required')).toHaveClass('mantine-InputWrapper-error');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('lets role 5, which has no Admin tab, choose a missing category on the Additional tab', async () => {
    const bare = { ...MEMBER, category_id: null, category: null };
    const { calls } = setup(5, '/member/5/view', (call) => (call.url === '/api/members/5' && call.method === 'GET' ? jsonResponse(200, { data: bare }) : undefined));
    await ready();
    await userEvent.click(screen.getByRole('tab', { name: 'Additional' }));
    expect(await screen.findByText('Category', { selector: 'label' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Category is required')).toHaveClass('mantine-InputWrapper-error');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("asks before changing the location; 'No' keeps the old one", async () => {
    const { calls } = setup(2);
    await ready();
    await userEvent.click(screen.getByRole('tab', { name: 'Admin' }));
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveValue('INDIA / Pune'));
    await userEvent.click(location);
    await userEvent.click(await screen.findByRole('option', { name: 'INDIA / Mumbai' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you really want to change the location?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(location).toHaveValue('INDIA / Pune');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.click(location);
    await userEvent.click(await screen.findByRole('option', { name: 'INDIA / Mumbai' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/members/5', body: { location_id: 12 } }));
  });
});
