import { registrationPrefillOf } from '@sampark/domain/schemas/registration-calls';
import { addDays } from '@sampark/domain/schemas/registration-windows';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberDetail } from '../../../test/member-fixtures';
import { jsonResponse, loginAs, type RecordedCall, renderApp, stubFetch, withUser } from '../../../test/render';
import { EVENT, START, STORED, staffEvent, TOKEN } from '../../../test/registration-fixtures';
import { forgetFormProof } from './form-proof';
import { localToday } from './registration-form-values';

beforeEach(forgetFormProof);

// A form of six steps in a full screen: several seconds each on a shared 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const PROFESSIONS = [{ id: 3, name: 'Teacher' }, { id: 4, name: 'Doctor' }];
const SAVED = { id: 41, edit_url: `/forms/5-${TOKEN}/edit`, pass_url: '/pass/5.41.abcdefghijklmnop' };

interface Answers {
  save?: (call: RecordedCall) => Response;
  /** the open form's proof-of-work challenge; null: the proof is off */
  challenge?: Challenge | null;
}

const SECRET = 'a test secret';
/** A real challenge, cheap to solve (counter 50). */
const smallChallenge = () => createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 50, deriveKey, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: SECRET });

function network({ save, challenge = null }: Answers = {}) {
  return (call: RecordedCall) => {
    const path = call.url.split('?')[0];
    if (path === '/api/public/form-challenge') return jsonResponse(200, { data: challenge });
    if (path === '/api/public/events/5') return jsonResponse(200, { data: EVENT });
    if (path === '/api/events/5') return jsonResponse(200, { data: staffEvent() });
    if (path === '/api/public/professions') return jsonResponse(200, { data: PROFESSIONS });
    if (path === '/api/professions') return jsonResponse(200, { data: PROFESSIONS.map((p) => ({ ...p, active: 1 })) });
    // an invitee whose record has all the form asks, sent as the server sends it (only the filled fields it takes over)
    if (path === '/api/public/events/5/prefill') return jsonResponse(200, { data: registrationPrefillOf({ ...STORED, salutation: 'Mrs', firstname: 'Sunita', lastname: 'Deshmukh', gender: 'F', profession_id: 4 }) });
    if (path === '/api/members/9') return jsonResponse(200, { data: memberDetail({ id: 9, fullname: 'Mohan Joshi', firstname: 'Mohan', lastname: 'Joshi', salutation: 'Mr', gender: 'M', dob: '0000-00-00', grade: 'A' }) });
    if (call.method === 'GET' && (path === '/api/public/registrations/41' || path === '/api/registrations/41')) return jsonResponse(200, { data: STORED });
    if (call.method === 'GET' && path === '/api/public/registrations/43') return jsonResponse(200, { data: { ...STORED, id: 43, state: null, district: null, whatsapp: '9820012345' } });
    if (call.method === 'GET' && path.startsWith('/api/public/registrations/')) return jsonResponse(404, { message: 'Registration not found.' });
    if (call.method !== 'GET' && path.includes('/registrations')) return save?.(call) ?? jsonResponse(200, { message: call.method === 'POST' ? 'Member registered successfully' : 'Registration updated successfully', data: SAVED });
    return jsonResponse(404, { message: 'Not found.' });
  };
}

function visit(path: string, answers: Answers = {}, role?: 1 | 4) {
  const handler = network(answers);
  const net = role ? stubFetch(withUser(loginAs(role).user, handler)) : stubFetch(handler);
  return { ...net, ...renderApp(path) };
}

const box = (label: RegExp) => screen.getByRole('textbox', { name: label });
const type = (label: RegExp, value: string) => fireEvent.change(box(label), { target: { value } });
/** Date and time inputs are no textboxes. */
const setDate = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const saves = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');
/** The form is on step `title`, its inputs shown (steps 2-6 are a chunk of their own, registration-later-steps.tsx). */
async function onStep(title: string) {
  await screen.findByRole('button', { name: new RegExp(`^Step \\d: ${title}`), current: 'step' });
  await waitFor(() => expect(screen.queryByText('Please wait')).not.toBeInTheDocument());
}
const combo = (label: RegExp) => screen.getByRole('combobox', { name: label });

