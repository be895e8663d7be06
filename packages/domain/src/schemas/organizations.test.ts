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
