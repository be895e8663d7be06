import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { eventWithMembers, runStamp } from '../support/events';
import { pick, shoot, snap } from '../support/screens';

/**
 * The event details screen (seed 002 §2 "Event details screen", "Dialogs", §4 "Allowed next
 * statuses"; issue 14): a district approver first-approves a member through the Approval Status
 * dialog and sees the step in the member's timeline.
 */

const stamp = runStamp();

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Approval Status' });

test.describe('event details', () => {
  test('role 4 first-approves a member through the Approval Status dialog and sees the timeline', async ({ page, loginAs, apiToken }) => {
    // an event at role 4's first location holding two of its complete members, set up by the admin
    const event = await eventWithMembers(page.request, { admin: await apiToken(1), regional: await apiToken(4) }, `E2E Details ${stamp}`, 2, 'asc');
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
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

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

  test('an organiser completes a member in the Update info dialog (seed 002 §5)', async ({ page, loginAs, apiToken }) => {
    const event = await eventWithMembers(page.request, { admin: await apiToken(1), regional: await apiToken(4) }, `E2E Update info ${stamp}`, 1, 'asc');
    const [only] = event.members;
    await loginAs(1, `/event/${event.id}`);
    await page.getByRole('button', { name: `Update info of member ${only.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update info' });
    const intro = dialog.getByRole('textbox', { name: /Brief Introduction/ });
    await intro.fill('');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toContainText('Brief introduction is must');
    await intro.fill(`Runs the study circle ${stamp}`);
    await shoot(page, 'event-update-info', { fits: false, fullPage: false });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Event Members' })).toContainText(`Runs the study circle ${stamp}`);
  });
});
