/**
 * A later visit starts from a picture of My Contacts as the phone last showed it (issue 18,
 * docs/decisions/062-screen-snapshot.md). The app keeps that picture (screen-snapshot.ts); this
 * is index.html's inline script, written into the page as its source text by the build
 * (vite.config.ts screenSnapshot()): it may use only its argument and the browser, no import.
 *
 * It runs while the page is parsed, before the app's scripts: when the picture belongs to the
 * stored, unexpired login, to this address, to the stored language and to the window's width, it shows it over the
 * (hidden) app, which removes it once its own screen is there (dropScreenSnapshot).
 */
export interface SnapshotScriptOptions {
  /** localStorage key of the picture (screen-snapshot.ts SNAPSHOT_KEY) */
  key: string;
  /** lib/auth.ts AUTH_STORAGE_KEY */
  authKey: string;
  /** i18n.ts's key of the chosen language, and the language without one */
  languageKey: string;
  defaultLanguage: string;
  /** the element's id (screen-snapshot.ts SNAPSHOT_ID) */
  id: string;
  /** the picture is removed after this long even if the app never replaces it (it failed to start) */
  giveUpMs: number;
}

/** What screen-snapshot.ts stores: the app's #root as HTML (with MantineProvider's <style>), its user, addresses and language. */
export interface StoredSnapshot {
  user: number;
  /** the addresses that open this screen */
  paths: string[];
  lang: string;
  /** the window's width it was taken at: a picture is a phone's layout, not a laptop's */
  width: number;
  html: string;
}

export function showScreenSnapshot({ key, authKey, languageKey, defaultLanguage, id, giveUpMs }: SnapshotScriptOptions): void {
  let shot: StoredSnapshot | null;
  try {
    shot = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSnapshot | null;
    const auth = JSON.parse(localStorage.getItem(authKey) ?? 'null') as { expires_at?: unknown; user?: { id?: unknown } } | null;
    const language = localStorage.getItem(languageKey) ?? defaultLanguage;
    const current =
      shot &&
      auth &&
      Date.parse(String(auth.expires_at)) > Date.now() &&
      auth.user?.id === shot.user &&
      shot.lang === language &&
      shot.width === window.innerWidth &&
      Array.isArray(shot.paths) &&
      shot.paths.includes(location.pathname);
    if (!current) shot = null;
  } catch {
    shot = null; // storage blocked or a corrupt picture: the app starts as it would without one
  }
  const root = document.getElementById('root');
  if (!shot || !root) return;
  const html = document.documentElement;
  html.lang = shot.lang;
  // the app is light only (providers.tsx); Mantine's light rules need this before the app sets it
  html.setAttribute('data-mantine-color-scheme', 'light');
  const overlay = document.createElement('div');
  overlay.id = id;
  overlay.setAttribute('data-paths', shot.paths.join(' '));
  overlay.setAttribute('style', 'position:fixed;inset:0;z-index:1000;overflow:auto;background:#fff');
  overlay.innerHTML = shot.html;
  // the app renders below, laid out but unseen (and out of the accessibility tree) until it takes over
  root.style.visibility = 'hidden';
  root.after(overlay);
  // a tap on a button or an address of the app waits for the app (dropScreenSnapshot repeats it);
  // calls, messages and other sites (tel:, sms:, WhatsApp) work at once
  overlay.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element).closest('a[href], button, input, [role="button"]');
      if (!target) return;
      if (target instanceof HTMLAnchorElement && new URL(target.href, location.href).origin !== location.origin) return;
      event.preventDefault();
      const held = {
        tag: target.tagName,
        article: target.closest('article')?.getAttribute('aria-label') ?? null,
        label: target.getAttribute('aria-label'),
        text: (target.textContent ?? '').trim(),
      };
      overlay.setAttribute('data-held', JSON.stringify(held));
      overlay.style.cursor = 'progress';
    },
    true,
  );
  setTimeout(() => {
    if (overlay.isConnected) {
      overlay.remove();
      root.style.visibility = '';
    }
  }, giveUpMs);
}
