import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  duplicateCheckQuerySchema,
  duplicateMembersMessage,
  giftSchema,
  memberCreateSchema,
  memberFullname,
  memberOrganizationSchema,
  memberUpdateSchema,
  NO_CHANGES_MESSAGE,
  phoneNorm,
  quickEntrySchema,
} from './members';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

const quick = {
  how_know_us: 'Friend',
  salutation: 'Mr',
  firstname: 'Ravi',
  lastname: 'Kumar',
  gender: 'M',
  mobile_number: '9820012345',
  country: 'INDIA',
  state: 'Maharashtra',
  district: 'Pune',
  city: 'Pune',
  brief_intro: 'Met at the book exhibition',
};

describe('quickEntrySchema', () => {
  it('reports every required field with the seed messages', () => {
    expect(errors(quickEntrySchema.safeParse({}))).toEqual([
      ['how_know_us', 'Source is required'],
      ['salutation', 'Salutation is required'],
      ['firstname', 'Name is required'],
      ['lastname', 'Name is required'],
      ['gender', 'Gender is required'],
      ['mobile_number', 'Mobile number is required'],
      ['city', 'City is required'],
      ['brief_intro', 'Remarks is required'],
      // the country defaults to INDIA, which has states
      ['state', 'State is required'],
    ]);
  });

  it('keeps the two spaces of the name message', () => {
    expect(errors(quickEntrySchema.safeParse({ ...quick, firstname: 'Ravi2', lastname: 'K@' }))).toEqual([
      ['firstname', 'Name must contain English alphabets only and  not contain any special characters'],
      ['lastname', 'Name must contain English alphabets only and  not contain any special characters'],
    ]);
  });

  it('allows letters, spaces and . # , - in names, trims, and caps them at 50', () => {
    expect(quickEntrySchema.parse({ ...quick, firstname: '  A. #B, C-D ' }).firstname).toBe('A. #B, C-D');
    expect(errors(quickEntrySchema.safeParse({ ...quick, lastname: 'a'.repeat(51) }))).toEqual([['lastname', 'Name must be less than 50 characters']]);
    expect(quickEntrySchema.safeParse({ ...quick, lastname: 'a'.repeat(50) }).success).toBe(true);
  });

  it('checks email, mobile and whatsapp', () => {
    expect(errors(quickEntrySchema.safeParse({ ...quick, email: 'nope', mobile_number: '12345', whatsapp: '12' }))).toEqual([
      ['email', 'Enter a valid email'],
      ['mobile_number', 'Mobile number must be in between 10-12 digit'],
      ['whatsapp', 'Please check your Whatsapp number'],
    ]);
    expect(errors(quickEntrySchema.safeParse({ ...quick, mobile_number: '+919820012345' }))).toEqual([
      ['mobile_number', 'Mobile number must be in between 10-12 digit'],
    ]);
    expect(quickEntrySchema.safeParse({ ...quick, mobile_number: '982001234567' }).success).toBe(true);
  });

  it('requires the district only when the state has districts', () => {
    expect(errors(quickEntrySchema.safeParse({ ...quick, district: '' }))).toEqual([['district', 'District is required']]);
    expect(errors(quickEntrySchema.safeParse({ ...quick, district: 'Atlantis' }))).toEqual([['district', 'District is required']]);
    expect(errors(quickEntrySchema.safeParse({ ...quick, state: 'Narnia' }))).toEqual([['state', 'State is required']]);
  });

  it('needs no state for a country without states', () => {
    const r = quickEntrySchema.safeParse({ ...quick, country: 'ARUBA', state: '', district: '' });
    expect(errors(r)).toEqual([]);
    expect(r.data).toMatchObject({ country: 'ARUBA', state: null, district: null, mobile_country_code: '297' });
  });

  it('defaults the country to INDIA with code 91 and canonicalises names', () => {
    const { country: _c, ...withoutCountry } = quick;
    const r = quickEntrySchema.parse({ ...withoutCountry, state: 'maharashtra', district: 'PUNE', salutation: 'shri', gender: 'Female' });
    expect(r).toMatchObject({ country: 'INDIA', mobile_country_code: '91', state: 'Maharashtra', district: 'Pune', salutation: 'Mr', gender: 'F' });
  });

  it('refuses a salutation outside the titles and a source outside the list', () => {
    expect(errors(quickEntrySchema.safeParse({ ...quick, salutation: 'Sir', how_know_us: 'Rumour' }))).toEqual([
      ['how_know_us', 'Source is required'],
      ['salutation', 'Salutation is required'],
    ]);
  });
});

