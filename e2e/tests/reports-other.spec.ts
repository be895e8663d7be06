import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pick, shoot } from '../support/screens';

/**
 * The user, location and status reports and the event dashboard (issue 17, part; seed 002 §2
 * "Reports and dashboards", "Event dashboard"): each screen with a filter, its chart where it has
 * one, and its export downloaded; a row or figure opens the list behind it, whose count is the
 * figure (docs/decisions/047).
 */

const stamp = Date.now().toString(36);
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function json<T>(response: Promise<{ status(): number; json(): Promise<unknown> }>): Promise<T> {
  const res = await response;
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** An event at role 4's first location with one complete member, final-approved by the admin. */
async function eventWithMember(request: APIRequestContext, admin: string, regional: string, label: string) {
  const locations = (await json<{ data: { id: number }[] }>(request.get('/api/mylocs', auth(regional)))).data;
  const types = (await json<{ data: { id: number }[] }>(request.get('/api/event_types?active=1', auth(admin)))).data;
  const name = `E2E ${label} ${stamp}`;
  const created = await json<{ data: { id: number } }>(
    request.post('/api/events', { data: { name, location_id: locations[0].id, type: types[0].id, date_from: '2026-12-10', date_to: '2026-12-11' }, ...auth(admin) }),
  );
  const members = await json<{ data: { records: { id: number; category_id: number | null; profession_id: number | null; brief_intro: string | null; participation: string | null }[] } }>(
    request.post('/api/filter?skip=0&limit=200&orderby=id&ordertype=desc', { data: {}, ...auth(regional) }),
  );
  const member = members.data.records.find((m) => m.category_id && m.profession_id && m.brief_intro?.trim() && m.participation?.trim())!;
  const id = created.data.id;
  await json(request.post('/api/event/storemembers', { data: { event_id: id, members: [member.id] }, ...auth(admin) }));
  await json(request.post('/api/event/approvemembers', { data: { id, members: [member.id], status: 'Final Approved', comment: `Final ${stamp}` }, ...auth(admin) }));
  return { id, name };
}

const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Opens a drill-down link's list (it opens in a new tab; the same URL in this one) and reads the count in its header. */
async function listCount(page: Page, link: Locator): Promise<number> {
  const href = (await link.getAttribute('href'))!;
  await page.goto(href);
  // the count in the heading; not a button's badge (Select Columns' may show before the count)
  const badge = page.getByRole('main').locator('.mantine-Badge-root:not(button *)').first();
  await expect(badge).toHaveText(/\d/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return digits(await badge.innerText());
}

/** A link's figure, then the count of the list it opens. */
async function figureAndList(page: Page, link: Locator): Promise<[number, number]> {
  const figure = digits(await link.innerText());
  return [figure, await listCount(page, link)];
}

test.describe('user, location and event reports', () => {
  test('the event dashboard: invitees by approval status with its chart, the registrations tab, Export', async ({ page, loginAs, apiToken }) => {
    const event = await eventWithMember(page.request, await apiToken(1), await apiToken(4), 'Dashboard');
    await loginAs(1, `/event/${event.id}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Event Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: event.name })).toBeVisible();
    const invitees = page.getByRole('table', { name: 'Invitees: Approval Status' });
    await expect(invitees.locator('tbody tr').filter({ hasText: 'Final Approved' })).toContainText('1');
    await expect(invitees.locator('tfoot tr')).toHaveText(/Total\s*1/);
    await expect(page.getByRole('img', { name: 'Chart: Invitees: Approval Status' })).toBeVisible();

    // the report type: post approval, by invitation
    await pick(page, 'Type of Report', 'Post Approval Status');
    const post = page.getByRole('table', { name: 'Invitees: Post Approval Status' });
    await expect(post.locator('tbody tr').filter({ hasText: 'Not Invited' })).toContainText('1');
    await shoot(page, 'event-dashboard');

    await page.getByRole('tab', { name: 'Registrations' }).click();
    await expect(page.getByRole('table', { name: 'Registrations: Statewise' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Event_Dashboard.xlsx');
  });

  test('the Status Report: events by approval status, narrowed to one event, with its chart', async ({ page, loginAs, apiToken }) => {
    const event = await eventWithMember(page.request, await apiToken(1), await apiToken(4), 'Status');
    await loginAs(4, '/reports/status_report');
    const table = page.getByRole('table', { name: 'Status Report' });
    await expect(table).toBeVisible();
    await pick(page, 'Event', event.name, page, event.name);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText(event.name);
    await expect(table.locator('tfoot tr')).toContainText('Total');
    await expect(page.getByRole('img', { name: 'Chart: Status Report' })).toBeVisible();
    await shoot(page, 'status-report');
    await table.getByRole('link', { name: event.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}/dashboard$`));
  });

  test('the User Access Report: the Never Logged In filter and users.xlsx', async ({ page, loginAs }) => {
    await loginAs(1, '/reports/user_access');
    const table = page.getByRole('table', { name: 'User Access Report' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // the signed-in admin has logged in: before the filter some row shows a last login date
    await expect(table.locator('tbody tr').filter({ hasNotText: 'Never Logged In' }).first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Never Logged In' }).check();
    await expect(table.locator('tbody tr').filter({ hasNotText: /Never Logged In|There are no matching records/ })).toHaveCount(0);
    await shoot(page, 'user-access-report', { fits: false });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export To Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('users.xlsx');
  });

  test('the Location Access Report: search a location', async ({ page, loginAs }) => {
    await loginAs(1, '/reports/location_access');
    const table = page.getByRole('table', { name: 'Location Access Report' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search Locations' });
    await search.fill('ToBeDeleted');
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('ToBeDeleted');
    await shoot(page, 'location-access-report');
  });

  test('the Location Access Report tells same-named places apart (issue 26)', async ({ page, loginAs }) => {
    await loginAs(1, '/reports/location_access');
    const table = page.getByRole('table', { name: 'Location Access Report' });
    const search = page.getByRole('searchbox', { name: 'Search Locations' });
    await search.fill('Adilabad');
    await search.press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').getByRole('cell', { name: 'Adilabad (Telangana)', exact: true })).toBeVisible();
    await expect(table.locator('tbody tr').getByRole('cell', { name: 'Adilabad (Adilabad)', exact: true })).toBeVisible();
    await shoot(page, 'location-access-same-names');
  });

  test('dashboard events tab: chart, and a status or post-approval figure opens the event list it counts', async ({ page, loginAs, apiToken }) => {
    const event = await eventWithMember(page.request, await apiToken(1), await apiToken(4), 'Drill');
    await loginAs(1, '/dashboard');
    await page.getByRole('tab', { name: 'Events' }).click();
    const table = page.getByRole('table', { name: 'Approval Status' });
    await expect(table.getByRole('link', { name: `Final Approved: ${event.name}` })).toBeVisible();
    await expect(page.getByTestId('report-chart')).toBeVisible();
    await shoot(page, 'reports-dashboard-events', { fits: false });
    expect(await figureAndList(page, table.getByRole('link', { name: `Final Approved: ${event.name}` }))).toEqual([1, 1]);
    await page.goBack();
    await page.getByRole('tab', { name: 'Events' }).click();
    expect(await listCount(page, page.getByRole('link', { name: `Members: ${event.name}` }))).toBe(1);
    await page.goBack();
    await page.getByRole('tab', { name: 'Events' }).click();
    await pick(page, 'Type of Report', 'Post Approval Status');
    const post = page.getByRole('table', { name: 'Post Approval Status' });
    expect(await figureAndList(page, post.getByRole('link', { name: `Not Invited: ${event.name}` }))).toEqual([1, 1]);
  });

  test('dashboard users tab: a role figure opens the User Access Report of those users; an organization its members', async ({ page, loginAs }) => {
    await loginAs(1, '/dashboard');
    await page.getByRole('tab', { name: 'Users' }).click();
    const table = page.getByRole('table', { name: 'Active' });
    const active = table.getByRole('link', { name: /^\d+ Active: / }).first();
    await expect(active).toBeVisible();
    await shoot(page, 'reports-dashboard-users', { fits: false });
    const [figure, listed] = await figureAndList(page, active);
    expect(listed).toBe(figure);
    await expect(page.getByRole('table', { name: 'User Access Report' }).locator('tbody tr').filter({ hasText: 'Inactive' })).toHaveCount(0);
    await expect(page.getByText(/^Role: .* · Active$/)).toBeVisible();
    await shoot(page, 'user-access-report-drilldown', { fits: false });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export To Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('users.xlsx');

    await page.goBack();
    await page.getByRole('tab', { name: 'Users' }).click();
    await pick(page, 'Type of Report', 'Organizations');
    const org = page.getByRole('table', { name: 'Organizations' }).getByRole('link').first();
    await expect(org).toBeVisible();
    const count = digits(await org.locator('xpath=ancestor::tr').locator('td').nth(1).innerText());
    expect(await listCount(page, org)).toBe(count);
  });

  test('the event dashboard and the Status Report: a status opens its list, whose count is the figure', async ({ page, loginAs, apiToken }) => {
    const event = await eventWithMember(page.request, await apiToken(1), await apiToken(4), 'Lists');
    await loginAs(1, `/event/${event.id}/dashboard`);
    const invitees = page.getByRole('table', { name: 'Invitees: Approval Status' });
    const approved = invitees.getByRole('link', { name: 'Members: Final Approved' });
    const figure = digits(await approved.locator('xpath=ancestor::tr').locator('td').nth(1).innerText());
    expect(await listCount(page, approved)).toBe(figure);
    await page.goBack();
    await pick(page, 'Type of Report', 'Post Approval Status');
    const notInvited = page.getByRole('table', { name: 'Invitees: Post Approval Status' }).getByRole('link', { name: 'Members: Not Invited' });
    expect(await listCount(page, notInvited)).toBe(1);

    await loginAs(4, '/reports/status_report');
    await pick(page, 'Event', event.name, page, event.name);
    const table = page.getByRole('table', { name: 'Status Report' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    expect(await figureAndList(page, table.getByRole('link', { name: `Final Approved: ${event.name}` }))).toEqual([1, 1]);
  });
});
