import { describe, expect, it } from 'vitest';
import { FOLLOWUP_SERVER_MESSAGES, followupFormSchema, isoDateOf, makeFollowupSchema } from './followups';

const today = () => '2024-06-15';
const form = makeFollowupSchema({ today });
const api = makeFollowupSchema({ messages: FOLLOWUP_SERVER_MESSAGES, today });

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

const base = { member_id: 5, followup_date: '2024-06-10', contacted_by: 'Asha', contact_status: 'Spam' };

describe('followup form schema (browser messages)', () => {
  it('reports every missing required field at once', () => {
    expect(errors(form.safeParse({ member_id: 5 }))).toEqual([
      ['followup_date', 'Date is required'],
      ['contacted_by', 'Name is required'],
      ['contact_status', 'Status is required'],
    ]);
    expect(errors(form.safeParse({ member_id: 5, followup_date: '', contacted_by: '  ', contact_status: null }))).toHaveLength(3);
  });

  it('requires a response when contact is established', () => {
    const r = form.safeParse({ ...base, contact_status: 'Contact established successfully' });
    expect(errors(r)).toEqual([['contact_response', 'Please select Contact Response']]);
  });

  it.each(['Low Interest', 'Medium Interest', 'Good', 'Very Good'])('requires participation after %s', (response) => {
    const r = form.safeParse({ ...base, contact_status: 'Contact established successfully', contact_response: response });
    expect(errors(r)).toEqual([['participation', 'Please select Participation Status']]);
  });

  it.each(['Unknown/Cannot tell', 'Bad', 'Suspicious', 'Not Interested'])('needs no participation after %s', (response) => {
    const r = form.safeParse({ ...base, contact_status: 'Contact established successfully', contact_response: response, participation: 'Activist' });
    expect(r.success).toBe(true);
    // hidden in the form, so not stored
    expect(r.data?.participation).toBeNull();
  });

  it('requires meeting date and time on the missing inputs', () => {
    const meeting = { ...base, contact_status: 'Called for meeting' };
    expect(errors(form.safeParse(meeting))).toEqual([
      ['meeting_date', 'Please set meeting date and time'],
      ['meeting_time', 'Please set meeting date and time'],
    ]);
    expect(errors(form.safeParse({ ...meeting, meeting_date: '2024-06-20' }))).toEqual([['meeting_time', 'Please set meeting date and time']]);
  });

  it('refuses a meeting before the followup date', () => {
    const r = form.safeParse({ ...base, contact_status: 'Called for meeting', meeting_date: '2024-06-09', meeting_time: '10:30' });
    expect(errors(r)).toEqual([['meeting_date', 'Meeting date must be later than or equal to followup date']]);
  });

  it('accepts a meeting on the followup day and stores the combined time', () => {
    const r = form.safeParse({ ...base, contact_status: 'Called for meeting', meeting_date: '2024-06-10', meeting_time: '09:05' });
    expect(r.data).toMatchObject({ meeting_date: '2024-06-10', meeting_time: '09:05', meeting_date_time: '2024-06-10 09:05:00' });
  });

  it('refuses a followup date in the future', () => {
    expect(errors(form.safeParse({ ...base, followup_date: '2024-06-16' }))).toEqual([['followup_date', 'Followup date cannot be in the future.']]);
    expect(form.safeParse({ ...base, followup_date: '2024-06-15' }).success).toBe(true);
  });

  it('refuses a status outside the list and an impossible date', () => {
    expect(errors(form.safeParse({ ...base, contact_status: 'Happy' }))).toEqual([['contact_status', 'Status is required']]);
    expect(errors(form.safeParse({ ...base, followup_date: '2024-02-30' }))).toEqual([['followup_date', 'Date is required']]);
  });

  it('clears what the chosen status does not use', () => {
    const r = form.parse({ ...base, contact_response: 'Good', participation: 'Activist', meeting_date: '2024-06-20', meeting_time: '10:00', comments: '' });
    expect(r).toEqual({
      member_id: 5,
      followup_date: '2024-06-10',
      contacted_by: 'Asha',
      contact_status: 'Spam',
      contact_response: null,
      participation: null,
      meeting_date: null,
      meeting_time: null,
      meeting_date_time: null,
      comments: null,
    });
  });

  it('uses the local day by default', () => {
    expect(followupFormSchema.safeParse({ ...base, followup_date: '2999-01-01' }).success).toBe(false);
  });
});

describe('followup API schema (server messages)', () => {
  it('uses the server messages for name and status', () => {
    expect(errors(api.safeParse({ member_id: 5 }))).toEqual([
      ['followup_date', 'Date is required'],
      ['contacted_by', 'Please enter the name of the seeker who contacted'],
      ['contact_status', 'Please select an appropriate contact status'],
    ]);
  });

  it('keys meeting errors on meeting_date_time', () => {
    const meeting = { ...base, contact_status: 'Called for meeting' };
    expect(errors(api.safeParse(meeting))).toEqual([['meeting_date_time', 'Please set meeting date and time']]);
    expect(errors(api.safeParse({ ...meeting, meeting_date: '2024-06-01', meeting_time: '10:00' }))).toEqual([
      ['meeting_date_time', 'Meeting date must be later than or equal to followup date'],
    ]);
  });

  it('accepts meeting_date_time alone', () => {
    const r = api.parse({ ...base, contact_status: 'Called for meeting', meeting_date_time: '2024-06-11 18:30:00' });
    expect([r.meeting_date, r.meeting_time, r.meeting_date_time]).toEqual(['2024-06-11', '18:30', '2024-06-11 18:30:00']);
  });

  it('requires the member', () => {
    expect(errors(api.safeParse({ ...base, member_id: 'x' }))).toEqual([['member_id', 'Member is required']]);
  });
});

describe('isoDateOf', () => {
  it('reads dates and zone-less timestamps only', () => {
    expect(isoDateOf('2024-01-31')).toBe('2024-01-31');
    expect(isoDateOf('2024-01-31 10:00:00')).toBe('2024-01-31');
    expect(isoDateOf('2024-01-31T10:00:00.000Z')).toBeUndefined();
    expect(isoDateOf('31-01-2024')).toBeUndefined();
    expect(isoDateOf('2023-02-29')).toBeUndefined();
  });
});
