import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_STEPS,
  registrationCreateSchema,
  registrationFormSchema,
  registrationStepOf,
  registrationStepSchema,
  registrationUpdateSchema,
} from './registrations';
import { registrationPrefillOf } from './registration-calls';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const errors = (r: Result) => (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
const errorOf = (r: Result, field: string) => errors(r).find(([f]) => f === field)?.[1];

/** A complete delegate's form, as the web app sends it. */
export const VALID_FORM = {
  relationship: 1,
  email: 'Ravi.Kumar@Example.org',
  recommended_by: 'Suresh Patil',
  salutation: 'Mr',
  firstname: 'Ravi',
  lastname: 'Kumar',
  hindi_name: 'रवि कुमार',
  gender: 'M',
  profession_id: 3,
  dob: '1980-05-01',
  mobile_country_code: '',
  mobile_number: '9820012345',
  whatsapp: '',
  country: 'INDIA',
  state: 'Goa',
  district: 'North Goa',
  city: 'Panaji',
  address: '',
  facebook_id: '',
  twitter_id: '',
  website: '',
  instagram: '',
  other_media: ['Youtube', 'Koo'],
  languages_understood: 'Both (Hindi and English)',
  languages_known: ['Hindi', 'Konkani'],
  pastevents: ['2019', '2012'],
  organization: 'Sanatan Sanstha',
  designation: 'Coordinator',
  org_hindi: 'सनातन संस्था',
  brief_intro: 'Teacher, runs a study circle',
  activities: 'Study circles',
  days_of_stay: ['2025-03-11', '2025-03-10', '2025-03-10'],
  accommodation_needs: 'Any',
  tea_or_coffee: 'Tea with sugar',
  diet_restrictions: 'None',
  remarks: '',
  booking_status: 'I will fill details now',
  booking_date: '',
  arrival_by: 'Train',
  arrival_date: '2025-03-10',
  arrival_time: '09:30',
  pickup_point: 'Madgaon (40 min)',
  arrival_details: 'Konkan Kanya Express',
  departure_by: 'Train',
  departure_date: '2025-03-11',
  departure_time: '18:00',
  dropoff_point: 'Karmali (40 min)',
  departure_details: 'Mandovi Express',
};
const create = (over: Record<string, unknown> = {}) => registrationCreateSchema.safeParse({ event_id: 5, member_id: 0, ...VALID_FORM, ...over });
const ctx = { event: { date_from: '2025-03-10', date_to: '2025-03-12' }, today: '2025-02-20' };

describe('the whole body (seed 002 §3, §5)', () => {
  it('stores a valid form: trimmed, lists comma-joined, the stay days sorted once, 91 for INDIA', () => {
    const r = create({ firstname: '  Ravi  ', email: ' Ravi.Kumar@Example.org ' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      event_id: 5,
      member_id: 0,
      firstname: 'Ravi',
      email: 'ravi.kumar@example.org',
      other_media: 'Youtube,Koo',
      languages_known: 'Hindi,Konkani',
      pastevents: '2019,2012',
      days_of_stay: '2025-03-10,2025-03-11',
      mobile_country_code: '91',
      whatsapp: null,
      address: null,
      booking_date: null,
    });
  });

  it('says Required for every required field', () => {
    expect(errors(registrationCreateSchema.safeParse({ event_id: 5 }))).toEqual([
      ['relationship', 'Required'],
      ['email', 'Required'],
      ['recommended_by', 'Required'],
      ['salutation', 'Required'],
      ['firstname', 'Required'],
      ['lastname', 'Required'],
      ['hindi_name', 'Required'],
      ['gender', 'Required'],
      ['profession_id', 'Required'],
      ['mobile_number', 'Required'],
      ['country', 'Required'],
      ['city', 'Required'],
      ['languages_understood', 'Required'],
      ['languages_known', 'Required'],
      ['pastevents', 'Required'],
      ['organization', 'Required'],
      ['designation', 'Required'],
      ['org_hindi', 'Required'],
      ['brief_intro', 'Required'],
      ['activities', 'Required'],
      ['accommodation_needs', 'Required'],
      ['tea_or_coffee', 'Required'],
      ['diet_restrictions', 'Required'],
      ['booking_status', 'Required'],
    ]);
  });

  it('checks the e-mail address', () => {
    expect(errorOf(create({ email: 'ravi@' }), 'email')).toBe('Enter a valid email');
  });

  it.each([
    ['Ravi2', 'Name must contain English alphabets only and not contain any special characters'],
    ['Ravi_K', 'Name must contain English alphabets only and not contain any special characters'],
    ['रवि', 'Name must contain English alphabets only and not contain any special characters'],
    ['a'.repeat(51), 'Name must be less than 50 characters'],
    ['a'.repeat(50), undefined],
    ['St. John-Smith #,+', undefined],
  ])('first and last name %s: %s', (name, message) => {
    const r = create({ firstname: name, lastname: name });
    expect([errorOf(r, 'firstname'), errorOf(r, 'lastname')]).toEqual([message, message]);
  });

  it.each([
    ['Ravi', 'Field must contain Devanagari (Unicode) characters only'],
    ['रवि 2', 'Field must contain Devanagari (Unicode) characters only'],
    ['र'.repeat(101), 'Field must be less than 100 characters'],
    ['र'.repeat(100), undefined],
    ['श्री. रवि कुमार', undefined],
  ])('hindi_name and org_hindi %s: %s', (text, message) => {
    const r = create({ hindi_name: text, org_hindi: text });
    expect([errorOf(r, 'hindi_name'), errorOf(r, 'org_hindi')]).toEqual([message, message]);
  });

  it.each([
    ['organization', 'Sanatan 2', 'Organization must contain English alphabets only and not contain any special characters'],
    ['organization', 'a'.repeat(101), 'Organization must be less than 100 characters'],
    ['organization', 'a'.repeat(100), undefined],
    ['designation', 'Head/Lead', 'Designation must contain English alphabets only and not contain any special characters'],
    ['designation', 'a'.repeat(101), 'Designation must be less than 100 characters'],
  ])('%s %s: %s', (field, text, message) => {
    expect(errorOf(create({ [field]: text }), field)).toBe(message);
  });

  it.each([
    ['982001234', 'Mobile number must be in between 10-12 digit'],
    ['9820012345', undefined],
    ['919820012345', undefined],
    ['9198200123456', 'Mobile number must be in between 10-12 digit'],
    ['98200 12345', undefined],
    ['+919820012345', 'Mobile number must be in between 10-12 digit'],
  ])('mobile and WhatsApp %s: %s', (number, message) => {
    const r = create({ mobile_number: number, whatsapp: number });
    expect([errorOf(r, 'mobile_number'), errorOf(r, 'whatsapp')]).toEqual([message, message]);
  });

  it.each([
    ['brief_intro', 1500, 'Brief introduction must be at most 1500 characters'],
    ['activities', 500, 'Activities must be at most 500 characters'],
    ['address', 300, 'Address must be at most 300 characters'],
  ])('%s at most %i characters', (field, max, message) => {
    expect(errorOf(create({ [field]: 'a'.repeat(max) }), field)).toBeUndefined();
    expect(errorOf(create({ [field]: 'a'.repeat(max + 1) }), field)).toBe(message);
  });

  it('asks the state where the country has states, the district where the state has districts', () => {
    expect(errorOf(create({ state: '', district: '' }), 'state')).toBe('Required');
    expect(errorOf(create({ district: '' }), 'district')).toBe('Required');
    expect(errorOf(create({ state: 'Atlantis' }), 'state')).toBe('Please choose a value from the list');
    const r = create({ country: 'aruba', state: 'Somewhere', district: 'Else' });
    expect(r.data).toMatchObject({ country: 'ARUBA', state: null, district: null, mobile_country_code: '297' });
    expect(create({ state: 'goa', district: 'north goa' }).data).toMatchObject({ state: 'Goa', district: 'North Goa' });
  });

  it('keeps a calling code that is given', () => {
    expect(create({ mobile_country_code: '+44' }).data?.mobile_country_code).toBe('44');
  });

  it('"I will book later" asks only the booking date and keeps no journey', () => {
    const blankJourney = Object.fromEntries(['arrival_by', 'arrival_date', 'arrival_time', 'pickup_point', 'arrival_details'].map((f) => [f, '']));
    expect(errors(create({ booking_status: 'I will book later', ...blankJourney }))).toEqual([['booking_date', 'Required']]);
    const r = create({ booking_status: 'I will book later', booking_date: '2025-02-25' });
    expect(r.data).toMatchObject({ booking_date: '2025-02-25', arrival_by: null, arrival_date: null, departure_details: null });
  });

  it('any other booking status asks every arrival and departure field', () => {
    const blank = Object.fromEntries(REGISTRATION_STEPS[5].fields.filter((f) => f !== 'booking_status').map((f) => [f, '']));
    expect(errors(create({ booking_status: 'I will book in tatkal', ...blank }))).toEqual(
      ['arrival_by', 'arrival_date', 'arrival_time', 'pickup_point', 'arrival_details', 'departure_by', 'departure_date', 'departure_time', 'dropoff_point', 'departure_details'].map((f) => [f, 'Required']),
    );
  });

  it.each([
    ['relationship', 6, 'Please choose a value from the list'],
    ['salutation', 'Sir', 'Please choose a value from the list'],
    ['gender', 'X', 'Please choose a value from the list'],
    ['other_media', 'Orkut', 'Please choose a value from the list'],
    ['pastevents', '2011', 'Please choose a value from the list'],
    ['languages_understood', 'French', 'Please choose a value from the list'],
    ['arrival_by', 'Boat', 'Please choose a value from the list'],
    ['pickup_point', 'Mumbai', 'Please choose a value from the list'],
    ['tea_or_coffee', 'Milk', 'Please choose a value from the list'],
    ['accommodation_needs', 'Tent', 'Please choose a value from the list'],
    ['booking_status', 'Maybe', 'Please choose a value from the list'],
    ['dob', '31-12-1980', 'Please enter a date'],
    ['days_of_stay', '2025-03-10,tomorrow', 'Please enter a date'],
    ['arrival_time', '25:00', 'Please enter a time'],
    ['member_id', -1, 'Please choose a value from the list'],
  ])('%s %s: %s', (field, value, message) => {
    expect(errorOf(create({ [field]: value }), field)).toBe(message);
  });

  it('reads numbers sent as text, the gender by its label, and no member as 0', () => {
    expect(create({ relationship: '5', profession_id: '3', gender: 'female', member_id: '' }).data).toMatchObject({
      relationship: 5,
      profession_id: 3,
      gender: 'F',
      member_id: 0,
    });
  });

  it('an update takes the form without the event and member', () => {
    const r = registrationUpdateSchema.safeParse({ ...VALID_FORM, event_id: 99, member_id: 7 });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('event_id');
    expect(r.data).not.toHaveProperty('member_id');
  });

  it('the form with its event adds the date windows', () => {
    expect(registrationFormSchema(ctx).safeParse(VALID_FORM).success).toBe(true);
    expect(errors(registrationFormSchema(ctx).safeParse({ ...VALID_FORM, arrival_date: '2025-03-13' }))).toEqual([
      ['arrival_date', 'Arrival date must be between 10-03-2025 and 12-03-2025'],
    ]);
  });
});

describe('one step at a time (seed 002 §4 "Registration form")', () => {
  const stepErrors = (step: number, values: Record<string, unknown> = {}) => errors(registrationStepSchema(step, ctx).safeParse(values));

  it('shows Required only for the fields of the step on screen', () => {
    expect(stepErrors(0)).toEqual(
      ['relationship', 'email', 'recommended_by', 'salutation', 'firstname', 'lastname', 'hindi_name', 'gender', 'profession_id'].map((f) => [f, 'Required']),
    );
    expect(stepErrors(1, { country: 'INDIA' })).toEqual([
      ['mobile_number', 'Required'],
      ['city', 'Required'],
      ['state', 'Required'],
    ]);
    expect(stepErrors(2)).toEqual([]);
    expect(stepErrors(3)).toEqual(
      ['languages_understood', 'languages_known', 'pastevents', 'organization', 'designation', 'org_hindi', 'brief_intro', 'activities'].map((f) => [f, 'Required']),
    );
    expect(stepErrors(4)).toEqual(['accommodation_needs', 'tea_or_coffee', 'diet_restrictions'].map((f) => [f, 'Required']));
    expect(stepErrors(5)).toEqual([['booking_status', 'Required']]);
    expect(stepErrors(5, { booking_status: 'I will book later' })).toEqual([['booking_date', 'Required']]);
  });

  it('passes each step of a valid form, reading the stay days of step 5 on step 6', () => {
    for (let step = 0; step < REGISTRATION_STEPS.length; step++) expect([step, stepErrors(step, VALID_FORM)]).toEqual([step, []]);
    expect(stepErrors(5, { ...VALID_FORM, days_of_stay: ['2025-03-10'] })).toEqual([['departure_date', 'Departure date must be between 10-03-2025 and 10-03-2025']]);
  });

  it('checks the windows of the step on screen only', () => {
    expect(stepErrors(0, { ...VALID_FORM, dob: '1941-12-31', arrival_date: '2020-01-01' })).toEqual([['dob', 'Date of birth must be between 01-01-1942 and 20-02-2025']]);
    expect(stepErrors(4, { ...VALID_FORM, days_of_stay: ['2025-03-07'] })).toEqual([['days_of_stay', 'Days of stay must be between 08-03-2025 and 14-03-2025']]);
  });

  it('names the step of each field', () => {
    expect(registrationStepOf('hindi_name')).toBe(0);
    expect(registrationStepOf('whatsapp')).toBe(1);
    expect(registrationStepOf('departure_details')).toBe(5);
    expect(registrationStepOf('event_id')).toBe(-1);
  });
});

describe('prefill from a member (seed 002 §2)', () => {
  it('takes the fields the form has, skipping blanks and zero dates', () => {
    expect(registrationPrefillOf({ id: 9, firstname: 'Ravi', lastname: '', dob: '0000-00-00', profession_id: 3, grade: 'A', state: 'Goa', email: null })).toEqual({
      firstname: 'Ravi',
      profession_id: 3,
      state: 'Goa',
    });
  });
});
