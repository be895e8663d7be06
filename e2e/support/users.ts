import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../packages/server/src/db/demo/demo-users';

export { DEMO_PASSWORD, DEMO_USERS };

export function demoUser(role: 1 | 2 | 3 | 4 | 5) {
  return DEMO_USERS.find((u) => u.role === role)!;
}

/** Logs in through the API and stores the login the way the web app does (fast path for tests). */
export async function loginAs(page: Page, role: 1 | 2 | 3 | 4 | 5, path = '/home') {
  const user = demoUser(role);
  const res = await page.request.post('/api/login', { data: { email: user.email, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`login as role ${role} failed: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  await page.goto('/login');
  await page.evaluate((auth) => localStorage.setItem('sampark.auth', JSON.stringify(auth)), {
    token: body.token,
    expires_at: body.expires_at,
    user: body.user,
  });
  await page.goto(path);
  return body.token as string;
}

/** An API call as that role (for setting up data a test then looks at in the browser). */
export async function apiToken(page: Page, role: 1 | 2 | 3 | 4 | 5): Promise<string> {
  const user = demoUser(role);
  const res = await page.request.post('/api/login', { data: { email: user.email, password: DEMO_PASSWORD } });
  return (await res.json()).token;
}
