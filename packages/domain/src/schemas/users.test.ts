import { describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL,
  MOBILE_LENGTH,
  PASSWORD_TOO_SHORT,
  USER_NAME_TOO_LONG,
  userCreateFormSchema,
  userCreateSchema,
  userUpdateFormSchema,
  userUpdateSchema,
} from './users';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const valid = { name: 'Asha', email: 'Asha@Example.COM ', password: 'Secret@123', mobile_no: '9820012345', role: 3, locations: [1], active: 1 };

describe('user schemas', () => {
  it('gives the form messages of seed 001 §5 for an empty create form', () => {
    const r = userCreateFormSchema.safeParse({ name: '', email: '', password: '', mobile_no: '', role: null, locations: [], active: 1 });
    expect(messages(r)).toEqual({
      name: 'User Name is required',
      password: 'Password is required',
      mobile_no: 'Mobile number is required',
      role: 'Role is required',
      locations: 'Location is required',
    });
  });

  it('gives the API messages of seed 001 §8 for a missing body', () => {
    expect(messages(userCreateSchema.safeParse({}))).toEqual({
      name: 'Please enter name',
      password: 'Please enter password',
      mobile_no: 'Please enter mobile number',
      role: 'Please enter role',
      locations: 'Please enter location',
    });
  });

  it('checks the formats with the shared messages', () => {
    const r = userCreateSchema.safeParse({ ...valid, name: 'x'.repeat(51), email: 'not-an-email', mobile_no: '98200', password: 'short' });
    expect(messages(r)).toEqual({ name: USER_NAME_TOO_LONG, email: INVALID_EMAIL, mobile_no: MOBILE_LENGTH, password: PASSWORD_TOO_SHORT });
    expect(messages(userCreateSchema.safeParse({ ...valid, mobile_no: '9820012345123' }))).toEqual({ mobile_no: MOBILE_LENGTH });
    expect(messages(userCreateSchema.safeParse({ ...valid, mobile_no: '+919820012345' }))).toEqual({ mobile_no: MOBILE_LENGTH });
    expect(messages(userCreateSchema.safeParse({ ...valid, role: 9 }))).toEqual({ role: 'Please enter role' });
  });

  it('refuses a location id that no record can have (positive 32-bit ids only, issue 12 defect 2)', () => {
    for (const bad of [[2147483648], ['abc'], [1.5], [-3]]) {
      const r = userCreateFormSchema.safeParse({ ...valid, locations: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual(['Please choose a value from the list']);
    }
    expect(userCreateFormSchema.parse({ ...valid, locations: ['2147483647'] }).locations).toEqual([2147483647]);
  });

  it('normalises what the form sends', () => {
    const out = userCreateFormSchema.parse({ ...valid, role: '2', locations: ['4', '7', '4'], active: false });
    expect(out).toEqual({ ...valid, email: 'asha@example.com', role: 2, locations: [4, 7], active: 0 });
    expect(userCreateSchema.parse({ ...valid, email: '  ', active: undefined })).toMatchObject({ email: null, active: 1 });
  });

  it('keeps the password optional on update', () => {
    expect(userUpdateSchema.parse({ ...valid, password: '' }).password).toBeUndefined();
    const { password: _omit, ...noPassword } = valid;
    expect(userUpdateFormSchema.safeParse(noPassword).success).toBe(true);
    expect(messages(userUpdateSchema.safeParse({ ...valid, password: 'abc' }))).toEqual({ password: PASSWORD_TOO_SHORT });
  });

  it('drops unknown fields and fields nobody sets (issue 12 defect 12)', () => {
    const out = userCreateSchema.parse({ ...valid, id: 99, password_hash: 'x', created_at: '2020-01-01', zzz: 1 });
    expect(Object.keys(out).sort()).toEqual(['active', 'email', 'locations', 'mobile_no', 'name', 'password', 'role']);
    expect(Object.keys(userUpdateSchema.parse({ ...valid, id: 99, last_login_date: null })).sort()).not.toContain('id');
  });
});
