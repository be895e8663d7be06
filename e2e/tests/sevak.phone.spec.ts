import { expect, test } from '../support/fixtures';
import { snap } from '../support/screens';

/**
 * The demo sevak (role 5) on a phone, by taps (issue 26): My Contacts' cards show the contact group
 * as the documents write it, and the members list at /member/list/:page offers what a sevak can
 * use: a followup on each row, no Edit toggle, no 'Unassigned Contacts' (always empty for them).
 */
/** Seed 000 §3 "Contact groups", as the documents write them. */
const CONTACT_GROUPS = ['Pending', 'Unsuccessful', 'Active', 'Passive', 'Spam'];

test.describe('a sevak on a phone', () => {
  test('My Contacts shows the contact group as the documents write it, on the card and in its details', async ({ page, loginAs }) => {
    await loginAs(5, '/mycontacts');
    await expect(page.getByRole('heading', { name: 'My Contacts' })).toBeVisible({ timeout: 30_000 });
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    // the card's one text that is a group's name (its details, which repeat it, are closed);
    // innerText is what the eye reads: Mantine's badge capitalised it ('PENDING')
    const badge = card.getByText(new RegExp(`^(${CONTACT_GROUPS.join('|')})$`));
    const group = await badge.innerText();
    expect(CONTACT_GROUPS).toContain(group);
    await card.getByRole('button', { name: 'Details' }).tap();
    await expect(card.getByText('Contact Group', { exact: true })).toBeVisible();
    await expect(card.getByText(group, { exact: true })).toHaveCount(2);
    await snap(page, 'h3-sevak-contacts-phone.png');
  });

  test("My Contacts' cards page by taps: the next page, a page number, and the phone's own picker for rows per page", async ({ page, loginAs }) => {
    await loginAs(5, '/mycontacts');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(10, { timeout: 30_000 });
    const total = Number(await page.getByRole('heading', { name: 'My Contacts' }).locator('xpath=..').getByText(/^\d+$/).innerText());
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Next page' }).tap();
    await expect(page.getByText(`11 to 20 of ${total}`, { exact: true })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 1' }).tap();
    await expect(page.getByText(`1 to 10 of ${total}`, { exact: true })).toBeVisible();
    const size = page.getByRole('combobox', { name: 'Rows per page' });
    await size.tap();
    await size.selectOption('25');
    await expect(cards).toHaveCount(25);
    await expect(page.getByText(`1 to 25 of ${total}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([360, 360]);
    await pages.scrollIntoViewIfNeeded();
    await snap(page, 'sevak-my-contacts-pager-360.png');
  });

  test('the members list offers a followup on each row, no Edit toggle, no Unassigned Contacts', async ({ page, loginAs }) => {
    // three loads of 100 rows on the emulated phone took 45-50 s on the shared 2-core machine
    test.setTimeout(120_000);
    await loginAs(5, '/home');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Members List' }).tap();
    await expect(page).toHaveURL(/\/member\/list\/1$/);
    await expect(page.getByRole('heading', { name: 'Members List' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Members List' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unassigned Contacts' })).toHaveCount(0);
    for (const name of ['All Contacts', 'My Contacts', 'Pending Contacts']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Pending Contacts', exact: true }).tap();
    await expect(page.getByRole('button', { name: 'Pending Contacts', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'All Contacts', exact: true }).tap();
    await expect(page.getByRole('button', { name: 'All Contacts', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // the followup leads the row, in view without scrolling sideways
    const followup = table.getByRole('button', { name: /^\+ Followup / }).first();
    await expect(followup).toBeInViewport({ ratio: 1 });
    const name = (await followup.getAttribute('aria-label'))!.replace(/^\+ Followup /, '');
    await snap(page, 'h3-sevak-list-phone.png');
    await followup.tap();
    const dialog = page.getByRole('dialog', { name: `Followup: ${name}` });
    await expect(dialog).toBeVisible();
    await snap(page, 'h3-sevak-followup-phone.png');
  });
});
