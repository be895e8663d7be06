import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, demoUser } from '../support/users';

/**
 * Issue 18 "Fast on a slow phone": /login arrives with its form already rendered (login.html,
 * docs/decisions/060-prerendered-login.md), usable before the app's scripts, which run from the
 * person's first touch or key (decision 110). Here the scripts are held back until the user has
 * acted, as on a slow phone where they arrive seconds later.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The form login.html holds: LoginPage removes it when it has taken over what was typed. */
const prerendered = (page: Page) => page.locator('#login-page');

test('Login pressed before the app has started logs the user in once its scripts arrive', async ({ page }) => {
  const user = demoUser(3);
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email or Mobile Number').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // nothing has run but the page's own script: still the page the server sent, with the press kept
  await expect(prerendered(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  releaseScripts();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Namaskar, ${user.name}`)).toBeVisible();
});

test('what was typed before the app started stays, and typing goes on in the same field', async ({ page }) => {
  const user = demoUser(4);
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email or Mobile Number').fill(user.email);
  const half = DEMO_PASSWORD.length >> 1;
  await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(DEMO_PASSWORD.slice(0, half));
  releaseScripts();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByLabel('Email or Mobile Number')).toHaveValue(user.email);
  await page.keyboard.type(DEMO_PASSWORD.slice(half));
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Namaskar, ${user.name}`)).toBeVisible();
});

test('a user who chose Hindi sees the Hindi login before the scripts run, and after', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sampark.language', 'hi'));
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'लॉग इन' })).toBeVisible();
  await expect(page.getByLabel('ईमेल या मोबाइल नंबर')).toBeEditable();
  await expect(page.getByRole('button', { name: 'लॉग इन करें' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByText('Email or Mobile Number')).toBeHidden();
  await page.getByLabel('ईमेल या मोबाइल नंबर').click(); // the first touch starts the app (decision 110)
  releaseScripts();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test("the app runs only once the person starts: the page's own form until the first touch", async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) entries.push(request.url());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  // preloaded, not run: with the network quiet, the form is still the page's own
  expect(entries).toHaveLength(1);
  await expect(prerendered(page)).toBeVisible();
  await page.getByLabel('Email or Mobile Number').click();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByLabel('Email or Mobile Number')).toBeFocused();
});

test('Hindi chosen on the page before the app runs: the app starts in Hindi, and keeps what was typed', async ({ page }) => {
  const user = demoUser(3);
  const releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email or Mobile Number').fill(user.email);
  await page.getByText('हिन्दी').click();
  releaseScripts();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'लॉग इन' })).toBeVisible();
  await expect(page.getByLabel('ईमेल या मोबाइल नंबर')).toHaveValue(user.email);
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
