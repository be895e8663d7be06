import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render';
import { AUTH_STORAGE_KEY } from '../../lib/auth';

async function fillAndSubmit(email: string, password: string) {
  await screen.findByRole('heading', { name: 'Login' });
  if (email) await userEvent.type(screen.getByLabelText(/Email or Mobile Number/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('asks for both fields before calling the server', async () => {
    const { calls } = stubFetch();
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(screen.getByText('Email or mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stores the login and goes to /home', async () => {
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    const { calls } = stubFetch((call) =>
      call.url === '/api/login'
        ? jsonResponse(200, { token: 'new-token', token_type: 'Bearer', expires_at: expires, user: { id: 3, name: 'Ravi', role: 4 } })
        : jsonResponse(404),
    );
    const { router } = renderApp('/login');
    await fillAndSubmit(' 9876543210 ', 'secret-pass');
    expect(await screen.findByText('Namaskar, Ravi')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/login', body: { email: '9876543210', password: 'secret-pass' } });
    // The fresh login is trusted: no GET /api/user round trip (the home screen's own calls may follow).
    expect(calls.filter((c) => c.url.split('?')[0] === '/api/user')).toEqual([]);
    expect(calls.filter((c) => c.url === '/api/login')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toEqual({
      token: 'new-token',
      expires_at: expires,
      user: { id: 3, name: 'Ravi', role: 4 },
    });
  });

  it("shows the server's 422 message on the email field", async () => {
    stubFetch(() =>
      jsonResponse(422, { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } }),
    );
    renderApp('/login');
    await fillAndSubmit('a@b.org', 'wrong-pass');
    expect(await screen.findByLabelText(/Email or Mobile Number/)).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('explains throttling (429)', async () => {
    stubFetch(() => new Response(null, { status: 429 }));
    renderApp('/login');
    await fillAndSubmit('a@b.org', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Please try again later.');
  });

  it("prefers the server's 429 message", async () => {
    stubFetch(() => jsonResponse(429, { message: 'Rate limit exceeded, retry in 15 minutes' }));
    renderApp('/login');
    await fillAndSubmit('a@b.org', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded, retry in 15 minutes');
  });

  it("says 'Something went wrong' when the server fails", async () => {
    stubFetch(() => jsonResponse(500, { message: 'Internal Server Error' }));
    renderApp('/login');
    await fillAndSubmit('a@b.org', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
