import { performance } from 'node:perf_hooks';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/**
 * A sevak's phone as issue 18 measures it: 360 x 740 px, Chrome DevTools' "Fast 3G" (1.44 Mbps
 * down, 675 Kbps up, 562 ms round trip) and a CPU 4x slower than this machine's, applied through
 * the Chrome DevTools Protocol. Shared by the benchmark (phone-bench.ts) and the browser test
 * (e2e/tests/phone-load.spec.ts), so both measure the same visit.
 */
export const FAST_3G = { offline: false, latency: 562, downloadThroughput: (1_440_000 / 8) | 0, uploadThroughput: (675_000 / 8) | 0 };
/**
 * The phone's CPU: 4x slower than this machine's, as issues 18 and 32 state it (and Lighthouse's
 * mobile preset). Lighthouse's docs mean 4x for a host of CPU/Memory Power 1500-2000, so a phone of
 * about 375-500; on a faster host `PHONE_CPU_SLOWDOWN` (e.g. 6.5 at 2,900) emulates that phone
 * instead. The phone and Lighthouse benches both read it.
 */
export const CPU_SLOWDOWN = cpuSlowdown(process.env.PHONE_CPU_SLOWDOWN);

function cpuSlowdown(value: string | undefined): number {
  if (value === undefined) return 4;
  const rate = Number(value);
  if (!(rate >= 1)) throw new Error(`PHONE_CPU_SLOWDOWN must be a number of at least 1, not "${value}"`);
  return rate;
}
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
  /** an answer has come (its headers, or word that a cache served it): until then, where from is unknown */
  answered: boolean;
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
      this.seen.set(e.requestId, { url: e.request.url, type: e.type, answered: false, cached: false, bytes: 0 });
      this.inFlight.add(e.requestId);
    });
    cdp.on('Network.requestServedFromCache', (e) => this.mark(e.requestId, { answered: true, cached: true }));
    cdp.on('Network.responseReceived', (e) => {
      const r = e.response;
      this.mark(e.requestId, { type: e.type, answered: true, cached: Boolean(r.fromDiskCache || r.fromServiceWorker || r.fromPrefetchCache) });
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

  /**
   * What was fetched since the last call (requests still loading are counted with their bytes so
   * far, and again in the next call). A request not yet answered counts as requested only: it
   * came over the network only if its answer says so, and a script on its way from the service
   * worker's cache is not a fetch (the later visit's phone-load test flaked on one).
   */
  take(): Traffic {
    const requests = [...this.seen.values()];
    this.seen = new Map([...this.seen].filter(([id]) => this.inFlight.has(id)));
    const network = requests.filter((r) => r.answered && !r.cached);
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
export function withWorkers(traffic: Traffic, workers: WorkerThrottle): Traffic {
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
