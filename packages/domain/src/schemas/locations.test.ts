import { describe, expect, it } from 'vitest';
import { LOCATION_NAME_REQUIRED, LOCATION_NAME_TOO_LONG, LOCATION_PARENT_REQUIRED, locationCreateSchema, locationNodeSchema, locationUpdateSchema } from './locations';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('location schemas', () => {
  it("answers a blank name with the seed's message", () => {
    expect(messages(locationCreateSchema.safeParse({ name: '  ', parent_id: 1 }))).toEqual({ name: LOCATION_NAME_REQUIRED });
    expect(messages(locationCreateSchema.safeParse({}))).toEqual({ name: LOCATION_NAME_REQUIRED, parent_id: LOCATION_PARENT_REQUIRED });
    expect(messages(locationUpdateSchema.safeParse({ name: 'x'.repeat(101), parent_id: null }))).toEqual({ name: LOCATION_NAME_TOO_LONG });
  });

  it('trims the name and defaults active to 1', () => {
    expect(locationCreateSchema.parse({ name: ' Pune ', parent_id: 3 })).toEqual({ name: 'Pune', parent_id: 3, active: 1 });
  });

  it('reads a nested tree', () => {
    const tree = { id: 1, name: 'INDIA', parent_id: null, active: 1, children: [{ id: 2, name: 'Goa', parent_id: 1, active: 0, children: [] }] };
    expect(locationNodeSchema.parse(tree)).toEqual(tree);
    expect(locationNodeSchema.safeParse({ ...tree, children: [{ id: 'x' }] }).success).toBe(false);
  });
});
