import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pick, shoot, snap } from '../support/screens';

/**
 * The event details screen (seed 002 §2 "Event details screen", "Dialogs", §4 "Allowed next
 * statuses"; issue 14): a district approver first-approves a member through the Approval Status
 * dialog and sees the step in the member's timeline.
 */

const stamp = Date.now().toString(36);
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

interface Candidate {
  id: number;
  fullname: string;
  category_id: number | null;
  profession_id: number | null;
  brief_intro: string | null;
  participation: string | null;
}

async function json<T>(response: Promise<{ status(): number; json(): Promise<unknown> }>): Promise<T> {
  const res = await response;
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Two members inside role 4's locations with what an event needs (category, profession, intro, participation). */
async function completeMembers(request: APIRequestContext, regional: string): Promise<Candidate[]> {
  const body = await json<{ data: { records: Candidate[] } }>(
    request.post('/api/filter?skip=0&limit=200&orderby=id&ordertype=asc', { data: {}, ...auth(regional) }),
  );
  const complete = body.data.records.filter((m) => m.category_id && m.profession_id && m.brief_intro?.trim() && m.participation?.trim());
  expect(complete.length).toBeGreaterThanOrEqual(2);
  return complete.slice(0, 2);
}

/** An event at role 4's first location holding two of its complete members, set up by the admin. */
async function eventWithMembers(request: APIRequestContext, admin: string, regional: string) {
  const locations = (await json<{ data: { id: number }[] }>(request.get('/api/mylocs', auth(regional)))).data;
  const types = (await json<{ data: { id: number }[] }>(request.get('/api/event_types?active=1', auth(admin)))).data;
  const event = {
    name: `E2E Details ${stamp}`,
    location_id: locations[0].id,
    type: types[0].id,
    date_from: '2026-12-10',
    date_to: '2026-12-11',
  };
  const created = await json<{ data: { id: number } }>(request.post('/api/events', { data: event, ...auth(admin) }));
  const members = await completeMembers(request, regional);
  const stored = await json<{ data: { added: number[] } }>(
    request.post('/api/event/storemembers', { data: { event_id: created.data.id, members: members.map((m) => m.id) }, ...auth(admin) }),
  );
  expect(stored.data.added.sort((a, b) => a - b)).toEqual(members.map((m) => m.id).sort((a, b) => a - b));
  return { id: created.data.id, name: event.name, members };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Approval Status' });

test.describe('event details', () => {
  test('role 4 first-approves a member through the Approval Status dialog and sees the timeline', async ({ page, loginAs, apiToken }) => {
    const event = await eventWithMembers(page.request, await apiToken(1), await apiToken(4));
    const [first, second] = event.members;
    await loginAs(4, `/event/${event.id}`);

    await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
    await expect(page.getByText('2 members', { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Event Members' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    await shoot(page, 'event-details', { fits: false });

    // a click anywhere in the row (not on a link) opens the dialog for that member
    await table.locator('tbody tr').filter({ hasText: first.fullname }).getByRole('cell').nth(2).click();
    const dialog = dialogOf(page);
    await expect(dialog).toContainText(`${first.fullname} (ID ${first.id}), current status: New`);
    await expect(dialog.getByLabel('Status history')).toContainText('Approval: New');
    await expect(dialog.getByLabel('Status history')).toContainText('Added to the event');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    // role 4 from New: only First Approved and First Disapproved (seed 002 §4)
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('option')).toHaveText(['First Approved', 'First Disapproved']);
    await page.keyboard.press('Escape');
    const comments = dialog.getByRole('textbox', { name: 'Comments' });
    await comments.click();
    await comments.blur();
    await expect(comments).toHaveAccessibleDescription('Please enter comments');
    await pick(page, 'Status', 'First Approved', dialog);
    await comments.fill(`Known to the district team ${stamp}`);
    await expect(submit).toBeEnabled();
    await shoot(page, 'event-approval-dialog', { fits: false, fullPage: false });
    await submit.click();

    await expect(dialog.getByRole('status').filter({ hasText: 'Member Approved Successfully' })).toContainText('New status: First Approved');
    const timeline = dialog.getByLabel('Status history');
    await expect(timeline).toContainText('Approval: New → First Approved');
    await expect(timeline).toContainText(`Known to the district team ${stamp}`);
    await expect(timeline).toContainText('Deepak Regional');
    await shoot(page, 'event-approval-timeline', { fits: false, fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // the table shows the new status; the Approval filter asks the server for it
    await expect(table.getByRole('button', { name: `Approval status of member ${first.id}: First Approved` })).toBeVisible();
    // the right half of the wide table: approval info and post approval
    await table.locator('xpath=..').evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await snap(page, 'event-details-right-1280.png');
    await pick(page, 'Approval', 'First Approved');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table).toContainText(first.fullname);
    await expect(table).not.toContainText(second.fullname);
    // selection only while an approval filter is set (seed 002 §2)
    await expect(table.getByRole('checkbox', { name: `Select row ${first.id}` })).toBeVisible();
  });
});
