import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

// Lazy screens and many keystrokes are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const CATEGORIES = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `Category ${String.fromCharCode(71 - i)}`, active: i === 2 ? 0 : 1 }));

function setup(path: string, answer: (call: RecordedCall) => Response | undefined) {
  const auth = loginAs(1);
  const network = stubFetch(
    withUser(auth.user, (call) => answer(call) ?? (call.url === '/api/categories' ? jsonResponse(200, { data: CATEGORIES }) : jsonResponse(404, { message: 'Not found.' }))),
  );
  const app = renderApp(path);
  return { ...network, ...app };
}

describe('categories list', () => {
  it('shows 5 rows per page with ID, Category, Active?, Actions and filters on the client', async () => {
    const { calls } = setup('/category/list', () => undefined);
    const table = await screen.findByRole('table', { name: 'Categories' });
    await within(table).findByText('Category G');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Category', 'Active?', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1 to 5 of 7')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'category e');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('No')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit Category E' })).toHaveAttribute('href', '/category/3/update');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/category/create');
    expect(within(main).getByRole('link', { name: 'Statuses' })).toHaveAttribute('href', '/status/list');
    expect(calls.filter((c) => c.url === '/api/categories')).toHaveLength(1);
  });
});

describe('add category', () => {
  const fill = async (name: string) => {
    const input = await screen.findByRole('textbox', { name: /^Category/ });
    if (name) await userEvent.type(input, name);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    return input;
  };

  it("checks a blank name in the browser with 'Category name cannot be blank'", async () => {
    const { calls } = setup('/category/create', () => undefined);
    const input = await fill('   ');
    expect(input).toHaveAccessibleDescription('Category name cannot be blank');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('posts name and active, shows the message and returns to the list', async () => {
    const { calls, router } = setup('/category/create', (call) =>
      call.method === 'POST' ? jsonResponse(200, { message: 'New Category added successfully', data: { id: 9, name: 'Yuva', active: 0 } }) : undefined,
    );
    await screen.findByRole('checkbox', { name: 'Active?' });
    expect(screen.getByRole('checkbox', { name: 'Active?' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active?' }));
    await fill(' Yuva ');
    expect(await screen.findByText('New Category added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/categories', body: { name: 'Yuva', active: 0 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/list'));
  });

  it("shows the server's name error on the field, and 'Something went wrong' for other statuses", async () => {
    let status = 422;
    setup('/category/create', (call) =>
      call.method === 'POST'
        ? status === 422
          ? jsonResponse(422, { message: 'This category already exists.', errors: { name: ['This category already exists.'] } })
          : jsonResponse(500, { message: 'Server error.' })
        : undefined,
    );
    const input = await fill('Sadhak');
    await waitFor(() => expect(input).toHaveAccessibleDescription('This category already exists.'));
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('Reset Form clears the name', async () => {
    setup('/category/create', () => undefined);
    const input = await screen.findByRole('textbox', { name: /^Category/ });
    await userEvent.type(input, 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(input).toHaveValue('');
  });
});

describe('edit status', () => {
  it("loads the row, puts the change and returns to /status/list with 'Status updated successfully'", async () => {
    const { calls, router } = setup('/status/4/update', (call) => {
      if (call.method === 'GET' && call.url === '/api/statuses/4') return jsonResponse(200, { data: { id: 4, name: 'Spam', active: 1 } });
      if (call.method === 'PUT') return jsonResponse(200, { message: 'Status updated successfully', data: { id: 4, name: 'Spam calls', active: 1 } });
      if (call.url === '/api/statuses') return jsonResponse(200, { data: [] });
      return undefined;
    });
    const input = await screen.findByDisplayValue('Spam');
    await userEvent.type(input, ' calls');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/statuses/4', body: { name: 'Spam calls', active: 1 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/status/list'));
  });

  it("shows the server's 'Please enter Status' on the field", async () => {
    setup('/status/4/update', (call) => {
      if (call.method === 'GET' && call.url === '/api/statuses/4') return jsonResponse(200, { data: { id: 4, name: 'Spam', active: 1 } });
      if (call.method === 'PUT') return jsonResponse(422, { message: 'Please enter Status', errors: { name: ['Please enter Status'] } });
      return undefined;
    });
    const input = await screen.findByDisplayValue('Spam');
    await userEvent.type(input, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter Status'));
  });
});

describe('event types', () => {
  it("ticks Inactive? by default, checks 'Event Type cannot be blank', posts type, description, inactive", async () => {
    const { calls } = setup('/event-type/create', (call) =>
      call.method === 'POST'
        ? jsonResponse(200, { message: 'New Event Type added successfully', data: { id: 3, type: 'Shibir', description: 'Camp', inactive: 1 } })
        : call.url === '/api/event_types'
          ? jsonResponse(200, { data: [] })
          : undefined,
    );
    const type = await screen.findByRole('textbox', { name: /^Event Type/ });
    expect(screen.getByRole('checkbox', { name: 'Inactive?' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(type).toHaveAccessibleDescription('Event Type cannot be blank');
    await userEvent.type(type, 'Shibir');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Camp');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New Event Type added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/event_types', body: { type: 'Shibir', description: 'Camp', inactive: 1 } });
  });

  it("shows the server's 'Please enter Event Type' on edit", async () => {
    setup('/event-type/2/update', (call) => {
      if (call.method === 'GET' && call.url === '/api/event_types/2') return jsonResponse(200, { data: { id: 2, type: 'Sabha', description: null, inactive: 0 } });
      if (call.method === 'PUT') return jsonResponse(422, { message: 'Please enter Event Type', errors: { type: ['Please enter Event Type'] } });
      return undefined;
    });
    const type = await screen.findByDisplayValue('Sabha');
    expect(screen.getByRole('checkbox', { name: 'Inactive?' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(type).toHaveAccessibleDescription('Please enter Event Type'));
  });
});

describe('access', () => {
  it('shows the no-access screen to role 3 without calling the API', async () => {
    const auth = loginAs(3);
    const { calls } = stubFetch(withUser(auth.user));
    renderApp('/profession/list');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/user']);
  });
});
