import { describe, expect, it } from 'vitest';
import { alreadyCheckedIn, clockOf, formatCheckinCode, parseCheckinCode, resolveCheckin } from './checkin-rules';

describe('the check-in code', () => {
  it('reads back what it writes', () => {
    const code = { eventId: 12, registrationId: 3456, signature: 'Ab3dE5gH1jK2-_xY' };
    expect(formatCheckinCode(code)).toBe('12.3456.Ab3dE5gH1jK2-_xY');
    expect(parseCheckinCode(' 12.3456.Ab3dE5gH1jK2-_xY ')).toEqual(code);
  });

  it('refuses text that cannot be a pass', () => {
    for (const text of ['', 'hello', '12.3456', '12.3456.short', '0.1.Ab3dE5gH1jK2-_xY', '12.3456.Ab3dE5gH1jK2-_xY9', '12.3456.Ab3dE5gH1jK2-_x!', '9999999999.1.Ab3dE5gH1jK2-_xY']) {
      expect(parseCheckinCode(text), text).toBeNull();
    }
  });
});

describe('resolveCheckin: the earliest check-in counts', () => {
  const mark = { at: '2025-01-10 09:42:00', by: 'Asha' };
  it('the first sets the mark, an earlier one replaces it, a later or equal one is only recorded', () => {
    expect(resolveCheckin(null, '2025-01-10 10:00:00')).toBe('checked_in');
    expect(resolveCheckin(mark, '2025-01-10 09:41:59')).toBe('earlier');
    expect(resolveCheckin(mark, '2025-01-10 09:42:00')).toBe('already');
    expect(resolveCheckin(mark, '2025-01-10 11:00:00')).toBe('already');
  });

  it('warns with the time and the name', () => {
    expect(clockOf('2025-01-10 09:42:31')).toBe('09:42');
    expect(alreadyCheckedIn(mark)).toBe('Already checked in at 09:42 by Asha');
    expect(alreadyCheckedIn({ at: mark.at, by: null })).toBe('Already checked in at 09:42');
  });
});
