import { describe, expect, it } from 'vitest';
import { REGISTRATION_VIEWS } from '../options/events';
import { REGISTRATION_COLUMNS, registrationBulkSchema, registrationListQuerySchema, registrationViewParams } from './registrations-list';

describe('the registrations screen', () => {
  it('has every column of seed 002 §2, ID and Full Name locked', () => {
    expect(REGISTRATION_COLUMNS.map((c) => c.key)).toEqual([
      'id', 'member_id', 'relationship', 'salutation', 'firstname', 'lastname', 'fullname', 'country', 'state', 'district', 'city', 'address',
      'mobile_number', 'whatsapp', 'email', 'facebook_id', 'twitter_id', 'website', 'profession', 'created_at', 'created_by', 'updated_at',
      'updated_by', 'status',
    ]);
    expect(REGISTRATION_COLUMNS.filter((c) => 'locked' in c && c.locked).map((c) => c.key)).toEqual(['id', 'fullname']);
  });

  it('maps the views to the call (docs/api-conventions.md#registrations: relationship 1 delegates, otherwise accompanying; Cancelled by status)', () => {
    expect(REGISTRATION_VIEWS.map(registrationViewParams)).toEqual([{ relationship: 1 }, { relationship: 0 }, { status: 'Cancelled' }]);
  });

  it('reads the query as the screen sends it', () => {
    const q = registrationListQuerySchema.parse({ event_id: '7', relationship: '0', status: 'Registered,Arrived', attendee_type: '3,5', skip: '20', limit: '9000', keyword: ' Asha ' });
    expect(q).toMatchObject({ event_id: 7, relationship: 0, status: ['Registered', 'Arrived'], attendee_type: [3, 5], skip: 20, limit: 5000, keyword: 'Asha', orderby: 'id', ordertype: 'desc' });
    expect(registrationListQuerySchema.safeParse({ event_id: 7, attendee_type: '9' }).success).toBe(false);
  });
});

describe('the bulk Update Status', () => {
  it('takes the dialog statuses only, and ids once each', () => {
    expect(registrationBulkSchema.parse({ event_id: 1, registrations: '4,5,4', status: 'Arrived' })).toEqual({ event_id: 1, registrations: [4, 5], status: 'Arrived' });
    const bad = registrationBulkSchema.safeParse({ event_id: 1, registrations: [], status: '' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['registrations', 'Please select at least one registration'],
      ['status', 'Status is required'],
    ]);
  });
});
