import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { i18n } from '../../i18n/i18n';
import { ADDED_TO_EVENT, eventRow, member as eventMember, listCalls, openScreen, setupScreen } from './events-test-data';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const member = (id: number, status: string) => eventMember(id, status, { country: 'India' });
const HISTORY = [{ changed_at: '2026-11-22 11:00:00', user_name: 'Dev Regional', field: 'status', from: 'New', to: 'First Approved', comment: 'Known to us' }, ADDED_TO_EVENT];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/**
 * Issue 18: the event screens in Hindi show the statuses by their Hindi names, and still send the
 * values the server stores ('First Approved', 'Info Pending').
 */
describe('the event details screen in Hindi', () => {
  it('filters and approves by the Hindi names and sends the stored values', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const { calls } = setupScreen(4, '/event/7', {
      rows: [member(11, 'New')],
      count: 23,
      history: HISTORY,
      answer: (call) => (call.url === '/api/event/approvemembers' ? jsonResponse(200, { message: 'Member Approved Successfully' }) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'कार्यक्रम के सदस्य' });
    expect(await screen.findByText('23 सदस्य')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'सदस्य 11 की स्वीकृति स्थिति: नया' })).toHaveTextContent('नया');

    await userEvent.click(screen.getByRole('combobox', { name: 'स्वीकृति' }));
    await userEvent.click(screen.getByRole('option', { name: 'जानकारी बाकी' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/event/getmembers?event_id=7&status=Info+Pending&skip=0&limit=10&orderby=created_at&ordertype=desc'));

    await userEvent.click(await within(table).findByText('Member 11'));
    const dialog = await screen.findByRole('dialog', { name: 'स्वीकृति स्थिति' });
    expect(dialog).toHaveTextContent('Member 11 (ID 11), वर्तमान स्थिति: नया');
    const timeline = await within(dialog).findByLabelText('स्थिति का इतिहास');
    expect(timeline).toHaveTextContent('स्वीकृति: नया → प्रथम स्वीकृत');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^स्थिति/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['प्रथम स्वीकृत', 'प्रथम अस्वीकृत']);
    await userEvent.click(screen.getByRole('option', { name: 'प्रथम स्वीकृत' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^टिप्पणियाँ/ }), 'जिला टीम इन्हें जानती है');
    await userEvent.click(within(dialog).getByRole('button', { name: 'जमा करें' }));

    expect(await within(dialog).findByText('नई स्थिति: प्रथम स्वीकृत')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/event/approvemembers')?.body).toEqual({ id: 7, members: [11], status: 'First Approved', comment: 'जिला टीम इन्हें जानती है' });
  });
});

describe('the events list', () => {
  it('follows a switch to Hindi on the open screen: headings, column headers and the date range', async () => {
    openScreen(1, '/event/list', (call) =>
      call.url.startsWith('/api/myevents') ? jsonResponse(200, { data: [eventRow(3, { name: 'Yuva Shibir 3' })], count: 1 }) : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Events' });
    const row = (await within(table).findByText('Yuva Shibir 3')).closest('tr')!;
    expect(row).toHaveTextContent('10-12-2026 to 12-12-2026');

    await act(() => i18n.changeLanguage('hi'));
    const hindi = await screen.findByRole('table', { name: 'कार्यक्रम' });
    expect(within(hindi).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'कार्यक्रम का नाम और विवरण',
      'स्थान',
      'प्रकार',
      'तिथि',
      'किसने बनाया',
      'बनाने की तिथि',
      'कार्रवाई',
    ]);
    expect(within(hindi).getByText('Yuva Shibir 3').closest('tr')).toHaveTextContent('10-12-2026 से 12-12-2026');
    expect(within(hindi).getByRole('link', { name: 'Yuva Shibir 3 संपादित करें' })).toHaveTextContent('संपादित करें');
  });
});

/** The browser tab's titles of the status lists hold ':', i18next's namespace separator. */
describe('the status lists in Hindi', () => {
  it('name the browser tab of an approval status list in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    setupScreen(1, '/event/7/approvalfirst', { rows: [member(11, 'First Approved')] });
    expect(await screen.findByRole('heading', { name: 'आमंत्रित: प्रथम स्वीकृत' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('आमंत्रित: प्रथम स्वीकृत - सम्पर्क'));
  });

  it('name a post-approval list in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    setupScreen(1, '/event/7/invitedinperson');
    await waitFor(() => expect(document.title).toBe('स्वीकृति के बाद: स्वयं मिलकर आमंत्रित - सम्पर्क'));
  });
});
