import type { Locator, Page } from '@playwright/test';
import { formatDate, toIsoDate } from '../../packages/domain/src/dates';
import { expect, test } from '../support/fixtures';
import { snap } from '../support/screens';
import { DEMO_PASSWORD, demoUser } from '../support/users';

/**
 * The sevak's day on a phone's browser, by taps (issue 26): a phone widens its layout viewport
 * for anything wider than the screen, which a narrow desktop window never does. Every dropdown
 * opened here must leave the page 360 px wide and take the option tapped.
 */

const WIDTH = 360;
const sevak = demoUser(5);
/** The newest notification saying `text` (an earlier save's may still be showing). */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true }).last();
const pageWidth = (page: Page) => page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]);

/** Taps the select `label`, checks its list stays inside the screen, and taps `option`. */
async function tapPick(page: Page, scope: Locator, label: string, option: string, shot?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.tap();
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  const list = (await page.getByRole('listbox').filter({ has: choice }).boundingBox())!;
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(WIDTH);
  expect(await pageWidth(page)).toEqual([WIDTH, WIDTH]);
  if (shot) await snap(page, shot);
  await choice.tap();
  await expect(box).toHaveValue(option);
  expect(await pageWidth(page)).toEqual([WIDTH, WIDTH]);
}

/**
 * Taps the native select `label` (the followup dialog's: the phone opens its own picker, which is
 * the browser's, not the page's), chooses `option` in it, and checks the page stays 360 px wide.
 */
async function tapChoose(page: Page, scope: Locator, label: string, option: string, shot?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.tap();
  expect(await pageWidth(page)).toEqual([WIDTH, WIDTH]);
  if (shot) await snap(page, shot);
  await box.selectOption({ label: option });
  await expect(box).toHaveValue(option);
  expect(await pageWidth(page)).toEqual([WIDTH, WIDTH]);
}

/** Types `digits` into the date input `label` as a phone's number pad does; it reads DD-MM-YYYY. */
async function typeDate(page: Page, scope: Locator, label: string, digits: string, shown: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.tap();
  await input.clear();
  await page.keyboard.type(digits);
  await expect(input).toHaveValue(shown);
}

/** A filled clearable select shows a normal-sized cross beside its chevron, inside the input, covering nothing. */
async function expectClearBesideChevron(box: Locator) {
  const wrapper = box.locator('xpath=..');
  const cross = (await wrapper.locator('[class*="mantine-InputClearButton"] svg').boundingBox())!;
  const clear = (await wrapper.locator('[class*="mantine-InputClearButton"]').boundingBox())!;
  const chevron = (await wrapper.locator('[data-combined-clear-section] > :last-child').boundingBox())!;
  const input = (await box.boundingBox())!;
  expect(cross.width).toBeLessThanOrEqual(20);
  expect(clear.height).toBeGreaterThanOrEqual(44);
  expect(clear.x + clear.width).toBeLessThanOrEqual(chevron.x + 0.5);
  expect(chevron.x + chevron.width).toBeLessThanOrEqual(input.x + input.width);
}

const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000);

// each test is a whole errand of many screens
test.slow();

