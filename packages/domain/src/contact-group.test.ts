import { describe, expect, it } from 'vitest';
import {
  applyFollowup,
  contactGroupOf,
  deriveContactFields,
  type FollowupFacts,
  isSuccessfulStatus,
  NO_CONTACT,
  pendingDays,
} from './contact-group';
import { CONTACT_RESPONSES, CONTACT_STATUSES, PARTICIPATION_STATUSES } from './options/members';

const ESTABLISHED = 'Contact established successfully';
const MEETING = 'Called for meeting';

describe('contactGroupOf', () => {
  it('is Pending without a status', () => {
    expect(contactGroupOf(null)).toBe('Pending');
    expect(contactGroupOf(undefined)).toBe('Pending');
    expect(contactGroupOf('')).toBe('Pending');
  });

  it('is Spam after Spam, whatever the response', () => {
    expect(contactGroupOf('Spam')).toBe('Spam');
    expect(contactGroupOf('Spam', 'Very Good')).toBe('Spam');
  });

  it('is Active after Called for meeting', () => {
    expect(contactGroupOf(MEETING)).toBe('Active');
    expect(contactGroupOf(MEETING, 'Bad')).toBe('Active');
  });

  it.each([
    ['Low Interest', 'Active'],
    ['Medium Interest', 'Active'],
    ['Good', 'Active'],
    ['Very Good', 'Active'],
    ['Unknown/Cannot tell', 'Passive'],
    ['Bad', 'Passive'],
    ['Suspicious', 'Passive'],
    ['Not Interested', 'Passive'],
  ])('established with %s is %s', (response, group) => {
    expect(contactGroupOf(ESTABLISHED, response)).toBe(group);
  });

  it('covers every response of the list', () => {
    const groups = CONTACT_RESPONSES.map((r) => contactGroupOf(ESTABLISHED, r));
    expect(groups).toEqual(['Passive', 'Passive', 'Passive', 'Passive', 'Active', 'Active', 'Active', 'Active']);
  });

  it('treats an established contact without a response as Passive', () => {
    expect(contactGroupOf(ESTABLISHED, null)).toBe('Passive');
  });

  it.each([
    'Phone no given is wrong / not existing',
    'Did not pick phone / phone switched off',
    'Network congestion / Low volume',
    'Was unavailable at home/office',
    'Contacted but was in hurry',
    'Told will call later but not responding',
    'Not responding to emails',
    'Not reachable by any contact means',
  ])('is Unsuccessful after "%s"', (status) => {
    expect(contactGroupOf(status)).toBe('Unsuccessful');
    expect(contactGroupOf(status, 'Very Good')).toBe('Unsuccessful');
  });

  it('gives a group for every status of the list', () => {
    const groups = CONTACT_STATUSES.map((s) => contactGroupOf(s, 'Good'));
    expect(groups).toEqual(['Spam', ...Array(5).fill('Unsuccessful'), 'Active', ...Array(3).fill('Unsuccessful'), 'Active']);
  });
});

describe('isSuccessfulStatus', () => {
  it('counts only established and meeting as successful', () => {
    expect(CONTACT_STATUSES.filter(isSuccessfulStatus)).toEqual([MEETING, ESTABLISHED]);
  });
});

const f = (id: number, date: string, status: string, extra: Partial<FollowupFacts> = {}): FollowupFacts => ({
  id,
  followup_date: date,
  contact_status: status,
  ...extra,
});

