import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedLanguage } from '../../i18n/i18n';
import { AUTH_STORAGE_KEY } from '../../lib/auth';
import { PRESSED_ATTRIBUTE, PRERENDERED_PAGE_ID, SIGNED_IN_ATTRIBUTE, keepShownForm, startPrerenderedLogin, takeOverPrerenderedLogin } from './prerendered-login';

const STYLESHEET = '/assets/index-3f2a9c.css';
const APP = '/assets/index-7e1b4d.js';

/**
 * Runs the script as login.html does: from its source text, so it may not lean on this module.
 * Its listeners are on the document: each test's are removed with a fresh one's (`cleanups`).
 */
const cleanups: (() => void)[] = [];
function runPageScript() {
  const options = { stylesheets: [STYLESHEET], authKey: AUTH_STORAGE_KEY, app: APP };
  const listen = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, capture?: boolean | AddEventListenerOptions) => {
    listen(type, listener, capture);
    cleanups.push(() => document.removeEventListener(type, listener, capture));
  });
  new Function(`(${startPrerenderedLogin.toString()})(${JSON.stringify(options)})`)();
  spy.mockRestore();
}

/** The app's entry as the page runs it: module scripts it added. */
const appScripts = () => [...document.head.querySelectorAll('script')].map((script) => [script.type, script.getAttribute('src')]);

function prerenderedForm(): HTMLFormElement {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="${PRERENDERED_PAGE_ID}"><div data-login-language="en"><form><input name="email"><input name="password" type="password"><button type="submit">Login</button></form></div></div>`,
  );
  return document.querySelector<HTMLFormElement>(`#${PRERENDERED_PAGE_ID} form`)!;
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  window.localStorage.clear();
  document.getElementById(PRERENDERED_PAGE_ID)?.remove();
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe("login.html's inline script (issue 18, decision 060)", () => {
  it('shows the Hindi form to a user whose stored language is Hindi, as the app reads it', () => {
    window.localStorage.setItem('sampark.language', 'hi');
    runPageScript();
    expect(storedLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('keeps English otherwise, and hides the form only for a login that has not expired', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 't', expires_at: '2020-01-01T00:00:00.000Z' }));
    runPageScript();
    expect([document.documentElement.lang, document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)]).toEqual(['en', false]);
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 't', expires_at: new Date(Date.now() + 60_000).toISOString() }));
    runPageScript();
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(true);
  });

  it("starts the app's stylesheet, before the page's own rules (its theme's colours win over the sheet's defaults)", () => {
    document.head.insertAdjacentHTML('beforeend', '<style id="page-rules">:root{--mantine-color-dimmed:#495057}</style>');
    runPageScript();
    expect([...document.head.querySelectorAll('link, style')].map((node) => node.getAttribute('href') ?? node.id)).toEqual([STYLESHEET, 'page-rules']);
    document.getElementById('page-rules')!.remove();
  });

  it("runs none of the app until the person's first touch, key or focus; then the app's entry, once (decision 110)", () => {
    runPageScript();
    const form = prerenderedForm();
    expect(appScripts()).toEqual([]);
    form.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appScripts()).toEqual([['module', APP]]);
    form.querySelector('input')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(appScripts()).toEqual([['module', APP]]);
  });

  it.each([
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['a focused field', () => document.querySelector<HTMLInputElement>(`#${PRERENDERED_PAGE_ID} input`)!.focus()],
  ])('starts the app at %s too', (_name, act) => {
    runPageScript();
    prerenderedForm();
    act();
    expect(appScripts()).toEqual([['module', APP]]);
  });

  it('runs the app at once for a stored login, which the app sends on to /home', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 't', expires_at: new Date(Date.now() + 60_000).toISOString() }));
    runPageScript();
    expect(appScripts()).toEqual([['module', APP]]);
  });

  it('stores a language chosen on the prerendered switch, so that the app starts in it', () => {
    runPageScript();
    prerenderedForm().insertAdjacentHTML('afterbegin', '<div class="language-switch"><input type="radio" name="l" value="en" checked><input type="radio" name="l" value="hi"></div>');
    const hindi = document.querySelector<HTMLInputElement>('.language-switch input[value="hi"]')!;
    hindi.click();
    expect(storedLanguage()).toBe('hi');
    expect(appScripts()).toEqual([['module', APP]]);
  });

  it('keeps a press of Login on the prerendered form for the app, starts the app, and leaves other forms alone', () => {
    runPageScript();
    const form = prerenderedForm();
    expect(submit(form)).toBe(false); // the browser's own submit is cancelled
    expect(form.hasAttribute(PRESSED_ATTRIBUTE)).toBe(true);
    expect(form.querySelector('button')).toHaveAttribute('aria-busy', 'true');
    expect(appScripts()).toEqual([['module', APP]]);
    const other = document.createElement('form');
    document.body.append(other);
    expect(submit(other)).toBe(true);
    expect(other.hasAttribute(PRESSED_ATTRIBUTE)).toBe(false);
    other.remove();
  });
});

describe("login.html's script after the forms", () => {
  it('leaves only the form in the language shown', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="${PRERENDERED_PAGE_ID}"><div data-login-language="en"><form></form></div><div data-login-language="hi"><form></form></div></div>`,
    );
    document.documentElement.lang = 'hi';
    new Function(`(${keepShownForm.toString()})()`)();
    expect([...document.querySelectorAll('[data-login-language]')].map((form) => form.getAttribute('data-login-language'))).toEqual(['hi']);
  });
});

describe('takeOverPrerenderedLogin', () => {
  it('returns what was typed, the focused field with its caret and the press, and removes the form', () => {
    runPageScript();
    const form = prerenderedForm();
    (form.elements.namedItem('email') as HTMLInputElement).value = 'ravi@example.org';
    const password = form.elements.namedItem('password') as HTMLInputElement;
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 4);
    submit(form);
    expect(takeOverPrerenderedLogin()).toEqual({
      values: { email: 'ravi@example.org', password: 'secret' },
      focused: { field: 'password', selection: [2, 4] },
      pressed: true,
    });
    expect(document.getElementById(PRERENDERED_PAGE_ID)).toBeNull();
    expect(takeOverPrerenderedLogin()).toBeNull();
  });
});