test('a sevak logs in, searches My Contacts and logs followups through each reveal path, by taps', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or Mobile Number').fill(sevak.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).tap();
  await expect(page.getByRole('heading', { name: 'My Contacts' })).toBeVisible();
  // seed 000 §2: the greeting is in the top bar on a phone too, whole
  const greeting = page.getByRole('banner').getByText(`Namaskar, ${sevak.name}`);
  await expect(greeting).toBeVisible();
  expect(await greeting.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

  const first = page.getByRole('article').first();
  const name = (await first.getAttribute('aria-label'))!;
  const search = page.getByRole('searchbox', { name: 'Type to Search' });
  await search.tap();
  await page.keyboard.type(name);
  await expect(page.getByRole('article', { name })).toBeVisible();
  await snap(page, 'sevak-day-my-contacts-360.png');

  await page.getByRole('button', { name: `+ Followup ${name}` }).tap();
  const dialog = page.getByRole('dialog', { name: `Followup: ${name}` });
  // seed 001 §9: DD-MM-YYYY whatever the browser's language
  await expect(dialog.getByRole('textbox', { name: 'Followup Date' })).toHaveValue(formatDate(new Date()));
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await expect(dialog.getByText('Status is required')).toBeVisible();
  await tapChoose(page, dialog, 'Contact Status', 'Called for meeting', 'sevak-day-status-open-360.png');
  await typeDate(page, dialog, 'Meeting Date', toIsoDate(tomorrow()).split('-').reverse().join(''), formatDate(tomorrow()));
  await dialog.getByLabel('Meeting Time').fill('10:30');
  await snap(page, 'sevak-day-meeting-360.png');
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await expect(toast(page, 'Followup added successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // the member view's Followup tab, reached from the card's name
  await page.getByRole('article', { name }).getByRole('link', { name, exact: true }).tap();
  await expect(page.getByRole('tab', { name: 'Followup', selected: true })).toBeVisible();
  await snap(page, 'sevak-day-member-followups-360.png');
  await page.getByRole('button', { name: 'Add Followup' }).tap();
  const again = page.getByRole('dialog', { name: `Followup: ${name}` });
  await typeDate(page, again, 'Followup Date', '01012020', '01-01-2020');
  await tapChoose(page, again, 'Contact Status', 'Contact established successfully');
  await tapChoose(page, again, 'Contact Response', 'Very Good', 'sevak-day-response-open-360.png');
  await tapChoose(page, again, 'Status of Participation', 'Activist');
  // re-choosing the chosen option keeps it (issue 26 §3)
  await tapChoose(page, again, 'Status of Participation', 'Activist');
  await again.getByRole('button', { name: 'Save' }).tap();
  await expect(toast(page, 'Followup added successfully')).toBeVisible();
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Followups' }).getByText('01-01-2020').first()).toBeVisible();
  expect(await pageWidth(page)).toEqual([WIDTH, WIDTH]);
});

test('quick entry on a phone: the duplicate alert, then a new member with a DD-MM-YYYY birth date', async ({ page, loginAs, apiToken }) => {
  const res = await page.request.get('/api/mycontacts', { headers: { Authorization: `Bearer ${await apiToken(5)}` } });
  const contacts: { mobile_number: string | null }[] = (await res.json()).data;
  const taken = contacts.map((c) => (c.mobile_number ?? '').replace(/\D/g, '')).find((m) => m.length >= 10)!.slice(-10);
  await loginAs(5, '/home');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Quick Entry' }).tap();
  await expect(page.getByRole('heading', { name: 'Quick Entry' })).toBeVisible();

  const mobile = page.getByRole('textbox', { name: 'Mobile' });
  await mobile.tap();
  await page.keyboard.type(taken);
  const alert = page.getByRole('dialog', { name: 'Duplicate Members Alert' });
  await expect(alert.getByText(new RegExp(`^\\d+ Member\\(s\\) with phone number \\(${taken}\\) already exists\\.$`))).toBeVisible();
  expect(await pageWidth(page)).toEqual([WIDTH, WIDTH]);
  await snap(page, 'sevak-day-quick-entry-duplicate-360.png');
  await alert.getByRole('button').first().tap();
  await expect(mobile).toHaveValue('');

  const form = page.locator('form');
  await tapPick(page, form, 'Source of Entry', 'Friend', 'sevak-day-quick-entry-source-open-360.png');
  await tapPick(page, form, 'Salutation', 'Mrs');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Lata');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Joshi');
  await tapPick(page, form, 'Gender', 'Female');
  await typeDate(page, form, 'Date of Birth', '05031990', '05-03-1990');
  await mobile.tap();
  await page.keyboard.type(`7${String(Date.now()).slice(-9)}`);
  for (const [label, typed, option] of [['State', 'Mahar', 'Maharashtra'], ['District', 'Pune', 'Pune']]) {
    await form.getByRole('combobox', { name: label, exact: true }).tap();
    await page.keyboard.type(typed);
    await page.getByRole('option', { name: option, exact: true }).tap();
  }
  await expectClearBesideChevron(form.getByRole('combobox', { name: 'District', exact: true }));
  await page.getByRole('textbox', { name: 'City' }).fill('Pune');
  await page.getByRole('textbox', { name: 'Remarks' }).fill('Met at the book stall');
  await snap(page, 'sevak-day-quick-entry-360.png', true);
  await page.getByRole('button', { name: 'Submit', exact: true }).tap();
  await expect(toast(page, 'New Member added successfully')).toBeVisible();
});
