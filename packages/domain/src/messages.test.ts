import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, messageRef } from './messages';
import * as people from './schemas/people-messages';
import { changePasswordSchema, loginSchema } from './schemas/account';
import { followupFormSchema } from './schemas/followups';
import * as events from './schemas/events';
import { approvalSuccessMessage } from './events/approval-rules';
import { storeMembersMessage } from './events/add-members-rules';
import { APPROVAL_STATUSES } from './options/events';

/** The messages of the seeds' §5 rules and §8 error catalogues, word for word (issue 18). */
const SEED_MESSAGES = [
  // seed 000 §5, §8
  'Date is required', 'Name is required', 'Status is required', 'Please select Contact Response',
  'Please select Participation Status', 'Please set meeting date and time',
  'Meeting date must be later than or equal to followup date', 'Mismatch', 'Invalid parameters: No rows selected.',
  'Please enter the name of the seeker who contacted', 'Please select an appropriate contact status',
  'Sorry Could not fetch the data', 'Something went wrong',
  // seed 001 §5, §8
  'Category name cannot be blank', 'Name must contain English alphabets only and not contain any special characters',
  'Name must be less than 50 characters', 'Country is required', 'Mobile number must be in between 10-12 digit',
  'Enter a valid email', 'Spiritual leval must be between 30-100, leave blank if not known', 'Upay hrs must be between 0-24 hrs',
  'Seva hrs must be between 0-24 hrs', 'Profession is required', 'Category is required', 'Please check your mobile number',
  'Please check your Whatsapp number', 'Please choose organization', 'Please choose type of gift',
  'Please enter the name of the seeker who given gift', 'Please choose date of gift given', 'Source is required',
  'Salutation is required', 'Name must contain English alphabets only and  not contain any special characters',
  'Gender is required', 'Mobile number is required', 'City is required', 'Remarks is required', 'User Name is required',
  'Password is required', 'Role is required', 'Location is required', 'Do you really want to delete?',
  'Please enter Category Name', 'Please enter Category', 'Please enter Seeker Name', 'Please enter Status',
  'Please enter first name', 'Please enter last name', 'Please enter mobile number', 'Please select country',
  'Please enter city', 'Please enter name', 'Please enter password', 'Please enter location', 'Please enter role',
  'Please enter Location',
  // seed 002 §5, §8
  'Event name cannot be blank', 'Event name should be less than 50 characters', 'Location cannot be blank',
  'Start Date cannot be blank', 'End Date cannot be blank', 'Event Type cannot be blank', 'Please enter type',
  'Please enter Event Type', 'Please enter comments', 'Brief introduction is must', 'Participation is must',
  'Password should atleast be 8 characters', 'Required', 'Field must contain Devanagari (Unicode) characters only',
  'Please select location', 'Event updated successfully', 'New Event Type added successfully',
  'Event Type updated successfully', 'Member Approved Successfully', 'Status Updated Successfully',
  'Members Updated Successfully', 'Password Updated Successfully', 'Member registered successfully',
];

