import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AssignDialog, DeleteDialog, EditDialog } from './bulk-dialogs';
import type { BulkTarget } from './members-api';

const three: BulkTarget = { kind: 'ids', ids: [4, 5, 6] };
const users = [
  { id: 7, name: 'Chitra Coordinator' },
  { id: 9, name: 'Esha Sevak' },
];
const professions = [
  { id: 1, name: 'Doctor', active: 1 },
  { id: 2, name: 'Retired Judge', active: 0 },
];
const categories = [
  { id: 1, name: 'Intellectual', active: 1 },
  { id: 2, name: 'Karyakarta', active: 1 },
  { id: 3, name: 'Sadhak', active: 1 },
];

function setup(ui: (onSubmit: () => Promise<boolean>, onClose: () => void) => React.ReactNode) {
  const onSubmit = vi.fn(async () => true);
  const onClose = vi.fn();
  renderWithProviders(ui(onSubmit, onClose));
  return { onSubmit, onClose };
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const button = (name: string) => screen.getByRole('button', { name });

describe('AssignDialog', () => {
  it('keeps Update disabled until an assignee is chosen, then sends assigned_to', async () => {
    const { onSubmit, onClose } = setup((s, c) => <AssignDialog target={three} onSubmit={s} onClose={c} users={users} />);
    expect(screen.getByText('3 selected members')).toBeInTheDocument();
    expect(button('Update')).toBeDisabled();
    await pick('Assign To', 'Esha Sevak');
    expect(button('Update')).toBeEnabled();
    await userEvent.click(button('Update'));
    expect(onSubmit).toHaveBeenCalledWith({ assigned_to: 9 });
    expect(onClose).toHaveBeenCalled();
  });

  it("offers 'Unassigned' (id 0) as an assignee", async () => {
    const { onSubmit } = setup((s, c) => <AssignDialog target={three} onSubmit={s} onClose={c} users={users} />);
    await pick('Assign To', 'Unassigned');
    await userEvent.click(button('Update'));
    expect(onSubmit).toHaveBeenCalledWith({ assigned_to: 0 });
  });

  it('names an apply-to-all target by its count', () => {
    setup((s, c) => (
      <AssignDialog target={{ kind: 'filter', filter: {}, count: 1234, capped: false }} onSubmit={s} onClose={c} users={users} />
    ));
    expect(screen.getByText('All 1,234 members matching the filter')).toBeInTheDocument();
  });
});

describe('EditDialog', () => {
  const render = () =>
    setup((s, c) => <EditDialog target={three} onSubmit={s} onClose={c} professions={professions} categories={categories} />);

  it('keeps Update disabled until at least one field is set', async () => {
    const { onSubmit } = render();
    expect(button('Update')).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Profession Description' }), { target: { value: '   ' } });
    expect(button('Update')).toBeDisabled();
    await pick('Grade', 'B');
    expect(button('Update')).toBeEnabled();
    await userEvent.click(button('Update'));
    expect(onSubmit).toHaveBeenCalledWith({ grade: 'B' });
  });

  it('disables the categories Intellectual and Karyakarta', async () => {
    render();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'Intellectual' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Karyakarta' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Sadhak' })).not.toHaveAttribute('data-combobox-disabled');
  });

  it('offers only active professions and sends every field that is set', async () => {
    const { onSubmit } = render();
    await userEvent.click(screen.getByRole('combobox', { name: 'Profession' }));
    expect(screen.queryByRole('option', { name: 'Retired Judge' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Doctor' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Profession Description' }), { target: { value: ' Surgeon ' } });
    await pick('Category', 'Sadhak');
    await userEvent.click(button('Update'));
    expect(onSubmit).toHaveBeenCalledWith({ profession_id: 1, profession_description: 'Surgeon', category_id: 3 });
  });
});

describe('DeleteDialog', () => {
  it("shows 'Mismatch' and keeps Delete disabled until the exact count is typed", async () => {
    const { onSubmit } = setup((s, c) => <DeleteDialog target={three} onSubmit={s} onClose={c} />);
    const count = screen.getByRole('textbox', { name: 'Number of records' });
    expect(button('Delete')).toBeDisabled();
    expect(screen.queryByText('Mismatch')).not.toBeInTheDocument();
    await userEvent.type(count, '4');
    expect(count).toHaveAccessibleDescription('Mismatch');
    expect(button('Delete')).toBeDisabled();
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    expect(screen.queryByText('Mismatch')).not.toBeInTheDocument();
    expect(button('Delete')).toBeEnabled();
    await userEvent.click(button('Delete'));
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it('refuses to delete all matches when the count is only a lower bound', () => {
    setup((s, c) => <DeleteDialog target={{ kind: 'filter', filter: {}, count: 10000, capped: true }} onSubmit={s} onClose={c} />);
    expect(screen.getByRole('textbox', { name: 'Number of records' })).toBeDisabled();
    expect(button('Delete')).toBeDisabled();
  });
});
