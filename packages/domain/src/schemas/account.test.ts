import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema } from './account';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('changePasswordSchema', () => {
  it('requires the password', () => {
    const r = changePasswordSchema.safeParse({ password: '', password_confirmation: '' });
    expect(messages(r)[0]).toEqual(['password', 'Password is required']);
  });

  it('requires at least 8 characters', () => {
    const r = changePasswordSchema.safeParse({ password: 'short12', password_confirmation: 'short12' });
    expect(messages(r)).toEqual([['password', 'Password should atleast be 8 characters']]);
  });

  it('requires a matching confirmation', () => {
    const r = changePasswordSchema.safeParse({ password: 'long-enough', password_confirmation: 'long-enougH' });
    expect(messages(r)).toEqual([['password_confirmation', 'The password confirmation does not match.']]);
  });

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse({ password: 'long-enough', password_confirmation: 'long-enough' }).success).toBe(true);
  });
});

describe('loginSchema', () => {
  it('requires both fields with their messages', () => {
    const r = loginSchema.safeParse({ email: '  ', password: '' });
    expect(messages(r)).toEqual([
      ['email', 'Email or mobile number is required'],
      ['password', 'Password is required'],
    ]);
  });

  it('reports missing fields with the same messages', () => {
    const r = loginSchema.safeParse({});
    expect(messages(r)).toEqual([
      ['email', 'Email or mobile number is required'],
      ['password', 'Password is required'],
    ]);
  });

  it('trims the identifier', () => {
    expect(loginSchema.parse({ email: ' 9876543210 ', password: 'x' })).toEqual({ email: '9876543210', password: 'x' });
  });
});
