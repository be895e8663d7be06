import { describe, expect, it } from 'vitest';
import {
  addDays,
  arrivalWindow,
  BOOKING_TOO_LATE,
  DEPARTURE_AFTER_STAY,
  bookingWindow,
  daysOf,
  departureWindow,
  registrationWindowIssues,
  stayWindow,
} from './registration-windows';

// seed 002 §5 "Registration form", §9: an event of 10-12 March 2025, registered on 20 February
const event = { date_from: '2025-03-10', date_to: '2025-03-12' };
const ctx = { event, today: '2025-02-20' };
const FILL_NOW = 'I will fill details now';
const LATER = 'I will book later';

const issues = (values: Record<string, unknown>, c = ctx) => registrationWindowIssues(values, c).map((i) => [i.path, i.message]);

describe('the windows', () => {
  it('moves calendar days across months and years', () => {
    expect(addDays('2025-03-01', -2)).toBe('2025-02-27');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('stays from 2 days before the start to 2 days after the end', () => {
    expect(stayWindow(event)).toEqual({ from: '2025-03-08', to: '2025-03-14' });
    expect(daysOf(stayWindow(event))).toEqual(['2025-03-08', '2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14']);
    // a one-day event without an end date
    expect(stayWindow({ date_from: '2025-03-10', date_to: null })).toEqual({ from: '2025-03-08', to: '2025-03-12' });
  });

  it('books from today to 7 days before the start', () => {
    expect(bookingWindow(ctx)).toEqual({ from: '2025-02-20', to: '2025-03-03' });
  });

  it('arrives from the first stay day to the event end; departs from the later of arrival and start to the last stay day', () => {
    expect(arrivalWindow(event, ['2025-03-13', '2025-03-09'])).toEqual({ from: '2025-03-09', to: '2025-03-12' });
    expect(arrivalWindow(event, [])).toEqual({ from: '2025-03-08', to: '2025-03-12' });
    expect(departureWindow(event, ['2025-03-09', '2025-03-13'], '2025-03-11')).toEqual({ from: '2025-03-11', to: '2025-03-13' });
    expect(departureWindow(event, ['2025-03-09', '2025-03-13'], '2025-03-09')).toEqual({ from: '2025-03-10', to: '2025-03-13' });
    expect(departureWindow(event, [], null)).toEqual({ from: '2025-03-10', to: '2025-03-14' });
  });
});

describe('registrationWindowIssues at each edge', () => {
  it.each([
    ['1941-12-31', false],
    ['1942-01-01', true],
    ['2025-02-20', true],
    ['2025-02-21', false],
  ])('date of birth %s allowed: %s', (dob, ok) => {
    expect(issues({ dob })).toEqual(ok ? [] : [['dob', 'Date of birth must be between 01-01-1942 and 20-02-2025']]);
  });

  it.each([
    ['2025-03-07', false],
    ['2025-03-08', true],
    ['2025-03-14', true],
    ['2025-03-15', false],
  ])('stay day %s allowed: %s', (day, ok) => {
    expect(issues({ days_of_stay: `2025-03-10,${day}` })).toEqual(ok ? [] : [['days_of_stay', 'Days of stay must be between 08-03-2025 and 14-03-2025']]);
  });

  it.each([
    ['2025-02-19', false],
    ['2025-02-20', true],
    ['2025-03-03', true],
    ['2025-03-04', false],
  ])('booking date %s allowed: %s', (booking_date, ok) => {
    expect(issues({ booking_status: LATER, booking_date })).toEqual(ok ? [] : [['booking_date', 'Booking date must be between 20-02-2025 and 03-03-2025']]);
  });

  it('says so when booking later is no longer possible', () => {
    expect(issues({ booking_status: LATER, booking_date: '2025-03-05' }, { event, today: '2025-03-04' })).toEqual([['booking_date', BOOKING_TOO_LATE]]);
  });

  it('reads the booking date only for "I will book later", and the journey only otherwise', () => {
    expect(issues({ booking_status: FILL_NOW, booking_date: '2020-01-01' })).toEqual([]);
    expect(issues({ booking_status: LATER, arrival_date: '2020-01-01', departure_date: '2020-01-01' })).toEqual([]);
  });

  const days = ['2025-03-09', '2025-03-13'];
  it.each([
    ['2025-03-08', false],
    ['2025-03-09', true],
    ['2025-03-12', true],
    ['2025-03-13', false],
  ])('arrival %s allowed: %s', (arrival_date, ok) => {
    expect(issues({ booking_status: FILL_NOW, days_of_stay: days, arrival_date })).toEqual(
      ok ? [] : [['arrival_date', 'Arrival date must be between 09-03-2025 and 12-03-2025']],
    );
  });

  it.each([
    ['2025-03-10', false],
    ['2025-03-11', true],
    ['2025-03-13', true],
    ['2025-03-14', false],
  ])('departure %s after arriving on 11 March allowed: %s', (departure_date, ok) => {
    expect(issues({ booking_status: FILL_NOW, days_of_stay: days, arrival_date: '2025-03-11', departure_date })).toEqual(
      ok ? [] : [['departure_date', 'Departure date must be between 11-03-2025 and 13-03-2025']],
    );
  });

  it('departs no earlier than the start when arriving before it', () => {
    expect(issues({ booking_status: FILL_NOW, days_of_stay: days, arrival_date: '2025-03-09', departure_date: '2025-03-09' })).toEqual([
      ['departure_date', 'Departure date must be between 10-03-2025 and 13-03-2025'],
    ]);
  });

  it('leaves blank and malformed dates to the fields, and checks only the fields asked for', () => {
    expect(issues({ dob: '', arrival_date: 'soon', booking_status: FILL_NOW })).toEqual([]);
    expect(registrationWindowIssues({ dob: '1900-01-01', arrival_date: '2025-01-01', booking_status: FILL_NOW }, ctx, ['dob'])).toEqual([
      { path: 'dob', message: 'Date of birth must be between 01-01-1942 and 20-02-2025' },
    ]);
  });
});

describe('a departure without a window', () => {
  it('says so when the stay days end before the arrival', () => {
    const values = { booking_status: 'I will fill details now', days_of_stay: ['2025-03-08', '2025-03-09'], arrival_date: '2025-03-09', departure_date: '2025-03-10' };
    expect(registrationWindowIssues(values, ctx)).toEqual([{ path: 'departure_date', message: DEPARTURE_AFTER_STAY }]);
  });
});
