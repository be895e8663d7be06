import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

function setup(answer: (call: RecordedCall) => Response) {
  const auth = loginAs(5);
  const network = stubFetch(withUser(auth.user, answer));
  renderApp('/changepassword');
  return network;
}

async function submit(password: string, confirmation: string) {
  await screen.findByRole('heading', { name: 'Change Password' });
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  if (confirmation) await userEvent.type(screen.getByLabelText(/^Confirm Password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('change password page', () => {
  it('checks the fields in the browser with the shared messages', async () => {
    const { calls } = setup(() => jsonResponse(200, { message: 'Password Updated Successfully' }));
    await submit('', '');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    await submit('short', 'short');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password should atleast be 8 characters');
    expect(calls.filter((c) => c.url === '/api/reset')).toEqual([]);
  });

  it('requires a matching confirmation', async () => {
    setup(() => jsonResponse(200, {}));
    await submit('long-enough', 'long-enougH');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('The password confirmation does not match.');
  });

  it('sends PUT /api/reset and confirms success', async () => {
    const { calls } = setup(() => jsonResponse(200, { message: 'Password Updated Successfully' }));
    await submit('long-enough', 'long-enough');
    expect(await screen.findByText('Password Updated Successfully')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/reset',
      body: { password: 'long-enough', password_confirmation: 'long-enough' },
    });
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it("shows the server's 422 messages on their fields", async () => {
    setup(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { password: ['The password has been used before.'], password_confirmation: ['Confirm it again.'] },
      }),
    );
    await submit('long-enough', 'long-enough');
    expect(await screen.findByLabelText(/^Password/)).toHaveAccessibleDescription('The password has been used before.');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Confirm it again.');
  });

  it("says 'Something went wrong' for any other status", async () => {
    setup(() => jsonResponse(500, { message: 'SQLSTATE[HY000]' }));
    await submit('long-enough', 'long-enough');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText('SQLSTATE[HY000]')).not.toBeInTheDocument();
  });
});
