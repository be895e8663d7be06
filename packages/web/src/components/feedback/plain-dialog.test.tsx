import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainDialog } from './plain-dialog';

/** A page with a button that opens the dialog, as My Contacts' '+ Followup' does. */
function Page({ standby = false }: { standby?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <PlainDialog standby={standby} opened={opened} onClose={() => setOpened(false)} title="Followup: Ravi Kumar" closeLabel="Close">
        <label>
          Comments <input />
        </label>
        <button type="button">Save</button>
      </PlainDialog>
    </>
  );
}

async function open() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Followup: Ravi Kumar' }) };
}

describe('PlainDialog', () => {
  it('is a modal dialog named by its heading, in the body, with the focus inside and the page behind held still', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Followup: Ravi Kumar' })).toBeInTheDocument();
    expect(dialog.parentElement?.parentElement?.parentElement).toBe(document.body);
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside the dialog', async () => {
    await open();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to what opened it, and the page scrolls again', async () => {
    const { opener } = await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes by its close button', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on standby is drawn but hidden and inert, and opening it shows the same dialog', async () => {
    render(<Page standby />);
    const drawn = document.body.querySelector('[role="dialog"]');
    expect(drawn).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const root = drawn!.parentElement!.parentElement!;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Followup: Ravi Kumar' })).toBe(drawn);
    expect(root).not.toHaveAttribute('aria-hidden');
    expect(root).not.toHaveAttribute('inert');
    expect(drawn).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });
});
