import { describe, expect, it } from 'vitest';
import { seekerListQuerySchema } from './seeker-list';
import {
  SEEKER_STEPS,
  seekerSchema,
  seekerSimpleEditSchema,
  seekerStepSchemas,
  seekerUpdateSchema,
  seekerYearJoinedMessage,
} from './seekers';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

const seeker = {
  salutation: 'Mr',
  firstname: 'Ravi',
  middlename: 'Mohan',
  lastname: 'Kulkarni',
  gender: 'M',
  country: 'INDIA',
  state: 'Maharashtra',
  district: 'Pune',
  city: 'Pune',
  mobile_number: '9820012345',
};
const year = new Date().getFullYear();

describe('seekerSchema (seed 001 §5 "Seeker form")', () => {
  it('reports every required field with the seed messages', () => {
    expect(errors(seekerSchema.safeParse({}))).toEqual([
      ['salutation', 'Salutation is required'],
      ['firstname', 'Name is required'],
      ['middlename', 'Name is required'],
      ['lastname', 'Name is required'],
      ['gender', 'Gender is required'],
      ['country', 'Country is required'],
      ['city', 'City is required'],
      ['mobile_number', 'Mobile number is required'],
    ]);
  });

  it('allows English letters, spaces and . # , - in names (one space in the message), trims and caps them at 50', () => {
    expect(errors(seekerSchema.safeParse({ ...seeker, firstname: 'रवि', lastname: 'K@', middlename: 'a'.repeat(51) }))).toEqual([
      ['firstname', 'Name must contain English alphabets only and not contain any special characters'],
      ['middlename', 'Name must be less than 50 characters'],
      ['lastname', 'Name must contain English alphabets only and not contain any special characters'],
    ]);
    expect(seekerSchema.parse({ ...seeker, firstname: '  A. #B, C-D ', middlename: 'a'.repeat(50) }).firstname).toBe('A. #B, C-D');
  });

  it('applies the name rule to the city', () => {
    expect(errors(seekerSchema.safeParse({ ...seeker, city: 'Pune 411001' }))).toEqual([
      ['city', 'City must contain English alphabets only and not contain any special characters'],
    ]);
    expect(errors(seekerSchema.safeParse({ ...seeker, city: '  ' }))).toEqual([['city', 'City is required']]);
  });

  it('asks for the state where the country has states and for the district where the state has districts', () => {
    expect(errors(seekerSchema.safeParse({ ...seeker, state: '', district: '' }))).toEqual([['state', 'State is required']]);
    expect(errors(seekerSchema.safeParse({ ...seeker, state: 'Atlantis' }))).toEqual([['state', 'State is required']]);
    expect(errors(seekerSchema.safeParse({ ...seeker, district: '' }))).toEqual([['district', 'District is required']]);
    // a country without a list of states needs neither
    expect(seekerSchema.safeParse({ ...seeker, country: 'aruba', state: '', district: '' }).success).toBe(true);
  });

  it('stores country, state and district in the list spelling and the code 91 for INDIA', () => {
    const v = seekerSchema.parse({ ...seeker, country: 'india', state: 'MAHARASHTRA', district: 'pune' });
    expect(v).toMatchObject({ country: 'INDIA', state: 'Maharashtra', district: 'Pune', mobile_country_code: '91', active: 1 });
    expect(seekerSchema.parse({ ...seeker, mobile_country_code: '+977' }).mobile_country_code).toBe('977');
    expect(errors(seekerSchema.safeParse({ ...seeker, country: 'Narnia' }))).toEqual([['country', 'Please choose a value from the list']]);
  });

  it('checks mobile, WhatsApp and email', () => {
    const bad = { ...seeker, mobile_number: '98200', whatsapp: '12345678901234', email: 'not-an-email' };
    expect(errors(seekerSchema.safeParse(bad))).toEqual([
      ['mobile_number', 'Mobile number must be in between 10-12 digit'],
      ['whatsapp', 'Mobile number must be in between 10-12 digit'],
      ['email', 'Enter a valid email'],
    ]);
    expect(seekerSchema.parse({ ...seeker, mobile_number: '98200 12345', whatsapp: '', email: ' A@B.ORG ' })).toMatchObject({
      mobile_number: '9820012345',
      whatsapp: null,
      email: 'a@b.org',
    });
  });

  it('checks year joined, spiritual level and the hours', () => {
    const bad = { ...seeker, year_joined: 1990, spi_level: 29, upay_hours: 25, seva_hours: -1 };
    expect(errors(seekerSchema.safeParse(bad))).toEqual([
      ['year_joined', seekerYearJoinedMessage(year)],
      ['spi_level', 'Spiritual leval must be between 30-100, leave blank if not known'],
      ['upay_hours', 'Upay hrs must be between 0-24 hrs'],
      ['seva_hours', 'Seva hrs must be between 0-24 hrs'],
    ]);
    expect(errors(seekerSchema.safeParse({ ...seeker, year_joined: year + 1, spi_level: 'abc' })).map(([f]) => f)).toEqual(['year_joined', 'spi_level']);
    const ok = seekerSchema.parse({ ...seeker, year_joined: '1991', spi_level: '100', upay_hours: '2.5', seva_hours: 0 });
    expect(ok).toMatchObject({ year_joined: 1991, spi_level: 100, upay_hours: 2.5, seva_hours: 0 });
    expect(seekerSchema.parse({ ...seeker, spi_level: '' }).spi_level).toBeNull();
    // issue 26: a fraction in range is told it must be whole, not that it is out of range
    expect(errors(seekerSchema.safeParse({ ...seeker, spi_level: '50.5' }))).toEqual([['spi_level', 'Spiritual level must be a whole number, leave blank if not known']]);
    expect(errors(seekerSchema.safeParse({ ...seeker, spi_level: 100.5 }))).toEqual([['spi_level', 'Spiritual leval must be between 30-100, leave blank if not known']]);
  });

  it('joins the multi-selects and refuses values outside their lists', () => {
    const v = seekerSchema.parse({ ...seeker, seva_days: ['Monday', 'Sunday'], education: 'B.A., M.A.', profession: ['Teacher'] });
    expect(v).toMatchObject({ seva_days: 'Monday,Sunday', education: 'B.A.,M.A.', profession: 'Teacher' });
    expect(errors(seekerSchema.safeParse({ ...seeker, seva_days: ['Someday'], spi_status: 'Great', marital_status: 'Unmarried' }))).toEqual([
      ['marital_status', 'Please choose a value from the list'],
      ['spi_status', 'Please choose a value from the list'],
      ['seva_days', 'Please choose a value from the list'],
    ]);
  });
});

