/**
 * The service worker's caches (offline/sw.ts), named once: the page reads the kept shell too, to
 * refresh it before reloading for a new version (offline/new-version.ts).
 */
export const PAGES_CACHE = 'sampark-pages';
export const ASSETS_CACHE = 'sampark-assets';
/** Every app route is the same index.html: one copy under this key opens any of them. */
export const SHELL_KEY = '/index.html';
/** An app page the server answers with the shell, to fetch it when the page at hand is another (/login). */
export const SHELL_URL = '/home';
