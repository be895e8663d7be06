import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shoot } from '../support/screens';

const stamp = Date.now().toString(36);
const mobile = `7${String(Date.now()).slice(-9)}`;

const main = (page: Page) => page.getByRole('main');

test.describe('users as admin', () => {
  test('create a user, edit, filter Active/Inactive, delete with confirmation', async ({ page, loginAs }) => {
    await loginAs(2, '/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Admin' }).click();
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/user\/list$/);
    await expect(main(page).getByRole('heading', { name: 'Users' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('columnheader')).toContainText(['ID', 'Name', 'Email', 'Mobile', 'Role', 'Locations', 'Active?', 'Actions']);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    await table.getByRole('button', { name: /^Expand row/ }).first().click();
    await expect(table.getByText('Days Since Last Login').first()).toBeVisible();
    await shoot(page, 'users-list');

    await main(page).getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    for (const message of ['User Name is required', 'Password is required', 'Mobile number is required', 'Role is required', 'Location is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`E2E User ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Mobile Number' }).fill('12345');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Mobile number must be in between 10-12 digit')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`E2E.${stamp}@Example.org`);
    await dialog.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
    await dialog.getByRole('textbox', { name: 'Password' }).fill('Secret@123');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Sevak' }).click();
    await dialog.getByRole('combobox', { name: 'Locations' }).fill('Pune');
    await page.getByRole('option', { name: /Maharashtra \/ Pune$/ }).first().click();
    await page.keyboard.press('Escape'); // a multi-select stays open for more picks
    await shoot(page, 'user-create');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New User added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`E2E User ${stamp}`);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(`e2e.${stamp}@example.org`);
    await expect(table.locator('tbody tr').first()).toContainText('Sevak');

    await table.getByRole('button', { name: `Edit E2E User ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(`E2E User ${stamp}`);
    await expect(edit.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await edit.getByRole('textbox', { name: 'Name' }).fill(`E2E User ${stamp} edited`);
    await edit.getByRole('checkbox', { name: 'Active?' }).uncheck();
    await shoot(page, 'user-edit');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();

    await search.fill(`${stamp} edited`);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    // the segmented control's radios are visually hidden: click their labels
    const filter = (label: string) => main(page).locator('label').filter({ hasText: new RegExp(`^${label}$`) });
    await filter('Active').click();
    await expect(main(page).getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
    await expect(table.getByText('There are no matching records')).toBeVisible();
    await filter('Inactive').click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('No');

    await table.getByRole('button', { name: `Delete E2E User ${stamp} edited` }).click();
    await expect(page.getByText('Do you really want to delete?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(table.getByText('There are no matching records')).toBeVisible();
  });

  test('a coordinator (role 3) cannot open the users list', async ({ page, loginAs }) => {
    await loginAs(3, '/user/list');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
  });
});