/** Chooses `option` in a native select (the form's own choices) or a Mantine one (the place lists, the multi-choices). */
async function pick(label: RegExp, option: string) {
  const select = combo(label);
  if (select instanceof HTMLSelectElement) return userEvent.selectOptions(select, option);
  await userEvent.click(select);
  // (a native select's options are options too)
  const listed = (await screen.findAllByRole('option', { name: option })).filter((o) => !o.closest('select'));
  await userEvent.click(listed[0]!);
}

/** The form is on screen once its loads are done. */
const ready = () => screen.findByRole('button', { name: 'Next' });

/** Next through the steps of a valid form up to `title`. */
async function nextUntil(title: string) {
  for (let i = 0; i < 6 && !screen.queryByRole('button', { name: new RegExp(`^Step \\d: ${title}`), current: 'step' }); i++) {
    // Next does nothing while a step's inputs are still loading
    await waitFor(() => expect(screen.queryByText('Please wait')).not.toBeInTheDocument());
    await click('Next');
  }
  await onStep(title);
}

/**
 * What an invitee fills beyond their prefill (only their member record's fields), step by step
 * from step 1 up to Travel Details, as the personal-link tests need a form that can be sent.
 */
async function completeInviteeForm() {
  type(/^Recommended By/, 'Suresh Patil');
  await nextUntil('Info for Planning');
  await pick(/^Languages Understood/, 'Hindi');
  await pick(/^Languages Known/, 'Hindi');
  await pick(/^Past Events Attended/, '2019');
  type(/^Organization(?! in Hindi)/, 'Sanatan Sanstha');
  type(/^Designation/, 'Seeker');
  type(/^Organization in Hindi/, 'सनातन संस्था');
  type(/^Activities/, 'Study circles');
  await nextUntil('Diet/Stay Details');
  fireEvent.click(screen.getAllByRole('checkbox')[0]);
  await pick(/^Accommodation Needs/, 'Any');
  await pick(/^Tea or Coffee/, 'Tea without sugar');
  type(/^Diet Restrictions/, 'None');
  await nextUntil('Travel Details');
  await pick(/^Booking Status/, 'I will book later');
  setDate(/^Booking Date/, addDays(localToday(), 2));
}