describe('deriveContactFields', () => {
  it('is Pending with nothing else without followups', () => {
    expect(deriveContactFields([])).toEqual(NO_CONTACT);
  });

  it('takes the last fields from the latest followup by date, not by id', () => {
    const fields = deriveContactFields([
      f(1, '2024-03-10', ESTABLISHED, { contact_response: 'Good', participation: 'Activist', comments: 'met', contacted_by: 'Asha' }),
      f(2, '2024-03-01', 'Spam', { comments: 'old', contacted_by: 'Ravi' }),
    ]);
    expect(fields).toEqual({
      contact_group: 'Active',
      sf: 1,
      uf: 1,
      lcd: '2024-03-10',
      last_contact_status: ESTABLISHED,
      last_contact_response: 'Good',
      last_participation_status: 'Activist',
      last_comment: 'met',
      last_contacted_by: 'Asha',
    });
  });

  it('breaks a tie on the date by the higher id', () => {
    const fields = deriveContactFields([f(7, '2024-03-10', 'Spam'), f(3, '2024-03-10', MEETING)]);
    expect(fields.contact_group).toBe('Spam');
    expect(fields.last_contact_status).toBe('Spam');
  });

  it('counts successful and unsuccessful followups', () => {
    const fields = deriveContactFields([
      f(1, '2024-01-01', ESTABLISHED, { contact_response: 'Bad' }),
      f(2, '2024-01-02', MEETING),
      f(3, '2024-01-03', 'Spam'),
      f(4, '2024-01-04', 'Not responding to emails'),
      f(5, '2024-01-05', 'Contacted but was in hurry'),
    ]);
    expect([fields.sf, fields.uf, fields.contact_group]).toEqual([2, 3, 'Unsuccessful']);
  });

  it('cuts a timestamp to its date for lcd', () => {
    expect(deriveContactFields([f(1, '2024-05-06 10:11:12', MEETING)]).lcd).toBe('2024-05-06');
  });
});

describe('applyFollowup', () => {
  it('moves a Pending member to the new followup', () => {
    const next = applyFollowup({ ...NO_CONTACT }, f(1, '2024-02-02', ESTABLISHED, { contact_response: 'Not Interested' }));
    expect(next).toMatchObject({ contact_group: 'Passive', sf: 1, uf: 0, lcd: '2024-02-02', last_contact_response: 'Not Interested' });
  });

  it('only counts a back-dated followup', () => {
    const current = deriveContactFields([f(1, '2024-02-10', MEETING, { contacted_by: 'A' })]);
    const next = applyFollowup(current, f(2, '2024-01-01', 'Spam', { contacted_by: 'B' }));
    expect(next).toEqual({ ...current, uf: 1 });
  });

  it('lets a followup of the same date win (it is the newer insert)', () => {
    const current = deriveContactFields([f(1, '2024-02-10', MEETING)]);
    expect(applyFollowup(current, f(2, '2024-02-10', 'Spam')).contact_group).toBe('Spam');
  });

  it('agrees with deriveContactFields for random histories (property)', () => {
    // A small deterministic generator: the same cases on every run, hundreds of shapes.
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pick = <T>(list: readonly T[]) => list[rand(list.length)];
    for (let run = 0; run < 500; run++) {
      const history: FollowupFacts[] = [];
      let fields = { ...NO_CONTACT };
      const count = rand(8);
      for (let id = 1; id <= count; id++) {
        const added = f(id, `2024-0${1 + rand(3)}-1${rand(3)}`, pick(CONTACT_STATUSES), {
          contact_response: rand(3) ? pick(CONTACT_RESPONSES) : null,
          participation: rand(2) ? pick(PARTICIPATION_STATUSES) : null,
          comments: `c${id}`,
          contacted_by: `u${rand(4)}`,
        });
        history.push(added);
        fields = applyFollowup(fields, added);
        expect(fields).toEqual(deriveContactFields(history));
      }
    }
  });
});

describe('pendingDays', () => {
  it('counts from created_at while Pending', () => {
    expect(pendingDays({ contact_group: 'Pending', created_at: '2024-02-27 23:59:00', lcd: null }, '2024-03-01')).toBe(3);
  });

  it('counts from the last contact otherwise', () => {
    expect(pendingDays({ contact_group: 'Active', created_at: '2023-01-01 00:00:00', lcd: '2024-12-31' }, '2025-01-02 08:00:00')).toBe(2);
  });

  it('is 0 on the same day', () => {
    expect(pendingDays({ contact_group: 'Spam', created_at: '2024-01-01 00:00:00', lcd: '2024-06-01' }, '2024-06-01')).toBe(0);
  });
});
