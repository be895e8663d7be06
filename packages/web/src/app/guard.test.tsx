import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../test/render';
import { AUTH_STORAGE_KEY } from '../lib/auth';
import { decideRoute } from './guard';

const admin = { id: 1, name: 'A', role: 1 as const };
const sevak = { id: 5, name: 'S', role: 5 as const };

describe('decideRoute', () => {
  it('lets anyone open public routes, with the banner when navigation is hidden', () => {
    expect(decideRoute({ access: 'public', hideNav: true, title: 'x' }, null)).toEqual({ kind: 'render', layout: 'banner' });
    expect(decideRoute({ access: 'public', title: 'x' }, admin)).toEqual({ kind: 'render', layout: 'bare' });
  });

  it('keeps visitor routes for visitors', () => {
    expect(decideRoute({ access: 'visitor', title: 'Login' }, null)).toEqual({ kind: 'render', layout: 'bare' });
    expect(decideRoute({ access: 'visitor', title: 'Login' }, admin)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends visitors to /login and refuses roles outside the group', () => {
    expect(decideRoute({ access: 'all', title: 'x' }, null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideRoute({ access: 'admin', title: 'x' }, sevak)).toEqual({ kind: 'forbidden' });
    expect(decideRoute({ access: 'sevak', title: 'x' }, admin)).toEqual({ kind: 'forbidden' });
    expect(decideRoute({ access: 'staff', title: 'x' }, admin)).toEqual({ kind: 'render', layout: 'shell' });
    expect(decideRoute({ access: 'staff', hideNav: true, title: 'x' }, admin)).toEqual({ kind: 'render', layout: 'banner' });
  });
});

describe('route guard in the app', () => {
  it('sends a visitor to /login', async () => {
    stubFetch();
    const { router } = renderApp('/changepassword');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats an expired token as logged out', async () => {
    loginAs(1, { expiresInMs: -1000 });
    const { calls } = stubFetch();
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('sends a logged-in user from /login to /home', async () => {
    const auth = loginAs(2);
    stubFetch(withUser(auth.user));
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: /Members List/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('checks the stored token with GET /api/user on start', async () => {
    const auth = loginAs(3);
    const { calls } = stubFetch(withUser({ ...auth.user, name: 'Renamed Coordinator' }));
    renderApp('/');
    expect(await screen.findByText('Namaskar, Renamed Coordinator')).toBeInTheDocument();
    expect(`${calls[0].method} ${calls[0].url}`).toBe('GET /api/user'); // before the screen asks for anything
    expect(calls[0].headers.Authorization).toBe('Bearer token-role-3');
  });

  it('logs out when GET /api/user fails', async () => {
    loginAs(1);
    const { calls } = stubFetch((call) =>
      call.url === '/api/user' ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, { message: 'Logged out' }),
    );
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/user', 'POST /api/logout']);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('goes to /login when the token was revoked (401)', async () => {
    loginAs(1);
    stubFetch(() => jsonResponse(401, { message: 'Unauthenticated.' }));
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the no-access screen to a role outside the route group', async () => {
    const auth = loginAs(5);
    stubFetch(withUser(auth.user));
    renderApp('/user/list');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByText('Users: coming soon')).not.toBeInTheDocument();
  });

  it('shows My Contacts as home for role 5', async () => {
    const auth = loginAs(5);
    stubFetch(withUser(auth.user));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'My Contacts' })).toBeInTheDocument();
  });

  it('renders a placeholder naming a screen a later issue builds', async () => {
    const auth = loginAs(4);
    stubFetch(withUser(auth.user));
    renderApp('/event/12/approvalfirst');
    expect(await screen.findByRole('heading', { name: 'Event Members: First Approved' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Event Members: First Approved - Sampark'));
  });

  it('logs out through /logout: revokes the token, clears the login, shows /login', async () => {
    const auth = loginAs(2);
    const { calls } = stubFetch(withUser(auth.user, () => jsonResponse(200, { message: 'Logged out' })));
    const { router } = renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/logout']);
    expect(calls[0].headers.Authorization).toBe('Bearer token-role-2');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('logs out even when the logout call fails', async () => {
    loginAs(2);
    stubFetch(() => jsonResponse(500, { message: 'down' }));
    const { router } = renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('opens public registration routes without login, under the orange banner', async () => {
    stubFetch();
    renderApp('/event/3/register');
    expect(await screen.findByText('Jayatu Jayatu Hindu Rashtram')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Event Registration' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
