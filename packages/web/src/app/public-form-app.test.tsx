import type { PublicEvent } from '@sampark/domain/schemas/registration-calls';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/render';
import { PublicFormApp } from './public-form-app';

const EVENT = { id: 3, name: 'Yuva Shibir', description: null, date_from: '2026-12-10', date_to: '2026-12-11', location_name: 'Pune' } satisfies PublicEvent;

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<PublicFormApp />);
}

/** public-form.html's app (docs/decisions/045-javascript-budgets.md); the address it was loaded with is '/' here. */
describe('the public registration form page', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('shows the form under the orange banner, without login or navigation, with its tab title', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/api/public/events/3'
        ? jsonResponse(200, { data: EVENT })
        : // the proof of work off, no professions
          jsonResponse(200, { data: call.url === '/api/public/form-challenge' ? null : [] }),
    );
    openAt('/event/3/register');
    expect(screen.getByText('Jayatu Jayatu Hindu Rashtram')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Registration Form' })).toBeInTheDocument();
    expect(await screen.findByText(/Yuva Shibir · 10-12-2026 to 11-12-2026 · Pune/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Registration Form - Sampark'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(calls.every((c) => c.url.startsWith('/api/public/') && !c.headers.Authorization)).toBe(true);
  });

  it('shows Not found, not a reload, at the address it was loaded with when no form route has it', async () => {
    stubFetch();
    openAt('/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