describe('memberUpdateSchema', () => {
  it('checks only the fields sent', () => {
    expect(memberUpdateSchema.parse({ city: ' Thane ' })).toEqual({ city: 'Thane' });
  });

  it('refuses to blank a required field with the server messages', () => {
    const r = memberUpdateSchema.safeParse({
      firstname: '',
      lastname: null,
      mobile_number: ' ',
      country: '',
      city: '',
      profession_id: '',
      category_id: null,
    });
    expect(errors(r)).toEqual([
      ['firstname', 'Please enter first name'],
      ['lastname', 'Please enter last name'],
      ['mobile_number', 'Please enter mobile number'],
      ['country', 'Please select country'],
      ['city', 'Please enter city'],
      ['profession_id', 'Profession is required'],
      ['category_id', 'Category is required'],
    ]);
  });

  it('checks the mobile and whatsapp lengths', () => {
    expect(errors(memberUpdateSchema.safeParse({ mobile_number: '98200', whatsapp: '1234567890123' }))).toEqual([
      ['mobile_number', 'Please check your mobile number'],
      ['whatsapp', 'Please check your Whatsapp number'],
    ]);
  });

  it('allows year joined from 1900 to this year', () => {
    const year = new Date().getFullYear();
    const msg = `Year joined must be between 1900 and ${year}`;
    expect(errors(memberUpdateSchema.safeParse({ year_joined: 1899 }))).toEqual([['year_joined', msg]]);
    expect(errors(memberUpdateSchema.safeParse({ year_joined: year + 1 }))).toEqual([['year_joined', msg]]);
    expect(memberUpdateSchema.parse({ year_joined: '1900' })).toEqual({ year_joined: 1900 });
    expect(memberUpdateSchema.parse({ year_joined: '' })).toEqual({ year_joined: null });
  });

  it('resets an unknown salutation to empty', () => {
    expect(memberUpdateSchema.parse({ salutation: 'Sir' })).toEqual({ salutation: null });
    expect(memberUpdateSchema.parse({ salutation: 'dr.' })).toEqual({ salutation: 'Dr' });
  });

  it('drops read-only fields and normalises lists and ids', () => {
    const r = memberUpdateSchema.parse({
      id: 9,
      source: 'PIS',
      created_by_name: 'X',
      contact_group: 'Active',
      output: ['andolan', 'sabha', 'andolan'],
      languages_known: 'Hindi, Marathi',
      assigned_to: 0,
      grade: 'Not Set',
      dob: '0000-00-00',
      profession_id: '4',
    });
    expect(r).toEqual({ output: 'andolan,sabha', languages_known: 'Hindi,Marathi', assigned_to: null, grade: null, dob: null, profession_id: 4 });
  });

  it('refuses values outside their lists', () => {
    expect(errors(memberUpdateSchema.safeParse({ output: 'gossip', grade: 'Z', marital_status: 'Single', email: 'x@' }))).toEqual([
      ['email', 'Enter a valid email'],
      ['grade', 'Please choose a value from the list'],
      ['marital_status', 'Please choose a value from the list'],
      ['output', 'Please choose a value from the list'],
    ]);
  });

  it('refuses a date of birth in the future', () => {
    expect(errors(memberUpdateSchema.safeParse({ dob: '2999-01-01' }))).toEqual([['dob', 'Please enter a valid date of birth']]);
  });
});

describe('memberCreateSchema', () => {
  it('requires the edit form required fields', () => {
    expect(errors(memberCreateSchema.safeParse({})).map(([f]) => f)).toEqual([
      'firstname',
      'lastname',
      'mobile_number',
      'country',
      'city',
      'profession_id',
      'category_id',
    ]);
  });

  it('defaults is_alive to 1 and leaves location and assignee to the server', () => {
    const r = memberCreateSchema.parse({
      firstname: 'A',
      lastname: 'B',
      mobile_number: '9820012345',
      country: 'INDIA',
      city: 'Pune',
      profession_id: 1,
      category_id: 2,
      source: 'PIS',
    });
    expect(r).toMatchObject({ is_alive: 1, location_id: null, assigned_to: null, source: 'PIS', output: null });
  });
});

