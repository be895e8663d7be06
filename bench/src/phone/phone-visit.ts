/// <reference lib="dom" />
// (the functions run in the browser: page.waitForFunction, page.evaluate)
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { keptKeys } from '../../../e2e/support/kept-keys';
import { ASSETS_CACHE } from '../../../packages/web/src/offline/cache-names';
import { ThrottledPage, type Traffic, WorkerThrottle, withWorkers } from './throttled-phone';

/**
 * What a visit looks for, evaluated in the page by `ThrottledPage.poll` (plain DOM calls:
 * no role or name computation). A shown element has a box and is not `visibility: hidden`: the
 * cards are held back (hidden) until the agenda is shown (sevak-home.tsx), and the followup dialog
 * is drawn hidden before it opens (decision 119), so neither is seen before it shows.
 */
export const SHOWN = (selector: string) =>
  `(() => { const e = document.querySelector(${JSON.stringify(selector)}); return !!e && e.getBoundingClientRect().width > 0 && e.checkVisibility({ visibilityProperty: true }); })()`;
/**
 * The centre of the first shown element matching `selector`, once free to tap (nothing, such as
 * the bottom bar, over its centre), brought to the middle of the screen first when it is not, as
 * a thumb would scroll it there; null until then.
 */
const TAP_POINT = (selector: string) => `(() => {
  const b = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.getBoundingClientRect().width > 0);
  if (!b) return null;
  const centre = () => { const r = b.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; };
  const free = (p) => b.contains(document.elementFromPoint(p.x, p.y));
  let p = centre();
  if (!free(p)) { b.scrollIntoView({ block: 'center' }); p = centre(); }
  return free(p) ? p : null;
})()`;

/** A finger's tap on `selector` as soon as it is shown and free (the protocol's touch events, not a locator's). */
export async function tap(phone: ThrottledPage, selector: string, timeout: number): Promise<void> {
  const point = await phone.poll<{ x: number; y: number }>(TAP_POINT(selector), timeout);
  await phone.page.touchscreen.tap(point.x, point.y);
}

/** The first card's '+ Followup' button, as the app draws it (issue 32's tap). */
export const FOLLOWUP_BUTTON = '#root article button[aria-label^="+ Followup "]';

/** One visit's figures: milliseconds and what was fetched. */
export interface Figure {
  ms: number;
  traffic: Traffic;
}

export interface PhoneVisit {
  /** (1) /login opened with an empty cache until the form can be used (login.html's own, before the app) */
  loginPage: Figure;
  /**
   * (1b) the same visit, the email field tapped as soon as the form is usable (the app runs from
   * the first touch, decision 110), until the app's LoginPage has taken the form over; both carry
   * the traffic up to then
   */
  loginAppStarted: Figure;
  /** (2) from pressing Login as a sevak until the first My Contacts card shows */
  loginToCards: Figure;
  /** (3) the app opened again later (warm cache, stored login) until the first card is painted (Element Timing) */
  laterVisit: Figure;
  /** (3b) the same visit until a script on the page can see a card (the page's main thread is free: the app's entry has run) */
  laterSeen: Figure;
  /** (3c) the same visit until the app shows its own cards in #root; all four carry the whole visit's traffic, until the page is quiet */
  laterAppStarted: Figure;
  /** (3d) the same visit: '+ Followup' on the first card tapped as soon as it is shown, until the app's followup dialog is open */
  laterFollowup: Figure;
}

/**
 * The login form, in either language: a shown Login button enabled and its form's fields editable.
 * With `app`, the app's own form: login.html's prerendered one (#login-page) is gone, removed by the
 * app's LoginPage when it took over what was typed (packages/web/src/features/auth/prerendered-login.ts);
 * on a page without one, the same moment.
 */
async function loginFormUsable(page: Page, timeout: number, { app = false } = {}): Promise<void> {
  // a function, not text: the app's Content-Security-Policy forbids evaluating strings
  await page.waitForFunction(
    (app) =>
      !(app && document.getElementById('login-page')) &&
      [...document.querySelectorAll('form')].some((form) => {
        const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
        const fields = [...form.querySelectorAll<HTMLInputElement>('input[autocomplete="username"], input[autocomplete="current-password"]')];
        return Boolean(button && !button.disabled && button.offsetParent && fields.length === 2 && fields.every((f) => !f.disabled && !f.readOnly));
      }),
    app,
    { polling: 'raf', timeout },
  );
}

/** Waits for a service worker that installed on this visit to be ready (at most 10 s): it serves the next one. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
}

/**
 * The phone's copy of My Contacts is kept (IndexedDB, key 'contacts'): it is fetched 3 s after the
 * first page (docs/decisions/105-contacts-copy-after-the-load.md), and a sevak's real first visit
 * lasts longer than that; the later visit opens on it.
 */
async function contactsCopyKept(page: Page, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await keptKeys(page)).includes('contacts')) {
    if (Date.now() > deadline) throw new Error(`the phone's copy of My Contacts was not kept within ${timeout} ms`);
    await page.waitForTimeout(250);
  }
}

/**
 * The service worker has kept every script this page loaded: those loaded before it existed are
 * sent to it to keep (offline/start-offline.ts, `KEEP_FILES`) and it fetches them one by one, in
 * the background. A later visit that starts before it is done fetches the rest from the network,
 * as it should; the visit measured here is a later one that finds them kept.
 */
