import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { notifyError, notifySuccess } from './notify';
import { PleaseWait } from './please-wait';

describe('PleaseWait', () => {
  it("announces 'Please wait' while visible", () => {
    const { rerender } = renderWithProviders(<PleaseWait />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
    rerender(<PleaseWait visible={false} />);
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });
});

describe('notifications', () => {
  it('shows success and error messages', async () => {
    renderWithProviders(
      <>
        <Button onClick={() => notifySuccess('New Profession added successfully')}>ok</Button>
        <Button onClick={() => notifyError('Something went wrong')}>fail</Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('New Profession added successfully')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