describe('the wizard steps', () => {
  it('puts every field in exactly one step', () => {
    const fields = SEEKER_STEPS.flatMap((s) => s.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect(SEEKER_STEPS.map((s) => s.title)).toEqual([
      'Primary information',
      'Sadhana information',
      'Seva related information',
      'Sangathanatmak rachana information',
    ]);
  });

  it('checks one step at a time', () => {
    expect(seekerStepSchemas.primary.safeParse(seeker).success).toBe(true);
    expect(errors(seekerStepSchemas.primary.safeParse({ ...seeker, district: '' }))).toEqual([['district', 'District is required']]);
    expect(errors(seekerStepSchemas.sadhana.safeParse({ spi_level: 101 }))).toEqual([
      ['spi_level', 'Spiritual leval must be between 30-100, leave blank if not known'],
    ]);
    expect(errors(seekerStepSchemas.seva.safeParse({ seva_hours: 30 }))).toEqual([['seva_hours', 'Seva hrs must be between 0-24 hrs']]);
    expect(errors(seekerStepSchemas.sangathan.safeParse({ year_joined: 1980 }))).toEqual([['year_joined', seekerYearJoinedMessage(year)]]);
  });
});

describe('seeker edits', () => {
  it('simple edit: the names and active', () => {
    expect(seekerSimpleEditSchema.parse({ firstname: 'Ravi', middlename: 'M', lastname: 'K', active: '0' })).toEqual({
      firstname: 'Ravi',
      middlename: 'M',
      lastname: 'K',
      active: 0,
    });
    expect(errors(seekerSimpleEditSchema.safeParse({ firstname: '', middlename: 'M', lastname: 'K', active: 1 }))).toEqual([['firstname', 'Name is required']]);
  });

  it('update: what is sent is checked, what is left out is kept', () => {
    expect(seekerUpdateSchema.parse({ active: false })).toEqual({ active: 0 });
    expect(errors(seekerUpdateSchema.safeParse({ lastname: null, mobile_number: '' }))).toEqual([
      ['lastname', 'Name is required'],
      ['mobile_number', 'Mobile number is required'],
    ]);
  });
});

describe('seekerListQuerySchema', () => {
  it('pages 10 by default, newest first, and caps the limit', () => {
    expect(seekerListQuerySchema.parse({})).toEqual({ skip: 0, limit: 10, orderby: 'created_at', ordertype: 'desc' });
    expect(seekerListQuerySchema.parse({ limit: '99999' }).limit).toBe(5000);
  });

  it('refuses an unknown sort column and a bad date range', () => {
    expect(errors(seekerListQuerySchema.safeParse({ orderby: 'password', start_date: '2026-05-02', end_date: '2026-05-01' }))).toEqual([
      ['orderby', 'The selected orderby is invalid.'],
    ]);
    expect(errors(seekerListQuerySchema.safeParse({ start_date: '2026-05-02', end_date: '2026-05-01' }))).toEqual([
      ['end_date', 'The end date must be a date after or equal to the start date.'],
    ]);
    expect(errors(seekerListQuerySchema.safeParse({ start_date: '2026-02-30' }))).toEqual([['start_date', 'Please enter a valid date (YYYY-MM-DD).']]);
    // no such day at all (the fuzz test's 500)
    expect(errors(seekerListQuerySchema.safeParse({ end_date: '0000-00-00' }))).toEqual([['end_date', 'Please enter a valid date (YYYY-MM-DD).']]);
  });

  it('reads multi filters as arrays, repeated or comma-joined', () => {
    expect(seekerListQuerySchema.parse({ gender: 'M,F', profession: ['Teacher', 'Doctor'], education: '' })).toMatchObject({
      gender: ['M', 'F'],
      profession: ['Teacher', 'Doctor'],
    });
  });
});
