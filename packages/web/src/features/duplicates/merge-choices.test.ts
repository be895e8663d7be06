import { describe, expect, it } from 'vitest';
import { COMPARED, defaultChoices, mergeBodyOf } from './merge-choices';

describe('merge choices', () => {
  const records = new Map<number, Record<string, unknown>>([
    [1, { firstname: 'Ravi', email: '', city: null, location: 'Pune' }],
    [2, { firstname: 'Ravi K', email: 'ravi@example.com', city: 'Nashik', location: 'Nashik' }],
    [3, { firstname: '', email: 'other@example.com', city: 'Goa', location: 'Goa' }],
  ]);

  it("defaults each field to the kept member's value, else the first other member's that has one, as the server does", () => {
    const choices = defaultChoices(1, [1, 2, 3], records);
    expect(Object.keys(choices)).toEqual(COMPARED.map((c) => c.field));
    expect([choices.firstname, choices.email, choices.city, choices.location_id, choices.dob]).toEqual([1, 2, 2, 1, 1]);
    const keep3 = defaultChoices(3, [1, 2, 3], records);
    expect([keep3.firstname, keep3.email, keep3.city]).toEqual([1, 3, 3]);
  });

  it('sends the kept member apart from the merged ones', () => {
    expect(mergeBodyOf(2, [1, 2, 3], { email: 3 })).toEqual({ keep: 2, merge: [1, 3], fields: { email: 3 } });
  });
});