async function scriptsKept(page: Page, timeout: number): Promise<void> {
  const missing = () =>
    page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && /^\/assets\/.*\.js$/.test(url.pathname));
      const kept = await Promise.all(scripts.map(async (url) => ((await cache.match(url.href)) ? null : url.pathname)));
      return kept.filter((path): path is string => path !== null);
    }, ASSETS_CACHE);
  const deadline = Date.now() + timeout;
  for (let left = await missing(); left.length > 0; left = await missing()) {
    if (Date.now() > deadline) throw new Error(`the service worker did not keep ${left.join(', ')} within ${timeout} ms`);
    await page.waitForTimeout(250);
  }
}

/**
 * What a later visit opens on, once kept by this page's visit: the phone's copy of My Contacts, the
 * service worker and the scripts it keeps (also the Lighthouse bench's earlier visit of a sevak's
 * home: lighthouse-bench.ts).
 */
export async function keptForLaterVisit(page: Page, timeout: number): Promise<void> {
  await contactsCopyKept(page, timeout);
  await workerReady(page);
  await scriptsKept(page, timeout);
}

/**
 * When the page painted its first card, in ms after `since` (an epoch time): the Element Timing
 * API's render time of the first card's name (contact-cards.tsx marks it). Playwright's own check
 * runs on the page's main thread, so it may see a painted card only once a long task has ended.
 */
async function firstCardPainted(page: Page, since: number): Promise<number> {
  const painted = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'contact-card') as (PerformanceEntry & { renderTime: number }) | undefined;
          if (!entry) return;
          observer.disconnect();
          resolve(performance.timeOrigin + entry.renderTime);
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve(null), 5000);
      }),
  );
  if (painted === null) throw new Error('no paint of a contact card was reported (Element Timing)');
  return painted - since;
}

async function timed(action: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/**
 * One sevak's day in the field, in a fresh context (empty cache): opens /login, logs in, waits for
 * My Contacts' first card; lets the page settle (service worker caching); then opens the app again
 * in a new tab of the same browser (warm cache, login stored) until the first card shows.
 */
export async function phoneVisit(context: BrowserContext, baseUrl: string, login: { email: string; password: string }, timeout = 60_000): Promise<PhoneVisit> {
  const workers = await WorkerThrottle.start(context.browser()!);
  try {
    return await visit(context, baseUrl, login, timeout, workers);
  } finally {
    await workers.stop();
  }
}

type FirstVisit = Pick<PhoneVisit, 'loginPage' | 'loginAppStarted' | 'loginToCards'>;

/**
 * A new phone's first visit: /login until its form can be used and until the app has taken it over,
 * then Login pressed until My Contacts' first card shows; it ends once the phone's copy of My
 * Contacts, the service worker and the scripts it keeps are ready for the later visit, with the tab closed.
 */
export async function firstVisit(context: BrowserContext, baseUrl: string, login: { email: string; password: string }, timeout: number, workers: WorkerThrottle): Promise<FirstVisit> {
  const first = await ThrottledPage.open(context);
  const { page } = first;
  const start = performance.now();
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit', timeout });
  await loginFormUsable(page, timeout);
  const loginMs = performance.now() - start;
  // the first touch starts the app; typing waits for it, so that (2) times the login itself, as
  // before login.html
  await tap(first, 'input[autocomplete="username"]', timeout);
  await loginFormUsable(page, timeout, { app: true });
  const appMs = performance.now() - start;
  const loginTraffic = withWorkers(first.take(), workers);

  await page.locator('input[autocomplete="username"]').fill(login.email);
  await page.locator('input[autocomplete="current-password"]').fill(login.password);
  withWorkers(first.take(), workers); // nothing belongs to typing, but a late request would not count twice
  const cardsMs = await timed(async () => {
    await page.locator('form button[type="submit"]').click();
    await first.poll(SHOWN('article'), timeout);
  });
  const cardsTraffic = withWorkers(first.take(), workers);
  await contactsCopyKept(page, timeout);
  await first.settle();
  await workerReady(page);
  await scriptsKept(page, timeout);
  await first.settle();
  await first.close();
  workers.take(); // the worker keeping files between the visits
  return {
    loginPage: { ms: loginMs, traffic: loginTraffic },
    loginAppStarted: { ms: appMs, traffic: loginTraffic },
    loginToCards: { ms: cardsMs, traffic: cardsTraffic },
  };
}

async function visit(context: BrowserContext, baseUrl: string, login: { email: string; password: string }, timeout: number, workers: WorkerThrottle): Promise<PhoneVisit> {
  const firstFigures = await firstVisit(context, baseUrl, login, timeout, workers);
  const later = await ThrottledPage.open(context);
  const opened = Date.now();
  const laterStart = performance.now();
  await later.page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout });
  // a person taps '+ Followup' as soon as it shows (a touch at its centre, as a finger's)
  await later.poll(SHOWN('article'), timeout);
  const seenMs = performance.now() - laterStart;
  // the app's own card: in #root (a build with decision 062's picture showed one outside it first)
  await later.poll(SHOWN('#root article'), timeout);
  const appCardsMs = performance.now() - laterStart;
  await tap(later, FOLLOWUP_BUTTON, timeout);
  await later.poll(SHOWN('[role="dialog"]'), timeout);
  const followupMs = performance.now() - laterStart;
  const laterMs = await firstCardPainted(later.page, opened);
  // the dialog shows at the tap, while its rules' chunks are still on their way (followup-dialog.tsx):
  // the visit's traffic is counted once they have come
  await later.settle();
  const laterTraffic = withWorkers(later.take(), workers);
  await later.close();

  return {
    ...firstFigures,
    laterVisit: { ms: laterMs, traffic: laterTraffic },
    laterSeen: { ms: seenMs, traffic: laterTraffic },
    laterAppStarted: { ms: appCardsMs, traffic: laterTraffic },
    laterFollowup: { ms: followupMs, traffic: laterTraffic },
  };
}
