import type { AuthUser, CurrentUser, UserProfile } from '@sampark/domain/schemas/account';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import { updateAuthUser } from './auth';
import { adoptServerLanguage } from './language';
import { retryDelay } from './query-client';

/**
 * On app start a stored token is checked once with GET /api/user (seed 000 §8), while the screen
 * already shows (docs/decisions/059-later-visit.md). A fresh login needs no check: its response
 * already holds the user. Only a 401 ends the session (the API client clears the login); a 429, a
 * network failure or a server error is waited out and tried again (issue 12 defect 9): in an
 * office many staff share one address, and a busy minute must not log them all out.
 */
export const sessionKey = (token: string | null) => ['session', token] as const;

async function fetchSessionUser(): Promise<CurrentUser> {
  // its answer is not checked here: the server checks it (userProfileSchema), decision 115
  const user = await api.getUnchecked<UserProfile>('/api/user');
  updateAuthUser(user);
  // the language follows the user from another phone (issue 18)
  await adoptServerLanguage(user.language);
  return user;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Every failure but a 401 is tried again, for as long as it takes. */
const retrySessionCheck = (_failureCount: number, error: unknown) => !isUnauthenticated(error);

const sessionQuery = (token: string | null) => ({
  queryKey: sessionKey(token),
  queryFn: fetchSessionUser,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: retrySessionCheck,
  retryDelay,
});

export function useSessionCheck(token: string | null) {
  const client = useQueryClient();
  // asked for as the layout renders, not once it is on screen: the screen's own calls start in
  // effects, which run before the layout's, and a revoked login is best found out first
  if (token !== null && !client.getQueryState(sessionKey(token))) void client.prefetchQuery(sessionQuery(token));
  return useQuery({ ...sessionQuery(token), enabled: token !== null });
}

export function markSessionVerified(client: QueryClient, token: string, user: AuthUser): void {
  client.setQueryData(sessionKey(token), user);
}
