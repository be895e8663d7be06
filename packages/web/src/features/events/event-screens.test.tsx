import type { Role } from '@sampark/domain/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse } from '../../../test/render';
import { errorMessages, eventBody, eventDates, locationChoices } from './event-values';
import { type Answer, eventRow, openScreen } from './events-test-data';

// Lazy screens and many keystrokes are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const event = (id: number, values: Record<string, unknown> = {}) =>
  eventRow(id, { name: `Yuva Shibir ${id}`, description: 'Three days for young volunteers', created_by: 10, ...values });

const LOCATIONS = [
  { id: 1, name: 'INDIA', parent_id: null, active: 1, path: '1', depth: 0, label: 'INDIA' },
  { id: 2, name: 'Pune', parent_id: 1, active: 1, path: '1/2', depth: 1, label: 'INDIA / Pune' },
];
const TYPES = [
  { id: 1, type: 'Shibir', description: null, inactive: 0 },
  { id: 2, type: 'Sammelan', description: null, inactive: 0 },
];

/** The events list and the event form's lookups. */
const eventScreens: Answer = (call) => {
  if (call.url.startsWith('/api/myevents')) return jsonResponse(200, { data: [event(3), event(2, { date_to: '2026-12-10', inactive: 1 })], count: 62 });
  if (call.url === '/api/mylocs') return jsonResponse(200, { data: LOCATIONS });
  if (call.url === '/api/event_types?active=1') return jsonResponse(200, { data: TYPES });
  return undefined;
};

function setup(path: string, role: Role = 1, answer: Answer = () => undefined) {
  return openScreen(role, path, answer, eventScreens);
}

/** The error list at the top of the form (seed 002 §2). */
const summary = () => screen.getByRole('alert', { name: 'Please correct the following' });
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/myevents')).map((c) => c.url);
const saves = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST' || c.method === 'PUT');

describe('events list', () => {
  it('asks for the newest 50 and shows every column of seed 002 §2', async () => {
    const { calls } = setup('/event/list');
    const table = await screen.findByRole('table', { name: 'Events' });
    await within(table).findByText('Yuva Shibir 3');
    expect(listCalls(calls)).toEqual(['/api/myevents?skip=0&limit=50&orderby=id&ordertype=desc']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Event Name and Description',
      'Location',
      'Type',
      'Date(s)',
      'Created By',
      'Created On',
      'Actions',
    ]);
    const row = within(table).getByText('Yuva Shibir 3').closest('tr')!;
    expect(row).toHaveTextContent('10-12-2026 to 12-12-2026');
    expect(within(row).getByText('20-11-2026')).toBeInTheDocument();
    expect(within(table).getByText('Yuva Shibir 2').closest('tr')).toHaveTextContent('10-12-2026Asha');
    expect(screen.getByText('1 to 50 of 62')).toBeInTheDocument();
  });

  it('opens the event and its edit form in a new tab and links Invitees and Add Members', async () => {
    setup('/event/list');
    const open = await screen.findByRole('link', { name: 'Open event 3' });
    expect(open).toHaveAttribute('href', '/event/3');
    expect(open).toHaveAttribute('target', '_blank');
    const edit = screen.getByRole('link', { name: 'Edit Yuva Shibir 3' });
    expect(edit).toHaveAttribute('href', '/event/3/update');
    expect(edit).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Invitees of Yuva Shibir 3' })).toHaveAttribute('href', '/event/3/invitees');
    expect(screen.getByRole('link', { name: 'Add Members to Yuva Shibir 3' })).toHaveAttribute('href', '/event/3/addmembers');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/event/create');
  });

  it('sorts, filters on Enter and pages on the server, with the sizes of seed 002 §9', async () => {
    const { calls } = setup('/event/list');
    const table = await screen.findByRole('table', { name: 'Events' });
    await within(table).findByText('Yuva Shibir 3');
    expect(within(table).queryByRole('button', { name: 'Date(s)' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Location' }));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/myevents?skip=0&limit=50&orderby=location&ordertype=asc'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Events' }), 'shibir{Enter}');
    await waitFor(() => expect(listCalls(calls)).toContain('/api/myevents?skip=0&limit=50&orderby=location&ordertype=asc&keyword=shibir'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/myevents?skip=50&limit=50&orderby=location&ordertype=asc&keyword=shibir'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', '100', '200', '500']);
  });

  it('is not for role 5', async () => {
    setup('/event/list', 5);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
});

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillEvent() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Event Name/ }), '  Karyakarta Sammelan ');
  await choose(/^Location/, 'INDIA / Pune');
  await choose(/^Event Type/, 'Sammelan');
  await userEvent.type(screen.getByLabelText(/^Start Date/), '10122026');
  await userEvent.type(screen.getByLabelText(/^End Date/), '11122026');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Annual meet');
}

