import { expect, test } from '../support/fixtures';
import { shoot } from '../support/screens';

const stamp = Date.now().toString(36);

test.describe('organizations as admin', () => {
  test('list with search on Enter, add, edit, delete with confirm, refused delete', async ({ page, loginAs }) => {
    await loginAs(1, '/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Organizations' }).click();
    await nav.getByRole('link', { name: 'Organizations List' }).click();
    await expect(page).toHaveURL(/\/organization\/list$/);
    const table = page.getByRole('table', { name: 'Organizations' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'organizations-list');

    const search = page.getByRole('searchbox', { name: 'Search Organizations' });
    await search.fill('gau seva');
    await expect(table.getByText('Sanatan Dharma Seva Mandal')).toBeVisible();
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('Gau Seva Trust');
    // the demo's members belong to it: the delete is refused with the count
    await table.getByRole('button', { name: 'Delete Gau Seva Trust' }).click();
    await expect(page.getByText('Do you really want to delete?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByText(/^This organization is linked to \d+ member\(s\) and cannot be deleted\.$/)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1);

    await page.getByRole('main').getByRole('link', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/\/organization\/create$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Please enter Organization Name')).toBeVisible();
    const orgName = `E2E Seva Samiti ${stamp}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(orgName);
    await page.getByRole('textbox', { name: 'Objective' }).fill('Relief work');
    await page.getByRole('textbox', { name: 'Area of Activity' }).fill('Konkan');
    await page.getByRole('textbox', { name: 'Members' }).fill('35');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://e2e.example.org');
    await page.getByRole('textbox', { name: 'Head Person' }).fill('Shri E2E');
    await page.getByRole('textbox', { name: 'Remark' }).fill('Made by the browser test');
    await shoot(page, 'organization-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New Organization added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/organization\/list$/);

    await search.fill(stamp);
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('Konkan');
    await table.getByRole('link', { name: `Edit ${orgName}` }).click();
    await expect(page.getByRole('textbox', { name: 'Head Person' })).toHaveValue('Shri E2E');
    await page.getByRole('textbox', { name: 'Head Person' }).fill('Smt E2E');
    await page.getByRole('checkbox', { name: 'Active?' }).uncheck();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Organization updated successfully')).toBeVisible();

    await search.fill(stamp);
    await search.press('Enter');
    await expect(table.locator('tbody tr').first()).toContainText('Smt E2E');
    await table.getByRole('button', { name: `Delete ${orgName}` }).click();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.getByRole('button', { name: `Delete ${orgName}` }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByText('Organization deleted successfully')).toBeVisible();
    await expect(table.getByText('There are no matching records')).toBeVisible();
  });

  test('sorting and page sizes go to the server', async ({ page, loginAs }) => {
    await loginAs(4, '/organization/list');
    const table = page.getByRole('table', { name: 'Organizations' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const first = await table.locator('tbody tr').first().innerText();
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(table.locator('tbody tr').first()).not.toHaveText(first);
    const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' });
    await rowsPerPage.click();
    await expect(page.getByRole('option')).toHaveText(['10', '50', '100']);
  });
});

test.describe('role 5', () => {
  test('cannot open the organization screens; the API answers 403', async ({ page, loginAs, apiToken }) => {
    await loginAs(5, '/organization/list');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await page.goto('/organization/create');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    const headers = { authorization: `Bearer ${await apiToken(5)}` };
    expect((await page.request.post('/api/orgsearch?count=1', { headers })).status()).toBe(403);
    expect((await page.request.post('/api/organizations', { headers, data: { name: 'Refused' } })).status()).toBe(403);
  });
});
