import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pick, shoot } from '../support/screens';

// Seeker names take English letters only (seed 001 §5): the run's stamp is spelt in letters.
const digits = String(Date.now()).slice(-9);
const stamp = Array.from(digits.slice(-6), (d) => 'abcdefghij'[Number(d)]).join('');
const lastname = `Wizard${stamp}`;
const mobile = `5${digits}`;
const year = new Date().getFullYear();

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The step on screen: its Stepper button is the current one. */
const onStep = (page: Page, title: string) => expect(page.getByRole('button', { name: new RegExp(`^Step \\d: ${title}`) })).toHaveAttribute('aria-current', 'step');

test.describe('the seeker wizard as a coordinator', () => {
  test('an error on each step, Submit, the seeker in the list, Edit through the wizard, the duplicate check', async ({ page, loginAs }) => {
    await loginAs(3, '/seeker/list');
    await page.getByRole('main').getByRole('link', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/\/seeker\/create$/);
    await expect(page.getByRole('heading', { name: 'Add Seeker' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('INDIA');
    await expect(field(page, 'Code')).toHaveValue('91');

    // Step 1: Next with nothing typed stays, with the seed's messages on their fields
    await button(page, 'Next').click();
    await expect(page.getByText('Name is required')).toHaveCount(3);
    await expect(page.getByText('Mobile number is required')).toBeVisible();
    await expect(page.getByText('State is required')).toBeVisible();
    await shoot(page, 'seeker-wizard-step1-errors');
    await pick(page, 'Salutation', 'Mr');
    await field(page, 'First Name').fill('Ravi');
    await field(page, 'Father / Husband Name').fill('Mohan');
    await field(page, 'Last Name').fill(lastname);
    await pick(page, 'Gender', 'Male');
    await pick(page, 'State', 'Maharashtra', page, 'Maha');
    await pick(page, 'District', 'Pune', page, 'Pune');
    await field(page, 'City').fill('Pune');
    await field(page, 'Mobile').fill('12345');
    await button(page, 'Next').click();
    await expect(page.getByText('Mobile number must be in between 10-12 digit')).toBeVisible();
    await onStep(page, 'Primary information');
    await field(page, 'Mobile').fill(mobile);
    await button(page, 'Next').click();

    // Step 2
    await onStep(page, 'Sadhana information');
    await field(page, 'Spiritual Level (%)').fill('20');
    await button(page, 'Next').click();
    await expect(page.getByText('Spiritual leval must be between 30-100, leave blank if not known')).toBeVisible();
    await shoot(page, 'seeker-wizard-step2-error');
    await field(page, 'Spiritual Level (%)').fill('60');
    await pick(page, 'Sadhana State', 'Good');
    await button(page, 'Next').click();

    // Step 3
    await onStep(page, 'Seva related information');
    await field(page, 'Seva (hrs per day)').fill('30');
    await button(page, 'Next').click();
    await expect(page.getByText('Seva hrs must be between 0-24 hrs')).toBeVisible();
    await field(page, 'Seva (hrs per day)').fill('3');
    await button(page, 'Next').click();

    // Step 4: Submit checks it too
    await onStep(page, 'Sangathanatmak rachana information');
    await field(page, 'Year Joined').fill('1990');
    await button(page, 'Submit').click();
    await expect(page.getByText(`Year joined must be between 1991 and ${year}`)).toBeVisible();
    await field(page, 'Year Joined').fill('2001');
    await pick(page, 'Seeker Type', 'Part-time');
    await shoot(page, 'seeker-wizard-step4');
    await button(page, 'Submit').click();
    await expect(page.getByText('New Seeker added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/seeker\/list$/);

    // In the list
    const table = page.getByRole('table', { name: 'Seekers' });
    const search = page.getByRole('searchbox', { name: 'Search Seekers' });
    await search.fill(lastname);
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('link', { name: `Call Ravi Mohan ${lastname}` })).toHaveAttribute('href', `tel:${mobile}`);

    // Edit through the wizard, prefilled
    await table.getByRole('link', { name: `Edit Ravi Mohan ${lastname}` }).click();
    await expect(page).toHaveURL(/\/seeker\/\d+\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Seeker' })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Ravi');
    await expect(field(page, 'Mobile')).toHaveValue(mobile);
    await expect(page.getByRole('combobox', { name: 'District', exact: true })).toHaveValue('Pune');
    await field(page, 'City').fill('Hadapsar');
    await shoot(page, 'seeker-wizard-edit');
    await button(page, 'Next').click();
    await onStep(page, 'Sadhana information');
    await expect(field(page, 'Spiritual Level (%)')).toHaveValue('60');
    await button(page, 'Next').click();
    await onStep(page, 'Seva related information');
    await button(page, 'Next').click();
    await onStep(page, 'Sangathanatmak rachana information');
    await expect(field(page, 'Year Joined')).toHaveValue('2001');
    await button(page, 'Submit').click();
    await expect(page.getByText('Seeker updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/seeker\/list$/);
    await search.fill(lastname);
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('cell', { name: 'Hadapsar' })).toBeVisible();

    // A second seeker with the same number: the check on change finds the first one
    await page.goto('/seeker/create');
    await field(page, 'Mobile').fill(mobile);
    const alert = page.getByRole('dialog', { name: 'Duplicate Members Alert' });
    await expect(alert.getByText(`1 Member(s) or Seeker(s) with phone number (${mobile}) already exists.`)).toBeVisible();
    await expect(alert.getByRole('cell', { name: `Ravi Mohan ${lastname}` })).toBeVisible();
    await shoot(page, 'seeker-wizard-duplicate', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(field(page, 'Mobile')).toHaveValue('');
  });
});
