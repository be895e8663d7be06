import fs from 'node:fs';
import path from 'node:path';
import { CPU_SLOWDOWN, FAST_3G, PHONE, phoneVisit } from '../../bench/src/phone/phone-visit';
import { BUDGETS } from '../../packages/web/test/route-budgets';
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
        line('later visit to first card', visit.laterVisit),
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
