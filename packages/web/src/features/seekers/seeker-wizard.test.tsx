import type { SeekerDetail } from '@sampark/domain/schemas/seekers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

// A wizard test types a whole record through four steps of a full screen: about 20 s on a quiet
// 2-core machine, several times that when the machine is shared. Waiting longer is not a retry.
vi.setConfig({ testTimeout: 120_000 });

const MATCH = { id: 31, source: 'Seeker', fullname: 'Ravi Mohan Kulkarni', location: 'Pune', created_by: 'Bala Admin', created_at: '2024-03-05 10:00:00' };
const YEAR = new Date().getFullYear();

/** A stored seeker as GET api/seekers/{id} answers it. */
const STORED = {
  id: 7,
  salutation: 'Mrs',
  firstname: 'Sita',
  middlename: 'Ram',
  lastname: 'Joshi',
  gender: 'F',
  dob: '1985-06-01',
  marital_status: 'Married',
  country: 'INDIA',
  state: 'Maharashtra',
  district: 'Pune',
  city: 'Pune',
  address: null,
  postal_code: '411001',
  mobile_country_code: '91',
  mobile_number: '9876543210',
  whatsapp: null,
  email: 'sita@example.org',
  languages_known: 'Hindi,Marathi',
  education: null,
  profession: 'Doctor',
  spi_level: 55,
  upay_hours: 1.5,
  seva_days: 'Sunday',
  seva_hours: 2,
  jila: 'Pune',
  year_joined: 2005,
  active: 1,
  fullname: 'Mrs Sita Ram Joshi',
  profession_description: null,
  professional_experience: null,
  kendra: null,
  upkendra: null,
  how_know_us: null,
  seeker_type: null,
  type_of_seeker: null,
  spi_status: null,
  spi_distress: null,
  spi_qualities: null,
  spi_defects: null,
  current_responsibility: null,
  limitations_in_responsibility: null,
  incorrect_attitude_in_seva: null,
  follow_seva_practices: null,
  accepting_mistakes: null,
  skills: null,
  level_of_responsibility: null,
  org_responsibility_responsibility: null,
  responsibility_at_district_level: null,
  which_responsibilities_capable: null,
  remarks: null,
  srs_observations: null,
  location_id: null,
  mobile_norm: null,
  whatsapp_norm: null,
  created_by: null,
  created_at: '2024-03-05 10:00:00',
  updated_by: null,
  updated_at: '2024-03-05 10:00:00',
  created_by_name: null,
  updated_by_name: null,
  location: null,
} satisfies SeekerDetail;

interface Answers {
  taken?: (phone: string) => boolean;
  save?: (call: RecordedCall) => Response;
}

function setup(path: string, { taken = () => false, save }: Answers = {}, role: 1 | 3 | 4 = 3) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      if (call.url.startsWith('/api/professions')) return jsonResponse(200, { data: [{ id: 4, name: 'Doctor', active: 1 }] });
      if (call.url.startsWith('/api/mylocs')) return jsonResponse(200, { data: [] });
      if (call.url.startsWith('/api/checkduplicate')) {
        const phone = new URL(call.url, 'http://x').searchParams.get('phone_number') ?? '';
        return jsonResponse(200, { data: taken(phone) ? [MATCH] : [] });
      }
      if (call.method === 'GET' && call.url === '/api/seekers/7') return jsonResponse(200, { data: STORED });
      if (call.method === 'POST' && call.url === '/api/seekers') return save?.(call) ?? jsonResponse(200, { message: 'New Seeker added successfully', data: { id: 40 } });
      if (call.method === 'PUT' && call.url === '/api/seekers/7') return save?.(call) ?? jsonResponse(200, { message: 'Seeker updated successfully', data: { id: 7 } });
      if (call.url.startsWith('/api/seekers?')) return jsonResponse(200, { data: [], count: 0 });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp(path) };
}

const box = (label: RegExp) => screen.getByRole('textbox', { name: label });
const type = (label: RegExp, value: string) => fireEvent.change(box(label), { target: { value } });
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const saves = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/seekers') && (c.method === 'POST' || c.method === 'PUT'));

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Step 1 with every required field valid. */
async function fillPrimary(mobile = '9820012345') {
  await pick(/^Salutation/, 'Mr');
  type(/^First Name/, 'Ravi');
  type(/^Father \/ Husband Name/, 'Mohan');
  type(/^Last Name/, 'Kulkarni');
  await pick(/^Gender/, 'Male');
  await pick(/^State/, 'Maharashtra');
  await pick(/^District/, 'Pune');
  type(/^City/, 'Pune');
  type(/^Mobile/, mobile);
}

const onStep = (title: string) => screen.findByRole('button', { name: new RegExp(`^Step \\d: ${title}`) });

