import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DateField } from './date-field';

/** A form's value beside the field, as the form would keep it. */
function Demo({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date of Birth" value={value} onChange={setValue} />
      <output aria-label="kept">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Date of Birth' });
const kept = () => screen.getByRole('status', { name: 'kept' });

describe('DateField (seed 001 §9: DD-MM-YYYY)', () => {
  it('shows the API date as DD-MM-YYYY', () => {
    renderWithProviders(<Demo initial="2026-11-27" />);
    expect(field()).toHaveValue('27-11-2026');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('groups typed digits, keeps the API date, and passes on text that is no day', async () => {
    renderWithProviders(<Demo initial="" />);
    await userEvent.type(field(), '0503');
    expect(field()).toHaveValue('05-03-');
    expect(kept()).toHaveTextContent('05-03-');
    await userEvent.type(field(), '1990');
    expect(field()).toHaveValue('05-03-1990');
    expect(kept()).toHaveTextContent('1990-03-05');
    await userEvent.clear(field());
    await userEvent.type(field(), '31021990');
    expect(kept()).toHaveTextContent('31-02-1990');
  });

  it('lets Backspace take a dash away, and shows a value the form changed', async () => {
    renderWithProviders(<Demo initial="" />);
    await userEvent.type(field(), '27{Backspace}');
    expect(field()).toHaveValue('27');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field()).toHaveValue('');
  });
});
