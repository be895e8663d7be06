import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../test/render';
import { PRERENDERED_PAGE_ID, startPrerenderedLogin } from '../features/auth/prerendered-login';
import { AUTH_STORAGE_KEY } from '../lib/auth';
import { renderLoginForms } from './login-page-prerender';

/**
 * login.html before the app: the forms the build renders, with the page's script holding a press
 * (docs/decisions/060-prerendered-login.md). Returns the English form's fields, as a user sees them.
 */
function openLoginHtml() {
  document.body.insertAdjacentHTML('afterbegin', renderLoginForms());
  // (the app's entry it adds at the first key is not run here: renderApp is the app)
  startPrerenderedLogin({ stylesheets: [], authKey: AUTH_STORAGE_KEY, app: '/assets/index-test.js' });
  const form = document.querySelector<HTMLFormElement>(`#${PRERENDERED_PAGE_ID} [data-login-language="en"] form`)!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { email: field('email'), password: field('password'), login: form.querySelector('button[type="submit"]')! };
}

const expires = new Date(Date.now() + 3_600_000).toISOString();
const loginAnswer = () => jsonResponse(200, { token: 'new-token', token_type: 'Bearer', expires_at: expires, user: { id: 3, name: 'Ravi', role: 4 } });

afterEach(() => {
  document.getElementById(PRERENDERED_PAGE_ID)?.remove();
  for (const script of document.head.querySelectorAll('script[src="/assets/index-test.js"]')) script.remove();
});

describe('the login page sent already rendered (issue 18)', () => {
  it('is the login screen in English and in Hindi', () => {
    const html = renderLoginForms();
    for (const text of ['Email or Mobile Number', 'Password', '>Login<', 'ईमेल या मोबाइल नंबर', 'पासवर्ड', 'लॉग इन करें']) expect(html).toContain(text);
  });

  it('hands what was typed, and the caret, to the app when it starts', async () => {
    const before = openLoginHtml();
    await userEvent.type(before.email, 'ravi@example.org');
    await userEvent.type(before.password, 'secr');
    renderApp('/login');
    await waitFor(() => expect(document.getElementById(PRERENDERED_PAGE_ID)).toBeNull());
    const password = screen.getByLabelText(/^Password/);
    expect(screen.getByLabelText(/Email or Mobile Number/)).toHaveValue('ravi@example.org');
    expect(password).toHaveValue('secr');
    expect(password).toHaveFocus();
    await userEvent.keyboard('et');
    expect(password).toHaveValue('secret');
  });

  it('logs in when Login was pressed before the app started', async () => {
    const { calls } = stubFetch((call) => (call.url === '/api/login' ? loginAnswer() : jsonResponse(404)));
    const before = openLoginHtml();
    await userEvent.type(before.email, '9876543210');
    await userEvent.type(before.password, 'secret-pass');
    await userEvent.click(before.login);
    expect(calls).toEqual([]);
    renderApp('/login');
    expect(await screen.findByText('Namaskar, Ravi')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/login')).toEqual([expect.objectContaining({ method: 'POST', body: { email: '9876543210', password: 'secret-pass' } })]);
  });

  it("shows the app's messages when Login was pressed on empty fields", async () => {
    const { calls } = stubFetch();
    await userEvent.click(openLoginHtml().login);
    renderApp('/login');
    expect(await screen.findByText('Email or mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
