import { addDays } from '../../packages/domain/src/schemas/registration-windows';
import { recordViolations, violations } from '../support/csp';
import { createEvent, runStamp } from '../support/events';
import { expect, test } from '../support/fixtures';

/**
 * The pages a phone opens first break none of the server's Content-Security-Policy. Zod, whose
 * schemas the app builds as it starts, tried `new Function("")` on every page load to learn whether
 * it may compile its parsers; the policy has no 'unsafe-eval', so the browser reported a violation
 * (script-src 'eval') on /login, a sevak's home and the public form each time, before the first
 * render (docs/decisions/108-zod-without-eval-in-the-browser.md). The accessibility walk checks
 * every other screen of every role the same way (accessibility.spec.ts).
 */

test.describe('the Content-Security-Policy on a phone', () => {
  test("a sevak's login page and home raise no violation", async ({ page, loginAs }) => {
    await recordViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    // the first tap starts the app (decision 110); its own login form has taken the prerendered
    // one over: the entry has run
    await page.getByLabel('Email or Mobile Number').tap();
    await expect(page.locator('#login-page')).toHaveCount(0, { timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
    await loginAs(5, '/home');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
  });

  test("the public registration form's first step raises no violation", async ({ page, apiToken }) => {
    const admin = await apiToken(1);
    const start = addDays(new Date().toISOString().slice(0, 10), 30);
    const event = await createEvent(page.request, admin, `CSP Shibir ${runStamp({ lettersOnly: true })}`, admin, { date_from: start, date_to: start });
    await recordViolations(page);
    await page.goto(`/event/${event.id}/register`);
    await expect(page.getByText('Step 1 of 6: Personal Details')).toBeVisible({ timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
  });
});
