import { getAuth } from '../lib/auth';
import { reloadOnMissingFiles } from './new-version';

/**
 * Registers the service worker (offline/sw.ts, built to /sw.js), starts sending the followups
 * queued offline (docs/decisions/051-offline-my-contacts.md) and reloads for a new version when
 * the kept shell's files are gone (offline/new-version.ts). Production builds only: Vite's dev
 * server serves modules the worker would keep stale. The followups feature's sender comes from
 * main.tsx, as a shared module imports no feature.
 */
export function startOffline(loadFollowupSync: () => Promise<{ startFollowupSync: () => void }>): void {
  if (!import.meta.env.PROD || typeof window === 'undefined') return;
  forgetOldScreenPicture();
  reloadOnMissingFiles(); // a deploy while the phone opened an older kept shell (decision 059)
  afterLoad(() => {
    if ('serviceWorker' in navigator) void registerWorker();
    // the queue is sent by its own small chunk, fetched once the page has loaded (My Contacts
    // also starts it, for a login made after this page loaded)
    if (getAuth()) void loadFollowupSync().then((m) => m.startFollowupSync(), () => undefined);
  });
}

/**
 * Runs `work` once the page has loaded: at its load event, or at once when that has passed. On
 * /login the app starts at the person's first touch (decision 110), after the load event: waiting
 * for it there registered no worker, and a phone that logged in and lost the network had nothing kept.
 */
function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}

/** An older version kept a picture of My Contacts (decision 062, removed by 096): contacts' data that nothing reads any more. */
function forgetOldScreenPicture(): void {
  try {
    window.localStorage.removeItem('sampark.screen');
  } catch {
    // storage blocked: nothing was kept either
  }
}

/**
 * Whether this page itself came through the service worker. A controller alone does not say so:
 * a worker installed by the page before (the login page) can claim this one after its navigation
 * went to the network, and then nobody would keep its shell.
 */
function openedThroughWorker(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !!navigator.serviceWorker.controller && (navigation?.workerStart ?? 0) > 0;
}

async function registerWorker(): Promise<void> {
  // a page opened through the worker has its files kept by it
  if (openedThroughWorker()) return void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return;
    // this page was loaded before the worker existed: it sends what it loaded, and what it loads
    // later (a screen's chunks), for the worker to keep
    const keep = (urls: string[]) => worker.postMessage({ type: 'KEEP_FILES', urls, page: window.location.href });
    keep(performance.getEntriesByType('resource').map((e) => e.name));
    new PerformanceObserver((list) => keep(list.getEntries().map((e) => e.name))).observe({ type: 'resource' });
  } catch {
    // no worker (private mode, an old browser): the app works online as before
  }
}

/** My Contacts asks the worker to keep what it needs offline (the build's offline-files.json). */
export function keepOfflineFiles(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'KEEP_OFFLINE_FILES' }));
}
