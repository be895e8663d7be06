import { describe, expect, it } from 'vitest';
import { organizationCreateSchema, organizationLinkedMessage, organizationSearchQuerySchema } from './organizations';

describe('organizationCreateSchema', () => {
  it('requires a name and stores blank text fields as null', () => {
    const blank = organizationCreateSchema.safeParse({ name: ' ' });
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'Please enter Organization Name']]);
    expect(organizationCreateSchema.parse({ name: ' Samiti ', objective: '', website: ' x.org ' })).toEqual({
      name: 'Samiti',
      objective: null,
      area_activity: null,
      members: null,
      website: 'x.org',
      head_person: null,
      remark: null,
      active: 1,
    });
  });
});

describe('organizationSearchQuerySchema', () => {
  it('defaults to the first 10 by name ascending and caps the limit at 5000', () => {
    expect(organizationSearchQuerySchema.parse({})).toEqual({ skip: 0, limit: 10, orderby: 'name', ordertype: 'asc' });
    expect(organizationSearchQuerySchema.parse({ limit: '9000', orderby: '', keyword: '' })).toMatchObject({ limit: 5000, orderby: 'name' });
  });

  it('refuses a column that is not sortable', () => {
    const r = organizationSearchQuerySchema.safeParse({ orderby: 'password_hash' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['The selected orderby is invalid.']);
  });
});

describe('organizationLinkedMessage', () => {
  it('names how many members', () => {
    expect(organizationLinkedMessage(3)).toBe('This organization is linked to 3 member(s) and cannot be deleted.');
  });
});

describe('organization input (issue 12 defect 12)', () => {
  it('reads a number for a text field, ignores unknown fields, keeps the active flag strict', () => {
    expect(organizationCreateSchema.parse({ name: 'Samiti', members: 250, id: 9, zzz: 1 })).toMatchObject({ name: 'Samiti', members: '250', active: 1 });
    expect(organizationCreateSchema.parse({ name: 'Samiti', zzz: 1 })).not.toHaveProperty('zzz');
    expect(organizationCreateSchema.safeParse({ name: 'Samiti', active: true }).error?.issues[0].message).toBe('The value must be 0 or 1');
    expect(organizationSearchQuerySchema.parse({ keyword: 'Sa\u0000miti' }).keyword).toBe('Samiti');
  });
});
