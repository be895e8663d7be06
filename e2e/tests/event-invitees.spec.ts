import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { auth, eventWithMembers, json, runStamp } from '../support/events';
import { pick, shoot } from '../support/screens';

/**
 * The invitees and the approval status lists (seed 002 §2 "Invitees list", §4 "older reading";
 * issue 14): role 4 first-approves one member and rejects another from the New list, role 3
 * final-approves the first and sets Info Pending on the second, role 4 marks it Info Updated.
 * Each update ends in the dialog with the total selected, the new status and the ids.
 */

const stamp = runStamp();

/** Selects the member's row, presses `button`, writes the comments and submits; returns the outcome. */
async function update(page: Page, memberId: number, button: string, comment: string, shot?: string) {
  const table = page.getByRole('table');
  await table.getByRole('checkbox', { name: `Select row ${memberId}` }).check();
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approval Status' });
  await expect(dialog).toContainText('1 member selected');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Comments' }).fill(comment);
  if (shot) await shoot(page, shot, { fullPage: false });
  await submit.click();
  const outcome = dialog.getByRole('status');
  await expect(outcome).toContainText('Total selected: 1');
  await expect(outcome).toContainText(`IDs: ${memberId}`);
  return { dialog, outcome };
}

async function closeDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Approval Status' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function statusOf(request: APIRequestContext, token: string, eventId: number, memberId: number) {
  const body = await json<{ data: { id: number; status: string }[] }>(request.post(`/api/event/getmembers?event_id=${eventId}`, { data: {}, ...auth(token) }));
  return body.data.find((m) => m.id === memberId)?.status;
}

interface ListedMember {
  id: number;
  fullname: string;
  successful_followups: number | null;
  unsuccessful_followups: number | null;
}

/** The event's member with the most followups, and that count. */
async function mostFollowedUp(request: APIRequestContext, token: string, eventId: number) {
  const body = await json<{ data: ListedMember[] }>(request.post(`/api/event/getmembers?event_id=${eventId}`, { data: {}, ...auth(token) }));
  const counted = body.data.map((m) => ({ ...m, count: (m.successful_followups ?? 0) + (m.unsuccessful_followups ?? 0) }));
  return counted.sort((a, b) => b.count - a.count)[0]!;
}

test.describe('invitees and status lists', () => {
  test('role 4 and role 3 move members through the status lists', async ({ page, loginAs, apiToken }) => {
    const admin = await apiToken(1);
    // an event at role 4's first location holding three of its complete members, set up by the admin
    const event = await eventWithMembers(page.request, { admin, regional: await apiToken(4) }, `E2E Invitees ${stamp}`, 3, 'desc');
    const [first, second, third] = event.members;

    // the invitees list: every member, the Approval Status dropdown and the Filter Members panel
    await loginAs(4, `/event/${event.id}/invitees`);
    await expect(page.getByRole('heading', { name: 'Invitees', exact: true })).toBeVisible();
    await expect(page.getByText('3 members', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Filter Members' }).click();
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
    await shoot(page, 'event-invitees');
    await page.getByRole('button', { name: 'Filter Members' }).click();

    // role 4 on the New list: First Approved and Reject
    await pick(page, 'Approval Status', 'New');
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}/new$`));
    await expect(page.getByRole('heading', { name: 'Invitees: New' })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'First Approved', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Info Pending', exact: true })).toHaveCount(0);
    let { outcome } = await update(page, first.id, 'First Approved', `Known to us ${stamp}`, 'event-status-list-dialog');
    await expect(outcome).toContainText('Member Approved Successfully');
    await expect(outcome).toContainText('New status: First Approved');
    await shoot(page, 'event-status-list-outcome', { fullPage: false });
    await closeDialog(page);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
    ({ outcome } = await update(page, second.id, 'Reject', `Not this year ${stamp}`));
    await expect(outcome).toContainText('New status: First Disapproved');
    await closeDialog(page);
    await expect(page.getByRole('table')).not.toContainText(second.fullname);
    await expect(page.getByRole('table')).toContainText(third.fullname);

    // role 3: Final Approved on the First Approved list, Info Pending on the First Disapproved list
    await loginAs(3, `/event/${event.id}/approvalfirst`);
    await expect(page.getByRole('heading', { name: 'Invitees: First Approved' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(first.fullname);
    await shoot(page, 'event-status-list');
    ({ outcome } = await update(page, first.id, 'Final Approved', `Approved ${stamp}`));
    await expect(outcome).toContainText('Member Approved Successfully');
    await expect(outcome).toContainText('New status: Final Approved');
    await closeDialog(page);
    await pick(page, 'Approval Status', 'First Disapproved');
    await expect(page.getByRole('heading', { name: 'Invitees: First Disapproved' })).toBeVisible();
    ({ outcome } = await update(page, second.id, 'Info Pending', `Please send the intro ${stamp}`));
    await expect(outcome).toContainText('Status Updated Successfully');
    await expect(outcome).toContainText('New status: Info Pending');
    await closeDialog(page);

    // role 4: Info Updated, the only button on the Info Pending list
    await loginAs(4, `/event/${event.id}/infopending`);
    await expect(page.getByRole('heading', { name: 'Invitees: Info Pending' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(second.fullname);
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
    ({ outcome } = await update(page, second.id, 'Info Updated', `Intro received ${stamp}`));
    await expect(outcome).toContainText('New status: Info Updated');
    await closeDialog(page);
    // on the Info Updated list the server lets role 4 do nothing, so no button is offered (issue 26 item 9)
    await pick(page, 'Approval Status', 'Info Updated');
    await expect(page.getByRole('table')).toContainText(second.fullname);
    await expect(page.getByText('Your role has no actions on this list.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);

    expect(await statusOf(page.request, admin, event.id, first.id)).toBe('Final Approved');
    expect(await statusOf(page.request, admin, event.id, second.id)).toBe('Info Updated');
    expect(await statusOf(page.request, admin, event.id, third.id)).toBe('New');

    // the older approval screen: role 4 sees the New members with the older names
    await page.goto(`/event/${event.id}/approvemembers`);
    await expect(page.getByRole('heading', { name: 'Approve Members' })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('table')).toContainText(third.fullname);
    await expect(page.getByRole('button', { name: 'First Approval' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'First Disapproval' })).toBeVisible();
    await shoot(page, 'event-approve-members');

    // event details: the followup count opens the member's followups (the member with the most)
    const busiest = await mostFollowedUp(page.request, admin, event.id);
    expect(busiest.count).toBeGreaterThan(0);
    await page.goto(`/event/${event.id}`);
    await page.getByRole('button', { name: `Followups of member ${busiest.id}: ${busiest.count}` }).click();
    const followups = page.getByRole('dialog', { name: `Followups: ${busiest.fullname}` });
    await expect(followups.getByRole('table', { name: 'Followups' }).locator('tbody tr')).toHaveCount(Math.min(busiest.count, 10));
    await shoot(page, 'event-followups-dialog', { fullPage: false });
  });
});
