import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { FilterLookups, LookupNames } from './filter/filter-lookups';
import { EMPTY_FILTER, type FilterValues } from './filter-values';
import { FiltersDialog } from './filters-dialog';

const none: LookupNames = {
  locations: new Map(),
  users: new Map(),
  professions: new Map(),
  categories: new Map(),
  organizations: new Map(),
  events: new Map(),
};
const lookups: FilterLookups = {
  locations: [
    { id: 1, name: 'INDIA', parent_id: null, active: 1, path: '/1/', depth: 0, label: 'INDIA' },
    { id: 2, name: 'Goa', parent_id: 1, active: 1, path: '/1/2/', depth: 1, label: 'INDIA / Goa' },
  ],
  users: [{ id: 7, name: 'Chitra Coordinator' }],
  professions: [
    { id: 3, name: 'Doctor', active: 1 },
    { id: 4, name: 'Teacher', active: 1 },
  ],
  categories: [{ id: 5, name: 'Sadhak', active: 1 }],
  organizations: [],
  events: [{ id: 11, name: 'Adhiveshan 2026' }],
  names: none,
};

function setup(value: FilterValues = EMPTY_FILTER, withEvents = true) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <FiltersDialog opened onClose={onClose} value={value} onApply={onApply} lookups={lookups} withEvents={withEvents} />,
  );
  return { onApply, onClose };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));

// The dialog holds two dozen selects: jsdom needs a few seconds per interaction.
describe('FiltersDialog', { timeout: 30_000 }, () => {
  it('applies the chosen fields', async () => {
    const { onApply, onClose } = setup();
    await choose('Type of Entry', 'PIS');
    await choose('Contact Group', 'Unsuccessful');
    await apply();
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTER, source: ['PIS'], contact_group: ['Unsuccessful'] });
    expect(onClose).toHaveBeenCalled();
  });

  it("replaces the selection with Unassigned only when 'Unassigned' is chosen", async () => {
    const { onApply } = setup({ ...EMPTY_FILTER, profession: ['3', '4'], grade: ['A'] });
    await choose('Profession', 'Unassigned');
    await choose('Grade', 'Unassigned');
    await apply();
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTER, profession: ['0'], grade: ['Unassigned'] });
  });

  it('shows State only for a country with states and District only for a state with districts', async () => {
    setup();
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    await choose('Country', 'ARUBA');
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    await choose('Country', 'INDIA');
    expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'District' })).not.toBeInTheDocument();
    await choose('State', 'Goa');
    expect(screen.getByRole('combobox', { name: 'District' })).toBeInTheDocument();
  });

  it('offers the followup counts 0 to 5', async () => {
    setup();
    await userEvent.click(screen.getByRole('combobox', { name: 'Successful Followups' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('offers the event filter to staff only', () => {
    setup(EMPTY_FILTER, false);
    expect(screen.queryByRole('combobox', { name: 'Event' })).not.toBeInTheDocument();
  });

  it('empties the form on Reset', async () => {
    const { onApply } = setup({ ...EMPTY_FILTER, source: ['PIS'], include_sublocation: true, location_id: '2' });
    expect(screen.getByRole('checkbox', { name: 'Include sublocations' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('checkbox', { name: 'Include sublocations' })).not.toBeChecked();
    await apply();
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTER);
  });
});
