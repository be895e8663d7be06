import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../../test/render';

const MATCH = { id: 12, source: 'PIS', fullname: 'Ravi Kumar', location: 'Pune', created_by: 'Bala Admin', created_at: '2024-03-05 10:00:00' };

/** The network double: professions, the duplicate check (`taken` numbers match) and the save. */
function setup(taken: (phone: string) => boolean) {
  const auth = loginAs(3);
  const network = stubFetch(
    withUser(auth.user, (call: RecordedCall) => {
      if (call.url.startsWith('/api/professions')) return jsonResponse(200, { data: [{ id: 4, name: 'Doctor', active: 1 }] });
      if (call.url.startsWith('/api/checkduplicate')) {
        const phone = new URL(call.url, 'http://x').searchParams.get('phone_number') ?? '';
        return jsonResponse(200, { data: taken(phone) ? [MATCH] : [] });
      }
      if (call.url === '/api/registerauth') return jsonResponse(200, { message: 'New Member added successfully', data: { id: 77 } });
      return jsonResponse(404, { message: 'Not found' });
    }),
  );
  renderApp('/quickentry/create');
  return network;
}

/** The screen is a lazy chunk: wait for it before touching it. */
const ready = () => screen.findByRole('heading', { name: 'Quick Entry' });

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const checks = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/checkduplicate'));

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

async function fillValidForm(mobile: string) {
  await pick(/^Source of Entry/, 'Friend');
  await pick(/^Salutation/, 'Mr');
  type(/^First Name/, 'Mohan');
  type(/^Last Name/, 'Das');
  await pick(/^Gender/, 'Male');
  fireEvent.change(screen.getByRole('textbox', { name: /^Mobile/ }), { target: { value: mobile } });
  await pick(/^State/, 'Maharashtra');
  await pick(/^District/, 'Pune');
  type(/^City/, 'Pune');
  type(/^Remarks/, 'Met at the book stall');
}

describe('quick entry', { timeout: 30_000 }, () => {
  it('starts with INDIA and 91, shows State but not District, and keeps Submit disabled', async () => {
    setup(() => false);
    expect(await ready()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('INDIA');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('91');
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^District/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows the quick entry messages as fields are left', async () => {
    setup(() => false);
    await ready();
    const first = screen.getByRole('textbox', { name: /^First Name/ });
    await userEvent.click(first);
    await userEvent.tab();
    expect(first).toHaveAccessibleDescription('Name is required');
    await userEvent.type(first, 'R@vi');
    await userEvent.tab();
    // the seed's double space is kept; accessible descriptions collapse it, so read the text itself
    const described = document.getElementById(first.getAttribute('aria-describedby')?.split(' ').find((id) => id.includes('error')) ?? '');
    expect(described?.textContent).toBe('Name must contain English alphabets only and  not contain any special characters');
    const mobile = screen.getByRole('textbox', { name: /^Mobile/ });
    fireEvent.change(mobile, { target: { value: '12345' } });
    fireEvent.blur(mobile);
    expect(mobile).toHaveAccessibleDescription('Mobile number must be in between 10-12 digit');
  });

  it('checks a mobile number of more than 9 characters, alerts and clears it', async () => {
    const { calls } = setup((phone) => phone === '9820012345');
    await ready();
    const mobile = screen.getByRole('textbox', { name: /^Mobile/ });
    fireEvent.change(mobile, { target: { value: '982001234' } });
    expect(checks(calls)).toEqual([]);
    fireEvent.change(mobile, { target: { value: '9820012345' } });
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Members Alert' });
    expect(within(dialog).getByText('1 Member(s) with phone number (9820012345) already exists.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByText('Bala Admin')).toBeInTheDocument();
    expect(checks(calls)).toMatchObject([{ method: 'POST', url: '/api/checkduplicate?phone_number=9820012345&country=91' }]);
    await waitFor(() => expect(mobile).toHaveValue(''));
  });

  it('checks again on submit and saves nothing when the number is taken by then', async () => {
    let takenNow = false;
    const { calls } = setup(() => takenNow);
    await ready();
    await fillValidForm('9876543210');
    takenNow = true;
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('1 Member(s) with phone number (9876543210) already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('9876543210');
    expect(calls.filter((c) => c.url === '/api/registerauth')).toEqual([]);
  });

  it('saves a clean entry as Quick Entry and links to the new member', async () => {
    const { calls } = setup(() => false);
    await ready();
    await fillValidForm('9876543210');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByRole('link', { name: 'View/Edit member' })).toHaveAttribute('href', '/member/77/view');
    expect(calls.find((c) => c.url === '/api/registerauth')).toMatchObject({
      method: 'POST',
      body: {
        how_know_us: 'Friend',
        salutation: 'Mr',
        firstname: 'Mohan',
        lastname: 'Das',
        gender: 'M',
        mobile_number: '9876543210',
        mobile_country_code: '91',
        country: 'INDIA',
        state: 'Maharashtra',
        district: 'Pune',
        city: 'Pune',
        brief_intro: 'Met at the book stall',
        source: 'Quick Entry',
      },
    });
  });
});
