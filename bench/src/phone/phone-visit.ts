/// <reference lib="dom" />
// (the functions run in the browser: page.waitForFunction, page.evaluate)
import { performance } from 'node:perf_hooks';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { keptKeys } from '../../../e2e/support/kept-keys';

/**
 * A sevak's phone as issue 18 measures it: 360 x 740 px, Chrome DevTools' "Fast 3G" (1.44 Mbps
 * down, 675 Kbps up, 562 ms round trip) and a CPU 4x slower than this machine's, applied through
 * the Chrome DevTools Protocol. Shared by the benchmark (phone-bench.ts) and the browser test
 * (e2e/tests/phone-load.spec.ts), so both measure the same visit.
 */
export const FAST_3G = { offline: false, latency: 562, downloadThroughput: (1_440_000 / 8) | 0, uploadThroughput: (675_000 / 8) | 0 };
export const CPU_SLOWDOWN = 4;
export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Chromium's flags for this machine (as e2e/playwright.config.ts). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** What one phase of a visit fetched. */
export interface Traffic {
  /** every request the page made (network, HTTP cache or service worker) */
  requests: number;
  /** fetches over the (throttled) network, the page's own and its service worker's for it */
  network: number;
  /** bytes received over the network, headers included (compressed bodies as sent) */
  bytes: number;
  /** path of every script the page loaded over the network (itself or through its worker), e.g. '/assets/index-3f2a9c.js' */
  scripts: string[];
  /** path of every script the page asked for, from the network or a cache */
  requestedScripts: string[];
}

interface RequestSeen {
  url: string;
  type?: string;
  cached: boolean;
  bytes: number;
}

/** Throttles a page and counts what it fetches, phase by phase (`take()`). */
export class ThrottledPage {
  private seen = new Map<string, RequestSeen>();
  private inFlight = new Set<string>();
  private redirects = 0;

  private constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {
    cdp.on('Network.requestWillBeSent', (e) => {
      // a redirect reuses the request id: the earlier hop is one request of its own
      const hop = this.seen.get(e.requestId);
      if (hop && e.redirectResponse) this.seen.set(`${e.requestId}/${this.redirects++}`, { ...hop, bytes: e.redirectResponse.encodedDataLength });
      this.seen.set(e.requestId, { url: e.request.url, type: e.type, cached: false, bytes: 0 });
      this.inFlight.add(e.requestId);
    });
    cdp.on('Network.requestServedFromCache', (e) => this.mark(e.requestId, { cached: true }));
    cdp.on('Network.responseReceived', (e) => {
      const r = e.response;
      this.mark(e.requestId, { type: e.type, cached: Boolean(r.fromDiskCache || r.fromServiceWorker || r.fromPrefetchCache) });
    });
    cdp.on('Network.loadingFinished', (e) => {
      this.mark(e.requestId, { bytes: e.encodedDataLength });
      this.inFlight.delete(e.requestId);
    });
    cdp.on('Network.loadingFailed', (e) => this.inFlight.delete(e.requestId));
  }

  private mark(id: string, change: Partial<RequestSeen>) {
    const request = this.seen.get(id);
    if (request) Object.assign(request, change);
  }

  static async open(context: BrowserContext): Promise<ThrottledPage> {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return new ThrottledPage(page, cdp);
  }

  /** What was fetched since the last call (requests still loading are counted with their bytes so far). */
  take(): Traffic {
    const requests = [...this.seen.values()];
    this.seen = new Map([...this.seen].filter(([id]) => this.inFlight.has(id)));
    const network = requests.filter((r) => !r.cached);
    return {
      requests: requests.length,
      network: network.length,
      bytes: network.reduce((sum, r) => sum + r.bytes, 0),
      scripts: network.filter((r) => r.type === 'Script').map((r) => new URL(r.url).pathname),
      requestedScripts: requests.filter((r) => r.type === 'Script').map((r) => new URL(r.url).pathname),
    };
  }

