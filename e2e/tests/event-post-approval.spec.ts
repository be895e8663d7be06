import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { approve, eventWithMembers, runStamp } from '../support/events';
import { pick, shoot, snap } from '../support/screens';

/**
 * Post-approval (seed 002 §2 "Post-approval screens", "Dialogs", §4 "Post-approval"; issue 14):
 * an admin final-approves a member (set up through the API), then invites them In Person from the
 * Not Invited list, registers them and marks them attended in the Post-approval Status dialog; a
 * district approver gets that dialog directly from the event details screen; the member's Events
 * tab shows the names and the timeline of every step.
 */

const stamp = runStamp();

/** An event at role 4's first location holding one member, added and final-approved by the admin. */
async function eventWithFinalApproved(request: APIRequestContext, admin: string, regional: string) {
  const event = await eventWithMembers(request, { admin, regional }, `E2E Post Approval ${stamp}`, 1, 'desc');
  const member = event.members[0]!;
  await approve(request, admin, event.id, [member.id], 'Final Approved', `Final ${stamp}`);
  return { id: event.id, name: event.name, member };
}

const rowOf = (page: Page, fullname: string) => page.getByRole('table', { name: 'Final Approved Members' }).locator('tbody tr').filter({ hasText: fullname });

test.describe('post-approval', () => {
  test('invite in person, register and attend through the screens; the Events tab shows the timeline', async ({ page, loginAs, apiToken }) => {
    const event = await eventWithFinalApproved(page.request, await apiToken(1), await apiToken(4));
    const { member } = event;
    await loginAs(1, `/event/${event.id}/postapproval`);

    // the hub: status All, every Final Approved member
    await expect(page.getByRole('heading', { name: 'Post Approval: All' })).toBeVisible();
    await expect(page.getByText(event.name)).toBeVisible();
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    await expect(rowOf(page, member.fullname)).toContainText('Not Invited');
    await shoot(page, 'post-approval-hub', { fits: false });

    // the Not Invited list offers its three moves; invite the selected member In Person
    await pick(page, 'Invitation', 'Not Invited');
    await expect(page.getByRole('heading', { name: 'Post Approval: Not Invited' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}/notinvited$`));
    await page.getByRole('checkbox', { name: `Select row ${member.id}` }).check();
    const buttons = page.getByRole('group', { name: 'Change the selected members' });
    await expect(buttons.getByRole('button')).toHaveText(['Invited In Person', 'Invited Over Phone', 'Invited But Not Coming']);
    await shoot(page, 'post-approval-selected', { fits: false });
    await buttons.getByRole('button', { name: 'Invited In Person' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Status Updated Successfully' });
    await expect(done).toContainText('Total selected: 1');
    await expect(done).toContainText('New status: Invitation: Invited In Person');
    await expect(done).toContainText(`IDs: ${member.id}`);
    await expect(page.getByRole('table', { name: 'Final Approved Members' })).toContainText('There are no matching records');
    await shoot(page, 'post-approval-list', { fits: false });

    // the Invited In Person list: register, then mark attended, in the dialog
    await pick(page, 'Invitation', 'Invited In Person');
    await expect(page.getByRole('heading', { name: 'Post Approval: Invited In Person' })).toBeVisible();
    await rowOf(page, member.fullname).getByRole('cell').nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Post-approval Status' });
    await expect(dialog).toContainText(`${member.fullname} (ID ${member.id})`);
    await dialog.getByRole('combobox', { name: 'Invitation' }).click();
    await expect(page.getByRole('option')).toHaveText(['Not Invited', 'Invited In Person']);
    await page.keyboard.press('Escape');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await pick(page, 'Registration', 'Registered', dialog);
    await submit.click();
    await expect(dialog.getByRole('status')).toContainText('Status Updated Successfully');
    await expect(dialog.getByLabel('Status history')).toContainText('Registration: Not Registered → Registered');
    await pick(page, 'Attendance', 'Attended', dialog);
    await dialog.getByRole('textbox', { name: 'Attendance Comments' }).fill(`Came on day 1 ${stamp}`);
    await submit.click();
    const timeline = dialog.getByLabel('Status history');
    await expect(timeline).toContainText('Attendance: Not Attended → Attended');
    await expect(timeline).toContainText(`Came on day 1 ${stamp}`);
    await shoot(page, 'post-approval-dialog', { fits: false, fullPage: false });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(rowOf(page, member.fullname)).toContainText('Attended');

    // a district approver clicking the Final Approved row on event details gets this dialog directly
    await loginAs(4, `/event/${event.id}`);
    await page.getByRole('table', { name: 'Event Members' }).locator('tbody tr').filter({ hasText: member.fullname }).getByRole('cell').nth(2).click();
    await expect(page.getByRole('dialog', { name: 'Post-approval Status' })).toContainText(`${member.fullname} (ID ${member.id})`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

    // the member's Events tab: names from real data, and the timeline of every step
    await page.goto(`/member/${member.id}/view`);
    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('table', { name: 'Events' });
    const row = events.locator('tbody tr').filter({ hasText: event.name });
    await expect(row).toContainText('Final Approved');
    await expect(row).toContainText('Invited In Person');
    await expect(row).toContainText('Registered');
    await expect(row).toContainText('Attended');
    await events.getByRole('button', { name: `Expand row ${event.id}` }).click();
    const history = page.getByLabel('Status history');
    await expect(history.getByText(/^(Approval|Invitation|Registration|Attendance):/)).toHaveText([
      'Attendance: Not Attended → Attended',
      'Registration: Not Registered → Registered',
      'Invitation: Not Invited → Invited In Person',
      'Approval: New → Final Approved',
      'Approval: New',
    ]);
    await expect(history).toContainText(`Final ${stamp}`);
    await shoot(page, 'post-approval-member-events', { fits: false });
    await snap(page, 'post-approval-member-events-viewport-1280.png');
  });
});
