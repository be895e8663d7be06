/**
 * The login form before the app runs (issue 18, docs/decisions/060-prerendered-login.md). The
 * server sends /login as login.html: LoginPage rendered at build time in both languages
 * (app/login-page-prerender.tsx) in `#login-page`, beside the app's empty `#root`. Its inline
 * scripts, `startPrerenderedLogin` before the forms and `keepShownForm` after them, run before the
 * app's, which they start at the person's first touch or key (decision 110); when LoginPage
 * mounts, it takes over what was typed (`takeOverPrerenderedLogin`, use-prerendered-login.ts).
 */
export const PRERENDERED_PAGE_ID = 'login-page';
/** on each prerendered form's wrapper: the language it is in */
export const LANGUAGE_ATTRIBUTE = 'data-login-language';
/** on a prerendered form whose Login was pressed before the app could log in */
export const PRESSED_ATTRIBUTE = 'data-pressed';
/** on <html> when a login is stored: the app sends the user on to /home, so no form is shown */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

export type LoginField = 'email' | 'password';

export interface PrerenderedLogin {
  values: Record<LoginField, string>;
  /** the field the user was in, with the selection (the caret) in it */
  focused: { field: LoginField; selection: [number, number] } | null;
  pressed: boolean;
}

export interface StartOptions {
  /** the app's stylesheets: loaded without holding the first paint (the form's rules are inline) */
  stylesheets: string[];
  /** lib/auth.ts AUTH_STORAGE_KEY */
  authKey: string;
  /** the app's entry (a module script; the page preloads it): run at the first touch or key, or at once for a stored login */
  app: string;
}

/**
 * login.html's inline script, written into the page as its source text (login-page-html.ts): it
 * may use only its argument and the browser, no import. It shows the form in the stored language
 * (i18n.ts keeps it under 'sampark.language'), hides the form when a login is stored, starts the
 * stylesheets, and keeps a press of Login (or Enter) for the app, since the form has no script yet.
 *
 * The app itself runs only once the person starts: at the first touch, key or focus on the page
 * (decision 110). Until then the page is HTML and a form the browser handles alone, so the main
 * thread is free for the first tap; the app's code is preloaded meanwhile, not run. A stored login
 * starts it at once (the app sends the user on to /home). A language chosen on the prerendered
 * switch is stored for the app, which starts in it.
 */
export function startPrerenderedLogin({ stylesheets, authKey, app }: StartOptions): void {
  const html = document.documentElement;
  let signedIn = false;
  try {
    if (localStorage.getItem('sampark.language') === 'hi') html.lang = 'hi';
    const auth = JSON.parse(localStorage.getItem(authKey) ?? 'null') as { expires_at?: unknown } | null;
    signedIn = !!auth && Date.parse(String(auth.expires_at)) > Date.now();
    if (signedIn) html.setAttribute('data-signed-in', '');
  } catch {
    // storage blocked or a corrupt login: English, and the form (the app removes a bad login)
  }
  // before the page's own rules: its theme variables (the app's colours, which keep text above
  // 4.5:1) must win over the stylesheet's defaults, as the app's own do once it runs
  const pageStyle = document.head.querySelector('style');
  for (const href of stylesheets) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.insertBefore(link, pageStyle);
  }
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app;
      document.head.append(script);
    };
    // an inserted module script runs as soon as it is fetched: not before #root is in the document
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  };
  if (signedIn) startApp();
  // a screen reader's activation is a click alone; a phone's keyboard may send input without keys
  for (const type of ['pointerdown', 'keydown', 'focusin', 'click', 'input']) document.addEventListener(type, startApp, true);
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.closest('#login-page .language-switch')) return;
    try {
      localStorage.setItem('sampark.language', input.value);
    } catch {
      // storage blocked: the app starts in the page's language
    }
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.closest('#login-page')) return;
    event.preventDefault();
    form.setAttribute('data-pressed', '');
    form.querySelector('button[type="submit"]')?.setAttribute('aria-busy', 'true');
    startApp();
  });
}

/**
 * login.html's second inline script, right after the forms: removes those in other languages
 * (until then the page's CSS hides them), so the page has one form, one password field, one Login.
 */
export function keepShownForm(): void {
  const language = document.documentElement.lang;
  for (const wrapper of document.querySelectorAll('#login-page [data-login-language]')) {
    if (wrapper.getAttribute('data-login-language') !== language) wrapper.remove();
  }
}

function field(form: HTMLFormElement, name: LoginField): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

function focusedField(form: HTMLFormElement): PrerenderedLogin['focused'] {
  for (const name of ['email', 'password'] as const) {
    const input = field(form, name);
    if (input && input === document.activeElement) return { field: name, selection: [input.selectionStart ?? 0, input.selectionEnd ?? 0] };
  }
  return null;
}

/**
 * What the user did in the prerendered form (of the language shown), then removes the form: the
 * app's own LoginPage is on the screen from now on. Null when the page had none (index.html).
 */
export function takeOverPrerenderedLogin(): PrerenderedLogin | null {
  const page = document.getElementById(PRERENDERED_PAGE_ID);
  if (!page) return null;
  const shown = page.querySelector<HTMLFormElement>(`[${LANGUAGE_ATTRIBUTE}="${document.documentElement.lang}"] form`);
  const form = shown ?? page.querySelector('form');
  const taken = form && {
    values: { email: field(form, 'email')?.value ?? '', password: field(form, 'password')?.value ?? '' },
    focused: focusedField(form),
    pressed: form.hasAttribute(PRESSED_ATTRIBUTE),
  };
  page.remove();
  return taken;
}

/** Removes the prerendered form when LoginPage cannot come (its chunk failed): the app's error shows. */
export function dropPrerenderedLogin(): void {
  document.getElementById(PRERENDERED_PAGE_ID)?.remove();
}
