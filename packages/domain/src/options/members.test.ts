import { describe, expect, it } from 'vitest';
import {
  CONTACT_GROUPS,
  CONTACT_RESPONSES,
  CONTACT_STATUSES,
  DATE_TYPES,
  FOLLOWUP_COUNTS,
  GENDERS,
  GRADES_WITH_NOT_SET,
  MATERIAL_TYPES,
  MEMBER_MARITAL_STATUSES,
  OUTPUTS,
  PARTICIPATION_STATUSES,
  POSITIVE_RESPONSES,
  SEEKERSHIP,
  SOURCES,
  TITLES,
  canonicalTitle,
  isPositiveResponse,
} from './members';
import { labelOf } from './option';

describe('member option lists', () => {
  it('has the 11 contact statuses of seed 000, word for word', () => {
    expect(CONTACT_STATUSES).toEqual([
      'Spam',
      'Phone no given is wrong / not existing',
      'Did not pick phone / phone switched off',
      'Network congestion / Low volume',
      'Was unavailable at home/office',
      'Contacted but was in hurry',
      'Called for meeting',
      'Told will call later but not responding',
      'Not responding to emails',
      'Not reachable by any contact means',
      'Contact established successfully',
    ]);
  });

  it('has the contact responses, groups and participation statuses in the seeds order', () => {
    expect(CONTACT_RESPONSES).toEqual([
      'Unknown/Cannot tell', 'Bad', 'Suspicious', 'Not Interested', 'Low Interest', 'Medium Interest', 'Good', 'Very Good',
    ]);
    expect(CONTACT_GROUPS).toEqual(['Pending', 'Unsuccessful', 'Active', 'Passive', 'Spam']);
    expect(PARTICIPATION_STATUSES).toHaveLength(8);
    expect(PARTICIPATION_STATUSES[2]).toBe('Potential but need to be properly contacted');
    expect(PARTICIPATION_STATUSES[7]).toBe('Activist with leadership qualities');
  });

  it('reveals participation only for the four positive responses', () => {
    expect(POSITIVE_RESPONSES).toEqual(['Low Interest', 'Medium Interest', 'Good', 'Very Good']);
    expect(isPositiveResponse('Good')).toBe(true);
    expect(isPositiveResponse('Not Interested')).toBe(false);
    expect(isPositiveResponse(null)).toBe(false);
  });

  it('keeps the odd spelling and case of the output options', () => {
    expect(OUTPUTS).toHaveLength(12);
    expect(OUTPUTS).toContain('social-media seva');
    expect(OUTPUTS).toContain('Attends Dharmashikshan Varga');
    expect(OUTPUTS.at(-1)).toBe('Other');
    expect(OUTPUTS.filter((o) => o.includes(','))).toEqual([]);
  });

  it('codes gender and seekership, with labels', () => {
    expect(GENDERS.map((g) => `${g.value}=${g.label}`)).toEqual(['M=Male', 'F=Female', 'O=Other']);
    expect(labelOf(GENDERS, 'F')).toBe('Female');
    expect(SEEKERSHIP.map((s) => s.value)).toEqual([0, 1]);
    expect(labelOf(SEEKERSHIP, 1)).toBe('साधकत्व है पर दायित्व नहीं ले सकते');
  });

  it('has the other seed 000 and 001 lists', () => {
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Ms', 'Smt.', 'Adv.', 'Prof.', 'Dr', 'H.H.']);
    expect(GRADES_WITH_NOT_SET).toEqual(['Not Set', 'A', 'B', 'C', 'D']);
    expect(SOURCES).toEqual(['PIS', 'HJS Website', 'Sanatan Website', 'Quick Entry']);
    expect(DATE_TYPES.map((d) => d.label)).toEqual(['Created On', 'Updated On', 'Last Contacted On']);
    expect(MATERIAL_TYPES).toEqual(['CD/DVD', 'Granth', 'Panchang', 'Dainik', 'Other']);
    expect(MEMBER_MARITAL_STATUSES).toEqual(['Married', 'Unmarried', 'Separated']);
    expect(FOLLOWUP_COUNTS).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('canonicalTitle', () => {
  it('maps variants of a title to the title', () => {
    expect(canonicalTitle('Dr.')).toBe('Dr');
    expect(canonicalTitle('mr.')).toBe('Mr');
    expect(canonicalTitle(' SMT ')).toBe('Smt.');
    expect(canonicalTitle('H. H.')).toBe('H.H.');
    expect(canonicalTitle('Adv.')).toBe('Adv.');
  });

  it('resets a salutation that is not in the list to empty', () => {
    expect(canonicalTitle('Captain')).toBe('');
    expect(canonicalTitle('')).toBe('');
    expect(canonicalTitle(undefined)).toBe('');
  });
});
