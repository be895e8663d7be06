import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from '../../i18n/i18n';
import { AUTH_STORAGE_KEY } from '../../lib/auth';
import { PRESSED_ATTRIBUTE, PRERENDERED_PAGE_ID, SIGNED_IN_ATTRIBUTE, keepShownForm, startPrerenderedLogin, takeOverPrerenderedLogin } from './prerendered-login';

const STYLESHEET = '/assets/index-3f2a9c.css';

/** Runs the script as login.html does: from its source text, so it may not lean on this module. */
function runPageScript() {
  const options = { stylesheets: [STYLESHEET], authKey: AUTH_STORAGE_KEY };
  new Function(`(${startPrerenderedLogin.toString()})(${JSON.stringify(options)})`)();
}

function prerenderedForm(): HTMLFormElement {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="${PRERENDERED_PAGE_ID}"><div data-login-language="en"><form><input name="email"><input name="password" type="password"><button type="submit">Login</button></form></div></div>`,
  );
  return document.querySelector<HTMLFormElement>(`#${PRERENDERED_PAGE_ID} form`)!;
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

afterEach(() => {
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

  it("starts the app's stylesheet", () => {
    runPageScript();
    expect([...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')])).toEqual([['stylesheet', STYLESHEET]]);
  });

  it('keeps a press of Login on the prerendered form for the app, and leaves other forms alone', () => {
    runPageScript();
    const form = prerenderedForm();
    expect(submit(form)).toBe(false); // the browser's own submit is cancelled
    expect(form.hasAttribute(PRESSED_ATTRIBUTE)).toBe(true);
    expect(form.querySelector('button')).toHaveAttribute('aria-busy', 'true');
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
