import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowupInput } from '@sampark/domain/schemas/followups';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData } from '../../offline/followup-queue';
import { loadFollowups } from '../../offline/offline-store';
import { formatDate, toIsoDate } from '../../lib/dates';
import { type RecordedCall, jsonResponse, loginAs, renderWithProviders, stubFetch } from '../../../test/render';
import { FollowupDialog } from './followup-dialog';

const TODAY = toIsoDate(new Date());
const YESTERDAY = toIsoDate(new Date(Date.now() - 86_400_000));

function setup(answer: (call: RecordedCall) => Response = () => jsonResponse(200, { message: 'Followup added successfully', data: { message: 'Followup added successfully', id: 9 } })) {
  loginAs(5);
  const network = stubFetch(answer);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<FollowupDialog memberId={42} memberName="Ravi Kumar" opened onClose={onClose} onSaved={onSaved} />);
  return { ...network, onClose, onSaved };
}

/** Chooses `option` in the native select `label`, as a phone's own picker does. */
async function pick(label: RegExp, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const field = (label: RegExp) => screen.getByLabelText(label);
const setInput = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('FollowupDialog', () => {
  it("starts with today's date and the user's name", () => {
    setup();
    expect(screen.getByText('Followup: Ravi Kumar')).toBeInTheDocument();
    // seed 001 §9: DD-MM-YYYY whatever the browser's language
    expect(field(/^Followup Date/)).toHaveValue(formatDate(new Date()));
    expect(field(/^Contacted By/)).toHaveValue('Esha Sevak');
    expect(screen.queryByLabelText(/^Meeting Date/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Contact Response/ })).not.toBeInTheDocument();
  });

  it('shows the required messages and sends nothing', async () => {
    const { calls } = setup();
    setInput(/^Followup Date/, '');
    await userEvent.clear(field(/^Contacted By/));
    await save();
    // the schema comes with the dialog, not with the page: its messages a moment after Save
    await waitFor(() => expect(field(/^Followup Date/)).toHaveAccessibleDescription('Date is required'));
    expect(field(/^Contacted By/)).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('combobox', { name: /^Contact Status/ })).toHaveAccessibleDescription('Status is required');
    expect(calls).toEqual([]);
  });

  it("reveals meeting date and time for 'Called for meeting' and clears them when the status changes", async () => {
    setup();
    await pick(/^Contact Status/, 'Called for meeting');
    await save();
    await waitFor(() => expect(field(/^Meeting Date/)).toHaveAccessibleDescription('Please set meeting date and time'));
    expect(field(/^Meeting Time/)).toHaveAccessibleDescription('Please set meeting date and time');
    setInput(/^Meeting Date/, YESTERDAY);
    setInput(/^Meeting Time/, '10:30');
    await save();
    await waitFor(() => expect(field(/^Meeting Date/)).toHaveAccessibleDescription('Meeting date must be later than or equal to followup date'));

    await pick(/^Contact Status/, 'Spam');
    expect(screen.queryByLabelText(/^Meeting Date/)).not.toBeInTheDocument();
    await pick(/^Contact Status/, 'Called for meeting');
    expect(field(/^Meeting Date/)).toHaveValue('');
    expect(field(/^Meeting Time/)).toHaveValue('');
  });

  it('reveals Contact Response, then Status of Participation for an interested response', async () => {
    setup();
    await pick(/^Contact Status/, 'Contact established successfully');
    await save();
    expect(screen.getByRole('combobox', { name: /^Contact Response/ })).toHaveAccessibleDescription('Please select Contact Response');
    expect(screen.queryByRole('combobox', { name: /^Status of Participation/ })).not.toBeInTheDocument();

    await pick(/^Contact Response/, 'Good');
    await save();
    expect(screen.getByRole('combobox', { name: /^Status of Participation/ })).toHaveAccessibleDescription('Please select Participation Status');

    await pick(/^Contact Response/, 'Not Interested');
    expect(screen.queryByRole('combobox', { name: /^Status of Participation/ })).not.toBeInTheDocument();
  });

  it('posts the followup payload and closes', async () => {
    const { calls, onClose, onSaved } = setup();
    await pick(/^Contact Status/, 'Called for meeting');
    setInput(/^Meeting Date/, TODAY);
    setInput(/^Meeting Time/, '18:45');
    await userEvent.type(field(/^Comments/), 'Will come with family');
    await save();
    expect(await screen.findByText('Followup added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/followups')).toMatchObject({
      method: 'POST',
      body: {
        member_id: 42,
        followup_date: TODAY,
        contacted_by: 'Esha Sevak',
        contact_status: 'Called for meeting',
        contact_response: null,
        participation: null,
        meeting_date: TODAY,
        meeting_time: '18:45',
        meeting_date_time: `${TODAY} 18:45:00`,
        comments: 'Will come with family',
      },
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends one followup for a double tap on Save, also while its schema is still loading', async () => {
    const { calls } = setup();
    await pick(/^Contact Status/, 'Spam');
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Followup added successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/followups')).toHaveLength(1);
  });

  it("lists the server's message and its field errors", async () => {
    setup(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: {
          contacted_by: ['Please enter the name of the seeker who contacted'],
          contact_status: ['Please select an appropriate contact status'],
          meeting_date_time: ['Please set meeting date and time'],
        },
      }),
    );
    await pick(/^Contact Status/, 'Spam');
    await save();
    const alert = await screen.findByRole('alert', { name: 'The given data was invalid.' });
    expect(within(alert).getByText('The given data was invalid.')).toBeInTheDocument();
    expect(within(alert).getByText('Please enter the name of the seeker who contacted')).toBeInTheDocument();
    expect(within(alert).getByText('Please select an appropriate contact status')).toBeInTheDocument();
    expect(within(alert).getByText('Please set meeting date and time')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the server fails", async () => {
    setup(() => jsonResponse(500, { message: 'SQLSTATE' }));
    await pick(/^Contact Status/, 'Spam');
    await save();
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('SQLSTATE')).not.toBeInTheDocument();
  });

  describe('without the network (docs/decisions/051-offline-my-contacts.md)', () => {
    afterEach(async () => {
      vi.restoreAllMocks();
      await clearOfflineData();
    });

    const queued = async () => (await loadFollowups<FollowupInput>(50)).map((f) => ({ member_id: f.member_id, member_name: f.member_name, body: f.body, refused: f.refused }));
    const KEPT = 'You are offline: the followup is kept on this phone and will be sent when the network returns.';

    it('queues the followup on the phone when the browser is offline, and sends nothing', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { calls, onClose, onSaved } = setup();
      await pick(/^Contact Status/, 'Did not pick phone / phone switched off');
      await save();
      expect(await screen.findByText(KEPT)).toBeInTheDocument();
      expect(calls).toEqual([]);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onSaved).not.toHaveBeenCalled();
      expect(await queued()).toEqual([
        {
          member_id: 42,
          member_name: 'Ravi Kumar',
          body: expect.objectContaining({ member_id: 42, followup_date: TODAY, contacted_by: 'Esha Sevak', contact_status: 'Did not pick phone / phone switched off' }),
          refused: undefined,
        },
      ]);
    });

    it('queues it when the server cannot be reached, though the browser says online, under the key its try was sent with', async () => {
      const { calls, onClose } = setup(() => {
        throw new TypeError('Failed to fetch');
      });
      await pick(/^Contact Status/, 'Spam');
      await save();
      expect(await screen.findByText(KEPT)).toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
      const [kept] = await loadFollowups<FollowupInput>(50);
      expect(kept!.body.contact_status).toBe('Spam');
      // the try may have been saved with its answer lost: the queue's retry is known by this key (decision 056)
      const tried = calls.filter((c) => c.url === '/api/followups');
      expect(tried.map((c) => c.headers['Idempotency-Key'])).toEqual([kept!.key]);
    });
  });
});
