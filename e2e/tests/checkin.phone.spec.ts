import path from 'node:path';
import QRCode from 'qrcode';
import type { Page } from '@playwright/test';
import { countsOf, insertRegistrations, passOf } from '../support/checkin';
import { createEvent, runStamp } from '../support/events';
import { expect, test } from '../support/fixtures';
import { snap } from '../support/screens';

/**
 * The door volunteer's check-in on a phone, by taps (issue 26 "test gap"): there is no camera here,
 * so they search by name or mobile and tap Arrived, or pick a photo of the pass; a second check-in
 * of the same person warns. The desktop spec (checkin.spec.ts) covers the camera and offline.
 */

const LAST = `Door${runStamp({ lettersOnly: true })}`;
const ARTIFACTS = path.join(import.meta.dirname, '../artifacts');

const notice = (page: Page, name: string) => page.getByRole('status').filter({ hasText: name });

/** Taps the search box and types as a thumb would. */
async function findText(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search by name or mobile' });
  await search.tap();
  await search.clear();
  await page.keyboard.type(text);
}

async function findAndTapArrived(page: Page, text: string, name: string) {
  await findText(page, text);
  await page.getByRole('button', { name: `Arrived: ${name}` }).tap();
}

/** Taps 'Scan a photo' and picks the photo the phone offers. */
async function scanPhoto(page: Page, file: string) {
  const chosen = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan a photo' }).tap();
  await (await chosen).setFiles(file);
}

test.describe('the door volunteer on a phone', () => {
  test('checks registrants in by taps: by name, by mobile, by a photo of the pass; a second check-in warns', async ({ page, loginAs, apiToken }) => {
    const admin = await apiToken(1);
    const event = await createEvent(page.request, admin, `E2E Door ${LAST}`);
    const [, , driver] = insertRegistrations(event.id, LAST, [
      { firstname: 'Asha', relationship: 1, mobile: '9811098110' },
      { firstname: 'Deepa', relationship: 5, mobile: '9822098220' },
      { firstname: 'Chetan', relationship: 3, mobile: '9833098330' },
    ]);
    const driverPass = await passOf(page.request, admin, driver!);

    await loginAs(3, `/event/${event.id}/checkin`);
    await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
    await expect(page.getByLabel('Registered: 3')).toBeVisible();
    await expect(page.getByLabel('Arrived: 0')).toBeVisible();

    // no camera on this phone: the screen says what to do instead
    await page.getByRole('button', { name: 'Scan pass' }).tap();
    await expect(page.getByText('The camera cannot be opened here. Use Scan a photo, or search by name or mobile.')).toBeVisible();

    // by name, then by the mobile's digits
    await findAndTapArrived(page, 'asha', `Asha ${LAST}`);
    await expect(notice(page, `Asha ${LAST}`)).toContainText('Checked in');
    await expect(page.getByLabel('Arrived: 1')).toBeVisible();
    await findAndTapArrived(page, '98220', `Deepa ${LAST}`);
    await expect(notice(page, `Deepa ${LAST}`)).toContainText('Checked in');
    await expect(page.getByLabel('Arrived: 2')).toBeVisible();

    // a photo of the driver's pass, chosen after tapping 'Scan a photo'; the second time it warns
    // with the time and who checked them in (a found registrant already in shows no Arrived button)
    const photo = path.join(ARTIFACTS, `pass-phone-${process.env.E2E_PORT ?? '3100'}.png`);
    await QRCode.toFile(photo, driverPass.code, { width: 480, margin: 4 });
    await scanPhoto(page, photo);
    await expect(notice(page, driverPass.fullname)).toContainText('Checked in');
    await expect(page.getByLabel('Arrived: 3')).toBeVisible();
    await scanPhoto(page, photo);
    await expect(notice(page, driverPass.fullname)).toContainText(/Already checked in at \d{2}:\d{2} by /);
    await expect(page.getByLabel('Arrived: 3')).toBeVisible();
    await findText(page, 'asha');
    await expect(page.getByRole('group', { name: 'Registrants found' })).toContainText(/In at \d{2}:\d{2}/);
    await expect(page.getByRole('button', { name: `Arrived: Asha ${LAST}` })).toHaveCount(0);
    await snap(page, 'h3-checkin-phone.png', true);
    expect(await countsOf(page.request, admin, event.id)).toMatchObject({ registered: 3, arrived: 3 });
  });
});