describe('member organizations and gifts', () => {
  it('requires an organization', () => {
    expect(errors(memberOrganizationSchema.safeParse({ member_id: 1 }))).toEqual([['organization_id', 'Please choose organization']]);
  });

  it('requires type, giver and date of a gift', () => {
    expect(errors(giftSchema.safeParse({ member_id: 1, gift_type: 'Sweets' }))).toEqual([
      ['gift_type', 'Please choose type of gift'],
      ['given_by', 'Please enter the name of the seeker who given gift'],
      ['given_on', 'Please choose date of gift given'],
    ]);
    expect(giftSchema.parse({ member_id: '1', gift_type: 'Granth', given_by: ' Asha ', given_on: '2024-01-02' })).toEqual({
      member_id: 1,
      gift_type: 'Granth',
      gift_description: null,
      given_by: 'Asha',
      given_on: '2024-01-02',
    });
  });
});

describe('helpers', () => {
  it('builds fullname from first and last name', () => {
    expect(memberFullname({ firstname: ' Ravi ', lastname: 'Kumar' })).toBe('Ravi Kumar');
    expect(memberFullname({ firstname: 'Ravi', lastname: null })).toBe('Ravi');
  });

  it('normalises numbers written differently to the same national number', () => {
    for (const raw of ['+91 98200 12345', '098200 12345', '9820012345', '91-9820012345', '919820012345']) {
      expect(phoneNorm(raw, '91')).toBe('9820012345');
    }
    expect(phoneNorm('', '91')).toBeNull();
  });

  it('picks the calling code from the stored code, else the country', () => {
    expect(callingCodeOf('+65', 'INDIA')).toBe('65');
    expect(callingCodeOf(null, 'SINGAPORE')).toBe('65');
    expect(callingCodeOf('', 'Nowhere')).toBe('91');
  });

  it('words the duplicate alert and the no-change message', () => {
    expect(duplicateMembersMessage(2, '9820012345')).toBe('2 Member(s) with phone number (9820012345) already exists.');
    expect(NO_CHANGES_MESSAGE).toBe('There are no changes to be made. कोई परिवर्तन नहीं किया गया।');
  });
});

describe('calling codes (issue 12 defect 4)', () => {
  const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('refuses a mobile country code the phone library does not know', () => {
    for (const code of [0, '0', '999', '+999']) {
      expect(issues(memberUpdateSchema.safeParse({ mobile_country_code: code })), String(code)).toEqual([['mobile_country_code', 'Please choose a value from the list']]);
    }
    expect(memberUpdateSchema.parse({ mobile_country_code: '+44' })).toEqual({ mobile_country_code: '44' });
    expect(memberUpdateSchema.parse({ mobile_country_code: 1 })).toEqual({ mobile_country_code: '1' });
  });

  it("checks the duplicate check's country: a known code or any country name", () => {
    expect(issues(duplicateCheckQuerySchema.safeParse({ phone_number: '9820012345', country: '999' }))).toEqual([['country', 'Please choose a value from the list']]);
    expect(duplicateCheckQuerySchema.parse({ phone_number: '9820012345', country: '+91' })).toEqual({ phone_number: '9820012345', country: '+91' });
    expect(duplicateCheckQuerySchema.parse({ phone_number: '9820012345', country: 'INDIA' })).toEqual({ phone_number: '9820012345', country: 'INDIA' });
    expect(duplicateCheckQuerySchema.parse({ phone_number: '9820012345', country: '' })).toEqual({ phone_number: '9820012345' });
  });
});

describe('ids beyond 32 bits (issue 12 defect 2)', () => {
  it('are refused with a message for the select', () => {
    const r = memberUpdateSchema.safeParse({ location_id: 2_147_483_648, category_id: '99999999999', assigned_to: 2_147_483_648 });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['category_id', 'Please choose a value from the list'],
      ['location_id', 'Please choose a value from the list'],
      ['assigned_to', 'Please choose a value from the list'],
    ]);
    expect(memberOrganizationSchema.safeParse({ member_id: 2_147_483_648, organization_id: 1 }).error?.issues[0].message).toBe('Please choose a value from the list');
  });
});
