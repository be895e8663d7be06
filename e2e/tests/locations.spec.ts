import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shoot } from '../support/screens';

const stamp = Date.now().toString(36);

const main = (page: Page) => page.getByRole('main');

test.describe('locations as admin', () => {
  test('add a location under a state, search the tree (case-sensitive toggle), rename it', async ({ page, loginAs }) => {
    await loginAs(1, '/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Admin' }).click();
    await nav.getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/location\/list$/);
    await expect(main(page).getByRole('heading', { name: 'Locations' })).toBeVisible();
    const tree = main(page).getByRole('list', { name: 'Locations' });
    await expect(tree.getByText('ToBeDeleted', { exact: true })).toBeVisible();
    await expect(tree.getByRole('button', { name: 'Expand Maharashtra' })).toBeVisible();
    await shoot(page, 'locations-tree');

    // [+] on the state opens the add form with the parent from the route
    await tree.getByRole('link', { name: 'Add location under Maharashtra' }).click();
    await expect(page).toHaveURL(/\/location\/\d+\/create$/);
    await expect(main(page).getByText('Parent location: Maharashtra')).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Please enter Location')).toBeVisible();
    await page.getByRole('textbox', { name: 'Location' }).fill(`E2E Town ${stamp}`);
    await shoot(page, 'location-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New Location added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/location\/list$/);

    // a sibling of the same name in another case is refused
    await tree.getByRole('link', { name: 'Add location under Maharashtra' }).click();
    await page.getByRole('textbox', { name: 'Location' }).fill(`e2e town ${stamp.toUpperCase()}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('A location with this name already exists under the same parent.')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();

    const search = page.getByRole('searchbox', { name: 'Search locations' });
    await search.fill(`e2e town ${stamp}`);
    await expect(main(page).getByText('1 matching location(s)')).toBeVisible();
    await expect(tree.getByRole('link', { name: `Edit E2E Town ${stamp}` })).toBeVisible();
    await page.getByRole('switch', { name: 'Case sensitive' }).check({ force: true });
    await expect(main(page).getByText('There are no matching records')).toBeVisible();
    await search.fill(`E2E Town ${stamp}`);
    await expect(tree.getByRole('link', { name: `Edit E2E Town ${stamp}` })).toBeVisible();
    await shoot(page, 'locations-search');

    await tree.getByRole('link', { name: `Edit E2E Town ${stamp}` }).click();
    await expect(page).toHaveURL(/\/location\/\d+\/update$/);
    const name = page.getByRole('textbox', { name: 'Location' });
    await expect(name).toHaveValue(`E2E Town ${stamp}`);
    await expect(page.getByRole('combobox', { name: 'Parent location' })).toHaveValue('INDIA / Maharashtra');
    await name.fill(`E2E Renamed ${stamp}`);
    await shoot(page, 'location-edit');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Location updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/location\/list$/);
    await search.fill(`renamed ${stamp}`);
    await expect(tree.getByRole('link', { name: `Edit E2E Renamed ${stamp}` })).toBeVisible();

    // an unused leaf can be deleted after the confirmation
    await tree.getByRole('button', { name: `Delete E2E Renamed ${stamp}` }).click();
    await expect(page.getByText('Do you really want to delete?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByText('Location deleted successfully')).toBeVisible();
    await expect(main(page).getByText('There are no matching records')).toBeVisible();
  });

  test('a coordinator (role 3) cannot open the location screens', async ({ page, loginAs }) => {
    await loginAs(3, '/location/list');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Locations' })).toHaveCount(0);
  });
});