describe('add event', () => {
  it("lists §5's messages at the top, then posts the event and shows the server's message", async () => {
    const { calls, router } = setup('/event/create', 1, (call) =>
      call.method === 'POST' && call.url === '/api/events' ? jsonResponse(200, { message: 'New Event added successfully', data: event(9) }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const alert = summary();
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Event name cannot be blank',
      'Location cannot be blank',
      'Event Type cannot be blank',
      'Start Date cannot be blank',
      'End Date cannot be blank',
    ]);
    expect(screen.getByRole('textbox', { name: /^Event Name/ })).toHaveAccessibleDescription('Event name cannot be blank');
    expect(saves(calls)).toEqual([]);

    await fillEvent();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Connect to Google Sheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New Event added successfully')).toBeInTheDocument();
    expect(saves(calls).map((c) => c.body)).toEqual([
      {
        name: 'Karyakarta Sammelan',
        location_id: 2,
        type: 2,
        description: 'Annual meet',
        date_from: '2026-12-10',
        date_to: '2026-12-11',
        remarks: null,
        connect_gsheet: 1,
        inactive: 0,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/list'));
  });

  it('refuses a name over 50 characters and an end before the start', async () => {
    const { calls } = setup('/event/create');
    await screen.findByRole('textbox', { name: /^Event Name/ });
    await fillEvent();
    await userEvent.type(screen.getByRole('textbox', { name: /^Event Name/ }), 'x'.repeat(40));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(within(summary()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Event name should be less than 50 characters']);
    await userEvent.clear(screen.getByRole('textbox', { name: /^Event Name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Event Name/ }), 'Sammelan');
    await userEvent.clear(screen.getByLabelText(/^End Date/));
    await userEvent.type(screen.getByLabelText(/^End Date/), '09-12-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(within(summary()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['End Date cannot be before Start Date']);
    expect(saves(calls)).toEqual([]);
  });

  it('hides Connect to Google Sheet from role 3 and does not send it', async () => {
    const { calls } = setup('/event/create', 3, (call) =>
      call.method === 'POST' ? jsonResponse(200, { message: 'New Event added successfully', data: event(9) }) : undefined,
    );
    await screen.findByRole('textbox', { name: /^Event Name/ });
    expect(screen.queryByRole('checkbox', { name: 'Connect to Google Sheet' })).toBeNull();
    await fillEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New Event added successfully')).toBeInTheDocument();
    expect(saves(calls)[0].body).not.toHaveProperty('connect_gsheet');
  });
});

describe('edit event', () => {
  it("prefills, shows a server 422 at the top and says 'Event updated successfully'", async () => {
    let refuse = true;
    const { calls } = setup('/event/7/update', 1, (call) => {
      if (call.method === 'GET' && call.url === '/api/events/7') return jsonResponse(200, { data: event(7, { connect_gsheet: 1 }) });
      if (call.method !== 'PUT') return undefined;
      if (refuse) {
        refuse = false;
        return jsonResponse(422, { message: 'Please choose one of your locations', errors: { location_id: ['Please choose one of your locations'] } });
      }
      return jsonResponse(200, { message: 'Event updated successfully', data: event(7) });
    });
    expect(await screen.findByDisplayValue('Yuva Shibir 7')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Start Date/)).toHaveValue('10-12-2026');
    expect(screen.getByRole('checkbox', { name: 'Connect to Google Sheet' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await within(summary()).findByText('Please choose one of your locations')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    expect(saves(calls).map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/events/7', 'PUT /api/events/7']);
    expect(saves(calls)[1].body).toMatchObject({ name: 'Yuva Shibir 7', location_id: 2, type: 1, inactive: 1, connect_gsheet: 1 });
  });

  it('says so when the event does not exist or is outside the caller’s scope', async () => {
    setup('/event/8/update', 4, (call) => (call.url === '/api/events/8' ? jsonResponse(404, { message: 'Event not found.' }) : undefined));
    expect(await screen.findByText('This event does not exist.')).toBeInTheDocument();
  });
});

describe('event values', () => {
  it('shows one day or a range', () => {
    expect(eventDates({ date_from: '2026-12-10', date_to: null })).toBe('10-12-2026');
    expect(eventDates({ date_from: '2026-12-10', date_to: '2026-12-10' })).toBe('10-12-2026');
    expect(eventDates({ date_from: '2026-12-10', date_to: '2027-01-02' })).toBe('10-12-2026 to 02-01-2027');
  });

  it('lists each message once', () => {
    expect(errorMessages({ name: 'Event name cannot be blank', a: 'x', b: 'x', c: null })).toEqual(['Event name cannot be blank', 'x']);
  });

  it("keeps an event's location above the caller's as a choice", () => {
    expect(locationChoices(LOCATIONS, { id: 2, name: 'Pune' }).map((o) => o.value)).toEqual(['1', '2']);
    expect(locationChoices(LOCATIONS.slice(1), { id: 1, name: 'INDIA' })).toEqual([
      { value: '1', label: 'INDIA' },
      { value: '2', label: 'INDIA / Pune' },
    ]);
  });

  it('sends Connect to Google Sheet only for roles 1-2', () => {
    const values = { name: 'A', location_id: 1, type: 1, description: null, date_from: '2026-01-01', date_to: '2026-01-01', remarks: null, connect_gsheet: 1 as const, inactive: 0 as const };
    expect(eventBody(values, true)).toEqual(values);
    expect(eventBody(values, false)).not.toHaveProperty('connect_gsheet');
  });
});
