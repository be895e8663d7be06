import type { CheckinRow } from '@sampark/domain/schemas/checkin';
import { describe, expect, it } from 'vitest';
import { countsOf, localText, lookupCode, markLocally, mergeRegistrants, registrantOf, searchRegistrants } from './checkin-local';

const rows: CheckinRow[] = [
  [21, 'Ravi Kulkarni', '+91 98123 45678', 1, 'Registered', null, null, 'AAAAAAAAAAAAAAAA'],
  [22, 'Sita Joshi', '9822012345', 5, 'Arrived', '2026-02-01 09:42:00', 'Chitra', 'BBBBBBBBBBBBBBBB'],
  [23, 'Gopal Rao', null, 3, 'Cancelled', null, null, 'CCCCCCCCCCCCCCCC'],
];
const list = rows.map(registrantOf);
const byId = new Map(list.map((r) => [r.id, r]));

describe('reading a pass on the phone', () => {
  it('finds the registrant of a genuine pass of this event', () => {
    expect(lookupCode(byId, 7, '7.21.AAAAAAAAAAAAAAAA')).toEqual({ registrant: list[0] });
  });

  it('refuses a forged signature, another event, an unknown registrant, any other text', () => {
    for (const text of ['7.21.BBBBBBBBBBBBBBBB', '8.21.AAAAAAAAAAAAAAAA', '7.99.AAAAAAAAAAAAAAAA', 'https://example.org']) {
      expect(lookupCode(byId, 7, text), text).toEqual({ refused: 'This pass is not valid for this event' });
    }
  });
});

describe('marking on the phone', () => {
  it('the first check-in marks Arrived; a second warns; a cancelled one is refused', () => {
    const first = markLocally(list[0], '2026-02-01 10:00:00', 'Dev');
    expect(first).toEqual({ registrant: { ...list[0], status: 'Arrived', at: '2026-02-01 10:00:00', by: 'Dev' }, message: 'Checked in', outcome: 'checked_in' });
    expect(markLocally(list[1], '2026-02-01 10:00:00', 'Dev')).toMatchObject({ outcome: 'already', message: 'Already checked in at 09:42 by Chitra' });
    expect(markLocally(list[2], '2026-02-01 10:00:00', 'Dev')).toMatchObject({ outcome: 'refused', message: 'This registration has been cancelled' });
  });

  it('the server rows win, then the queued check-ins go on top, earliest kept', () => {
    const at = new Date(2026, 1, 1, 9, 30, 0).getTime();
    const merged = mergeRegistrants(byId, [[22, 'Sita Joshi', '9822012345', 5, 'Arrived', '2026-02-01 09:42:00', 'Chitra', 'BBBBBBBBBBBBBBBB']], [
      { key: 'a', registration_id: 22, method: 'scan', happened_at: at },
      { key: 'b', registration_id: 21, method: 'search', happened_at: at },
    ], 'Dev');
    expect(merged.get(22)).toMatchObject({ at: '2026-02-01 09:30:00', by: 'Dev' });
    expect(merged.get(21)).toMatchObject({ at: '2026-02-01 09:30:00', status: 'Arrived' });
    expect(countsOf(merged.values())).toEqual({ registered: 2, arrived: 2 });
  });
});

describe('times on the phone', () => {
  it('are written in the organisation time zone the server gives, whatever the phone zone', () => {
    const ms = Date.UTC(2026, 1, 1, 4, 12, 30);
    expect(localText(ms, 330)).toBe('2026-02-01 09:42:30');
    expect(localText(ms, 0)).toBe('2026-02-01 04:12:30');
  });
});

describe('search by name or mobile', () => {
  it('matches any part of the name in any case, or a run of the mobile digits', () => {
    expect(searchRegistrants(list, 'KULK').map((r) => r.id)).toEqual([21]);
    expect(searchRegistrants(list, '98123').map((r) => r.id)).toEqual([21]);
    expect(searchRegistrants(list, '2012 345').map((r) => r.id)).toEqual([22]);
    expect(searchRegistrants(list, 'r')).toEqual([]);
    expect(searchRegistrants(list, 'a', 1)).toEqual([]);
    expect(searchRegistrants(list, 'ra', 1).map((r) => r.id)).toEqual([21]);
  });
});
