import type { UserProfile } from '@sampark/domain/schemas/account';
import type { Role } from '@sampark/domain/roles';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, memoryHistory } from '../src/lib/router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { ConfirmHost } from '../src/components/confirm/confirm-host';
import { i18n } from '../src/i18n/i18n';
import type { AppRoute } from '../src/lib/route-types';
import { createAppRouter } from '../src/app/router';
import { setUnauthenticatedHandler } from '../src/lib/api-client';
import { type StoredAuth, saveAuth } from '../src/lib/auth';
import { createQueryClient } from '../src/lib/query-client';

/** Renders a component with the app's providers and a memory router at `route` (kept on rerender). */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[route]}>
        <ConfirmHost />
        {children}
      </MemoryRouter>
    </AppProviders>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** Renders the whole app (guard, shell, lazy screens) at `path`. */
export function renderApp(path: string, routes?: AppRoute[]) {
  const router = createAppRouter(memoryHistory(path), routes);
  setUnauthenticatedHandler(() => void router.navigate('/login', { replace: true }));
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export const USER_NAMES: Record<Role, string> = {
  1: 'Asha Superadmin',
  2: 'Bala Admin',
  3: 'Chitra Coordinator',
  4: 'Dev Regional',
  5: 'Esha Sevak',
};

/** Stores a login as POST /api/login would; `expiresInMs` < 0 stores an expired one. */
export function loginAs(role: Role, { expiresInMs = 3_600_000 } = {}): StoredAuth {
  const auth: StoredAuth = {
    token: `token-role-${role}`,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    user: { id: role * 10, name: USER_NAMES[role], role },
  };
  saveAuth(auth);
  return auth;
}

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Replaces fetch with `handler` (a test double for the network, not a server) and records calls.
 * GET /api/user answers with the stored user unless the handler answers first.
 */
export function stubFetch(handler: Handler = () => jsonResponse(404, { message: 'Not found' })) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method: init.method ?? 'GET', url: String(input), headers, body };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A handler that answers GET /api/user for the stored login and defers everything else. */
export function withUser(user: { id: number; name: string; role: Role }, rest: Handler = () => jsonResponse(404)): Handler {
  return (call) =>
    call.method === 'GET' && call.url === '/api/user'
      ? jsonResponse(200, {
          ...user,
          email: 'user@example.org',
          mobile_no: '9800000000',
          active: 1,
          created_at: '2026-01-01 09:00:00',
          updated_at: '2026-01-01 09:00:00',
          last_login_date: null,
          // the language the test set, so the profile's language does not switch the screen back
          language: i18n.language === 'hi' ? 'hi' : 'en',
          locations: [],
        } satisfies UserProfile)
      : rest(call);
}