  /** Waits until nothing has loaded for `quietMs` (the service worker's caching, late chunks). */
  async settle(quietMs = 1500, timeoutMs = 60_000): Promise<void> {
    const end = performance.now() + timeoutMs;
    let quietSince = performance.now();
    let last = this.seen.size;
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (this.inFlight.size > 0 || this.seen.size !== last) {
        quietSince = performance.now();
        last = this.seen.size;
      } else if (performance.now() - quietSince >= quietMs) return;
    }
  }

  /**
   * Evaluates `expression` in the page every 25 ms until it gives a truthy value, and returns it.
   * Through the DevTools protocol, not a Playwright locator: a locator's wait runs Playwright's
   * injected script on the page's main thread (its install, then role and name computations on
   * every poll), which a person's phone does not, and which slowed the later visit it timed
   * (docs/decisions/109-phone-bench-without-locators.md). Each evaluation is a short task of its
   * own, so it still waits for the page's long tasks, as a person's tap does.
   */
  async poll<T>(expression: string, timeoutMs: number): Promise<T> {
    const end = performance.now() + timeoutMs;
    while (performance.now() < end) {
      const { result, exceptionDetails } = await this.cdp.send('Runtime.evaluate', { expression, returnByValue: true });
      if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      if (result.value) return result.value as T;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`not seen within ${timeoutMs} ms: ${expression}`);
  }

  async close(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
    await this.page.close();
  }
}

/**
 * What a visit looks for, evaluated in the page by `ThrottledPage.poll` (plain DOM calls:
 * no role or name computation). A shown element has a box; the cards are held back (hidden)
 * until the agenda is shown (sevak-home.tsx), so a hidden card is not yet seen.
 */
const SHOWN = (selector: string) => `(() => { const e = document.querySelector(${JSON.stringify(selector)}); return !!e && e.getBoundingClientRect().width > 0; })()`;
/**
 * The first card's '+ Followup' button's centre once shown and free to tap (nothing, such as the
 * bottom bar, over its centre), brought to the middle of the screen first when it is not, as a
 * thumb would scroll it there.
 */
const FOLLOWUP_BUTTON = `(() => {
  const b = document.querySelector('#root article button[aria-label^="+ Followup "]');
  if (!b || !b.getBoundingClientRect().width) return null;
  const centre = () => { const r = b.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; };
  const free = (p) => b.contains(document.elementFromPoint(p.x, p.y));
  let p = centre();
  if (!free(p)) { b.scrollIntoView({ block: 'center' }); p = centre(); }
  return free(p) ? p : null;
})()`;

/**
 * The page's throttling does not reach a service worker: what the worker fetches for the page
 * (its network fallbacks, the API calls it passes on) would travel at full speed. This attaches
 * to every service worker of the browser and throttles it the same way, as DevTools does; the
 * page sees those requests as answered by the worker, so their bytes are counted here.
 */
export class WorkerThrottle {
  /** bytes and requests the workers fetched over the network since the last `take()` */
  private bytes = 0;
  private requests = 0;
  private scripts: string[] = [];
  private readonly attached = new Set<string>();
  private readonly urls = new Map<string, string>();
  private readonly fromNetwork = new Map<string, boolean>();

  private constructor(private readonly cdp: CDPSession) {}

  static async start(browser: Browser): Promise<WorkerThrottle> {
    const cdp = await browser.newBrowserCDPSession();
    const throttle = new WorkerThrottle(cdp);
    cdp.on('Target.targetCreated', ({ targetInfo }) => void throttle.attach(targetInfo));
    cdp.on('Target.targetInfoChanged', ({ targetInfo }) => void throttle.attach(targetInfo));
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => throttle.received(message));
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    return throttle;
  }

  private async attach(target: { targetId: string; type: string }) {
    if (target.type !== 'service_worker' || this.attached.has(target.targetId)) return;
    this.attached.add(target.targetId);
    try {
      // not flattened: Playwright's session relays the worker's messages as events
      const { sessionId } = await this.cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      let id = 0;
      const send = (method: string, params: object) => this.cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
      await send('Network.enable', {});
      await send('Network.emulateNetworkConditions', FAST_3G);
    } catch {
      // the worker stopped before it could be attached: it fetches nothing more
    }
  }

  private received(message: string) {
    const { method, params } = JSON.parse(message) as { method?: string; params?: Record<string, unknown> };
    if (method === 'Network.requestWillBeSent') {
      this.urls.set(params!.requestId as string, (params!.request as { url: string }).url);
    } else if (method === 'Network.responseReceived') {
      const response = params!.response as { fromDiskCache?: boolean; fromServiceWorker?: boolean };
      this.fromNetwork.set(params!.requestId as string, !response.fromDiskCache);
    } else if (method === 'Network.loadingFinished' && this.fromNetwork.get(params!.requestId as string)) {
      this.requests += 1;
      this.bytes += params!.encodedDataLength as number;
      // the worker fetches the page's scripts with fetch(): known by their path
      const url = this.urls.get(params!.requestId as string);
      if (url && /^\/assets\/.*\.js$/.test(new URL(url).pathname)) this.scripts.push(new URL(url).pathname);
    }
  }

  take(): { requests: number; bytes: number; scripts: string[] } {
    const taken = { requests: this.requests, bytes: this.bytes, scripts: this.scripts };
    this.requests = 0;
    this.bytes = 0;
    this.scripts = [];
    return taken;
  }

  async stop(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}

