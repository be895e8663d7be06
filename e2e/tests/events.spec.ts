import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { runStamp } from '../support/events';
import { pick, shoot } from '../support/screens';

const stamp = runStamp();
const main = (page: Page) => page.getByRole('main');
/** The error list at the top of the event form (seed 002 §2 "Add event and edit event"). */
const errorList = (page: Page) => page.getByRole('alert', { name: 'Please correct the following' });

test.describe('events as superadmin', () => {
  test('add an event after a blank-name error, find it in the list, edit it in a new tab', async ({ page, loginAs }) => {
    await loginAs(1, '/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Events' }).click();
    await nav.getByRole('link', { name: 'Add Event' }).click();
    await expect(page).toHaveURL(/\/event\/create$/);
    // the address changes before the form replaces Home, whose members table has 'Created On'
    await expect(page.getByRole('heading', { name: 'Add Event' })).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Event Name' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(errorList(page)).toContainText('Event name cannot be blank');
    await expect(name).toHaveAccessibleDescription('Event name cannot be blank');
    await shoot(page, 'event-create-errors');

    const eventName = `E2E Shibir ${stamp}`;
    await name.fill(eventName);
    await page.getByRole('combobox', { name: 'Location', exact: true }).fill('Pune');
    await page.getByRole('option', { name: /Maharashtra \/ Pune$/ }).first().click();
    await pick(page, 'Event Type', 'Adhivakta Adhiveshan');
    await page.getByLabel('Start Date').fill('2026-12-10');
    await page.getByLabel('End Date').fill('2026-12-12');
    await page.getByRole('textbox', { name: 'Description' }).fill('Three days of study for advocates');
    await page.getByRole('checkbox', { name: 'Connect to Google Sheet' }).check();
    await expect(errorList(page)).toHaveCount(0);
    await shoot(page, 'event-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('New Event added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/event\/list$/);

    const table = page.getByRole('table', { name: 'Events' });
    await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Event Name and Description', 'Location', 'Type', 'Date(s)', 'Created By', 'Created On', 'Actions']);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    const search = page.getByRole('searchbox', { name: 'Search Events' });
    await search.fill(stamp);
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText(eventName);
    await expect(row).toContainText('10-12-2026 to 12-12-2026');
    await expect(row).toContainText('Asha Superadmin');
    await expect(row.getByRole('link', { name: `Invitees of ${eventName}` })).toHaveAttribute('href', /\/event\/\d+\/invitees$/);
    await expect(row.getByRole('link', { name: `Add Members to ${eventName}` })).toHaveAttribute('href', /\/event\/\d+\/addmembers$/);
    await expect(row.getByRole('link', { name: /^Open event \d+$/ })).toHaveAttribute('target', '_blank');
    await shoot(page, 'events-list');

    const [editTab] = await Promise.all([page.waitForEvent('popup'), row.getByRole('link', { name: `Edit ${eventName}` }).click()]);
    await expect(editTab).toHaveURL(/\/event\/\d+\/update$/);
    const editName = editTab.getByRole('textbox', { name: 'Event Name' });
    await expect(editName).toHaveValue(eventName);
    await expect(editTab.getByRole('checkbox', { name: 'Connect to Google Sheet' })).toBeChecked();
    await editName.fill('');
    await editTab.getByRole('button', { name: 'Update' }).click();
    await expect(errorList(editTab)).toContainText('Event name cannot be blank');
    await editName.fill(`${eventName} updated`);
    await editTab.getByLabel('End Date').fill('2026-12-13');
    await editTab.getByRole('button', { name: 'Update' }).click();
    await expect(editTab.getByText('Event updated successfully')).toBeVisible();
    await expect(editTab).toHaveURL(/\/event\/list$/);
    await editTab.close();

    await page.reload();
    await search.fill(stamp);
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText(`${eventName} updated`);
    await expect(row).toContainText('10-12-2026 to 13-12-2026');
  });
});

test.describe('events as coordinator', () => {
  test('the add form has no Connect to Google Sheet option', async ({ page, loginAs }) => {
    await loginAs(3, '/event/create');
    await expect(main(page).getByRole('heading', { name: 'Add Event' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Event Name' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Active?' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Connect to Google Sheet' })).toHaveCount(0);
  });
});

test.describe('role 5', () => {
  test('cannot open the events list; the API answers 403', async ({ page, loginAs, apiToken }) => {
    await loginAs(5, '/event/list');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    const headers = { authorization: `Bearer ${await apiToken(5)}` };
    expect((await page.request.get('/api/myevents', { headers })).status()).toBe(403);
  });
});
