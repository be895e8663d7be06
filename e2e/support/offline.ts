import { expect, type Page } from '@playwright/test';
import { keptKeys } from './kept-keys';

/** The service worker is active and has kept the app shell, and the phone has its copy (`key`: of My Contacts, or 'agenda'). */
export async function keptForOffline(page: Page, key = 'contacts') {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), { timeout: 20_000 }).toBe('activated');
  await expect.poll(() => page.evaluate(async () => !!(await caches.match('/index.html', { cacheName: 'sampark-pages' }))), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => keptKeys(page), { timeout: 20_000 }).toContain(key);
  // the files My Contacts may load on demand (the notifications, the catalogues), as the build lists them
  const missing = () =>
    page.evaluate(async () => {
      const files = (await (await fetch('/offline-files.json')).json()) as string[];
      const cache = await caches.open('sampark-assets');
      const kept = await Promise.all(files.map(async (f) => ((await cache.match(f)) ? null : f)));
      return kept.filter(Boolean);
    });
  await expect.poll(missing, { timeout: 30_000 }).toEqual([]);
}
