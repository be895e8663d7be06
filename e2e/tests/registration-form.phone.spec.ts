import type { Page } from '@playwright/test';
import { createEvent, runStamp } from '../support/events';
import { expect, test } from '../support/fixtures';
import { listOption, snap } from '../support/screens';

/**
 * The open registration form on a phone, by taps (issue 26 items 10-11, test gap): a visitor fills
 * the six steps and submits; offline, Submit says in the form that nothing was sent and keeps the
 * values; back online, Submit again saves (with its proof of work, decision 078). Then the same
 * mobile number as a delegate again is refused on its field.
 */

const stamp = runStamp({ lettersOnly: true });
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');
const TODAY = iso(new Date());
const START = addDays(TODAY, 30);
/** A number of this run's own: the demo database may hold others. */
const MOBILE = `98${String(Date.now()).slice(-8)}`;
const NOT_SENT = 'Your registration was not sent: there is no connection to the server. Your answers are kept; press Submit to try again.';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).tap();
const onStep = (page: Page, n: number, title: string) => expect(page.getByText(`Step ${n} of 6: ${title}`)).toBeVisible();

/**
 * The select `label` in the middle of the screen, as a person holds a field they are about to tap.
 * Scrolled only just into view a Mantine select (the place lists) can sit at the fixed footer's
 * edge: its list then opens partly under the footer, and scrolling to an option there can move the
 * field off the screen, where Mantine hides the list (a dropdown whose field is out of view). A
 * field near the page's end cannot be centred, hence chooseInList()'s second try.
 */
async function selectAtMiddle(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return select;
}

/**
 * Taps the select `label` and chooses `option`: in the phone's own picker for the form's native
 * selects (the browser's, not the page's: chosen by label), in the page's list for Mantine's.
 */
async function choose(page: Page, label: string, option: string, shot?: string) {
  const select = await selectAtMiddle(page, label);
  if (!(await select.evaluate((element) => element instanceof HTMLSelectElement))) return chooseInList(page, label, option);
  await select.tap();
  if (shot) await snap(page, shot);
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}

/** Taps the Mantine select `label` open and taps `option`. */
async function chooseInList(page: Page, label: string, option: string) {
  const item = listOption(page, option);
  // A list Playwright scrolled its field out of view for is hidden by Mantine, not closed (seen in
  // CI, about one run in five): then the person's way, tapping outside and opening it again.
  for (let attempt = 1; ; attempt++) {
    await (await selectAtMiddle(page, label)).tap();
    await expect(item).toBeVisible();
    try {
      await item.tap({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.getByRole('heading', { name: 'Registration Form' }).tap();
    }
  }
}

async function chooseMany(page: Page, label: string, options: string[]) {
  await (await selectAtMiddle(page, label)).tap({ force: true });
  for (const o of options) await listOption(page, o).tap();
  await page.getByRole('heading', { name: 'Registration Form' }).tap();
}

async function fillSixSteps(page: Page, firstname: string) {
  await onStep(page, 1, 'Personal Details');
  await field(page, 'Email').fill(`${firstname.toLowerCase()}@example.org`);
  await field(page, 'Recommended By').fill('Suresh Patil');
  await choose(page, 'Salutation', 'Mr', 'registration-phone-select-tapped.png');
  await field(page, 'First Name').fill(firstname);
  await field(page, 'Last Name').fill('Patil');
  await field(page, 'Name in Hindi').fill('रवि पाटील');
  await choose(page, 'Gender', 'Male');
  await choose(page, 'Profession', 'Teacher');
  await tap(page, 'Next');

  await onStep(page, 2, 'Contact Details');
  await field(page, 'Mobile').fill(MOBILE);
  await choose(page, 'State', 'Goa');
  await choose(page, 'District', 'North Goa');
  await field(page, 'City').fill('Panaji');
  await tap(page, 'Next');

  await onStep(page, 3, 'Social Media Info');
  await tap(page, 'Next');

  await onStep(page, 4, 'Info for Planning');
  await choose(page, 'Languages Understood', 'Both (Hindi and English)');
  await chooseMany(page, 'Languages Known', ['Hindi']);
  await chooseMany(page, 'Past Events Attended', ['2019']);
  await field(page, 'Organization').fill('Sanatan Sanstha');
  await field(page, 'Designation').fill('Seeker');
  await field(page, 'Organization in Hindi').fill('सनातन संस्था');
  await field(page, 'Brief Introduction').fill('Teacher');
  await field(page, 'Activities').fill('Study circles');
  await tap(page, 'Next');

  await onStep(page, 5, 'Diet/Stay Details');
  await page.getByRole('checkbox', { name: new RegExp(`^${ddmmyyyy(START)}`) }).tap();
  await choose(page, 'Accommodation Needs', 'Any');
  await choose(page, 'Tea or Coffee', 'Tea without sugar');
  await field(page, 'Diet Restrictions').fill('None');
  await tap(page, 'Next');

  await onStep(page, 6, 'Travel Details');
  await choose(page, 'Booking Status', 'I will book later');
  await page.getByLabel('Booking Date').fill(addDays(TODAY, 2));
}

test('a visitor registers on a phone by taps; offline Submit says so in the form and keeps the values; a second delegate with the number is refused', async ({ page, context, apiToken }) => {
  test.setTimeout(180_000); // two six-step forms by taps on a shared machine
  const admin = await apiToken(1);
  const event = await createEvent(page.request, admin, `Phone Shibir ${stamp}`, admin, { date_from: START, date_to: addDays(START, 2) });
  await page.goto(`/event/${event.id}/register`);
  await expect(page.getByRole('heading', { name: 'Registration Form' })).toBeVisible();
  await fillSixSteps(page, `Ravi${stamp}`);

  await context.setOffline(true);
  await tap(page, 'Submit');
  await expect(page.getByRole('alert').filter({ hasText: NOT_SENT })).toBeVisible();
  await onStep(page, 6, 'Travel Details');
  await expect(page.getByLabel('Booking Date')).toHaveValue(ddmmyyyy(addDays(TODAY, 2)));
  await snap(page, 'registration-phone-offline.png', true);

  await context.setOffline(false);
  await tap(page, 'Submit');
  await expect(page.getByRole('status').filter({ hasText: 'Member registered successfully' }).first()).toBeVisible();
  await expect(page.getByText(NOT_SENT)).toHaveCount(0);
  await onStep(page, 1, 'Personal Details');
  await snap(page, 'registration-phone-sent.png', true);

  // the same number as a delegate again: refused on the mobile number, on step 2
  await fillSixSteps(page, `Ravindra${stamp}`);
  await tap(page, 'Submit');
  await onStep(page, 2, 'Contact Details');
  await expect(field(page, 'Mobile')).toHaveAccessibleDescription(
    'A delegate with this mobile number is already registered for this event. To change that registration, open the edit link you were given when you registered.',
  );
});
