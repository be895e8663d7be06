import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

// Lazy screens and many keystrokes are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const org = (id: number, name: string) => ({
  id,
  name,
  objective: null,
  area_activity: 'Goa',
  members: null,
  website: 'https://example.org',
  head_person: null,
  remark: null,
  active: 1,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
});

function setup(path: string, answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const auth = loginAs(4);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const own = answer(call);
      if (own) return own;
      if (call.url.startsWith('/api/orgsearch?count=1')) return jsonResponse(200, { data: 23 });
      if (call.url.startsWith('/api/orgsearch')) return jsonResponse(200, { data: [org(1, 'Alpha Samiti'), org(2, 'Beta Sanstha')] });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp(path) };
}

const searches = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/orgsearch')).map((c) => `${c.method} ${c.url}`);

describe('organizations list', () => {
  it('asks the server for the first 10 by name and the total', async () => {
    const { calls } = setup('/organization/list');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    await within(table).findByText('Alpha Samiti');
    expect(screen.getByText('1 to 10 of 23')).toBeInTheDocument();
    expect(searches(calls).sort()).toEqual([
      'POST /api/orgsearch?count=1',
      'POST /api/orgsearch?skip=0&limit=10&orderby=name&ordertype=asc',
    ]);
  });

  it('searches on Enter only, and sorts and pages on the server', async () => {
    const { calls } = setup('/organization/list');
    await screen.findByText('Alpha Samiti');
    const box = screen.getByRole('searchbox', { name: 'Search Organizations' });
    await userEvent.type(box, 'goa');
    expect(searches(calls)).toHaveLength(2);
    await userEvent.type(box, '{Enter}');
    await waitFor(() =>
      expect(searches(calls)).toEqual(
        expect.arrayContaining(['POST /api/orgsearch?count=1&keyword=goa', 'POST /api/orgsearch?skip=0&limit=10&orderby=name&ordertype=asc&keyword=goa']),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Head Person' }));
    await waitFor(() => expect(searches(calls)).toContain('POST /api/orgsearch?skip=0&limit=10&orderby=head_person&ordertype=asc&keyword=goa'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches(calls)).toContain('POST /api/orgsearch?skip=10&limit=10&orderby=head_person&ordertype=asc&keyword=goa'));
  });

  it("asks 'Do you really want to delete?' and shows the server's refusal", async () => {
    const refusal = 'This organization is linked to 2 member(s) and cannot be deleted.';
    const { calls } = setup('/organization/list', (call) =>
      call.method === 'DELETE' ? jsonResponse(422, { message: refusal, errors: { id: [refusal] } }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Beta Sanstha' }));
    expect(await screen.findByText('Do you really want to delete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Beta Sanstha' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/organizations/2']);
  });
});

describe('organization form', () => {
  it("checks the name, posts every field and shows 'New Organization added successfully'", async () => {
    const { calls, router } = setup('/organization/create', (call) =>
      call.method === 'POST' && call.url === '/api/organizations'
        ? jsonResponse(200, { message: 'New Organization added successfully', data: org(5, 'Gamma') })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Please enter Organization Name');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Gamma');
    await userEvent.type(screen.getByRole('textbox', { name: 'Objective' }), 'Seva');
    await userEvent.type(screen.getByRole('textbox', { name: 'Area of Activity' }), 'Goa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Members' }), '40');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'gamma.org');
    await userEvent.type(screen.getByRole('textbox', { name: 'Head Person' }), 'Shri K');
    await userEvent.type(screen.getByRole('textbox', { name: 'Remark' }), 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New Organization added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/organizations')?.body).toEqual({
      name: 'Gamma',
      objective: 'Seva',
      area_activity: 'Goa',
      members: '40',
      website: 'gamma.org',
      head_person: 'Shri K',
      remark: 'New',
      active: 1,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/list'));
  });

  it("says 'Something went wrong' when an update fails with a status other than 422", async () => {
    setup('/organization/7/update', (call) => {
      if (call.method === 'GET' && call.url === '/api/organizations/7') return jsonResponse(200, { data: org(7, 'Delta') });
      if (call.method === 'PUT') return jsonResponse(503, { message: 'Down' });
      return undefined;
    });
    await screen.findByDisplayValue('Delta');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
