import fs from 'node:fs';
import path from 'node:path';
import { phoneVisit } from '../../bench/src/phone/phone-visit';
import { CPU_SLOWDOWN, FAST_3G, PHONE } from '../../bench/src/phone/throttled-phone';
import { addDays } from '../../packages/domain/src/schemas/registration-windows';
import { BUDGETS } from '../../packages/web/test/route-budgets';
import { createEvent } from '../support/events';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, demoUser } from '../support/users';

/**
 * Issue 18 "Fast on a slow phone": one sevak's cold and warm visit on an emulated phone (360 px,
 * Fast 3G, CPU 4x slower; the benchmark `npm run bench -- --only phone` times five). The times are
 * printed, never asserted (a shared machine makes them noisy); the JavaScript a real browser
 * fetched is held to the budgets of packages/web/test/route-budgets.ts, in the gzip bytes the
 * build wrote for those files (docs/decisions/053-phone-chunks.md).
 */
const DIST = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../packages/web/dist');
const KB = 1024;

/** The gzip copy's size of a fetched script (or the file's own when it is too small to compress). */
function gzipBytes(urlPath: string): number {
  const file = path.join(DIST, decodeURIComponent(urlPath));
  return fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
}

const budgetOf = (route: string) => BUDGETS.find((b) => b.route.startsWith(route))!.budget;

test('a sevak on a slow phone: the JavaScript of the login page and of My Contacts stays within its budget', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  try {
    const sevak = demoUser(5);
    const visit = await phoneVisit(context, baseURL!, { email: sevak.email, password: DEMO_PASSWORD }, 90_000);
    const loginScripts = visit.loginPage.traffic.scripts;
    const sevakScripts = [...loginScripts, ...visit.loginToCards.traffic.scripts];
    const loginGzip = loginScripts.reduce((sum, file) => sum + gzipBytes(file), 0);
    const sevakGzip = sevakScripts.reduce((sum, file) => sum + gzipBytes(file), 0);

    const line = (name: string, figure: typeof visit.loginPage) =>
      `${name}: ${(figure.ms / 1000).toFixed(2)} s, ${(figure.traffic.bytes / KB).toFixed(1)} KB received, ${figure.traffic.requests} requests, ${figure.traffic.network} fetches over the network`;
    console.info(
      [
        `phone: ${PHONE.viewport!.width} px, ${FAST_3G.latency} ms round trip, CPU ${CPU_SLOWDOWN}x slower`,
        line('login page usable, cold', visit.loginPage),
        line('Login pressed to first My Contacts card, cold', visit.loginToCards),
        line('later visit to first card painted', visit.laterVisit),
        line('later visit to a card seen by a script on the page', visit.laterSeen),
        line("later visit to the app's own cards", visit.laterAppStarted),
        `JavaScript (gzip): login ${(loginGzip / KB).toFixed(1)} KB in ${loginScripts.length} files; sevak's home ${(sevakGzip / KB).toFixed(1)} KB in ${sevakScripts.length} files`,
      ].join('\n'),
    );

    expect(loginScripts.length).toBeGreaterThan(0);
    expect(loginGzip).toBeLessThanOrEqual(budgetOf('/login'));
    expect(sevakGzip).toBeLessThanOrEqual(budgetOf('/home of a sevak'));
    // hashed files are kept for good: a later visit fetches none of the scripts it had (only a
    // chunk it never loaded, e.g. the offline queue's, which starts with a stored login)
    expect(visit.laterVisit.traffic.scripts.filter((file) => sevakScripts.includes(file))).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * The chunks the public form fetches at the registrant's first touch, which step 1 does not need
 * (docs/decisions/061-public-form-on-preact.md, 104), and the proof of work's worker, started once the form is on screen and run off the page's thread (decision 078).
 */
const LATER = /\/assets\/(registration-later-steps|registration-later-inputs|states|districts-in|form-proof-worker)-[\w-]+\.js$/;

test("a visitor's phone: the public form's first step needs at most its budget of JavaScript, the rest follows", async ({ browser, baseURL, page: setup, apiToken }) => {
  test.setTimeout(120_000);
  const admin = await apiToken(1);
  const start = addDays(new Date().toISOString().slice(0, 10), 30);
  const event = await createEvent(setup.request, admin, `Budget Shibir ${Date.now().toString(36)}`, admin, { date_from: start, date_to: addDays(start, 2) });
  const context = await browser.newContext({ ...PHONE, baseURL, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    // the later steps are held back until step 1 is usable: it must not need them
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(LATER, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && !LATER.test(request.url())) scripts.push(pathname);
    });
    await page.goto(`/event/${event.id}/register`);
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
    const usable = [...scripts];
    const gzip = usable.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.info(`public form, step 1 usable: JavaScript (gzip) ${(gzip / KB).toFixed(1)} KB in ${usable.length} files (${usable.join(', ')}); held until then: ${held.join(', ')}`);
    expect(gzip).toBeLessThanOrEqual(budgetOf('/event/{id}/register'));
    // the later steps and the place lists are asked for at the first touch of the form, not before (decision 104)
    expect(held.filter((file) => !file.includes('form-proof-worker'))).toEqual([]);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).tap();
    await expect.poll(() => ['registration-later-steps', '/states-'].every((name) => held.some((file) => file.includes(name)))).toBe(true);
    const laterSteps = page.waitForResponse((response) => response.url().includes('registration-later-steps'));
    release();
    expect((await laterSteps).status()).toBe(200);

    // in Hindi the catalogues of both languages come too: printed, the budget is the English page's
    const hindi = await context.newPage();
    await hindi.addInitScript(() => window.localStorage.setItem('sampark.language', 'hi'));
    const hindiScripts: string[] = [];
    hindi.on('request', (request) => {
      if (request.resourceType() === 'script' && !LATER.test(request.url())) hindiScripts.push(new URL(request.url()).pathname);
    });
    await hindi.goto(`/event/${event.id}/register`);
    await expect(hindi.getByRole('button', { name: 'अगला', exact: true })).toBeVisible();
    const hindiGzip = hindiScripts.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.info(`public form in Hindi, step 1 usable: JavaScript (gzip) ${(hindiGzip / KB).toFixed(1)} KB in ${hindiScripts.length} files`);
  } finally {
    await context.close();
  }
});
