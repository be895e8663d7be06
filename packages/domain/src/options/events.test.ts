import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUSES,
  APPROVAL_STATUS_ROUTES,
  ATTENDEE_TYPES,
  INVITATION_STATUSES,
  PAST_EVENT_YEARS,
  PICKUP_POINTS,
  POST_APPROVAL_LISTS,
  REGISTRATION_STATUSES,
  TEA_OR_COFFEE,
  approvalStatusOfSlug,
  postApprovalListOfSlug,
  postApprovalSlugOf,
  slugOfApprovalStatus,
} from './events';
import { labelOf, labelOrBlank, valueOf } from './option';

describe('approval statuses', () => {
  it('maps every route slug to one status and back', () => {
    expect(APPROVAL_STATUS_ROUTES.map((r) => r.slug)).toEqual([
      'new', 'approvalfirst', 'approvalfinal', 'infopending', 'infoupdated', 'disapprovalfirst', 'disapprovalfinal', 'decisionpending',
    ]);
    expect(new Set(APPROVAL_STATUS_ROUTES.map((r) => r.status))).toEqual(new Set(APPROVAL_STATUSES));
    expect(approvalStatusOfSlug('disapprovalfirst')).toBe('First Disapproved');
    expect(approvalStatusOfSlug('approvalfinal')).toBe('Final Approved');
    expect(approvalStatusOfSlug('nosuch')).toBeUndefined();
    expect(slugOfApprovalStatus('Info Updated')).toBe('infoupdated');
  });
});

describe('post-approval codes', () => {
  it('codes invitation, registration and attendee types as the seeds do', () => {
    expect(INVITATION_STATUSES.map((s) => [s.value, s.label])).toEqual([
      [10, 'Not Invited'], [20, 'Invited In Person'], [30, 'Invited Over Phone'], [40, 'Invited But Not Coming'],
    ]);
    expect(labelOf(REGISTRATION_STATUSES, 2)).toBe('Cancelled');
    expect(labelOf(INVITATION_STATUSES, '30')).toBe('Invited Over Phone');
    expect(valueOf(INVITATION_STATUSES, 'Invited In Person')).toBe(20);
    expect(labelOf(ATTENDEE_TYPES, 2)).toBe('Activist working with the delegate');
  });

  it('shows registration 0 and a missing value as blank on the member Events tab', () => {
    expect(labelOrBlank(REGISTRATION_STATUSES, 0)).toBe('');
    expect(labelOrBlank(REGISTRATION_STATUSES, null)).toBe('');
    expect(labelOrBlank(REGISTRATION_STATUSES, 1)).toBe('Registered');
  });

  it('maps each post-approval list slug to its field and value', () => {
    expect(POST_APPROVAL_LISTS.map((l) => `${l.slug}:${l.field}=${l.value}`)).toEqual([
      'notinvited:inv_status=10',
      'invitedinperson:inv_status=20',
      'invitedoverphone:inv_status=30',
      'invitednotcoming:inv_status=40',
      'registered:registered=1',
      'notregistered:registered=0',
      'cancelled:registered=2',
      'attended:attended=1',
      'notattended:attended=0',
    ]);
    expect(postApprovalListOfSlug('cancelled')?.label).toBe('Cancelled');
    expect(postApprovalSlugOf('attended', 0)).toBe('notattended');
    expect(postApprovalSlugOf('inv_status', 50)).toBeUndefined();
  });
});

describe('registration form lists', () => {
  it('keeps the seeds strings', () => {
    expect(PICKUP_POINTS).toEqual([
      'Not required', 'Ponda (15 min)', 'Madgaon (40 min)', 'Karmali (40 min)', 'Dabolim Airport (1 Hr)', 'Panaji (1 Hr)',
    ]);
    expect(TEA_OR_COFFEE).toHaveLength(7);
    expect(TEA_OR_COFFEE).toContain('Kashay without sugar');
    expect(PAST_EVENT_YEARS[0]).toBe('2012');
    expect(PAST_EVENT_YEARS).toHaveLength(11);
    expect(PAST_EVENT_YEARS.at(-1)).toBe('2022');
  });
});
