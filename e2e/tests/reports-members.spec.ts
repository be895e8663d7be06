import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pick, shoot } from '../support/screens';

/**
 * The member reports (issue 17): the dashboard's members tab, the Pending, District and Sampark
 * Details reports: each with a filter, its chart, a drill-down to the members list whose count
 * equals the row's, and an export downloaded.
 */

const countBadge = (page: Page) => page.getByRole('main').locator('h1 + .mantine-Badge-root');
const rowFigure = async (link: Locator, column = 1) => Number((await link.locator('xpath=ancestor::tr').locator('td').nth(column).innerText()).replace(/[^\d]/g, ''));

/** Opens the row's members list (the link opens a new tab; the same URL in this one) and reads its count. */
async function drillDown(page: Page, link: Locator): Promise<number> {
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  await expect(countBadge(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return Number((await countBadge(page).innerText()).replace(/[^\d]/g, ''));
}

async function download(page: Page, button: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(await file.failure()).toBeNull();
  return file.suggestedFilename();
}

test('dashboard: members report by type, chart, Total, drill-down and Dashboard.xlsx', async ({ page, loginAs }) => {
  await loginAs(1, '/dashboard');
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await pick(page, 'Type of Report', 'Category');
  const table = page.getByRole('table');
  await expect(table.getByText('Total')).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await shoot(page, 'reports-dashboard', { fits: false });
  const link = table.getByRole('link').first();
  const figure = await rowFigure(link);
  expect(await download(page, page.getByRole('button', { name: 'Export' }))).toBe('Dashboard.xlsx');
  expect(await drillDown(page, link)).toBe(figure);
});

test('dashboard: a filter narrows the members report', async ({ page, loginAs }) => {
  await loginAs(1, '/dashboard');
  await pick(page, 'Type of Report', 'Type of Entry');
  const table = page.getByRole('table');
  const total = async () => Number((await table.locator('tfoot th').last().innerText()).replace(/[^\d]/g, ''));
  await expect(table.getByText('Total')).toBeVisible();
  const before = await total();
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await pick(page, 'Contact Group', 'Pending');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect.poll(total).toBeLessThan(before);
  const link = table.getByRole('link').first();
  const figure = await rowFigure(link);
  expect(await drillDown(page, link)).toBe(figure);
});

test('pending report: filter, chart and drill-down', async ({ page, loginAs }) => {
  await loginAs(4, '/reports/pending');
  const table = page.getByRole('table');
  await expect(table.getByText('Total')).toBeVisible();
  await pick(page, 'Type of Entry', 'PIS');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await shoot(page, 'reports-pending', { fits: false });
  const link = table.getByRole('link').first();
  const figure = await rowFigure(link);
  expect(await drillDown(page, link)).toBe(figure);
});

test('district report: chart, drill-down and District_Report.xlsx', async ({ page, loginAs }) => {
  await loginAs(1, '/reports/district_report');
  const table = page.getByRole('table');
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await shoot(page, 'reports-district', { fits: false });
  expect(await download(page, page.getByRole('button', { name: 'Export' }))).toBe('District_Report.xlsx');
  const link = table.getByRole('link').first();
  const figure = await rowFigure(link, 3);
  expect(await drillDown(page, link)).toBe(figure);
});

test('sampark details report: Please select location, then the location members and the export', async ({ page, loginAs }) => {
  await loginAs(1, '/reports/sampark_details_report');
  await expect(page.getByText('Please select location')).toBeVisible();
  await page.getByRole('textbox', { name: 'Location', exact: true }).click();
  await page.locator('[role="option"], [role="treeitem"]').first().click();
  await page.getByRole('checkbox', { name: 'Include sublocations' }).check();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Sampark Details Report' })).toBeVisible();
  await expect(countBadge(page)).not.toHaveText('0');
  await shoot(page, 'reports-sampark-details', { fits: false });
  expect(await download(page, page.getByRole('button', { name: 'Export' }))).toBe('Sampark_Details_Report.xlsx');
});
