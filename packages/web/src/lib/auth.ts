import { authUserOf } from '@sampark/domain/auth-user';
import type { AuthUser } from '@sampark/domain/schemas/account';

/**
 * The stored login (seed 002 §2 "Route guard", §4 "Session"): token, expiry and the user.
 * An expired login is removed when read, so the user is treated as logged out. Components
 * subscribe to changes (login, logout, a 401, another tab) through `subscribeAuth`.
 */

export const AUTH_STORAGE_KEY = 'sampark.auth';

export interface StoredAuth {
  token: string;
  expires_at: string;
  user: AuthUser;
}

/**
 * The parts of a stored login the app knows, or null when one is missing or wrong; the user by the
 * domain's rule without zod (authUserOf), as every page reads the login at its start (decision 115).
 */
function storedAuthOf(value: unknown): StoredAuth | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, expires_at, user } = value as Record<string, unknown>;
  if (typeof token !== 'string' || !token || typeof expires_at !== 'string' || !expires_at) return null;
  const known = authUserOf(user);
  return known && { token, expires_at, user: known };
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: StoredAuth | null } | undefined;
let watchingOtherTabs = false;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (privacy settings): behave as logged out
  }
}

function removeRaw(): void {
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

function parse(raw: string | null): StoredAuth | null {
  if (raw === null) return null;
  try {
    return storedAuthOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function isExpired(auth: Pick<StoredAuth, 'expires_at'>, now = Date.now()): boolean {
  const expiresAt = Date.parse(auth.expires_at);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/**
 * The current login, or null. Returns the same object while storage is unchanged, so it can be a
 * `useSyncExternalStore` snapshot. Removes a corrupt or expired login.
 */
export function getAuth(now = Date.now()): StoredAuth | null {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw) };
  const { value } = cache;
  if (raw !== null && (value === null || isExpired(value, now))) {
    removeRaw();
    cache = { raw: null, value: null };
    return null;
  }
  return value;
}

export function getToken(): string | null {
  return getAuth()?.token ?? null;
}

function invalid(auth: StoredAuth): never {
  throw new TypeError(`Not a login to keep: ${JSON.stringify(auth)}`);
}

export function saveAuth(auth: StoredAuth): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedAuthOf(auth) ?? invalid(auth)));
  notify();
}

/** Keeps the token, replaces the user (after GET /api/user). */
export function updateAuthUser(user: AuthUser): void {
  const current = getAuth();
  if (!current) return;
  const next = { ...current, user: { id: user.id, name: user.name, role: user.role } };
  if (JSON.stringify(next.user) === JSON.stringify(current.user)) return;
  saveAuth(next);
}

export function clearAuth(): void {
  const had = readRaw() !== null;
  removeRaw();
  cache = { raw: null, value: null };
  if (had) notify();
}

export function subscribeAuth(listener: () => void): () => void {
  if (!watchingOtherTabs) {
    watchingOtherTabs = true;
    // A login or logout in another tab changes this tab too.
    window.addEventListener('storage', (event) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
