import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginAs, type RecordedCall, renderApp, stubFetch, withUser } from '../../../test/render';
import { i18n } from '../../i18n/i18n';
import { EVENT, STORED as STORED_REGISTRATION, staffEvent, TOKEN } from '../../../test/registration-fixtures';

// Whole screens on a shared 2-core machine: several seconds each.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The registration screens in Hindi (issue 18): labels, steps and option labels in Devanagari,
 * while what is sent to the server keeps the stored values.
 */

/** Two answers whose Hindi option labels the test reads; the rest is the shared stored registration. */
const STORED = { ...STORED_REGISTRATION, languages_understood: 'Both (Hindi and English)', tea_or_coffee: 'Tea without sugar' };

beforeEach(() => i18n.changeLanguage('hi'));
afterEach(() => i18n.changeLanguage('en'));

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('the registration screens in Hindi', () => {
  it('the public form: Hindi title, steps, labels and options; the stored values are sent', async () => {
    const { calls } = stubFetch((call: RecordedCall) => {
      const path = call.url.split('?')[0];
      if (path === '/api/public/events/5') return jsonResponse(200, { data: EVENT });
      if (path === '/api/public/professions') return jsonResponse(200, { data: [{ id: 3, name: 'Teacher' }] });
      if (call.method === 'GET' && path === '/api/public/registrations/41') return jsonResponse(200, { data: STORED });
      if (call.method === 'PUT') return jsonResponse(200, { message: 'Registration updated successfully', data: { id: 41, edit_url: `/forms/5-${TOKEN}/edit`, pass_url: '/pass/5.41.abc' } });
      return jsonResponse(404, { message: 'Not found.' });
    });
    renderApp(`/forms/5-${TOKEN}/edit`);
    expect(await screen.findByRole('heading', { name: 'पंजीकरण बदलें' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'अगला' });
    expect(screen.getByRole('button', { name: 'चरण 1: व्यक्तिगत विवरण', current: 'step' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^पहला नाम/ })).toHaveValue('Ravi');
    expect(screen.getByRole('combobox', { name: /^सहभागी का प्रकार/ })).toHaveDisplayValue('प्रतिनिधि');
    expect(screen.getByRole('combobox', { name: /^संबोधन/ })).toHaveDisplayValue('श्री');
    expect(screen.getByRole('combobox', { name: /^लिंग/ })).toHaveDisplayValue('पुरुष');

    for (const step of ['चरण 2: संपर्क विवरण', 'चरण 3: सोशल मीडिया की जानकारी', 'चरण 4: व्यवस्था के लिए जानकारी']) {
      await click('अगला');
      await screen.findByRole('button', { name: step, current: 'step' });
      // the step's fields arrive in their own chunk: a person presses Next once they are there
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    }
    expect(screen.getByRole('combobox', { name: /^समझ में आने वाली भाषाएँ/ })).toHaveDisplayValue('दोनों (हिन्दी और अंग्रेज़ी)');
    await click('अगला');
    await screen.findByRole('button', { name: 'चरण 5: भोजन/ठहरने का विवरण', current: 'step' });
    expect(screen.getByRole('combobox', { name: /^चाय या कॉफ़ी/ })).toHaveDisplayValue('चाय, बिना चीनी');
    await click('अगला');
    await screen.findByRole('button', { name: 'चरण 6: यात्रा का विवरण', current: 'step' });
    expect(screen.getByRole('combobox', { name: /^टिकट बुकिंग की स्थिति/ })).toHaveDisplayValue('मैं टिकट बाद में बुक करूँगा/करूँगी');

    await click('जमा करें');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      relationship: 1,
      salutation: 'Mr',
      gender: 'M',
      languages_understood: 'Both (Hindi and English)',
      tea_or_coffee: 'Tea without sugar',
      booking_status: 'I will book later',
    });
    expect(await screen.findByText('पंजीकरण सफलतापूर्वक बदल दिया गया', { selector: '.mantine-Alert-title, .mantine-Alert-title *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
  });

  it('the registrations list: Hindi headers, views, attendee types and statuses; the views ask as before', async () => {
    const auth = loginAs(4);
    const blank = Object.fromEntries(
      ['salutation', 'firstname', 'lastname', 'country', 'state', 'district', 'city', 'address', 'whatsapp', 'email', 'facebook_id', 'twitter_id', 'website', 'profession', 'created_by', 'updated_by'].map((f) => [f, null]),
    );
    const row = { ...blank, id: 12, event_id: 7, member_id: null, relationship: 3, fullname: 'Sita Joshi', mobile_number: '9812345678', created_at: '2026-01-02 10:00:00', updated_at: '2026-01-02 10:00:00', status: 'Arrived' };
    const { calls } = stubFetch(
      withUser(auth.user, (call) => {
        if (call.url.startsWith('/api/registrations/event?')) return jsonResponse(200, { data: [row], count: 1 });
        if (call.url === '/api/events/7') return jsonResponse(200, { data: staffEvent({ id: 7, name: 'Yuva Shibir', date_from: '2026-02-01', date_to: null }) });
        return jsonResponse(404, { message: 'Not found.' });
      }),
    );
    renderApp('/event/7/registrations');
    const table = await screen.findByRole('table', { name: 'पंजीकरण' });
    await within(table).findByText('Sita Joshi');
    expect(screen.getByRole('heading', { name: 'पंजीकरण' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /पूरा नाम/ })).toBeInTheDocument();
    expect(within(table).getByText('ड्राइवर')).toBeInTheDocument();
    expect(within(table).getByText('पहुँच गए')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '12: Sita Joshi का प्रवेश पत्र' })).toHaveAttribute('href', '/event/7/pass/12');
    expect(screen.getByRole('button', { name: 'Excel में डाउनलोड करें' })).toBeInTheDocument();
    await click('साथ आए लोग');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/registrations/event?event_id=7&relationship=0&orderby=id&ordertype=desc&skip=0&limit=10'),
    );
  });

  it('check-in: Hindi counts, search, badges and the server message of a check-in', async () => {
    const auth = loginAs(4);
    const rows = [
      [21, 'Ravi Kulkarni', '9812345678', 1, 'Registered', null, null, 'AAAAAAAAAAAAAAAA'],
      [22, 'Sita Joshi', '9822012345', 5, 'Arrived', '2026-02-01 09:42:00', 'Chitra Coordinator', 'BBBBBBBBBBBBBBBB'],
      [23, 'Gopal Rao', '9833098330', 3, 'Cancelled', null, null, 'CCCCCCCCCCCCCCCC'],
    ];
    const result = { registration_id: 21, fullname: 'Ravi Kulkarni', relationship: 1, status: 'Arrived', checked_in_at: '2026-02-01 09:58:00', checked_in_by: 'Asha Superadmin', outcome: 'already', message: 'Already checked in at 09:58 by Asha Superadmin' };
    stubFetch(
      withUser(auth.user, (call) => {
        if (call.url.startsWith('/api/checkin/registrations?')) {
          return jsonResponse(200, { data: { event: { id: 31, name: 'Yuva Shibir', date_from: '2026-02-01', date_to: null }, rows, counts: { registered: 2, arrived: 1 }, at: '2026-02-01 10:00:00', utc_offset: 330 } });
        }
        if (call.url === '/api/checkin') return jsonResponse(200, { message: result.message, data: result });
        return jsonResponse(404, { message: 'Not found.' });
      }),
    );
    renderApp('/event/31/checkin');
    expect(await screen.findByRole('heading', { name: 'प्रवेश जाँच' })).toBeInTheDocument();
    expect(await screen.findByLabelText('पंजीकृत: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('पहुँचे: 1')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'नाम या मोबाइल से खोजें' });
    await userEvent.type(box, 'gopal');
    expect(await screen.findByText('ड्राइवर · 9833098330')).toBeInTheDocument();
    expect(screen.getByText('रद्द')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'sita');
    expect(await screen.findByText('09:42 पर पहुँचे')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'ravi');
    await userEvent.click(await screen.findByRole('button', { name: 'पहुँच गए: Ravi Kulkarni' }));
    const notice = await screen.findByRole('status');
    expect(await within(notice).findByText('09:58 पर Asha Superadmin द्वारा प्रवेश पहले ही दर्ज हो चुका है')).toBeInTheDocument();
  });
});
