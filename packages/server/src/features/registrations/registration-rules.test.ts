import { addDays } from '@sampark/domain/schemas/registration-windows';
import { formatDate } from '@sampark/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { formProofHeaders } from '../../../test/form-proof';
import { todayText } from '../../lib/time';
import { type FormWorld, formWorld, validForm } from './registration-form.fixtures';

const CHOOSE = 'Please choose a value from the list';
const NAME_CHARS = 'Name must contain English alphabets only and not contain any special characters';
const DEVANAGARI = 'Field must contain Devanagari (Unicode) characters only';
const MOBILE = 'Mobile number must be in between 10-12 digit';

/** seed 002 §5 "Registration form": one field wrong at a time, the message on that field. */
const RULES: [string, unknown, string][] = [
  ['relationship', '', 'Required'],
  ['relationship', 9, CHOOSE],
  ['email', '', 'Required'],
  ['email', 'ravi.example.org', 'Enter a valid email'],
  ['recommended_by', ' ', 'Required'],
  ['salutation', '', 'Required'],
  ['gender', '', 'Required'],
  ['profession_id', '', 'Required'],
  ['profession_id', 999999, CHOOSE],
  ['firstname', '', 'Required'],
  ['firstname', 'Ravi1', NAME_CHARS],
  ['lastname', 'K@mar', NAME_CHARS],
  ['lastname', 'a'.repeat(51), 'Name must be less than 50 characters'],
  ['hindi_name', '', 'Required'],
  ['hindi_name', 'Ravi', DEVANAGARI],
  ['hindi_name', 'र'.repeat(101), 'Field must be less than 100 characters'],
  ['org_hindi', 'Sanstha', DEVANAGARI],
  ['organization', 'Sanstha & Co', 'Organization must contain English alphabets only and not contain any special characters'],
  ['organization', 'a'.repeat(101), 'Organization must be less than 100 characters'],
  ['designation', 'No. 1', 'Designation must contain English alphabets only and not contain any special characters'],
  ['designation', 'a'.repeat(101), 'Designation must be less than 100 characters'],
  ['mobile_number', '', 'Required'],
  ['mobile_number', '123456789', MOBILE],
  ['mobile_number', '1234567890123', MOBILE],
  ['whatsapp', '12345', MOBILE],
  ['country', '', 'Required'],
  ['state', '', 'Required'],
  ['district', '', 'Required'],
  ['city', '', 'Required'],
  ['brief_intro', 'a'.repeat(1501), 'Brief introduction must be at most 1500 characters'],
  ['activities', 'a'.repeat(501), 'Activities must be at most 500 characters'],
  ['address', 'a'.repeat(301), 'Address must be at most 300 characters'],
  ['languages_understood', '', 'Required'],
  ['languages_known', '', 'Required'],
  ['pastevents', '', 'Required'],
  ['accommodation_needs', '', 'Required'],
  ['tea_or_coffee', '', 'Required'],
  ['diet_restrictions', '', 'Required'],
  ['booking_status', '', 'Required'],
  ['arrival_by', '', 'Required'],
  ['arrival_date', '', 'Required'],
  ['arrival_time', '', 'Required'],
  ['pickup_point', '', 'Required'],
  ['arrival_details', '', 'Required'],
  ['departure_by', '', 'Required'],
  ['departure_date', '', 'Required'],
  ['departure_time', '', 'Required'],
  ['dropoff_point', '', 'Required'],
  ['departure_details', '', 'Required'],
];

describe.each(DIALECTS)('the registration rules, on the server, on %s', (dialect) => {
  let t: TestApp;
  let w: FormWorld;
  const post = async (over: Record<string, unknown>) =>
    t.call(null, { method: 'POST', url: '/api/public/registrations', headers: await formProofHeaders(t.app), payload: { ...validForm(w), event_id: w.event, ...over } });
  const count = async () => Number((await t.database.db.selectFrom('registrations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await formWorld(t);
  });
  afterAll(() => t.close());

  it.each(RULES)('%s = %j: %s, and nothing saved', async (field, value, message) => {
    const before = await count();
    const res = await post({ [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('trims the fields and asks only the booking date of "I will book later"', async () => {
    const res = await post({ firstname: '  Ravi ', booking_status: 'I will book later', booking_date: todayText(), arrival_by: '' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.database.db.selectFrom('registrations').select(['firstname', 'booking_date', 'arrival_by', 'departure_date']).where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ firstname: 'Ravi', booking_date: todayText(), arrival_by: null, departure_date: null });
    const missing = await post({ booking_status: 'I will book later', booking_date: '' });
    expect(missing.json().errors).toEqual({ booking_date: ['Required'] });
  });

  describe('each date window at its edges', () => {
    const today = todayText();
    const d = (days: number) => addDays(w.start, days);
    const between = (label: string, from: string, to: string) => `${label} must be between ${formatDate(from)} and ${formatDate(to)}`;

    it('date of birth: 1942-01-01 to today', async () => {
      for (const dob of ['1942-01-01', today]) expect((await post({ dob })).statusCode).toBe(200);
      for (const dob of ['1941-12-31', addDays(today, 1)]) {
        expect((await post({ dob })).json().errors).toEqual({ dob: [between('Date of birth', '1942-01-01', today)] });
      }
    });

    it('days of stay: 2 days before the start to 2 days after the end', async () => {
      expect((await post({ days_of_stay: `${d(-2)},${d(4)}`, arrival_date: d(-2), departure_date: d(4) })).statusCode).toBe(200);
      for (const days of [d(-3), d(5)]) {
        expect((await post({ days_of_stay: days })).json().errors.days_of_stay).toEqual([between('Days of stay', d(-2), d(4))]);
      }
    });

    it('booking date: today to 7 days before the start', async () => {
      for (const booking_date of [today, d(-7)]) expect((await post({ booking_status: 'I will book later', booking_date })).statusCode).toBe(200);
      for (const booking_date of [addDays(today, -1), d(-6)]) {
        expect((await post({ booking_status: 'I will book later', booking_date })).json().errors).toEqual({ booking_date: [between('Booking date', today, d(-7))] });
      }
    });

    it('arrival: the first stay day to the event end', async () => {
      const stay = `${d(-1)},${d(3)}`;
      for (const arrival_date of [d(-1), d(2)]) expect((await post({ days_of_stay: stay, arrival_date, departure_date: d(3) })).statusCode).toBe(200);
      for (const arrival_date of [d(-2), d(3)]) {
        expect((await post({ days_of_stay: stay, arrival_date, departure_date: d(3) })).json().errors).toEqual({ arrival_date: [between('Arrival date', d(-1), d(2))] });
      }
    });

    it('departure: the later of arrival and start to the last stay day', async () => {
      const stay = `${d(-1)},${d(3)}`;
      for (const departure_date of [d(1), d(3)]) expect((await post({ days_of_stay: stay, arrival_date: d(1), departure_date })).statusCode).toBe(200);
      for (const departure_date of [d(0), d(4)]) {
        expect((await post({ days_of_stay: stay, arrival_date: d(1), departure_date })).json().errors).toEqual({ departure_date: [between('Departure date', d(1), d(3))] });
      }
      // arriving before the start: departures from the start
      expect((await post({ days_of_stay: stay, arrival_date: d(-1), departure_date: d(-1) })).json().errors).toEqual({ departure_date: [between('Departure date', d(0), d(3))] });
    });
  });
});