/**
 * Adds what the service workers fetched to a phase of the page's traffic. Their bytes all count
 * (they share the phone's network), but a script counts as the page's only when the page asked
 * for it: the worker also keeps My Contacts' files for offline use in the background (decision
 * 051), and whether that lands inside a phase is a matter of timing.
 */
function withWorkers(traffic: Traffic, workers: WorkerThrottle): Traffic {
  const fetched = workers.take();
  const forPage = fetched.scripts.filter((script) => traffic.requestedScripts.includes(script));
  return {
    requests: traffic.requests,
    network: traffic.network + fetched.requests,
    bytes: traffic.bytes + fetched.bytes,
    scripts: [...new Set([...traffic.scripts, ...forPage])],
    requestedScripts: traffic.requestedScripts,
  };
}

/** One visit's figures: milliseconds and what was fetched. */
export interface Figure {
  ms: number;
  traffic: Traffic;
}

export interface PhoneVisit {
  /** (1) /login opened with an empty cache until the form can be used (login.html's own, before the app) */
  loginPage: Figure;
  /** (1b) the same visit until the app's LoginPage has taken the form over; both carry the traffic up to then */
  loginAppStarted: Figure;
  /** (2) from pressing Login as a sevak until the first My Contacts card shows */
  loginToCards: Figure;
  /** (3) the app opened again later (warm cache, stored login) until the first card is painted (Element Timing) */
  laterVisit: Figure;
  /** (3b) the same visit until a script on the page can see a card (the page's main thread is free: the app's entry has run) */
  laterSeen: Figure;
  /** (3c) the same visit until the app shows its own cards in #root; all four carry the traffic up to then */
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

async function visit(context: BrowserContext, baseUrl: string, login: { email: string; password: string }, timeout: number, workers: WorkerThrottle): Promise<PhoneVisit> {
  const first = await ThrottledPage.open(context);
  const { page } = first;
  const start = performance.now();
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit', timeout });
  await loginFormUsable(page, timeout);
  const loginMs = performance.now() - start;
  // typing waits for the app, so that (2) times the login itself, as before login.html
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
  await first.settle();
  await first.close();
  workers.take(); // the worker keeping files between the visits

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
  const button = await later.poll<{ x: number; y: number }>(FOLLOWUP_BUTTON, timeout);
  await later.page.touchscreen.tap(button.x, button.y);
  await later.poll(SHOWN('[role="dialog"]'), timeout);
  const followupMs = performance.now() - laterStart;
  const laterMs = await firstCardPainted(later.page, opened);
  const laterTraffic = withWorkers(later.take(), workers);
  await later.close();

  return {
    loginPage: { ms: loginMs, traffic: loginTraffic },
    loginAppStarted: { ms: appMs, traffic: loginTraffic },
    loginToCards: { ms: cardsMs, traffic: cardsTraffic },
    laterVisit: { ms: laterMs, traffic: laterTraffic },
    laterSeen: { ms: seenMs, traffic: laterTraffic },
    laterAppStarted: { ms: appCardsMs, traffic: laterTraffic },
    laterFollowup: { ms: followupMs, traffic: laterTraffic },
  };
}
