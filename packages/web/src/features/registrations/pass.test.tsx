import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const pass = {
  registration_id: 21,
  event: { id: 7, name: 'Yuva Shibir', date_from: '2026-02-01', date_to: '2026-02-03', location_name: 'Goa' },
  fullname: 'Ravi Kulkarni',
  relationship: 3,
  attendee_type: 'Driver',
  status: 'Registered',
  code: '7.21.AAAAAAAAAAAAAAAA',
  pass_url: '/pass/7.21.AAAAAAAAAAAAAAAA',
};

describe('the pass', () => {
  it('the registrant opens it without login: event, name, attendee type, the QR, print and WhatsApp', async () => {
    const { calls } = stubFetch((call) => (call.url === '/api/public/passes/7.21.AAAAAAAAAAAAAAAA' ? jsonResponse(200, { data: pass }) : jsonResponse(404, { message: 'Not found.' })));
    renderApp('/pass/7.21.AAAAAAAAAAAAAAAA');
    expect(await screen.findByText('Ravi Kulkarni')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yuva Shibir' })).toBeInTheDocument();
    expect(screen.getByText('01-02-2026 to 03-02-2026 · Goa')).toBeInTheDocument();
    expect(screen.getByText('Driver')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'Check-in code 7.21.AAAAAAAAAAAAAAAA' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(share.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Your pass for Yuva Shibir: ${window.location.origin}/pass/7.21.AAAAAAAAAAAAAAAA`)}`);
    expect(calls.map((c) => c.url)).not.toContain('/api/user');
  });

  it('a forged code shows the server message', async () => {
    stubFetch(() => jsonResponse(404, { message: 'Registration not found.' }));
    renderApp('/pass/7.21.BBBBBBBBBBBBBBBB');
    expect(await screen.findByText('Registration not found.')).toBeInTheDocument();
  });

  it('a cancelled registration\'s code says it was cancelled', async () => {
    stubFetch(() => jsonResponse(404, { message: 'This registration has been cancelled', code: 'registration_cancelled', params: {} }));
    renderApp('/pass/7.21.AAAAAAAAAAAAAAAA');
    expect(await screen.findByText('This registration has been cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Registration not found.')).not.toBeInTheDocument();
  });

  it('staff open any pass of their events', async () => {
    const auth = loginAs(3);
    stubFetch(withUser(auth.user, (call) => (call.url === '/api/registrations/21/pass' ? jsonResponse(200, { data: pass }) : jsonResponse(404, { message: 'Not found.' }))));
    renderApp('/event/7/pass/21');
    expect(await screen.findByText('Ravi Kulkarni')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrations' })).toHaveAttribute('href', '/event/7/registrations');
  });
});
