import type { LocationNode } from '@sampark/domain/schemas/locations';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

// The first render loads the lazy screen chunk; later ones are fast.
vi.setConfig({ testTimeout: 20_000 });

const node = (id: number, name: string, parent_id: number | null, children: LocationNode[] = [], active = 1): LocationNode => ({ id, name, parent_id, active, children });
const TREE = [
  node(1, 'INDIA', null, [
    node(2, 'Maharashtra', 1, [node(3, 'Pune', 2, [node(4, 'pune cantonment', 3)]), node(5, 'Mumbai', 2)]),
    node(6, 'Goa', 1, [], 0),
    node(7, 'ToBeDeleted', 1),
  ]),
];
const detail = (id: number, name: string, parent_id: number | null, parent_name: string | null) => ({
  id,
  name,
  parent_id,
  parent_name,
  active: 1,
  path: parent_id ? `/1/${id}/` : '/1/',
  code: null,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
});
const FLAT = [
  { id: 1, name: 'INDIA', parent_id: null, active: 1, path: '/1/', depth: 0, label: 'INDIA' },
  { id: 2, name: 'Maharashtra', parent_id: 1, active: 1, path: '/1/2/', depth: 1, label: 'INDIA / Maharashtra' },
  { id: 5, name: 'Mumbai', parent_id: 2, active: 1, path: '/1/2/5/', depth: 2, label: 'INDIA / Maharashtra / Mumbai' },
  { id: 6, name: 'Goa', parent_id: 1, active: 1, path: '/1/6/', depth: 1, label: 'INDIA / Goa' },
];

function setup(path: string, answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const auth = loginAs(2);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const custom = answer(call);
      if (custom) return custom;
      if (call.method === 'GET' && call.url === '/api/locjson') return jsonResponse(200, TREE);
      if (call.method === 'GET' && call.url === '/api/locations') return jsonResponse(200, { data: FLAT });
      if (call.method === 'GET' && call.url === '/api/locations/2') return jsonResponse(200, { data: detail(2, 'Maharashtra', 1, 'INDIA') });
      if (call.method === 'GET' && call.url === '/api/locations/5') return jsonResponse(200, { data: { ...detail(5, 'Mumbai', 2, 'Maharashtra'), path: '/1/2/5/' } });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  const app = renderApp(path);
  return { ...network, ...app };
}

describe('location tree', () => {
  it('shows the tree with [+], edit and (for leaves) delete on each node', async () => {
    setup('/location/list');
    expect(await screen.findByRole('button', { name: 'Expand Maharashtra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add location under Goa' })).toHaveAttribute('href', '/location/6/create');
    expect(screen.getByRole('link', { name: 'Edit Goa' })).toHaveAttribute('href', '/location/6/update');
    expect(screen.getByRole('button', { name: 'Delete Goa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ToBeDeleted' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Maharashtra' })).not.toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByText('Mumbai')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand Maharashtra' }));
    expect(screen.getByText('Mumbai')).toBeInTheDocument();
  });

  it('searches, case-insensitively unless the toggle is on', async () => {
    setup('/location/list');
    await screen.findByRole('button', { name: 'Expand Maharashtra' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'pune');
    expect(await screen.findByText('2 matching location(s)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Pune' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit pune cantonment' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Goa' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Case sensitive' }));
    expect(await screen.findByText('1 matching location(s)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Pune' })).toBeInTheDocument(); // the ancestor of the match stays
    expect(screen.getByRole('link', { name: 'Edit pune cantonment' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search locations' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'PUNE');
    expect(await screen.findByText('There are no matching records')).toBeInTheDocument();
  });

  it("deletes a leaf after 'Do you really want to delete?' and shows a refusal's message", async () => {
    const message = 'This location cannot be deleted: it has 3 member(s).';
    const { calls } = setup('/location/list', (call) => (call.method === 'DELETE' ? jsonResponse(422, { message, errors: { id: [message] } }) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Goa' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/locations/6']);
  });
});

describe('add and edit location', () => {
  it("adds under the route's parent; a blank name says 'Please enter Location'", async () => {
    const { calls, router } = setup('/location/2/create', (call) =>
      call.method === 'POST' ? jsonResponse(200, { message: 'New Location added successfully', data: detail(9, 'Satara', 2, 'Maharashtra') }) : undefined,
    );
    expect(await screen.findByText('Maharashtra')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Please enter Location')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Location/), '  Satara ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New Location added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/locations', body: { name: 'Satara', parent_id: 2, active: 1 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/location/list'));
  });

  it("edits name, parent and active; the server's refusal shows on the parent field", async () => {
    const cycle = 'A location cannot be moved under itself or one of its own sub-locations.';
    const { calls } = setup('/location/5/update', (call) =>
      call.method === 'PUT' ? jsonResponse(422, { message: cycle, errors: { parent_id: [cycle] } }) : undefined,
    );
    expect(await screen.findByDisplayValue('Mumbai')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Parent location/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['INDIA', 'INDIA / Maharashtra', 'INDIA / Goa']); // not itself
    await userEvent.click(screen.getByRole('option', { name: 'INDIA / Goa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(cycle)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/locations/5', body: { name: 'Mumbai', parent_id: 6, active: 1 } });
  });
});
