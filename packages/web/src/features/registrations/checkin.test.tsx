import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';
import { loadQueue, loadSnapshot } from './checkin-store';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// [id, name, mobile, attendee type, status, checked in at, by, signature]
const rows = [
  [21, 'Ravi Kulkarni', '9812345678', 1, 'Registered', null, null, 'AAAAAAAAAAAAAAAA'],
  [22, 'Sita Joshi', '9822012345', 5, 'Arrived', '2026-02-01 09:42:00', 'Chitra Coordinator', 'BBBBBBBBBBBBBBBB'],
  [23, 'Gopal Rao', '9833098330', 3, 'Cancelled', null, null, 'CCCCCCCCCCCCCCCC'],
];

/** Each test its own event: the phone's IndexedDB (fake-indexeddb) keeps every event apart. */
function setup(eventId: number, answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const auth = loginAs(4);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const own = answer(call);
      if (own) return own;
      if (call.url.startsWith('/api/checkin/registrations?')) {
        return jsonResponse(200, { data: { event: { id: eventId, name: 'Yuva Shibir', date_from: '2026-02-01', date_to: '2026-02-03' }, rows, counts: { registered: 2, arrived: 1 }, at: '2026-02-01 10:00:00', utc_offset: 330 } });
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp(`/event/${eventId}/checkin`) };
}

const search = async (text: string) => {
  const box = await screen.findByRole('searchbox', { name: 'Search by name or mobile' });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};

const checkinResult = (id: number, extra: Record<string, unknown> = {}) => ({
  message: 'Checked in',
  data: { registration_id: id, fullname: 'Ravi Kulkarni', relationship: 1, status: 'Arrived', checked_in_at: '2026-02-01 10:05:00', checked_in_by: 'Dev Regional', outcome: 'checked_in', message: 'Checked in', ...extra },
});

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

describe('check-in at the venue', () => {
  it('keeps the event registrants, counts them, finds by name or mobile, one tap marks Arrived', async () => {
    const { calls } = setup(7, (call) => (call.url === '/api/checkin' ? jsonResponse(200, checkinResult(21)) : undefined));
    expect(await screen.findByLabelText('Registered: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Arrived: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yuva Shibir' })).toHaveAttribute('href', '/event/7/registrations');

    await search('98330');
    expect(await screen.findByText('Gopal Rao')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    await search('sita');
    expect(await screen.findByText('In at 09:42')).toBeInTheDocument();
    await search('ravi');
    await userEvent.click(await screen.findByRole('button', { name: 'Arrived: Ravi Kulkarni' }));
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Checked in')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/checkin')?.body).toEqual({ event_id: 7, registration_id: 21, method: 'search' });
    expect(await screen.findByText('In at 10:05')).toBeInTheDocument();
    expect(screen.getByLabelText('Arrived: 2')).toBeInTheDocument();
    await waitFor(async () => expect((await loadSnapshot(7))?.rows).toHaveLength(3));
  });

  it('warns with the time and the user when another phone checked the registrant in first', async () => {
    setup(8, (call) =>
      call.url === '/api/checkin'
        ? jsonResponse(200, checkinResult(21, { outcome: 'already', checked_in_at: '2026-02-01 09:58:00', checked_in_by: 'Asha Superadmin', message: 'Already checked in at 09:58 by Asha Superadmin' }))
        : undefined,
    );
    await search('ravi');
    await userEvent.click(await screen.findByRole('button', { name: 'Arrived: Ravi Kulkarni' }));
    expect(await screen.findByText('Already checked in at 09:58 by Asha Superadmin')).toBeInTheDocument();
    expect(await screen.findByText('In at 09:58')).toBeInTheDocument();
  });

  it('offline: the check-in is queued on the phone, counted, and sent when the network returns', async () => {
    const { calls } = setup(9, (call) =>
      call.url === '/api/checkin/batch'
        ? jsonResponse(200, { message: '1 of 1 check-ins saved', data: { results: [checkinResult(21).data], counts: { registered: 2, arrived: 2 } } })
        : undefined,
    );
    expect(await screen.findByLabelText('Registered: 2')).toBeInTheDocument();
    goOffline();
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    await search('ravi');
    await userEvent.click(await screen.findByRole('button', { name: 'Arrived: Ravi Kulkarni' }));
    expect(await screen.findByText('1 check-in waiting to be sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Arrived: 2')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/checkin' || c.url === '/api/checkin/batch')).toBe(false);
    const queued = await loadQueue(9);
    expect(queued).toEqual([expect.objectContaining({ registration_id: 21, method: 'search', happened_at: expect.any(Number) })]);

    goOnline();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/checkin/batch')).toBe(true));
    const batch = calls.find((c) => c.url === '/api/checkin/batch')!.body as { event_id: number; device: string; checkins: unknown[] };
    expect(batch).toEqual({ event_id: 9, device: expect.stringMatching(/^phone-/), checkins: [{ registration_id: 21, method: 'search', happened_at: queued[0].happened_at }] });
    await waitFor(() => expect(screen.queryByText('1 check-in waiting to be sent')).not.toBeInTheDocument());
    expect(await loadQueue(9)).toEqual([]);
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('opened offline, the phone starts from the registrants it kept', async () => {
    const first = setup(10);
    expect(await screen.findByLabelText('Registered: 2')).toBeInTheDocument();
    await waitFor(async () => expect(await loadSnapshot(10)).toBeDefined());
    first.unmount();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = setup(10, (call) => (call.url.startsWith('/api/checkin/registrations') ? Promise.reject(new TypeError('offline')) as never : undefined));
    expect(await screen.findByLabelText('Registered: 2')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/checkin/registrations'))).toEqual([]);
  });
});
