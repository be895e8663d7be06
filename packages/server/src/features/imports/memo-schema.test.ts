import { memberCreateSchema } from '@sampark/domain/schemas/members';
import { seekerSchema } from '@sampark/domain/schemas/seekers';
import { describe, expect, it } from 'vitest';
import { memoSchema } from './memo-schema';

/** The remembering schema answers exactly as the form's schema, row after row, also for values it has seen. */

const seeker = {
  salutation: 'Mr', firstname: 'Ravi', middlename: 'Mohan', lastname: 'Kulkarni', gender: 'M', dob: '1985-08-15',
  country: 'INDIA', state: 'Maharashtra', district: 'Pune', city: 'Pune', mobile_number: '9820012345', email: null,
};

const seekerRows: Record<string, unknown>[] = [
  seeker,
  { ...seeker, mobile_number: '9820012346', email: 'A@Example.org', state: 'maharashtra', district: 'PUNE' },
  { ...seeker, lastname: 'कुलकर्णी' },
  { ...seeker, lastname: 'कुलकर्णी', firstname: '', state: 'Nowhere' },
  { ...seeker, mobile_number: '123', email: 'not an e-mail', dob: '31-02-1985' },
  { ...seeker, district: 'Nowhere', spi_level: 12, seva_hours: 25, year_joined: 1980 },
  { ...seeker, gender: 'Female', salutation: 'smt', active: 0, languages_known: 'Hindi,Marathi,Hindi' },
  { ...seeker, country: 'Atlantis' },
  { ...seeker, country: undefined, city: undefined },
  { salutation: 'Mr' },
];

const member = { salutation: 'Mr', firstname: 'Ravi', lastname: 'Kumar', gender: 'Male', mobile_number: '9820012345', country: 'INDIA', city: 'Pune', location_id: 4 };

const memberRows: Record<string, unknown>[] = [
  member,
  { ...member, mobile_number: '98200', whatsapp: '12' },
  { ...member, firstname: null, email: 'x@' },
  { ...member, location_id: 'four', assigned_to: 0 },
  member,
];

describe('memoSchema', () => {
  it('gives the seekers schema\'s values and messages, twice over the same rows', () => {
    const memo = memoSchema(seekerSchema);
    for (const row of [...seekerRows, ...seekerRows]) expect(memo.safeParse(row)).toEqual(seekerSchema.safeParse(row));
  });

  it('gives the members schema\'s values and messages, twice over the same rows', () => {
    const memo = memoSchema(memberCreateSchema);
    for (const row of [...memberRows, ...memberRows]) expect(memo.safeParse(row)).toEqual(memberCreateSchema.safeParse(row));
  });

  it('keeps the issue paths of a remembered value apart', () => {
    const memo = memoSchema(seekerSchema);
    const paths = () => memo.safeParse({ ...seeker, firstname: 'राम', lastname: 'राम' }).error!.issues.map((i) => i.path);
    expect(paths()).toEqual([['firstname'], ['lastname']]);
    expect(paths()).toEqual([['firstname'], ['lastname']]);
  });
});
