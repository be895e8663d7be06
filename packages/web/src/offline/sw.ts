/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { LOGIN_PATH, PUBLIC_FORM_PATH } from '@sampark/domain/page-paths';
import { ASSETS_CACHE, PAGES_CACHE, SHELL_KEY, SHELL_URL } from './cache-names';

/**
 * The app's service worker (issue 18; docs/decisions/051-offline-my-contacts.md). It keeps the app
 * shell and the files the user has loaded, nothing more: no precache, so a sevak's phone on 3G never
 * downloads the staff screens it does not open. The API is not routed here at all (the browser
 * fetches it as if there were no worker), so no answer with someone's data lands in a cache;
 * the app keeps its own data in IndexedDB and clears it on logout.
 */
declare const self: ServiceWorkerGlobalScope;


// A first install takes over the open page at once, so the files it loads from now on are kept.
// An update waits (no skipWaiting) until every page of the old version is closed: the open page
// keeps the worker and files it started with, and the next visit gets the new ones.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Hashed files never change: from the cache when there, else fetched and kept. */
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // the server answers a file it no longer has with index.html: never keep that as a script
      { cacheWillUpdate: async ({ response }) => (response.headers.get('content-type')?.startsWith('text/html') ? null : response) },
      new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

const appPage = (url: URL) => !PUBLIC_FORM_PATH.test(url.pathname) && !LOGIN_PATH.test(url.pathname);
const navigation = (request: Request, url: URL) => sameOrigin(url) && request.mode === 'navigate' && !url.pathname.startsWith('/api');

/**
 * App pages: the kept shell at once, refreshed from the network behind it for the next visit
 * (docs/decisions/059-later-visit.md): on a phone's 3G the network costs a round trip before
 * anything shows. A deploy that removed the old shell's files is met by a reload (offline/new-version.ts).
 */
registerRoute(
  ({ request, url }) => navigation(request, url) && appPage(url),
  new StaleWhileRevalidate({
    cacheName: PAGES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheKeyWillBeUsed: async () => SHELL_KEY }],
  }),
);

/** The form's and the login page: the network first (a new version shows at once), the kept copy without network (or after 5 s). */
registerRoute(
  ({ request, url }) => navigation(request, url) && !appPage(url),
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 5, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

/** Fetches (from the browser's HTTP cache when there: the assets are immutable) and keeps `urls`. */
async function keepAssets(urls: URL[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  for (const url of urls) {
    if (!sameOrigin(url) || !url.pathname.startsWith('/assets/') || (await cache.match(url.href))) continue;
    const response = await fetch(url.href).catch(() => null);
    if (response?.ok && !response.headers.get('content-type')?.startsWith('text/html')) await cache.put(url.href, response);
  }
}

/** Keeps the shell, fetched from `page` when it is an app page, else from SHELL_URL (a first visit starts on /login). */
async function keepShell(page: URL): Promise<void> {
  if (!sameOrigin(page) || PUBLIC_FORM_PATH.test(page.pathname) || (await caches.match(SHELL_KEY, { cacheName: PAGES_CACHE }))) return;
  const from = appPage(page) ? page.href : new URL(SHELL_URL, self.location.origin).href;
  const response = await fetch(from, { headers: { Accept: 'text/html' } }).catch(() => null);
  if (response?.ok) await (await caches.open(PAGES_CACHE)).put(SHELL_KEY, response);
}

/** The files My Contacts needs offline, as the build lists them (vite.config.ts offlineFiles). */
async function keepOfflineFiles(): Promise<void> {
  const response = await fetch('/offline-files.json', { cache: 'no-cache' }).catch(() => null);
  const list: unknown = response?.ok ? await response.json().catch(() => null) : null;
  if (Array.isArray(list)) await keepAssets(list.filter((u): u is string => typeof u === 'string').map((u) => new URL(u, self.location.origin)));
}

/**
 * Messages from the page: `KEEP_FILES`, the files a page loaded before this worker existed (its
 * first visit), with the page itself; `KEEP_OFFLINE_FILES`, sent when My Contacts opens.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown; page?: unknown } | null;
  if (data?.type === 'KEEP_OFFLINE_FILES') return event.waitUntil(keepOfflineFiles());
  if (data?.type !== 'KEEP_FILES' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string').map((u) => new URL(u, self.location.origin));
  event.waitUntil(Promise.all([keepAssets(urls), typeof data.page === 'string' ? keepShell(new URL(data.page, self.location.origin)) : undefined]));
});
