import type { Role } from '@sampark/domain/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse } from '../../../test/render';
import { type Answer, eventRow, lookupAnswer, openScreen } from './events-test-data';

// Lazy screens and many selects are slow on a loaded 2-core machine; waiting longer is not a retry.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const EVENT = eventRow(5, { name: 'Yuva Shibir 2026' });

const row = (id: number, values: Record<string, unknown> = {}) => ({
  id,
  fullname: `Member ${id}`,
  location: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  country: 'INDIA',
  category: 'Intellectual',
  profession: 'Doctor',
  grade: 'A',
  brief_intro: 'Runs a clinic',
  participation: 'Activist',
  contact_group: 'Active',
  event_status: null,
  missing: [],
  ...values,
});
const ROWS = [
  row(12),
  row(13, { category: null, profession: null, missing: ['category', 'profession'] }),
  row(14, { event_status: 'New' }),
  row(15),
];

const LOOKUPS: Record<string, unknown> = {
  '/api/mylocs': { data: [{ id: 2, name: 'Pune', parent_id: null, active: 1, path: '/2/', depth: 0, label: 'Pune' }] },
  '/api/subusers': { data: [] },
  '/api/professions': { data: [{ id: 3, name: 'Doctor', active: 1 }] },
  '/api/categories': {
    data: [
      { id: 1, name: 'Intellectual', active: 1 },
      { id: 2, name: 'Sadhak', active: 1 },
      { id: 4, name: 'Yuva Sadhak', active: 1 },
    ],
  },
  '/api/organizations': { data: [] },
  '/api/events': { data: [{ id: 5, name: 'Yuva Shibir' }, { id: 6, name: 'Adhiveshan' }] },
  '/api/events/5': { data: EVENT },
};

const STORED = {
  message: '1 of 4 members added to the event',
  data: {
    total: 4,
    added: [12],
    not_added: [
      { id: 13, reason: 'incomplete', missing: ['category', 'profession'] },
      { id: 14, reason: 'already added' },
      { id: 15, reason: 'outside your locations' },
    ],
  },
};

/** The member pages and storemembers' answer. */
const addMembers: Answer = (call) => {
  if (call.url.startsWith('/api/filter') || call.url.startsWith('/api/search')) {
    return jsonResponse(200, { data: { count: 57, count_capped: false, records: ROWS } });
  }
  if (call.url === '/api/event/storemembers') return jsonResponse(200, STORED);
  return undefined;
};

function setup(role: Role = 1, answer: Answer = () => undefined) {
  return openScreen(role, '/event/5/addmembers', answer, lookupAnswer(LOOKUPS), addMembers);
}

const FIELDS = 'fields=fullname%2Clocation%2Cdistrict%2Cstate%2Ccountry%2Ccategory%2Cprofession%2Cgrade%2Cbrief_intro%2Cparticipation%2Ccontact_group';
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/filter') || c.url.startsWith('/api/search'));

async function table() {
  const t = await screen.findByRole('table', { name: 'Members to add' });
  await within(t).findByText('Member 12');
  return t;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('add members to an event', () => {
  it('lists the caller’s members 50 at a time with the event’s extra info, and the header buttons', async () => {
    const { calls } = setup();
    const t = await table();
    expect(listCalls(calls).map((c) => [c.url, c.body])).toEqual([
      [`/api/filter?extrainfo=1&skip=0&limit=50&orderby=created_at&ordertype=desc&${FIELDS}`, { event_id: 5 }],
    ]);
    expect(screen.getByRole('heading', { name: 'Add Members' })).toBeInTheDocument();
    expect(screen.getByText('Yuva Shibir 2026')).toBeInTheDocument();
    expect(screen.getByText('57 members')).toBeInTheDocument();
    expect(within(t.querySelector('tr:has([aria-label="View member 13"])') as HTMLElement).getByText('Missing: Category, Profession')).toBeInTheDocument();
    expect(within(t).getByText('In event: New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List of Events' })).toHaveAttribute('href', '/event/list');
    expect(screen.getByRole('link', { name: 'Invitees' })).toHaveAttribute('href', '/event/5/invitees');
    expect(screen.getByRole('link', { name: 'Post Approval' })).toHaveAttribute('href', '/event/5/postapproval');
    expect(screen.getByRole('link', { name: 'View member 12' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '50', '100', '500', '1000', '2000']);
  });

  it('filters with the panel: Sadhak and Yuva Sadhak cannot be chosen, the event status only with an event', async () => {
    const { calls } = setup();
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'Sadhak' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Yuva Sadhak' })).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Intellectual' }));
    expect(screen.queryByRole('combobox', { name: 'Event Status' })).toBeNull();
    await choose('Event', 'Adhiveshan');
    await choose('Event Status', 'Final Approved');
    await choose('Profession', 'Doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1].body).toEqual({ profession: [3], category: [1], event_id_filter: 6, event_status_filter: 'Final Approved', event_id: 5 });
  });

  it('searches on Enter through api/search, within the panel’s filter', async () => {
    const { calls } = setup();
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Members' }), 'ravi{Enter}');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1].url).toBe(`/api/search?keyword=ravi&skip=0&limit=50&orderby=created_at&ordertype=desc&${FIELDS}&event_id=5`);
    expect(listCalls(calls)[1].body).toEqual({ event_id: 5 });
  });

  it('adds the selected members and shows who was added and why the others were not', async () => {
    const { calls } = setup();
    const t = await table();
    const add = () => screen.getByRole('button', { name: /^Add/ });
    expect(add()).toBeDisabled();
    for (const id of [12, 13, 14, 15]) await userEvent.click(within(t).getByRole('checkbox', { name: `Select row ${id}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Add (4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Members' });
    expect(calls.find((c) => c.url === '/api/event/storemembers')).toMatchObject({ method: 'POST', body: { event_id: 5, members: [12, 13, 14, 15] } });
    expect(within(dialog).getByText('1 of 4 members added to the event')).toBeInTheDocument();
    expect(within(dialog).getByText(/Total selected/)).toHaveTextContent('Total selected: 4');
    const added = within(dialog).getByRole('group', { name: 'Members added' });
    expect(added).toHaveTextContent(/^Added: 1/);
    expect(within(added).getByText('12')).toBeInTheDocument();
    const notAdded = within(dialog).getByRole('group', { name: 'Members not added' });
    expect(within(notAdded).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '13: Missing: Category, Profession',
      '14: Already in this event',
      '15: Outside your locations',
    ]);
    expect(within(dialog).getByText('Category, Profession, Brief introduction and Participation must be filled.')).toBeInTheDocument();
    expect(within(dialog).getByText('श्रेणी, व्यवसाय, संक्षिप्त परिचय और सहभागिता भरना आवश्यक है।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add()).toBeDisabled();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('shows the server’s message when adding fails', async () => {
    setup(1, (call) => (call.url === '/api/event/storemembers' ? jsonResponse(404, { message: 'Event not found.' }) : undefined));
    const t = await table();
    await userEvent.click(within(t).getByRole('checkbox', { name: 'Select row 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add (1)' }));
    expect(await screen.findByText('Event not found.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Members' })).toBeNull();
  });

  it('says so for an event that does not exist', async () => {
    setup(1, (call) => (call.url === '/api/events/5' ? jsonResponse(404, { message: 'Event not found.' }) : undefined));
    expect(await screen.findByText('This event does not exist.')).toBeInTheDocument();
  });

  it('is not for role 5', async () => {
    setup(5);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
});