describe('the public registration form', () => {
  it('shows the title with the event, and Next stops on step 1 with Required on that step’s fields only', async () => {
    const { calls } = visit('/event/5/register');
    expect(await screen.findByRole('heading', { name: 'Registration Form' })).toBeInTheDocument();
    expect(await screen.findByText(/Hindu Rashtra Adhiveshan · .* to .* · Goa/)).toBeInTheDocument();
    await ready();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(combo(/^Attendee Type/)).toHaveDisplayValue('Delegate');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await click('Next');
    for (const label of [/^Email/, /^Recommended By/, /^First Name/, /^Last Name/, /^Name in Hindi/]) expect(box(label)).toHaveAccessibleDescription('Required');
    for (const label of [/^Salutation/, /^Gender/, /^Profession/]) expect(combo(label)).toHaveAccessibleDescription('Required');
    expect(screen.getAllByText('Required')).toHaveLength(8);

    type(/^Email/, 'ravi@');
    type(/^First Name/, 'Ravi2');
    type(/^Last Name/, 'K'.repeat(51));
    type(/^Name in Hindi/, 'Ravi');
    setDate(/^Date of Birth/, '1941-12-31');
    await click('Next');
    expect(box(/^Email/)).toHaveAccessibleDescription('Enter a valid email');
    expect(box(/^First Name/)).toHaveAccessibleDescription('Name must contain English alphabets only and not contain any special characters');
    expect(box(/^Last Name/)).toHaveAccessibleDescription('Name must be less than 50 characters');
    expect(box(/^Name in Hindi/)).toHaveAccessibleDescription('Field must contain Devanagari (Unicode) characters only');
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveAccessibleDescription(/^Date of birth must be between 01-01-1942 and /);
    await onStep('Personal Details');
    expect(saves(calls)).toEqual([]);
  });

  it('step 2 asks the state of INDIA and checks the mobile number; Reset puts the step back', async () => {
    visit(`/forms/5-43.${'A'.repeat(22)}/edit`);
    await screen.findByRole('heading', { name: 'Update Registration' });
    await ready();
    await click('Next');
    await onStep('Contact Details');
    expect(box(/^Code/)).toHaveValue('91');
    type(/^Mobile/, '12345');
    type(/^Whatsapp/, '123');
    await click('Next');
    expect(box(/^Mobile/)).toHaveAccessibleDescription('Mobile number must be in between 10-12 digit');
    expect(box(/^Whatsapp/)).toHaveAccessibleDescription('Mobile number must be in between 10-12 digit');
    expect(combo(/^State/)).toHaveAccessibleDescription('Required');
    expect(screen.queryByRole('combobox', { name: /^District/ })).not.toBeInTheDocument();
    await click('Reset');
    expect(box(/^Mobile/)).toHaveValue('9820012345');
    expect(box(/^Whatsapp/)).toHaveValue('9820012345');
    await pick(/^State/, 'Goa');
    await click('Next');
    expect(combo(/^District/)).toHaveAccessibleDescription('Required');
    await pick(/^District/, 'South Goa');
    await click('Next');
    await onStep('Social Media Info');
  });

  it('step 6: "I will book later" asks only the booking date, in its window; another choice asks the journey', async () => {
    visit('/forms/5-41.AAAAAAAAAAAAAAAAAAAAAA/edit');
    await screen.findByRole('heading', { name: 'Update Registration' });
    await ready();
    await nextUntil('Travel Details');
    expect(screen.getByLabelText(/^Booking Date/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Arrival Date/)).not.toBeInTheDocument();
    setDate(/^Booking Date/, addDays(START, -6));
    await click('Submit');
    expect(screen.getByLabelText(/^Booking Date/)).toHaveAccessibleDescription(/^Booking date must be between .* and /);

    await pick(/^Booking Status/, 'I will fill details now');
    expect(screen.queryByLabelText(/^Booking Date/)).not.toBeInTheDocument();
    await click('Submit');
    for (const label of [/^Arrival Date/, /^Arrival Time/, /^Departure Date/, /^Departure Time/, /^Arrival Details/, /^Departure Details/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Required');
    }
    // a departure before the arrival, outside its window
    setDate(/^Arrival Date/, addDays(START, 1));
    setDate(/^Departure Date/, START);
    await click('Submit');
    expect(screen.getByLabelText(/^Departure Date/)).toHaveAccessibleDescription(/^Departure date must be between /);
  });

  it('a saved change says so and keeps the values; the body sends lists comma-joined', async () => {
    const { calls } = visit('/forms/5-41.AAAAAAAAAAAAAAAAAAAAAA/edit');
    await screen.findByRole('heading', { name: 'Update Registration' });
    await ready();
    type(/^First Name/, ' Ravindra ');
    await nextUntil('Travel Details');
    await click('Submit');
    expect(await screen.findByText('Registration updated successfully', { selector: '.mantine-Alert-title, .mantine-Alert-title *' })).toBeInTheDocument();
    const [put] = saves(calls);
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/api/public/registrations/41?token=${encodeURIComponent(TOKEN)}`);
    expect(put.body).toMatchObject({
      firstname: 'Ravindra',
      relationship: 1,
      profession_id: 3,
      languages_known: 'Hindi,Konkani',
      days_of_stay: STORED.days_of_stay,
      booking_date: localToday(),
      arrival_by: null,
    });
    await onStep('Personal Details');
    expect(box(/^First Name/)).toHaveValue('Ravindra');
  });

  it('a refused save shows the server’s message on its field and step, and can be sent again', async () => {
    let refuse = true;
    const { calls } = visit('/forms/5-41.AAAAAAAAAAAAAAAAAAAAAA/edit', {
      save: () =>
        refuse
          ? jsonResponse(422, { message: 'Please choose a value from the list', errors: { profession_id: ['Please choose a value from the list'] } })
          : jsonResponse(200, { message: 'Registration updated successfully', data: SAVED }),
    });
    await screen.findByRole('heading', { name: 'Update Registration' });
    await ready();
    await nextUntil('Travel Details');
    await click('Submit');
    await onStep('Personal Details');
    expect(combo(/^Profession/)).toHaveAccessibleDescription('Please choose a value from the list');
    refuse = false;
    await pick(/^Profession/, 'Doctor');
    await nextUntil('Travel Details');
    await click('Submit');
    expect(await screen.findByText(/can be changed again/)).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(2);
    expect(saves(calls)[1].body).toMatchObject({ profession_id: 4 });
  });

  it('an edit link that does not hold says what the server said', async () => {
    visit(`/forms/5-42.${'B'.repeat(22)}/edit`);
    expect(await screen.findByText('Registration not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('a personal link prefills the member while Delegate, posts with its token, and leaves the form empty for the next person', async () => {
    const { calls } = visit(`/forms/5-${TOKEN}/viewform`);
    await screen.findByRole('heading', { name: 'Registration Form' });
    await ready();
    await waitFor(() => expect(box(/^First Name/)).toHaveValue('Sunita'));
    expect(combo(/^Salutation/)).toHaveDisplayValue('Mrs');
    await pick(/^Attendee Type/, 'Family member');
    expect(box(/^First Name/)).toHaveValue('');
    expect(combo(/^Salutation/)).toHaveValue('');
    await pick(/^Attendee Type/, 'Delegate');
    expect(box(/^First Name/)).toHaveValue('Sunita');

    await completeInviteeForm();
    await click('Submit');
    expect(await screen.findByText('Keep this link to change the registration later:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `http://localhost:3000/forms/5-${TOKEN}/edit` })).toBeInTheDocument();
    const [post] = saves(calls);
    expect(post).toMatchObject({ method: 'POST', url: `/api/public/registrations?token=${encodeURIComponent(TOKEN)}`, body: { event_id: 5, firstname: 'Sunita', gender: 'F', profession_id: 4 } });
    await onStep('Personal Details');
    expect(box(/^First Name/)).toHaveValue('');
    expect(combo(/^Salutation/)).toHaveValue('');
    expect(combo(/^Attendee Type/)).toHaveDisplayValue('Delegate');
  });

  it('offline, Submit says in the form that nothing was sent and keeps every value; Submit again sends it with a proof of work', async () => {
    let online = false;
    const challenge = await smallChallenge();
    const { calls } = visit(`/forms/5-${TOKEN}/viewform`, {
      challenge,
      save: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { message: 'Member registered successfully', data: SAVED });
      },
    });
    await ready();
    await waitFor(() => expect(box(/^First Name/)).toHaveValue('Sunita'));
    await completeInviteeForm();
    await click('Submit');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your registration was not sent: there is no connection to the server. Your answers are kept; press Submit to try again.',
    );
    await onStep('Travel Details');
    await userEvent.click(screen.getByRole('button', { name: /^Step 1: Personal Details/ }));
    await onStep('Personal Details');
    expect(box(/^First Name/)).toHaveValue('Sunita');
    online = true;
    await nextUntil('Travel Details');
    await click('Submit');
    expect(await screen.findByText('Keep this link to change the registration later:')).toBeInTheDocument();
    expect(screen.queryByText(/Your registration was not sent/)).not.toBeInTheDocument();
    const sent = saves(calls).at(-1)!;
    const proof = JSON.parse(atob(sent.headers['X-Form-Proof']));
    expect(proof.challenge).toEqual(challenge);
    expect((await verifySolution({ ...proof, deriveKey, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: SECRET })).verified).toBe(true);
  });
});

describe('the logged-in registration form', () => {
  it('prefills from the member when the relationship is 1 and the member id is not 0, and registers with both', async () => {
    visit('/event/5/register/9', {}, 4);
    await screen.findByRole('heading', { name: 'Registration Form' });
    await ready();
    await waitFor(() => expect(box(/^First Name/)).toHaveValue('Mohan'));
    expect(box(/^Last Name/)).toHaveValue('Joshi');
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('opens a stored registration to update for staff', async () => {
    const { calls } = visit('/event/5/update/41', {}, 1);
    expect(await screen.findByRole('heading', { name: 'Update Registration' })).toBeInTheDocument();
    await ready();
    await waitFor(() => expect(box(/^First Name/)).toHaveValue('Ravi'));
    await nextUntil('Travel Details');
    await click('Submit');
    await screen.findByText(/can be changed again/);
    expect(saves(calls)[0]).toMatchObject({ method: 'PUT', url: '/api/registrations/41' });
  });
});
