import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../test/render';
import { TOO_MANY_REQUESTS } from '../lib/api-client';
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

  it('checks the stored token with GET /api/user on start, and keeps the user it answers', async () => {
    const auth = loginAs(3);
    const { calls } = stubFetch(withUser({ ...auth.user, name: 'Renamed Coordinator' }));
    renderApp('/');
    expect(await screen.findByText('Namaskar, Renamed Coordinator')).toBeInTheDocument();
    expect(`${calls[0].method} ${calls[0].url}`).toBe('GET /api/user'); // first, though the screen does not wait for it
    expect(calls.filter((c) => c.url === '/api/user').map((c) => c.headers.Authorization)).toEqual(['Bearer token-role-3']);
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY)!).user.name).toBe('Renamed Coordinator');
  });

  it('shows the screen with the stored login while GET /api/user has not answered (decision 059)', async () => {
    const auth = loginAs(2);
    const { calls } = stubFetch((call) => (call.url === '/api/user' ? new Promise<Response>(() => undefined) : withUser(auth.user)(call)));
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: /Members List/ })).toBeInTheDocument();
    expect(screen.getByText(`Namaskar, ${auth.user.name}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1);
  });

  it('logs out on a 401 from GET /api/user (the token was revoked) that comes after the screen, without trying again', async () => {
    const auth = loginAs(1);
    let answerCheck: (response: Response) => void = () => undefined;
    const { calls } = stubFetch((call) => (call.url === '/api/user' ? new Promise<Response>((resolve) => (answerCheck = resolve)) : withUser(auth.user)(call)));
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: /Members List/ })).toBeInTheDocument();
    answerCheck(jsonResponse(401, { message: 'Unauthenticated.' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1);
  });

  it("logs out on a 401 from any screen's call while the check has not answered", async () => {
    loginAs(5);
    stubFetch((call) => (call.url === '/api/user' ? new Promise<Response>(() => undefined) : jsonResponse(401, { message: 'Unauthenticated.' })));
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('does not log out when GET /api/user fails on the server: the screen shows and the check is tried again', async () => {
    const auth = loginAs(1);
    let failures = 1;
    const answer = withUser(auth.user);
    const { calls } = stubFetch((call) => (call.url === '/api/user' && failures-- > 0 ? jsonResponse(500, { message: 'boom' }) : answer(call)));
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: /Members List/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(2));
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(calls.some((c) => c.url === '/api/logout')).toBe(false);
  });

  it('treats a 429 on GET /api/user as "slow down": a retry after Retry-After, no logout', async () => {
    const auth = loginAs(2);
    const times: number[] = [];
    let throttled = 1;
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/user') times.push(Date.now());
      if (call.url === '/api/user' && throttled-- > 0) return jsonResponse(429, { message: TOO_MANY_REQUESTS }, { 'Retry-After': '2' });
      return withUser(auth.user)(call);
    });
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: /Members List/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(2), { timeout: 5_000 });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    expect(calls.some((c) => c.url === '/api/logout')).toBe(false);
    // the second check waited for the two seconds asked, not react-query's one-second default
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(1900);
  });

  it('does not log out while the server cannot be reached', async () => {
    const auth = loginAs(3);
    let offline = 1;
    const answer = withUser(auth.user);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/user' && offline-- > 0) throw new TypeError('Failed to fetch');
      return answer({ method: 'GET', url: String(input), headers: {}, body: undefined });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/');
    expect(await screen.findByText(`Namaskar, ${auth.user.name}`)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/user')).toHaveLength(2));
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
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
    expect(await screen.findByRole('heading', { name: 'Registration Form' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