describe('the message catalogue', () => {
  it('has a code for every message of the seeds', () => {
    expect(SEED_MESSAGES.filter((text) => messageRef(text) === undefined)).toEqual([]);
  });

  it('has a code for every message the shared schemas give without one of their own', () => {
    const constants = Object.values(people as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
    expect(constants.length).toBeGreaterThan(10);
    expect(constants.filter((text) => messageRef(text) === undefined)).toEqual([]);
  });

  it('finds the codes of the schemas as the browser and the server raise them', () => {
    const followup = followupFormSchema.safeParse({});
    const login = loginSchema.safeParse({ email: '', password: '' });
    const password = changePasswordSchema.safeParse({ password: 'short', password_confirmation: 'other' });
    const issues = [followup, login, password].flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
    expect(issues.length).toBeGreaterThan(3);
    expect(issues.filter((text) => messageRef(text) === undefined)).toEqual([]);
    expect(messageRef('These credentials do not match our records.')).toEqual({ code: 'bad_credentials' });
  });

  it('has a code for every message the events routes send (features/events)', () => {
    const { APPROVAL_MESSAGES, cannotChange, refusedMembers } = events;
    // the reasons of a refused batch are sent only as its lines, with the members' ids
    const reasons: string[] = [APPROVAL_MESSAGES.notInEventOrScope, APPROVAL_MESSAGES.notFinalApproved];
    const constants = Object.values(events as Record<string, unknown>)
      .flatMap((v) => (typeof v === 'string' ? [v] : isTextRecord(v) ? Object.values(v) : []))
      .filter((text) => !reasons.includes(text));
    const lines = [...reasons, cannotChange('New', 'Final Approved'), cannotChange('Not Invited', 'Invited In Person', 'Invitation')].map((r) =>
      refusedMembers(r, [4, 9]),
    );
    const sent = [...constants, ...lines, storeMembersMessage(1, 9), ...APPROVAL_STATUSES.map(approvalSuccessMessage), ...eventSchemaIssues()];
    expect(constants.length).toBeGreaterThan(20);
    expect(sent.filter((text) => messageRef(text) === undefined)).toEqual([]);
  });

  it('reads the members and the change out of a refused batch line', () => {
    expect(messageRef('Invitation: Not Invited cannot be changed to Invited In Person: 4, 9')).toEqual({
      code: 'refused_field_change',
      params: { field: 'Invitation', from: 'Not Invited', to: 'Invited In Person', members: '4, 9' },
    });
    expect(messageRef('First Approved cannot be changed to New: 12')).toEqual({
      code: 'refused_change',
      params: { from: 'First Approved', to: 'New', members: '12' },
    });
    expect(messageRef('Please select at most 100000 members at a time')).toEqual({ code: 'select_at_most_members', params: { max: '100000' } });
  });

  it('reads the values out of a message with values, and fills them in again', () => {
    const text = '2 Member(s) with phone number (9820012345) already exists.';
    expect(messageRef(text)).toEqual({ code: 'duplicate_members', params: { count: '2', number: '9820012345' } });
    expect(formatMessage('duplicate_members', { count: 2, number: '9820012345' })).toBe(text);
    expect(messageRef('Member updation failed. Error message: Member not found.')).toEqual({
      code: 'bulk_update_failed',
      params: { message: 'Member not found.' },
    });
    expect(messageRef('Please enter a number no larger than 24')).toEqual({ code: 'number_at_most', params: { max: '24' } });
  });

  it('gives nothing for a text it does not hold, and one code per text', () => {
    expect(messageRef('Some words from elsewhere')).toBeUndefined();
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    expect(Object.keys(MESSAGES).every((code) => /^[a-z0-9_]+$/.test(code))).toBe(true);
  });
});

const isTextRecord = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** The messages the events schemas raise for empty and wrong values, as the server validates them. */
function eventSchemaIssues(): string[] {
  const results = [
    events.eventCreateSchema.safeParse({}),
    events.eventCreateSchema.safeParse({ name: 'x'.repeat(51), location_id: 1, type: 1, date_from: 'soon', date_to: '2026-01-01' }),
    events.eventCreateSchema.safeParse({ name: 'Sabha', location_id: 1, type: 1, date_from: '2026-02-01', date_to: '2026-01-01' }),
    events.approveMembersSchema.safeParse({}),
    events.approveMembersSchema.safeParse({ id: 1, members: [], status: 'Maybe', comment: '' }),
    events.postApprovalSchema.safeParse({ event_id: 1, members: [1] }),
    events.postApprovalSchema.safeParse({ event_id: 1, members: [1], attended: 3 }),
    events.storeMembersSchema.safeParse({ event_id: 1, members: Array.from({ length: events.MAX_EVENT_BATCH + 1 }, (_, i) => i + 1) }),
    events.eventMembersQuerySchema.safeParse({ orderby: 'nope', ordertype: 'up' }),
    events.eventHistoryQuerySchema.safeParse({}),
    events.myEventsQuerySchema.safeParse({ orderby: 'nope', ordertype: 'up' }),
  ];
  return results.flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
}
