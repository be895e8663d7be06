import type { Page } from '@playwright/test';
import { auth, json } from '../support/events';
import { expect, test } from '../support/fixtures';
import { snap } from '../support/screens';

/**
 * Issue 18 "a later visit <= 1 s" (docs/decisions/062-screen-snapshot.md): the phone keeps a
 * picture of My Contacts as it last showed it, and a later visit shows that picture before the
 * app's scripts have run; the app then takes over, and a press made on the picture meanwhile is
 * not lost. The scripts are held back here (no service worker, so the test sees every request),
 * to look at the page as it is before the app runs.
 */
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

const KEY = 'sampark.screen';

/** Holds every script of the app until the returned function is called; then they load as usual. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await released;
    await route.continue();
  };
  await page.route(/\/assets\/.*\.js$/, held);
  return release;
}

test("a later visit shows the sevak's cards before the app runs; a press on them waits for the app; logout forgets them", async ({ page, loginAs, apiToken }) => {
  const sevak = await apiToken(5);
  const [first, second] = (await json<{ data: { fullname: string; mobile_number: string | null }[] }>(page.request.get('/api/mycontacts?skip=0&limit=2', auth(sevak)))).data;

  // the first visit: My Contacts from the server, and the phone keeps its picture
  await loginAs(5, '/home');
  await expect(page.getByRole('article', { name: first!.fullname })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEY)).toBe(true);

  // a later visit, the app's scripts not run yet: the picture, the app below it hidden
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const picture = page.locator('#screen-snapshot');
  await expect(picture.getByRole('heading', { name: 'My Contacts' })).toBeVisible();
  await expect(picture.getByRole('article', { name: first!.fullname })).toBeVisible();
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  if (first!.mobile_number) await expect(picture.getByRole('link', { name: `Call ${first!.fullname}` })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await snap(page, 'screen-snapshot-360.png');

  // Followup pressed on the picture: the app opens the dialog for that contact once it runs
  await picture.getByRole('button', { name: `+ Followup ${second!.fullname}` }).click();
  release();
  await expect(page.getByRole('dialog', { name: `Followup: ${second!.fullname}` })).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // logging out forgets the picture with the rest of what the phone kept
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
});

test("another user on the same phone never sees the sevak's picture", async ({ page, loginAs }) => {
  await loginAs(5, '/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEY)).toBe(true);
  const kept = await page.evaluate((key) => localStorage.getItem(key)!, KEY);

  // an admin logs in on this phone while the sevak's picture is still there (no logout between)
  await loginAs(2, '/login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, kept] as const);
  const release = await holdScripts(page);
  await page.goto('/mycontacts', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#screen-snapshot')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'My Contacts' })).toBeVisible();
});
