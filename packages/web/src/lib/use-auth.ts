import type { AccessGroup } from '@sampark/domain/roles';
import { canAccess } from '@sampark/domain/roles';
import type { AuthUser } from '@sampark/domain/schemas/account';
import { useSyncExternalStore } from 'react';
import { type StoredAuth, getAuth, subscribeAuth } from './auth';

const loggedOut = () => null;

/** The stored login; re-renders on login, logout, a 401 or a change in another tab. */
export function useAuth(): StoredAuth | null {
  return useSyncExternalStore(subscribeAuth, getAuth, loggedOut);
}

/** The logged-in user (id, name, role), or null. Screens behind the route guard always get one. */
export function useCurrentUser(): AuthUser | null {
  return useAuth()?.user ?? null;
}

/** Whether the logged-in user's role belongs to the group (hides what a role may not use). */
export function useCanAccess(group: AccessGroup): boolean {
  return canAccess(useCurrentUser()?.role, group);
}
