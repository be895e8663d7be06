import { PAGES_CACHE, SHELL_KEY, SHELL_URL } from './cache-names';

/**
 * A screen's file that will not load, online, usually means a new version was deployed: the server
 * no longer has the old version's files (it answers index.html). The service worker opens the app
 * from the kept shell (docs/decisions/059-later-visit.md), which may be that old version, so the
 * shell is fetched afresh into its cache and the page reloaded, once: a failure again within
 * RELOAD_WINDOW_MS is left as it is (app/route-error.tsx), so a broken deploy never reloads in a loop.
 */
const RELOADED_AT_KEY = 'sampark.reloaded-for-new-version';
const RELOAD_WINDOW_MS = 60_000;
const SHELL_FETCH_TIMEOUT_MS = 10_000;

function reloadedAt(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
  } catch {
    return Number.POSITIVE_INFINITY; // no storage: no way to know, so no automatic reload
  }
}

/** Replaces the kept shell with the server's, when the worker keeps one. */
async function refreshShell(): Promise<void> {
  if (!('caches' in window) || !(await caches.match(SHELL_KEY, { cacheName: PAGES_CACHE }))) return;
  const response = await fetch(SHELL_URL, { headers: { Accept: 'text/html' }, cache: 'no-cache', signal: AbortSignal.timeout(SHELL_FETCH_TIMEOUT_MS) });
  if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) await (await caches.open(PAGES_CACHE)).put(SHELL_KEY, response);
}

/** Reloads the page for the new version unless it already did so a moment ago or is offline; says whether it did. */
export async function reloadForNewVersion(reload = () => window.location.reload(), now = Date.now()): Promise<boolean> {
  if (!navigator.onLine || now - reloadedAt() < RELOAD_WINDOW_MS) return false;
  window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  await refreshShell().catch(() => undefined); // the network failed: the reload still tries
  reload();
  return true;
}

/**
 * Vite's loader of every lazy file (screens, the shell, catalogues) reports a failure as
 * `vite:preloadError`; the failure itself still reaches the screen, whose error screen asks for a
 * reload (app/route-error.tsx). A missing file after a deploy is the case to catch here: the
 * reload is done for the user, once in a while (RELOAD_WINDOW_MS).
 */
export function reloadOnMissingFiles(reload = () => window.location.reload()): void {
  window.addEventListener('vite:preloadError', () => void reloadForNewVersion(reload));
}
