import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { BASE_URL } from '../playwright.config';
import { countsOf, insertRegistrations as insertAt, passOf, type Registrant } from '../support/checkin';
import { auth, createEvent as createEventAt, json } from '../support/events';
import { expect, test } from '../support/fixtures';
import { shoot, SHOTS_DIR } from '../support/screens';
import { DEMO_PASSWORD, demoUser } from '../support/users';

/**
 * The registrations list, the passes and check-in at the venue (issue 16 "a pass and a door"):
 * registrations are put straight into the e2e database (the form is another spec's), then staff
 * list them, open a pass, and check registrants in on a phone: by search, by a photo of the pass,
 * by the phone's camera (Chromium's fake camera playing the pass's QR code), and offline (the
 * browser context set offline) with the queue sent when the network returns.
 */

const stamp = Date.now().toString(36);
// names take English letters only: the run's stamp spelt in letters
const LAST = `Tester${Array.from(String(Date.now()).slice(-6), (d) => 'abcdefghij'[Number(d)]).join('')}`;
const PORT = process.env.E2E_PORT ?? '3100';
const ARTIFACTS = path.join(import.meta.dirname, '../artifacts');

/** An event at the admin's first location. */
const createEvent = async (request: APIRequestContext, admin: string) => (await createEventAt(request, admin, `E2E Check-in ${stamp}`)).id;
const insertRegistrations = (eventId: number, people: Registrant[]) => insertAt(eventId, LAST, people);

/** A video Chromium's fake camera plays: the QR code of `code`, black on white, 640x480 (YUV4MPEG2, 4:2:0). */
function qrVideo(code: string, file: string): void {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const [W, H] = [640, 480];
  const scale = Math.floor(420 / (n + 8));
  const [ox, oy] = [Math.floor((W - (n + 8) * scale) / 2), Math.floor((H - (n + 8) * scale) / 2)];
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) luma.fill(16, (oy + (y + 4) * scale + dy) * W + ox + (x + 4) * scale, (oy + (y + 4) * scale + dy) * W + ox + (x + 5) * scale);
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
}

/** The answer to the last check-in, titled with the registrant's name. */
const notice = (page: Page, name: string) => page.getByRole('status').filter({ hasText: name });

async function searchAndTap(page: Page, text: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search by name or mobile' }).fill(text);
  await page.getByRole('button', { name: `Arrived: ${name}` }).click();
}

