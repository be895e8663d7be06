import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, icalLines, icalText, localDateTime, vtimezone } from './ical';

/** A one-event calendar at `local` in `zone`, read back by ical.js as a UTC instant. */
function readBack(zone: string, local: [string, string]): string {
  const text = icalLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...vtimezone(zone, new Date('2025-12-01T00:00:00Z'), new Date('2027-01-31T00:00:00Z')),
    'BEGIN:VEVENT',
    'UID:x',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=${zone}:${localDateTime(...local)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(timezone, zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).startDate.toJSDate().toISOString();
}

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(icalText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a Hindi character', () => {
    const line = `SUMMARY:${'सम्पर्क '.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
  });

  it('gives India one observance and its fixed offset', () => {
    const zone = vtimezone('Asia/Kolkata', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    expect(zone.filter((l) => l.startsWith('BEGIN:'))).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
    expect(zone).toContain('TZOFFSETTO:+0530');
    expect(readBack('Asia/Kolkata', ['2026-11-28', '10:30'])).toBe('2026-11-28T05:00:00.000Z');
  });

  it('follows daylight saving time where the zone has it (London, New York)', () => {
    expect(readBack('Europe/London', ['2026-07-01', '10:00'])).toBe('2026-07-01T09:00:00.000Z');
    expect(readBack('Europe/London', ['2026-01-10', '10:00'])).toBe('2026-01-10T10:00:00.000Z');
    expect(readBack('America/New_York', ['2026-07-01', '10:00'])).toBe('2026-07-01T14:00:00.000Z');
    expect(readBack('America/New_York', ['2026-12-01', '10:00'])).toBe('2026-12-01T15:00:00.000Z');
    const london = vtimezone('Europe/London', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    expect(london.filter((l) => l.startsWith('DTSTART'))).toEqual(['DTSTART:20260101T000000', 'DTSTART:20260329T010000', 'DTSTART:20261025T020000']);
  });
});
