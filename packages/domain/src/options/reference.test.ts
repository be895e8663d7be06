import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES } from './members';
import {
  CATEGORIES_DISABLED_IN_ADD_MEMBERS,
  CATEGORIES_DISABLED_IN_BULK_EDIT,
  DEFAULT_CATEGORIES,
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_EVENT_TYPES,
  DEFAULT_PROFESSIONS,
  DEFAULT_STATUSES,
  DEGREES,
  HOW_KNOW_US,
  LANGUAGES,
  TO_BE_DELETED,
  UNASSIGNED_ID,
} from './reference';

const noDuplicates = (list: readonly string[]) => expect(new Set(list).size).toBe(list.length);
const noCommas = (list: readonly string[]) => expect(list.filter((s) => s.includes(','))).toEqual([]);

describe('reference data', () => {
  it('has the constants of the seeds', () => {
    expect(TO_BE_DELETED).toBe('ToBeDeleted');
    expect(UNASSIGNED_ID).toBe(0);
    expect(DEFAULT_COUNTRY).toBe('INDIA');
    expect(DEFAULT_COUNTRY_CODE).toBe('91');
  });

  it('has about 38 sources and 20 languages, Hindi and English among them', () => {
    expect(HOW_KNOW_US).toHaveLength(38);
    expect(LANGUAGES).toHaveLength(20);
    expect(LANGUAGES.slice(0, 2)).toEqual(['Hindi', 'English']);
  });

  it('keeps every list free of duplicates and commas (they are stored comma-joined)', () => {
    for (const list of [HOW_KNOW_US, LANGUAGES, DEGREES, DEFAULT_PROFESSIONS, DEFAULT_CATEGORIES]) {
      noDuplicates(list);
      noCommas(list);
    }
    noDuplicates(DEFAULT_EVENT_TYPES.map((t) => t.type));
  });

  it('seeds the categories that some lists disable', () => {
    for (const name of [...CATEGORIES_DISABLED_IN_BULK_EDIT, ...CATEGORIES_DISABLED_IN_ADD_MEMBERS]) {
      expect(DEFAULT_CATEGORIES).toContain(name);
    }
    expect(CATEGORIES_DISABLED_IN_BULK_EDIT).toEqual(['Intellectual', 'Karyakarta']);
    expect(CATEGORIES_DISABLED_IN_ADD_MEMBERS).toEqual(['Sadhak', 'Yuva Sadhak']);
  });

  it('seeds the statuses table with the contact statuses', () => {
    expect(DEFAULT_STATUSES).toEqual(CONTACT_STATUSES);
  });

  it('has real degrees and about 40 professions', () => {
    expect(DEGREES).toEqual(expect.arrayContaining(['B.A.', 'B.Com.', 'B.Sc.', 'B.E.', 'B.Tech.', 'MBBS', 'LLB', 'M.A.']));
    expect(DEFAULT_PROFESSIONS.length).toBeGreaterThanOrEqual(40);
  });
});
