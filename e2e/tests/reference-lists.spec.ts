import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shoot } from '../support/screens';

const stamp = Date.now().toString(36);

const main = (page: Page) => page.getByRole('main');

test.describe('professions as admin', () => {
  test('list, add, filter, duplicate, edit', async ({ page, loginAs }) => {
    await loginAs(1, '/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Admin' }).click();
    await nav.getByRole('link', { name: 'Professions' }).click();
    await expect(page).toHaveURL(/\/profession\/list$/);
    await expect(main(page).getByRole('heading', { name: 'Professions' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Professions' });
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Profession', 'Active?', 'Actions']);
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await shoot(page, 'professions-list');

    await main(page).getByRole('link', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/\/profession\/create$/);
    await expect(page.getByRole('checkbox', { name: 'Active?' })).toBeChecked();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Please enter Profession')).toBeVisible();
    await page.getByRole('textbox', { name: 'Profession' }).fill(`E2E Profession ${stamp}`);
    await shoot(page, 'profession-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New Profession added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/profession\/list$/);

    await page.getByRole('searchbox', { name: 'Filter' }).fill(`e2e profession ${stamp}`);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.getByRole('link', { name: `Edit E2E Profession ${stamp}` }).click();
    await expect(page).toHaveURL(/\/profession\/\d+\/update$/);
    const name = page.getByRole('textbox', { name: 'Profession' });
    await expect(name).toHaveValue(`E2E Profession ${stamp}`);
    // another profession's name in another case is refused by the server
    await name.fill('TEACHER');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('This profession already exists.')).toBeVisible();
    await name.fill(`E2E Profession ${stamp} edited`);
    await page.getByRole('checkbox', { name: 'Active?' }).uncheck();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Profession updated successfully')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filter' }).fill(`${stamp} edited`);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('No');
  });
});

test.describe('categories and statuses as admin', () => {
  test('category: blank check, add, edit; statuses reached from the categories list', async ({ page, loginAs }) => {
    await loginAs(2, '/category/list');
    await expect(main(page).getByRole('heading', { name: 'Categories' })).toBeVisible();
    await shoot(page, 'categories-list');
    await main(page).getByRole('link', { name: 'Add New' }).click();
    await page.getByRole('textbox', { name: 'Category' }).fill('   ');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Category name cannot be blank')).toBeVisible();
    await page.getByRole('textbox', { name: 'Category' }).fill(`E2E Category ${stamp}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New Category added successfully')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filter' }).fill(`E2E Category ${stamp}`);
    await page.getByRole('link', { name: `Edit E2E Category ${stamp}` }).click();
    await page.getByRole('textbox', { name: 'Category' }).fill(`E2E Category ${stamp} v2`);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Category updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/category\/list$/);

    await main(page).getByRole('link', { name: 'Statuses' }).click();
    await expect(page).toHaveURL(/\/status\/list$/);
    await main(page).getByRole('link', { name: 'Add New' }).click();
    await page.getByRole('textbox', { name: 'Status' }).fill(`E2E Status ${stamp}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New Status added successfully')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filter' }).fill(`E2E Status ${stamp}`);
    await page.getByRole('link', { name: `Edit E2E Status ${stamp}` }).click();
    await shoot(page, 'status-edit');
    await page.getByRole('textbox', { name: 'Status' }).fill(`E2E Status ${stamp} v2`);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Status updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/status\/list$/);
  });
});

test.describe('event types as admin', () => {
  test('add with Inactive? ticked by default, blank check, edit', async ({ page, loginAs }) => {
    await loginAs(1, '/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Admin' }).click();
    await nav.getByRole('link', { name: 'Event Type' }).click();
    await expect(page).toHaveURL(/\/event-type\/list$/);
    const table = page.getByRole('table', { name: 'Event Types' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'event-types-list');
    await main(page).getByRole('link', { name: 'Add New' }).click();
    await expect(page.getByRole('checkbox', { name: 'Inactive?' })).toBeChecked();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Event Type cannot be blank')).toBeVisible();
    await page.getByRole('textbox', { name: 'Event Type' }).fill(`E2E Shibir ${stamp}`);
    await page.getByRole('textbox', { name: 'Description' }).fill('A weekend camp');
    await shoot(page, 'event-type-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New Event Type added successfully')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filter' }).fill(`E2E Shibir ${stamp}`);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('A weekend camp');
    await table.getByRole('link', { name: `Edit E2E Shibir ${stamp}` }).click();
    await page.getByRole('checkbox', { name: 'Inactive?' }).uncheck();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Event Type updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/event-type\/list$/);
  });
});

test.describe('role 3', () => {
  test('cannot open the admin screens, and the API refuses the writes', async ({ page, loginAs, apiToken }) => {
    await loginAs(3, '/home');
    for (const path of ['/profession/list', '/profession/create', '/category/list', '/status/list', '/event-type/list', '/event-type/create']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    }
    const token = await apiToken(3);
    const headers = { authorization: `Bearer ${token}` };
    for (const url of ['/api/professions', '/api/categories', '/api/statuses']) {
      expect((await page.request.post(url, { headers, data: { name: `Refused ${stamp}` } })).status()).toBe(403);
      // the lists stay readable: the member screens use them
      expect((await page.request.get(url, { headers })).status()).toBe(200);
    }
    expect((await page.request.post('/api/event_types', { headers, data: { type: `Refused ${stamp}` } })).status()).toBe(403);
  });
});
