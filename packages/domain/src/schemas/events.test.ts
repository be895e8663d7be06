import { describe, expect, it } from 'vitest';
import {
  approvalDialogSchema,
  approveMembersSchema,
  eventCreateSchema,
  eventMembersQuerySchema,
  eventUpdateSchema,
  postApprovalSchema,
  storeMembersSchema,
} from './events';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

const event = { name: 'Yuva Shibir', location_id: 3, type: 1, date_from: '2025-01-10', date_to: '2025-01-12' };

describe('event form (seed 002 §5)', () => {
  it('gives the seed messages for every blank required field', () => {
    expect(errors(eventCreateSchema.safeParse({ name: ' ', location_id: '', type: 1, date_from: null }))).toEqual([
      ['name', 'Event name cannot be blank'],
      ['location_id', 'Location cannot be blank'],
      ['date_from', 'Start Date cannot be blank'],
      ['date_to', 'End Date cannot be blank'],
    ]);
  });
  it('allows 50 characters and refuses 51', () => {
    expect(eventCreateSchema.safeParse({ ...event, name: 'x'.repeat(50) }).success).toBe(true);
    expect(errors(eventCreateSchema.safeParse({ ...event, name: 'x'.repeat(51) }))).toEqual([['name', 'Event name should be less than 50 characters']]);
  });
  it('refuses an end before the start, allows a one-day event', () => {
    expect(errors(eventCreateSchema.safeParse({ ...event, date_to: '2025-01-09' }))).toEqual([['date_to', 'End Date cannot be before Start Date']]);
    expect(eventCreateSchema.safeParse({ ...event, date_to: '2025-01-10' }).success).toBe(true);
  });
  it('refuses a date that is no day', () => {
    expect(errors(eventCreateSchema.safeParse({ ...event, date_from: '2025-02-30' }))).toEqual([['date_from', 'Please enter a valid date']]);
  });
  it('defaults the flags on create and keeps them unset on update', () => {
    const created = eventCreateSchema.parse({ ...event, location_id: '3', description: '' });
    expect(created).toMatchObject({ location_id: 3, description: null, connect_gsheet: 0, inactive: 0 });
    expect(eventUpdateSchema.parse(event).inactive).toBeUndefined();
  });
});

describe('approval (seed 002 §5 "Approval dialog")', () => {
  it('requires status and comments with the seed messages', () => {
    expect(errors(approveMembersSchema.safeParse({ id: 4, members: [1], status: '', comment: ' ' }))).toEqual([
      ['status', 'Status is required'],
      ['comment', 'Please enter comments'],
    ]);
    expect(errors(approvalDialogSchema.safeParse({}))).toEqual([
      ['status', 'Status is required'],
      ['comment', 'Please enter comments'],
    ]);
  });
  it('takes the event as id or event_id, and de-duplicates the members', () => {
    expect(approveMembersSchema.parse({ id: '4', members: [1, 1, '2'], status: 'New', comment: 'ok' })).toEqual({
      event_id: 4,
      members: [1, 2],
      status: 'New',
      comment: 'ok',
    });
    expect(storeMembersSchema.parse({ event_id: 5, id: 9, members: '7,8' })).toEqual({ event_id: 5, members: [7, 8] });
  });
  it('refuses an unknown status and an empty selection', () => {
    expect(errors(approveMembersSchema.safeParse({ id: 4, members: [], status: 'Approved', comment: 'x' }))).toEqual([
      ['members', 'Please select at least one member'],
      ['status', 'Please choose a value from the list'],
    ]);
    expect(errors(storeMembersSchema.safeParse({ members: [1] }))).toEqual([['event_id', 'Please choose an event']]);
  });
});

describe('post-approval payload', () => {
  it('needs one of the statuses', () => {
    expect(errors(postApprovalSchema.safeParse({ event_id: 1, members: [2] }))).toEqual([
      ['inv_status', 'Please choose the invitation, registration or attendance status'],
    ]);
  });
  it('reads the coded values and refuses others', () => {
    expect(postApprovalSchema.parse({ id: 1, members: [2], inv_status: '20' })).toMatchObject({ event_id: 1, inv_status: 20 });
    expect(errors(postApprovalSchema.safeParse({ id: 1, members: [2], registered: 5 }))).toEqual([['registered', 'Please choose a value from the list']]);
  });
});

describe('event members query', () => {
  it('reads the filters as query strings send them', () => {
    const q = eventMembersQuerySchema.parse({ event_id: '3', status: 'Final Approved', inv_status: '10', category: '1,2', limit: '99999' });
    expect(q).toMatchObject({ event_id: 3, status: 'Final Approved', inv_status: 10, category: [1, 2], skip: 0, limit: 5000 });
    expect(eventMembersQuerySchema.parse({ event_id: 3 }).limit).toBeUndefined();
  });
  it('refuses a sort column the table does not have', () => {
    expect(errors(eventMembersQuerySchema.safeParse({ event_id: 3, orderby: 'mobile_number' }))).toEqual([['orderby', 'The selected orderby is invalid.']]);
  });
});
