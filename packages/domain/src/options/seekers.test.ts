import { describe, expect, it } from 'vitest';
import {
  DISTRESS_LEVELS,
  LEVELS_OF_RESPONSIBILITY,
  ORG_RESPONSIBILITIES,
  SADHANA_STATES,
  SEEKER_MARITAL_STATUSES,
  SEVA_ACTIVITIES,
  SEVA_DAYS,
  SKILLS,
} from './seekers';

const DEVANAGARI_ENTRY = /^[\u0900-\u097F ()-]+$/;

describe('seeker option lists', () => {
  it('has the seed 001 lists word for word', () => {
    expect(SEEKER_MARITAL_STATUSES).toEqual(['Single', 'Married', 'Divorcee', 'Widow', 'Widower']);
    expect(SADHANA_STATES).toEqual(['Good', 'Medium', 'Mild']);
    expect(DISTRESS_LEVELS).toEqual([
      'Severe-with manifestation', 'Severe-no manifestation', 'Medium', 'Mild', 'None', 'Not known',
    ]);
    expect(ORG_RESPONSIBILITIES).toEqual(['Sanstha', 'Samiti', 'MAV']);
  });

  it('offers the seven weekdays and then No specific days', () => {
    expect(SEVA_DAYS).toHaveLength(8);
    expect(SEVA_DAYS.slice(0, 7)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(SEVA_DAYS[7]).toBe('No specific days');
  });

  it('writes the Hindi lists in Devanagari, unique and without commas', () => {
    for (const list of [SKILLS, SEVA_ACTIVITIES, LEVELS_OF_RESPONSIBILITY]) {
      expect(new Set(list).size).toBe(list.length);
      for (const entry of list) expect(entry, entry).toMatch(DEVANAGARI_ENTRY);
    }
    expect(SKILLS.length).toBeGreaterThanOrEqual(10);
    expect(SEVA_ACTIVITIES.length).toBeGreaterThanOrEqual(10);
  });
});