describe('add seeker wizard', () => {
  it('shows step 1 with INDIA, 91 and its fields; Next is blocked with the seed\'s messages on their fields', async () => {
    const { calls } = setup('/seeker/create');
    expect(await screen.findByRole('heading', { name: 'Add Seeker' })).toBeInTheDocument();
    for (const title of ['Primary information', 'Sadhana information', 'Seva related information', 'Sangathanatmak rachana information']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('INDIA');
    expect(box(/^Code/)).toHaveValue('91');
    expect(screen.queryByRole('combobox', { name: /^District/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await click('Next');
    expect(box(/^First Name/)).toHaveAccessibleDescription('Name is required');
    expect(box(/^Father \/ Husband Name/)).toHaveAccessibleDescription('Name is required');
    expect(box(/^Last Name/)).toHaveAccessibleDescription('Name is required');
    expect(box(/^City/)).toHaveAccessibleDescription('City is required');
    expect(box(/^Mobile/)).toHaveAccessibleDescription('Mobile number is required');
    expect(screen.getByRole('combobox', { name: /^Salutation/ })).toHaveAccessibleDescription('Salutation is required');
    expect(screen.getByRole('combobox', { name: /^Gender/ })).toHaveAccessibleDescription('Gender is required');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription('State is required');

    type(/^First Name/, 'रवि');
    type(/^Last Name/, 'K'.repeat(51));
    type(/^City/, 'Pune@1');
    type(/^Mobile/, '12345');
    type(/^Whatsapp/, '123');
    type(/^Email/, 'ravi@');
    await pick(/^State/, 'Maharashtra');
    await click('Next');
    expect(box(/^First Name/)).toHaveAccessibleDescription('Name must contain English alphabets only and not contain any special characters');
    expect(box(/^Last Name/)).toHaveAccessibleDescription('Name must be less than 50 characters');
    expect(box(/^City/)).toHaveAccessibleDescription('City must contain English alphabets only and not contain any special characters');
    expect(box(/^Mobile/)).toHaveAccessibleDescription('Mobile number must be in between 10-12 digit');
    expect(box(/^Whatsapp/)).toHaveAccessibleDescription('Mobile number must be in between 10-12 digit');
    expect(box(/^Email/)).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveAccessibleDescription('District is required');
    expect(screen.queryByRole('textbox', { name: /^Spiritual Level/ })).not.toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it('checks each step before Next, and Submit saves the parsed record and returns to the list', async () => {
    const { calls, router } = setup('/seeker/create');
    await screen.findByRole('heading', { name: 'Add Seeker' });
    await fillPrimary();
    type(/^Email/, ' Ravi@Example.org ');
    await click('Next');

    await onStep('Sadhana information');
    type(/^Spiritual Level/, '20');
    type(/^Upay/, '25');
    await click('Next');
    expect(box(/^Spiritual Level/)).toHaveAccessibleDescription('Spiritual leval must be between 30-100, leave blank if not known');
    expect(box(/^Upay/)).toHaveAccessibleDescription('Upay hrs must be between 0-24 hrs');
    type(/^Spiritual Level/, '60');
    type(/^Upay/, '1.5');
    await click('Next');

    await onStep('Seva related information');
    expect(screen.queryByRole('textbox', { name: /^Upay/ })).not.toBeInTheDocument();
    type(/^Seva \(hrs/, '30');
    await click('Next');
    expect(box(/^Seva \(hrs/)).toHaveAccessibleDescription('Seva hrs must be between 0-24 hrs');
    type(/^Seva \(hrs/, '3');
    await click('Next');

    await onStep('Sangathanatmak rachana information');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    type(/^Year Joined/, '1990');
    await click('Submit');
    expect(box(/^Year Joined/)).toHaveAccessibleDescription(`Year joined must be between 1991 and ${YEAR}`);
    expect(saves(calls)).toEqual([]);
    type(/^Year Joined/, '2001');
    await pick(/^Seeker Type/, 'Part-time');
    await click('Submit');

    expect(await screen.findByText('New Seeker added successfully')).toBeInTheDocument();
    const [post] = saves(calls);
    expect(post).toMatchObject({
      method: 'POST',
      url: '/api/seekers',
      body: {
        salutation: 'Mr',
        firstname: 'Ravi',
        middlename: 'Mohan',
        lastname: 'Kulkarni',
        gender: 'M',
        country: 'INDIA',
        state: 'Maharashtra',
        district: 'Pune',
        city: 'Pune',
        mobile_country_code: '91',
        mobile_number: '9820012345',
        email: 'ravi@example.org',
        spi_level: 60,
        upay_hours: 1.5,
        seva_hours: 3,
        year_joined: 2001,
        seeker_type: 'Part-time',
        languages_known: null,
        active: 1,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seeker/list'));
  });

  it('Previous keeps what was typed; Clear empties only the step on screen', async () => {
    setup('/seeker/create');
    await screen.findByRole('heading', { name: 'Add Seeker' });
    await fillPrimary();
    await click('Next');
    await onStep('Sadhana information');
    type(/^Spiritual Level/, '200');
    await click('Next');
    expect(box(/^Spiritual Level/)).toHaveAccessibleDescription('Spiritual leval must be between 30-100, leave blank if not known');
    await click('Clear');
    expect(box(/^Spiritual Level/)).toHaveValue('');
    expect(box(/^Spiritual Level/)).not.toHaveAccessibleDescription();
    await click('Previous');
    expect(box(/^First Name/)).toHaveValue('Ravi');
    await click('Clear');
    expect(box(/^First Name/)).toHaveValue('');
    expect(box(/^Mobile/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('INDIA');
    expect(box(/^Code/)).toHaveValue('91');
  });

  it('checks the mobile number against members and seekers as it changes, alerts and clears it', async () => {
    const { calls } = setup('/seeker/create', { taken: (phone) => phone === '9820012345' });
    await screen.findByRole('heading', { name: 'Add Seeker' });
    type(/^Mobile/, '982001234');
    type(/^Mobile/, '9820012345');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Members Alert' });
    expect(within(dialog).getByText('1 Member(s) or Seeker(s) with phone number (9820012345) already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '31' })).toHaveAttribute('href', '/seeker/31/edit');
    expect(calls.filter((c) => c.url.startsWith('/api/checkduplicate')).map((c) => c.url)).toEqual([
      '/api/checkduplicate?phone_number=9820012345&country=91&seekers=1',
    ]);
    expect(box(/^Mobile/)).toHaveValue('');
  });

  it("shows the server's refusal on its field and opens that field's step", async () => {
    const refusal = { message: 'This district is outside your locations', errors: { district: ['This district is outside your locations'] } };
    setup('/seeker/create', { save: () => jsonResponse(422, refusal) });
    await screen.findByRole('heading', { name: 'Add Seeker' });
    await fillPrimary();
    for (const step of ['Sadhana information', 'Seva related information', 'Sangathanatmak rachana information']) {
      await click('Next');
      await onStep(step);
    }
    await click('Submit');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^District/ })).toHaveAccessibleDescription('This district is outside your locations'));
  });

  it('is refused to role 4', async () => {
    setup('/seeker/create', {}, 4);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
});

describe('edit seeker through the wizard', () => {
  it('opens prefilled, checks a changed number leaving this seeker out, and PUTs the whole record', async () => {
    const { calls, router } = setup('/seeker/7/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Seeker' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Sita')).toBe(box(/^First Name/));
    expect(screen.getByRole('combobox', { name: /^Salutation/ })).toHaveValue('Mrs');
    expect(screen.getByRole('combobox', { name: /^District/ })).toHaveValue('Pune');
    expect(box(/^Mobile/)).toHaveValue('9876543210');
    expect(screen.getByRole('link', { name: 'Edit name and active only' })).toHaveAttribute('href', '/seeker/7/update');

    type(/^Mobile/, '9876543211');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/checkduplicate?phone_number=9876543211&country=91&seekers=1&seeker_id=7')).toBe(true),
    );
    type(/^City/, 'Pune City');
    await click('Next');
    await onStep('Sadhana information');
    expect(box(/^Spiritual Level/)).toHaveValue('55');
    expect(box(/^Upay/)).toHaveValue('1.5');
    await click('Next');
    await onStep('Seva related information');
    await click('Next');
    await onStep('Sangathanatmak rachana information');
    expect(box(/^Year Joined/)).toHaveValue('2005');
    expect(screen.getByRole('checkbox', { name: 'Active?' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active?' }));
    await click('Submit');

    expect(await screen.findByText('Seeker updated successfully')).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(1);
    expect(saves(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/seekers/7',
      body: {
        salutation: 'Mrs',
        firstname: 'Sita',
        gender: 'F',
        dob: '1985-06-01',
        city: 'Pune City',
        mobile_number: '9876543211',
        postal_code: '411001',
        languages_known: 'Hindi,Marathi',
        profession: 'Doctor',
        spi_level: 55,
        upay_hours: 1.5,
        seva_days: 'Sunday',
        jila: 'Pune',
        year_joined: 2005,
        active: 0,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seeker/list'));
  });

  it('says so when the seeker does not exist or is outside the caller\'s scope', async () => {
    setup('/seeker/9/edit');
    expect(await screen.findByText('This seeker does not exist.')).toBeInTheDocument();
  });

  it('the simple edit offers the wizard', async () => {
    setup('/seeker/7/update');
    expect(await screen.findByRole('link', { name: 'Edit all fields' })).toHaveAttribute('href', '/seeker/7/edit');
  });
});
