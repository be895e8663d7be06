import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { clearAuth, saveAuth } from './auth';
import { adoptServerLanguage, chooseLanguage } from './language';

const signIn = () => saveAuth({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString(), user: { id: 1, name: 'Asha', role: 5 } });

/** fetch answering 200 and recording each call as 'METHOD url body'. */
function recordingFetch() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${String(init.body)}`);
      return new Response('{"language":"hi"}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('the reading language (issue 18)', () => {
  afterEach(async () => {
    clearAuth();
    await applyLanguage('en');
    await adoptServerLanguage(undefined); // forget a choice made "before login"
  });

  it('switches at once, remembers it on the device and saves it on the server when signed in', async () => {
    signIn();
    const calls = recordingFetch();
    render(
      <MantineProvider>
        <LanguageSwitch onChoose={(language) => void chooseLanguage(language)} />
      </MantineProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    // each option is marked in its own language, so a screen reader reads 'हिन्दी' as Hindi
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
    await userEvent.click(screen.getByText('हिन्दी'));
    await vi.waitFor(() => expect(calls).toEqual(['PUT /api/user/language {"language":"hi"}']));
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('sampark.language')).toBe('hi');
    expect(await screen.findByRole('radiogroup', { name: 'भाषा' })).toBeInTheDocument();
  });

  it("takes the server's language after the session check", async () => {
    const calls = recordingFetch();
    await adoptServerLanguage('hi');
    expect(i18n.language).toBe('hi');
    await adoptServerLanguage('fr');
    expect(i18n.language).toBe('hi');
    expect(calls).toEqual([]);
  });

  it('sends a choice made on the login page to the server at login instead of taking the older one', async () => {
    const calls = recordingFetch();
    await chooseLanguage('hi');
    expect(calls).toEqual([]);
    signIn();
    await adoptServerLanguage('en');
    expect(i18n.language).toBe('hi');
    expect(calls).toEqual(['PUT /api/user/language {"language":"hi"}']);
    // only once: the next session check takes the server's language again
    await adoptServerLanguage('en');
    expect(i18n.language).toBe('en');
  });
});
