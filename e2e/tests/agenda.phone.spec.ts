import type { Locator } from '@playwright/test';
import { formatDate, toIsoDate } from '../../packages/domain/src/dates';
import { expect, test } from '../support/fixtures';
import { keptForOffline } from '../support/offline';
import { snap } from '../support/screens';

/** Opens every list of the agenda whole (each shows its first lines, then 'Show all (n)'). */
async function showWholeAgenda(agenda: Locator) {
  const more = agenda.getByRole('button', { name: /^Show all \(\d+\)$/ });
  while ((await more.count()) > 0) await more.first().tap();
}

/**
 * Issue 31: a sevak's home shows the agenda above My Contacts. A meeting logged for tomorrow is on
 * it at once, one tap on it opens the followup dialog, and with the network gone the phone still
 * shows it from what it kept.
 */

// the organisation's day and the phone's are the same day here, as for a sevak in India
test.use({ serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata' });
test.slow();

test("a sevak logs 'Called for meeting' for tomorrow and finds it on the agenda, offline too", async ({ page, context, loginAs }) => {
  await loginAs(5, '/home');
  const agenda = page.getByRole('region', { name: 'My agenda' });
  await expect(agenda.getByRole('heading', { name: 'Meetings' })).toBeVisible();
  // the agenda stands above My Contacts
  const contactsHeading = page.getByRole('heading', { name: 'My Contacts' });
  expect((await agenda.boundingBox())!.y).toBeLessThan((await contactsHeading.boundingBox())!.y);

  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  // the agenda above pushes the card down to the bottom bar: brought to the middle, as a thumb scrolls it
  await card.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await card.getByRole('button', { name: `+ Followup ${name}` }).tap();
  const dialog = page.getByRole('dialog', { name: `Followup: ${name}` });
  await dialog.getByRole('combobox', { name: 'Contact Status', exact: true }).selectOption({ label: 'Called for meeting' });
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const meetingDate = dialog.getByRole('textbox', { name: 'Meeting Date' });
  await meetingDate.tap();
  await page.keyboard.type(toIsoDate(tomorrow).split('-').reverse().join(''));
  await expect(meetingDate).toHaveValue(formatDate(tomorrow));
  await dialog.getByLabel('Meeting Time').fill('10:37');
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await expect(dialog).toHaveCount(0);

  const label = new RegExp(`^Followup ${name}\\s*Meeting ${formatDate(tomorrow)} at 10:37$`);
  await expect(agenda.getByRole('list', { name: 'Meetings' })).toBeVisible();
  await showWholeAgenda(agenda);
  const meeting = agenda.getByRole('button', { name: label });
  await expect(meeting).toBeVisible();
  await snap(page, 'agenda-meeting-360.png');
  // one tap opens the followup dialog
  await meeting.tap();
  await expect(page.getByRole('dialog', { name: `Followup: ${name}` })).toBeVisible();
  await page.getByRole('dialog', { name: `Followup: ${name}` }).getByRole('button', { name: 'Cancel' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // offline: the phone opens the home from what it kept, the meeting still on the agenda
  await keptForOffline(page, 'agenda');
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    const kept = page.getByRole('region', { name: 'My agenda' });
    await expect(kept.getByRole('list', { name: 'Meetings' })).toBeVisible();
    await showWholeAgenda(kept);
    await expect(kept.getByRole('button', { name: label })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("a sevak taps 'Add to my phone calendar' and is given the feed's address to subscribe to", async ({ page, loginAs }) => {
  await loginAs(5, '/home');
  const agenda = page.getByRole('region', { name: 'My agenda' });
  await agenda.getByRole('button', { name: 'Add to my phone calendar' }).tap();
  const address = agenda.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/^http:\/\/[^/]+\/api\/calendar\/[^/]+\.ics$/);
  const url = await address.inputValue();
  await expect(agenda.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'));
  await expect(agenda.getByRole('button', { name: 'Copy' })).toBeVisible();
  await snap(page, 'agenda-calendar-360.png');
});
