import type { SeekerDetail } from '@sampark/domain/schemas/seekers';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

// Lazy screens and many keystrokes are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const seeker = (id: number, fullname: string, extra: Record<string, unknown> = {}) => ({
  id,
  fullname,
  gender: 'M',
  dob: '1990-04-05',
  country: 'INDIA',
  state: 'Maharashtra',
  district: 'Pune',
  city: 'Pune',
  mobile_country_code: '91',
  mobile_number: '9812345678',
  whatsapp: null,
  email: 'ravi@example.org',
  education: 'B.Com,M.Com',
  profession: null,
  active: 1,
  created_by: 1,
  created_by_name: 'Admin',
  updated_by: null,
  updated_by_name: null,
  created_at: '2026-01-02 10:00:00',
  updated_at: '2026-01-03 11:00:00',
  ...extra,
});

function setup(path: string, answer: (call: RecordedCall) => Response | undefined = () => undefined, role: 1 | 3 | 4 = 3) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const own = answer(call);
      if (own) return own;
      if (call.url.startsWith('/api/seekers?')) {
        return jsonResponse(200, { data: [seeker(1, 'Ravi Mohan Kulkarni'), seeker(2, 'Sita Ram Joshi', { gender: 'F', mobile_number: null })], count: 23 });
      }
      if (call.url.startsWith('/api/professions')) return jsonResponse(200, { data: [] });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp(path) };
}

const lists = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/seekers?')).map((c) => c.url);

describe('seekers list', () => {
  it('asks the server for the newest 10 and shows the total, the columns and a phone link', async () => {
    const { calls } = setup('/seeker/list');
    const table = await screen.findByRole('table', { name: 'Seekers' });
    await within(table).findByText('Ravi Mohan Kulkarni');
    expect(screen.getByText('1 to 10 of 23')).toBeInTheDocument();
    expect(lists(calls)).toEqual(['/api/seekers?skip=0&limit=10&orderby=created_at&ordertype=desc']);
    for (const header of ['ID', 'Full Name', 'Gender', 'District', 'City', 'Mobile', 'Created On']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByRole('link', { name: '9812345678: Call Ravi Mohan Kulkarni' })).toHaveAttribute('href', 'tel:9812345678');
    expect(within(table).queryByRole('link', { name: 'Call Sita Ram Joshi' })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit Sita Ram Joshi' })).toHaveAttribute('href', '/seeker/2/edit');
  });

  it('searches on Enter, sorts and pages on the server, and offers 10, 50 and 100', async () => {
    const { calls } = setup('/seeker/list');
    await screen.findByText('Ravi Mohan Kulkarni');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Seekers' }), 'ravi{Enter}');
    await waitFor(() => expect(lists(calls)).toContain('/api/seekers?skip=0&limit=10&orderby=created_at&ordertype=desc&keyword=ravi'));
    await userEvent.click(screen.getByRole('button', { name: 'City' }));
    await waitFor(() => expect(lists(calls)).toContain('/api/seekers?skip=0&limit=10&orderby=city&ordertype=asc&keyword=ravi'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lists(calls)).toContain('/api/seekers?skip=10&limit=10&orderby=city&ordertype=asc&keyword=ravi'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '50', '100']);
  });

  it('expands a row to show the other fields', async () => {
    setup('/seeker/list');
    await screen.findByText('Ravi Mohan Kulkarni');
    await userEvent.click(screen.getByRole('button', { name: 'Expand row 1' }));
    expect(await screen.findByText('ravi@example.org')).toBeInTheDocument();
    expect(screen.getByText('B.Com, M.Com')).toBeInTheDocument();
    expect(screen.getByText('Pune, Pune, Maharashtra, INDIA')).toBeInTheDocument();
  });

  it('sends the All Filters choices to the server', async () => {
    const { calls } = setup('/seeker/list');
    await screen.findByText('Ravi Mohan Kulkarni');
    await userEvent.click(screen.getByRole('button', { name: 'All Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Filters' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Gender' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lists(calls)).toContain('/api/seekers?skip=0&limit=10&orderby=created_at&ordertype=desc&gender=F'));
    expect(screen.getByRole('button', { name: 'All Filters (1)' })).toBeInTheDocument();
  });

  it("asks 'Do you really want to delete?' and deletes on Yes", async () => {
    const { calls } = setup('/seeker/list', (call) =>
      call.method === 'DELETE' ? jsonResponse(200, { message: 'Seeker deleted successfully' }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sita Ram Joshi' }));
    expect(await screen.findByText('Do you really want to delete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sita Ram Joshi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Seeker deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/seekers/2']);
  });

  it('is refused to role 4', async () => {
    setup('/seeker/list', undefined, 4);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
});

describe('simple edit seeker', () => {
  const record = {
    id: 7,
    firstname: 'Ravi',
    middlename: 'Mohan',
    lastname: 'Kulkarni',
    active: 1,
    salutation: null,
    fullname: 'Ravi Mohan Kulkarni',
    gender: null,
    dob: null,
    marital_status: null,
    country: null,
    state: null,
    district: null,
    city: null,
    address: null,
    postal_code: null,
    mobile_country_code: null,
    mobile_number: null,
    whatsapp: null,
    email: null,
    languages_known: null,
    education: null,
    profession: null,
    profession_description: null,
    professional_experience: null,
    jila: null,
    kendra: null,
    upkendra: null,
    year_joined: null,
    how_know_us: null,
    seeker_type: null,
    type_of_seeker: null,
    spi_status: null,
    spi_level: null,
    spi_distress: null,
    upay_hours: null,
    spi_qualities: null,
    spi_defects: null,
    seva_days: null,
    seva_hours: null,
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

  it("checks the names, puts the names and the flag, says 'Seeker updated successfully' and returns to the list", async () => {
    const { calls, router } = setup('/seeker/7/update', (call) => {
      if (call.method === 'GET' && call.url === '/api/seekers/7') return jsonResponse(200, { data: record });
      if (call.method === 'PUT') return jsonResponse(200, { message: 'Seeker updated successfully', data: { id: 7 } });
      return undefined;
    });
    const first = await screen.findByRole('textbox', { name: /^First Name/ });
    expect(first).toHaveValue('Ravi');
    await userEvent.clear(first);
    await userEvent.type(first, 'रवि');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(first).toHaveAccessibleDescription('Name must contain English alphabets only and not contain any special characters');
    await userEvent.clear(first);
    await userEvent.type(first, '  Ravindra ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Seeker updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/seekers/7',
      body: { firstname: 'Ravindra', middlename: 'Mohan', lastname: 'Kulkarni', active: 0 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seeker/list'));
  });

  it('says so when the seeker does not exist or is outside the caller\'s scope', async () => {
    setup('/seeker/9/update');
    expect(await screen.findByText('This seeker does not exist.')).toBeInTheDocument();
  });
});
