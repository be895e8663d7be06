import { authUserSchema } from '@sampark/domain/schemas/account';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, clearAuth, getAuth, getToken, saveAuth, subscribeAuth, updateAuthUser } from './auth';

const future = () => new Date(Date.now() + 60_000).toISOString();
const login = (expires_at = future()) => ({ token: 'abc', expires_at, user: { id: 7, name: 'Asha', role: 3 as const } });

describe('auth storage', () => {
  it("stores the login under 'sampark.auth' and reads it back", () => {
    saveAuth(login());
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').token).toBe('abc');
    expect(getAuth()?.user).toEqual({ id: 7, name: 'Asha', role: 3 });
    expect(getToken()).toBe('abc');
  });

  it('returns the same object while storage is unchanged (a stable snapshot)', () => {
    saveAuth(login());
    expect(getAuth()).toBe(getAuth());
  });

  it('removes an expired login on read and treats the user as logged out', () => {
    saveAuth(login(new Date(Date.now() - 1000).toISOString()));
    expect(getAuth()).toBeNull();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('expires exactly at expires_at', () => {
    const at = Date.parse('2030-01-01T00:00:00Z');
    saveAuth(login('2030-01-01T00:00:00Z'));
    expect(getAuth(at - 1)?.token).toBe('abc');
    expect(getAuth(at)).toBeNull();
  });

  it('removes a corrupt login', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{"token": 1');
    expect(getAuth()).toBeNull();
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'x', expires_at: future(), user: { id: 1, name: 'x', role: 9 } }));
    expect(getAuth()).toBeNull();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('treats a login missing a part as none, and keeps only the parts it knows', () => {
    const stored = (value: unknown) => {
      window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
      return getAuth();
    };
    expect(stored({ ...login(), token: '' })).toBeNull();
    expect(stored({ ...login(), expires_at: 5 })).toBeNull();
    expect(stored({ ...login(), user: { id: 7.5, name: 'Asha', role: 3 } })).toBeNull();
    expect(stored({ ...login(), user: { id: 7, role: 3 } })).toBeNull();
    expect(stored({ ...login(), user: null })).toBeNull();
    const kept = stored({ ...login(), extra: 1, user: { id: 7, name: 'Asha', role: 5, email: 'a@b.c' } });
    expect(kept).toEqual({ token: 'abc', expires_at: expect.any(String), user: { id: 7, name: 'Asha', role: 5 } });
  });

  it("accepts the same users as the login's schema (authUserSchema), which the page no longer loads", () => {
    const users: unknown[] = [
      { id: 7, name: 'Asha', role: 1 },
      { id: 7, name: 'Asha', role: 5, extra: true },
      { id: 0, name: '', role: 3 },
      { id: -2, name: 'Asha', role: 2 },
      { id: 7.5, name: 'Asha', role: 3 },
      { id: '7', name: 'Asha', role: 3 },
      { id: 7, name: 5, role: 3 },
      { id: 7, name: 'Asha', role: 0 },
      { id: 7, name: 'Asha', role: 6 },
      { id: 7, name: 'Asha', role: '3' },
      { id: 7, name: 'Asha' },
      { id: Number.NaN, name: 'Asha', role: 3 },
      [],
      'Asha',
    ];
    for (const user of users) {
      window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'abc', expires_at: future(), user }));
      expect([user, getAuth() !== null]).toEqual([user, authUserSchema.safeParse(user).success]);
    }
  });

  it('updates the user but keeps the token', () => {
    saveAuth(login());
    updateAuthUser({ id: 7, name: 'Asha K', role: 2 });
    expect(getAuth()).toMatchObject({ token: 'abc', user: { id: 7, name: 'Asha K', role: 2 } });
  });

  it('tells subscribers about login and logout, and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    saveAuth(login());
    clearAuth();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveAuth(login());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows a logout in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