test.describe('registrations and check-in', () => {
  test('the list, a pass, and check-in by search, by a photo of the pass, and offline', async ({ page, context, loginAs, apiToken }) => {
    const admin = await apiToken(1);
    const eventId = await createEvent(page.request, admin);
    const [delegate, family, driver] = insertRegistrations(eventId, [
      { firstname: 'Asha', relationship: 1, mobile: '9811098110' },
      { firstname: 'Deepa', relationship: 5, mobile: '9822098220' },
      { firstname: 'Chetan', relationship: 3, mobile: '9833098330' },
    ]);
    const driverPass = await passOf(page.request, admin, driver);

    // the registrations list: delegates by default, then the accompanying personnel
    await loginAs(1, `/event/${eventId}/registrations`);
    const table = page.getByRole('table', { name: 'Registrations' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByText(`Asha ${LAST}`)).toBeVisible();
    await page.getByRole('button', { name: 'Accompanying Personnel' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.getByText('Family member')).toBeVisible();
    await shoot(page, 'registrations-list', { fits: false });
    await page.getByRole('button', { name: 'Cancelled' }).click();
    await expect(table.getByText('There are no matching records')).toBeVisible();

    // staff open a pass from the list
    await page.getByRole('button', { name: 'Accompanying Personnel' }).click();
    await table.getByRole("link", { name: new RegExp(`^\\d+: Pass of ${driverPass.fullname}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/pass/${driver}$`));
    await expect(page.getByRole('img', { name: `Check-in code ${driverPass.code}` })).toBeVisible();
    await expect(page.getByText('Driver', { exact: true })).toBeVisible();
    await shoot(page, 'pass-staff');

    // the registrant's own pass, no login
    const visitor = await context.browser()!.newPage({ baseURL: BASE_URL });
    await visitor.goto(`/pass/${driverPass.code}`);
    await expect(visitor.getByText(driverPass.fullname)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await visitor.setViewportSize({ width: 360, height: 740 });
    await visitor.screenshot({ path: path.join(SHOTS_DIR, 'pass-public-360.png'), fullPage: true });
    await visitor.close();

    // check-in on a phone
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/event/${eventId}/checkin`);
    await expect(page.getByLabel('Registered: 3')).toBeVisible();
    await expect(page.getByLabel('Arrived: 0')).toBeVisible();
    await searchAndTap(page, 'asha', `Asha ${LAST}`);
    await expect(notice(page, `Asha ${LAST}`)).toContainText('Checked in');
    await expect(page.getByLabel('Arrived: 1')).toBeVisible();

    // a photo of the driver's pass, twice: the second warns with the time and the user
    const photo = path.join(ARTIFACTS, `pass-${PORT}.png`);
    await QRCode.toFile(photo, driverPass.code, { width: 480, margin: 4 });
    const chooser = page.locator('input[type="file"]');
    await chooser.setInputFiles(photo);
    await expect(notice(page, driverPass.fullname)).toContainText('Checked in');
    await expect(page.getByLabel('Arrived: 2')).toBeVisible();
    await chooser.setInputFiles(photo);
    await expect(notice(page, driverPass.fullname)).toContainText(new RegExp(`Already checked in at \\d{2}:\\d{2} by ${demoUser(1).name}`));
    await page.screenshot({ path: path.join(SHOTS_DIR, 'checkin-360.png'), fullPage: true });

    // the network drops: the check-in is kept on the phone and sent when it returns
    await context.setOffline(true);
    await expect(page.getByText('Offline')).toBeVisible();
    await searchAndTap(page, '98220', `Deepa ${LAST}`);
    await expect(page.getByText('1 check-in waiting to be sent')).toBeVisible();
    await expect(page.getByLabel('Arrived: 3')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'checkin-offline-360.png'), fullPage: true });
    expect((await countsOf(page.request, admin, eventId)).arrived).toBe(2);
    await context.setOffline(false);
    await expect(page.getByText('Online')).toBeVisible();
    await expect(page.getByText('1 check-in waiting to be sent')).toHaveCount(0);
    await expect.poll(async () => (await countsOf(page.request, admin, eventId)).arrived).toBe(3);
    const arrived = await json<{ data: { id: number }[] }>(page.request.get(`/api/registrations/event?event_id=${eventId}&status=Arrived`, auth(admin)));
    expect(arrived.data.map((r) => r.id).sort()).toEqual([delegate, family, driver].sort());

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: path.join(SHOTS_DIR, 'checkin-1280.png'), fullPage: true });
  });

  test('the phone camera reads a pass (Chromium fake camera playing the pass QR)', async ({ page, apiToken }) => {
    const admin = await apiToken(1);
    const eventId = await createEvent(page.request, admin);
    const [guest] = insertRegistrations(eventId, [{ firstname: 'Gauri', relationship: 1, mobile: '9844098440' }]);
    const pass = await passOf(page.request, admin, guest);
    const video = path.join(ARTIFACTS, `pass-camera-${PORT}.y4m`);
    qrVideo(pass.code, video);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
        '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const phone = await browser.newPage({ baseURL: BASE_URL, viewport: { width: 360, height: 740 } });
      const user = demoUser(3);
      const login = await json<{ token: string; expires_at: string; user: unknown }>(phone.request.post('/api/login', { data: { email: user.email, password: DEMO_PASSWORD } }));
      await phone.goto('/login');
      await phone.evaluate((a) => localStorage.setItem('sampark.auth', JSON.stringify(a)), { token: login.token, expires_at: login.expires_at, user: login.user });
      await phone.goto(`/event/${eventId}/checkin`);
      await expect(phone.getByLabel('Registered: 1')).toBeVisible();
      await phone.getByRole('button', { name: 'Scan pass' }).click();
      await expect(notice(phone, pass.fullname)).toContainText('Checked in', { timeout: 20_000 });
      await expect(phone.getByLabel('Arrived: 1')).toBeVisible();
      await phone.screenshot({ path: path.join(SHOTS_DIR, 'checkin-camera-360.png'), fullPage: true });
      await phone.getByRole('button', { name: 'Stop camera' }).click();
    } finally {
      await browser.close();
    }
    expect((await countsOf(page.request, admin, eventId)).arrived).toBe(1);
  });
});
