import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUser, type Role } from './users';

export { expect } from '@playwright/test';

interface Login {
  token: string;
  expires_at: string;
  user: unknown;
}

/** Logs `role`'s demo user in through the API; the answer is what the web app keeps. */
async function apiLogin(request: APIRequestContext, role: Role): Promise<Login> {
  const user = demoUser(role);
  const res = await request.post('/api/login', { data: { email: user.email, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`login as role ${role} failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Stores the login the way the web app does, then opens `path` (the fast path past the login form). */
async function logIn(page: Page, role: Role, path: string): Promise<string> {
  const { token, expires_at, user } = await apiLogin(page.request, role);
  await page.goto('/login');
  await page.evaluate((auth) => localStorage.setItem('sampark.auth', JSON.stringify(auth)), { token, expires_at, user });
  await page.goto(path);
  return token;
}

export interface Fixtures {
  /** Opens `path` (default /home) logged in as the demo user of `role`; returns the token. */
  loginAs: (role: Role, path?: string) => Promise<string>;
  /** A token of `role`'s demo user, for API calls that set up or check what the browser shows. */
  apiToken: (role: Role) => Promise<string>;
}

/** The browser tests' `test`: every spec takes its logins from these fixtures. */
export const test = base.extend<Fixtures>({
  loginAs: async ({ page }, use) => {
    await use((role, path = '/home') => logIn(page, role, path));
  },
  apiToken: async ({ page }, use) => {
    await use(async (role) => (await apiLogin(page.request, role)).token);
  },
});
