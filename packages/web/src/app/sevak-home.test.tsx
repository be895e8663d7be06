import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOfflineData } from '../offline/followup-queue';
import { EARLY_KEPT_GLOBAL } from '../offline/offline-store';
import { type RecordedCall, jsonResponse, loginAs, renderWithProviders, stubFetch, withUser } from '../../test/render';
import { asPhone } from '../../test/phone-screen';
import { SevakHome } from './sevak-home';

const contact = { id: 7, source: 'Quick Entry', type: 'Q', salutation: 'Mr', fullname: 'Kalpana Kamat', location_id: 3, location: 'Pune', city: 'Pune', profession: 'Doctor', category: 'General', mobile_country_code: '91', mobile_number: '98200 12345', whatsapp: null, email: null, contact_group: 'Pending', last_contact_status: null, last_contact_response: null, last_participation_status: null, lcd: null, sf: 0, uf: 0, brief_intro: null, participation: null, created_at: '2024-03-05 10:00:00', updated_at: '2024-03-06 11:00:00', pending_days: 3 };
const AGENDA = { data: { meetings: [], due: [], due_total: 0 } };

/** A sevak's home whose agenda answers when `agenda` resolves (and My Contacts when `contacts` does); `before` runs once logged in. */
function openHome(agenda: Promise<Response>, agendaWaitMs = 60_000, { contacts, before }: { contacts?: Promise<Response>; before?: (userId: number) => void } = {}) {
  const auth = loginAs(5);
  before?.(auth.user.id);
  const network = stubFetch(
    withUser(auth.user, (call: RecordedCall) => {
      if (call.url === '/api/myagenda') return agenda;
      if (call.url.startsWith('/api/mycontacts')) return contacts ?? jsonResponse(200, { data: [contact], count: 1 });
      return jsonResponse(404);
    }),
  );
  renderWithProviders(<SevakHome agendaWaitMs={agendaWaitMs} />, { route: '/home' });
  return network;
}

const myContacts = () => screen.queryByRole('heading', { name: 'My Contacts' });


/** Mantine gives each part of its components a static class such as 'mantine-Button-root'. */
const mantineParts = () => [...document.body.querySelectorAll('[class*="mantine-"]')].flatMap((e) => [...e.classList].filter((c) => /^mantine-[A-Z]/.test(c)));

describe("a sevak's home (issue 31; issue 32's layout shift)", { timeout: 30_000 }, () => {
  afterEach(clearOfflineData);

  it('holds My Contacts back until the agenda is shown above it, so the agenda does not push the cards down', async () => {
    let answer!: (response: Response) => void;
    openHome(new Promise((resolve) => (answer = resolve)));
    // My Contacts' own answer is in and rendered, but not shown
    expect(await screen.findByLabelText('1 records')).toHaveTextContent('1');
    expect(myContacts()).toBeNull();
    answer(jsonResponse(200, AGENDA));
    expect(await screen.findByRole('region', { name: 'My agenda' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Contacts' })).toBeInTheDocument();
  });

  it("draws no Mantine component on a phone before the first tap (the agenda, its calendar link, My Contacts' cards and pager: decision 101)", async () => {
    const phone = asPhone();
    const meeting = { member_id: 8, fullname: 'Jayesh More', mobile_country_code: '91', mobile_number: '98200 54321', followup_id: 3, meeting_date: '2026-03-05', meeting_time: '10:30', overdue: false, later_followup: false };
    const due = { member_id: 9, fullname: 'Due Nine', mobile_country_code: '91', mobile_number: '98200 99999', contact_group: 'Pending', lcd: null, pending_days: 4 };
    openHome(Promise.resolve(jsonResponse(200, { data: { meetings: [meeting], due: [due], due_total: 1 } })));
    expect(await screen.findByRole('heading', { name: 'My Contacts' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to my phone calendar' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Kalpana Kamat');
    expect(mantineParts()).toEqual([]);
    phone.mockRestore();
  });

  it("on a later visit shows the phone's kept agenda and cards, as index.html read them at the page's start, before the server answers", () => {
    const phone = asPhone();
    const never = new Promise<Response>(() => {});
    const saved_at = Date.now() - 3_600_000;
    openHome(never, 60_000, {
      contacts: never,
      before: (userId) => {
        const kept = { contacts: { user_id: userId, saved_at, rows: [contact] }, agenda: { user_id: userId, saved_at, agenda: AGENDA.data } };
        (window as unknown as Record<string, unknown>)[EARLY_KEPT_GLOBAL] = kept;
      },
    });
    // at the first render: nothing read from IndexedDB by the app (it keeps nothing here), no answer
    expect(screen.getByRole('region', { name: 'My agenda' })).toBeInTheDocument();
    expect(myContacts()).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Kalpana Kamat');
    delete (window as unknown as Record<string, unknown>)[EARLY_KEPT_GLOBAL];
    phone.mockRestore();
  });

  it('shows My Contacts without the agenda when the agenda fails', async () => {
    openHome(Promise.resolve(jsonResponse(403, { message: 'Forbidden' })));
    expect(await screen.findByRole('heading', { name: 'My Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My agenda' })).toBeNull();
  });

  it('waits a while at most for an agenda that does not come (two seconds in the app)', async () => {
    // the time is taken before the home renders: its wait starts during that render, which a busy
    // machine can make long, and timing from after it read 1,328 ms of a 1,500 ms wait
    const asked = Date.now();
    openHome(new Promise(() => {}), 1500);
    expect(await screen.findByRole('heading', { name: 'My Contacts' }, { timeout: 5000 })).toBeInTheDocument();
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1400);
    expect(screen.queryByRole('region', { name: 'My agenda' })).toBeNull();
  });
});
